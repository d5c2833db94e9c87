// The copy engine's edges: a copy reads ONE snapshot of its source while
// others write to it (PostgreSQL only: PGlite has one connection, so nothing runs beside the
// copy's transaction), a " (copy)" name never passes the names' maximum, a question copy is
// named by its plain-text stem, and a copy job failing on a server error says §8's
// "Failed to copy <kind>. Please try again.".
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../../../domain/schemas/courses.ts';
import { bundles, chapters, jobStatuses, topics } from '../../db/schema/index.ts';
import { CopyTask } from '../../jobs/tasks/CopyTask.ts';
import type { TaskContext } from '../../jobs/task.ts';
import { makePage, makeUploadedFile } from '../../test/pageFactories.ts';
import { makeUnit, makeTopic } from '../../test/contentFactories.ts';
import { copierTools } from '../../test/copyFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { jobRow } from '../../test/jobs.ts';
import { makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import * as files from '../../storage/fixtures/files.ts';
import { copyContent, type CopyJob } from './index.ts';

describe.each(testDatabaseKinds())('content copier edges on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const { ctx, input, unit } = copierTools(t, s);

  /** A job whose completion (inside the copy's transaction, before its rows) waits until the test has written. */
  const pausedJob = () => {
    let reached!: () => void;
    let go!: () => void;
    const atComplete = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (go = resolve));
    const job: CopyJob = {
      progress: async () => undefined,
      complete: async () => {
        reached();
        await released;
        return true;
      },
    };
    return { job, atComplete, go };
  };

  describe.skipIf(kind === 'pglite')('one snapshot (a second connection writes while the copy runs)', () => {
    it('a page given an image while a unit is being copied is copied as it was, never pointing at the original file', async () => {
      const from = await unit();
      const topic = await makeTopic(t.db, from);
      const page = await makePage(t.db, topic, { title: 'Teks', content: '<p>Tanpa gambar</p>' });
      const image = await makeUploadedFile(t, s.org.id, 'image', files.png(), 'gambar.png');
      const paused = pausedJob();
      const copying = copyContent(ctx(), input({ kind: 'bundle', id: from.id, targetId: from.courseId }), paused.job);
      await paused.atComplete;
      await t.db
        .update(chapters)
        .set({ content: `<p>Dengan gambar</p><img src="${image.url}" data-media-id="${image.file.id}">` })
        .where(eq(chapters.id, page.id));
      paused.go();
      const result = await copying;
      const copiedTopics = await t.db.select({ id: topics.id }).from(topics).where(eq(topics.bundleId, result.id));
      const copiedPages = await t.db.select().from(chapters).where(inArray(chapters.topicId, copiedTopics.map((x) => x.id)));
      expect(copiedPages.map((c) => c.content)).toEqual(['<p>Tanpa gambar</p>']);
    });

    it('a topic moved out of a unit being copied is copied with it, as it was: no failure, no partial copy', async () => {
      const from = await unit();
      const first = await makeTopic(t.db, from, { position: 0, name: 'Satu' });
      await makeTopic(t.db, from, { position: 1, name: 'Dua' });
      const elsewhere = await makeUnit(t.db, { id: from.courseId, organizationId: s.org.id });
      const paused = pausedJob();
      const copying = copyContent(ctx(), input({ kind: 'bundle', id: from.id, targetId: from.courseId }), paused.job);
      await paused.atComplete;
      await t.db.update(topics).set({ bundleId: elsewhere.id, position: 0 }).where(eq(topics.id, first.id));
      paused.go();
      const result = await copying;
      const copied = await t.db.select({ name: topics.name }).from(topics).where(eq(topics.bundleId, result.id)).orderBy(topics.position);
      expect(copied.map((x) => x.name)).toEqual(['Satu', 'Dua']);
    });
  });

  it('a " (copy)" name is cut so that it fits the names\' maximum; a shorter one is kept whole', async () => {
    const from = await unit();
    const long = 'a'.repeat(NAME_MAX);
    await t.db.update(bundles).set({ name: long }).where(eq(bundles.id, from.id));
    const topic = await makeTopic(t.db, from, { name: `${'b'.repeat(NAME_MAX - 3)}   ` });
    const page = await makePage(t.db, topic, { title: `${'c'.repeat(NAME_MAX - 2)}😀` });

    const unitCopy = await copyContent(ctx(), input({ kind: 'bundle', id: from.id, targetId: from.courseId }));
    const [copiedUnit] = await t.db.select({ name: bundles.name }).from(bundles).where(eq(bundles.id, unitCopy.id));
    expect(copiedUnit!.name).toBe(`${'a'.repeat(NAME_MAX - ' (copy)'.length)} (copy)`);
    expect(unitCopy.name).toBe(copiedUnit!.name);

    const topicCopy = await copyContent(ctx(), input({ kind: 'topic', id: topic.id, targetId: from.id, language: 'id' }));
    const [copiedTopic] = await t.db.select({ name: topics.name }).from(topics).where(eq(topics.id, topicCopy.id));
    expect(copiedTopic!.name.length).toBeLessThanOrEqual(NAME_MAX);
    expect(copiedTopic!.name).toBe(`${'b'.repeat(NAME_MAX - ' (salinan)'.length)} (salinan)`);

    const pageCopy = await copyContent(ctx(), input({ kind: 'chapter', id: page.id, targetId: topic.id }));
    const [copiedPage] = await t.db.select({ title: chapters.title }).from(chapters).where(eq(chapters.id, pageCopy.id));
    // A character outside the BMP is never cut in half.
    expect(copiedPage!.title).toBe(`${'c'.repeat(NAME_MAX - ' (copy)'.length)} (copy)`);

    const short = await makePage(t.db, topic, { title: 'Pendek' });
    expect((await copyContent(ctx(), input({ kind: 'chapter', id: short.id, targetId: topic.id }))).name).toBe('Pendek (copy)');
  });

  it('a question copy is named by its stem as plain text, or by the word "Question" / "Soal" when the stem is only media', async () => {
    const topic = await makeTopic(t.db, await unit());
    const html = await makeQuestion(t.db, topic, { content: '', contentHtml: '<p>Berapa <strong>dua</strong> tambah dua?</p>' });
    expect((await copyContent(ctx(), input({ kind: 'question', id: html.id, targetId: topic.id }))).name).toBe('Berapa dua tambah dua?');
    const image = await makeQuestion(t.db, topic, { content: '', contentHtml: '<img src="https://example.org/a.png" alt="">', sections: [] });
    expect((await copyContent(ctx(), input({ kind: 'question', id: image.id, targetId: topic.id }))).name).toBe('Question');
    expect((await copyContent(ctx(), input({ kind: 'question', id: image.id, targetId: topic.id, language: 'id' }))).name).toBe('Soal');
  });

  it('a copy job that fails on a server error on its last attempt says "Failed to copy unit. Please try again." in both languages', async () => {
    const from = await unit();
    const [row] = await t.db.insert(jobStatuses).values({ organizationId: s.org.id, userId: s.editor.id, kind: 'copy', status: 'pending' }).returning();
    // A queue started without the files' storage: the copy cannot run (a server error, not a refusal).
    const taskContext = {
      database: t.database,
      storage: undefined,
      logger: { info() {}, warn() {}, error() {} },
      job: { id: 'x', name: 'copy', retryCount: 3, retryLimit: 3 },
      jobStaleSeconds: 60,
      send: async () => null,
    } as unknown as TaskContext;
    const data = { kind: 'bundle' as const, id: from.id, target_id: from.courseId, include_linked_questions: false, actor_id: s.editor.id, language: 'en' as const, job_uuid: row!.uuid };
    await expect(CopyTask.handler(taskContext, data)).rejects.toThrow(/storage/);
    expect(await jobRow(t.db, row!.uuid)).toMatchObject({
      status: 'failed',
      error: 'server_error',
      errorMessage: { en: 'Failed to copy unit. Please try again.', id: 'Gagal menyalin unit. Silakan coba lagi.' },
    });
  });
});
