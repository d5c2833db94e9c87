// The mover under concurrent writes: what it read before its transaction is checked again under
// its locks. A move into another organization copies the files first, outside the transaction;
// the test's storage runs another writer at that moment (the first object written),
// deterministically on PGlite and PostgreSQL alike.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, chapters, pendingUploads, questions, topics, uploadedFiles } from '../db/schema/index.ts';
import { JobRefusal } from '../jobs/tracked.ts';
import type { Storage } from '../storage/types.ts';
import * as files from '../storage/fixtures/files.ts';
import { makePage, makeUploadedFile } from '../test/pageFactories.ts';
import { makeUnit, makeCourse, makeTopic } from '../test/contentFactories.ts';
import { makeSecondSchool } from '../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { makeQuestion } from '../test/questionFactories.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { moveContent, type MoveInput } from './contentMover.ts';

describe.each(testDatabaseKinds())('content mover under concurrent writes on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const plain = () => ({ db: t.db, storage: t.storage });
  const input = (over: Pick<MoveInput, 'kind' | 'id' | 'targetId'> & Partial<MoveInput>): MoveInput => ({ includeLinkedQuestions: false, actorId: s.admin.id, language: 'en', ...over });

  /** The storage, running `meanwhile` before it writes an object (every time, or the first only). */
  const storageWith = (meanwhile: () => Promise<void>, every = false): Storage => {
    let ran = false;
    return new Proxy(t.storage, {
      get(target, prop) {
        if (prop === 'put') {
          return async (...args: Parameters<Storage['put']>) => {
            if (every || !ran) {
              ran = true;
              await meanwhile();
            }
            return target.put(...args);
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };

  const unitIn = async (organizationId: number) => makeUnit(t.db, await makeCourse(t.db, organizationId, { creatorId: s.admin.id }));
  const image = async (organizationId: number, name: string) => makeUploadedFile(t, organizationId, 'image', files.png(), name);
  const imageHtml = (f: Awaited<ReturnType<typeof image>>) => `<p>Gambar</p><img src="${f.url}" data-media-id="${f.file.id}">`;
  const refusalOf = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(JobRefusal);
    return error as JobRefusal;
  };

  it.each(['question', 'topic'] as const)('a %s move into a place of another school that came back to its own school meanwhile is refused as changed', async (moved) => {
    const second = await makeSecondSchool(t.db, s);
    const fromUnit = await unitIn(s.org.id);
    const fromTopic = await makeTopic(t.db, fromUnit);
    const file = await image(s.org.id, `soal-${moved}.png`);
    const question = await makeQuestion(t.db, fromTopic, { contentHtml: imageHtml(file) });
    const thereUnit = await unitIn(second.org.id);
    const thereTopic = await makeTopic(t.db, thereUnit);
    const homeCourse = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id });
    // While the question's (or topic's) files are copied into the second school, the target's unit moves into the first.
    const storage = storageWith(async () => {
      await moveContent(plain(), input({ kind: 'bundle', id: thereUnit.id, targetId: homeCourse.id }));
    });
    const body = moved === 'question' ? input({ kind: 'question', id: question.id, targetId: thereTopic.id }) : input({ kind: 'topic', id: fromTopic.id, targetId: thereUnit.id });
    const refusal = await refusalOf(moveContent({ db: t.db, storage }, body));
    expect(refusal.code).toBe('content_changed');
    expect(refusal.messages).toEqual({
      en: 'The content has changed since this page was loaded. Refresh the page and try again.',
      id: 'Konten telah berubah sejak halaman ini dimuat. Muat ulang halaman lalu coba lagi.',
    });
    const [q] = await t.db.select().from(questions).where(eq(questions.id, question.id));
    expect(q).toMatchObject({ topicId: fromTopic.id, organizationId: s.org.id, contentHtml: imageHtml(file) });
    const [tp] = await t.db.select().from(topics).where(eq(topics.id, fromTopic.id));
    expect(tp).toMatchObject({ bundleId: fromUnit.id, organizationId: s.org.id });
    // No copy is left behind in either school.
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.filename, `soal-${moved}.png`))).toHaveLength(1);
  });

  it('a unit moved into another school carries the files its rows came to use while the first files were copied', async () => {
    const second = await makeSecondSchool(t.db, s);
    const unit = await unitIn(s.org.id);
    const topic = await makeTopic(t.db, unit);
    const first = await image(s.org.id, 'satu.png');
    const page = await makePage(t.db, topic, { content: imageHtml(first) });
    const later = await image(s.org.id, 'dua.png');
    const answerFile = await image(s.org.id, 'tiga.png');
    let added: { topicId: number; questionId: number } | undefined;
    const storage = storageWith(async () => {
      // Another editor adds an image to the page, and a topic whose question has an image answer.
      await t.db.update(chapters).set({ content: `${imageHtml(first)}${imageHtml(later)}` }).where(eq(chapters.id, page.id));
      const newTopic = await makeTopic(t.db, unit);
      const question = await makeQuestion(t.db, newTopic);
      await t.db.insert(answers).values({ organizationId: s.org.id, questionId: question.id, content: '', mediaId: answerFile.file.id, correct: true });
      added = { topicId: newTopic.id, questionId: question.id };
    });
    const target = await makeCourse(t.db, second.org.id, { creatorId: s.admin.id });
    const result = await moveContent({ db: t.db, storage }, input({ kind: 'bundle', id: unit.id, targetId: target.id }));
    expect(result).toMatchObject({ organization_id: second.org.id });

    const theirs = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.organizationId, second.org.id));
    expect(theirs.map((f) => f.filename).sort()).toEqual(['dua.png', 'satu.png', 'tiga.png']);
    const [moved] = await t.db.select().from(chapters).where(eq(chapters.id, page.id));
    for (const old of [first, later]) expect(moved!.content).not.toContain(`data-media-id="${old.file.id}"`);
    for (const f of theirs.filter((x) => x.filename !== 'tiga.png')) expect(moved!.content).toContain(`data-media-id="${f.id}"`);
    const [answer] = await t.db.select().from(answers).where(eq(answers.questionId, added!.questionId));
    expect(answer!.mediaId).toBe(theirs.find((f) => f.filename === 'tiga.png')!.id);
    const [newTopic] = await t.db.select().from(topics).where(eq(topics.id, added!.topicId));
    expect(newTopic).toMatchObject({ organizationId: second.org.id, courseId: target.id });
    // Every copy is recorded: nothing pending.
    expect(await t.db.select().from(pendingUploads).where(inArray(pendingUploads.storageKey, theirs.map((f) => f.storageKey)))).toEqual([]);
  });

  it('a move whose rows keep gaining files is refused as changed after a few attempts, leaving no copy behind', async () => {
    const second = await makeSecondSchool(t.db, s);
    const unit = await unitIn(s.org.id);
    const topic = await makeTopic(t.db, unit);
    const page = await makePage(t.db, topic, { content: imageHtml(await image(s.org.id, 'awal.png')) });
    let n = 0;
    const storage = storageWith(async () => {
      const more = await image(s.org.id, `tambahan-${++n}.png`);
      const [row] = await t.db.select({ content: chapters.content }).from(chapters).where(eq(chapters.id, page.id));
      await t.db.update(chapters).set({ content: `${row!.content}${imageHtml(more)}` }).where(eq(chapters.id, page.id));
    }, true);
    const target = await makeCourse(t.db, second.org.id, { creatorId: s.admin.id });
    const refusal = await refusalOf(moveContent({ db: t.db, storage }, input({ kind: 'topic', id: topic.id, targetId: (await makeUnit(t.db, target)).id })));
    expect(refusal.code).toBe('content_changed');
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.organizationId, second.org.id))).toEqual([]);
    expect(await t.db.select().from(pendingUploads).where(eq(pendingUploads.organizationId, second.org.id))).toEqual([]);
    const [tp] = await t.db.select().from(topics).where(eq(topics.id, topic.id));
    expect(tp!.organizationId).toBe(s.org.id);
  });
});
