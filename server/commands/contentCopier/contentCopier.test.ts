// The copy engine on a real database and real storage: each kind copied faithfully (the copy's
// GET documents equal the original's, ids aside), copies unpublished and owned by the actor,
// appended with " (copy)" beside the original, files copied so that deleting the original keeps
// the copy readable, the job run by a real queue with the client's uuid.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, chapters, jobStatuses, lessonDocuments, questions, topics, uploadedFiles } from '../../db/schema/index.ts';
import { startJob } from '../../jobs/tracked.ts';
import { removeUpload } from '../../storage/uploads.ts';
import { makePage } from '../../test/pageFactories.ts';
import { makeTopic } from '../../test/contentFactories.ts';
import { canonicalTopics, copierTools, richTopic } from '../../test/copyFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { waitForJob } from '../../test/jobs.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { copyContent, countCopyItems } from './index.ts';

describe.each(testDatabaseKinds())('content copier on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const { ctx, input, unit } = copierTools(t, s);

  it('copies a topic into another unit: every page, study guide, link, passage and question the same, unpublished, the actor its creator', async () => {
    const from = await unit();
    const { topic } = await richTopic(t, s, from);
    await t.db.update(topics).set({ status: 'published', publishedVersion: 0 }).where(eq(topics.id, topic.id));
    await t.db.update(questions).set({ status: 'published', publishedVersion: 0 }).where(eq(questions.topicId, topic.id));
    const to = await unit();
    await makeTopic(t.db, to, { position: 0 });

    expect((await countCopyItems(t.db, input({ kind: 'topic', id: topic.id, targetId: to.id }))).items).toBe(2 + 1 + 1 + 1 + 7);
    const result = await copyContent(ctx(), input({ kind: 'topic', id: topic.id, targetId: to.id }));
    expect(result).toMatchObject({ action: 'copy', kind: 'topic', name: topic.name, organization_id: s.org.id, course_id: to.courseId, bundle_id: to.id, topic_id: null, item_count: 12 });
    const [copy] = await t.db.select().from(topics).where(eq(topics.id, result.id));
    expect(copy).toMatchObject({ bundleId: to.id, courseId: to.courseId, position: 1, status: 'unpublished', publishedVersion: null, creatorId: s.editor.id, shuffleQuestions: true, questionsLabel: 'Latihan', lockVersion: 0 });

    const [original, copied] = await canonicalTopics(t.db, [topic.id, result.id]);
    expect(copied).toEqual(original);
    const copiedQuestions = await t.db.select().from(questions).where(eq(questions.topicId, result.id));
    expect(copiedQuestions.every((q) => q.status === 'unpublished' && q.publishedVersion === null && q.creatorId === s.editor.id)).toBe(true);
  });

  it('copies files so that the copy still reads them once the originals are gone', async () => {
    const { topic, image, studyGuide } = await richTopic(t, s, await unit());
    const result = await copyContent(ctx(), input({ kind: 'topic', id: topic.id, targetId: (await unit()).id }));
    const [page] = await t.db.select().from(chapters).where(and(eq(chapters.topicId, result.id), eq(chapters.type, 'text')));
    const newImageId = Number(/data-media-id="(\d+)"/.exec(page!.content)![1]);
    expect(newImageId).not.toBe(image.file.id);
    const [newImage] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, newImageId));
    expect(newImage).toMatchObject({ organizationId: s.org.id, purpose: 'image', filename: 'gambar.png' });
    expect(page!.content).toContain(`src="/files/${newImage!.storageKey}"`);
    expect(page!.content).not.toContain(image.file.storageKey);
    expect(JSON.stringify(page!.sections)).toContain(`data-media-id=\\"${newImageId}\\"`);
    const copiedStudyGuides = await t.db
      .select({ file: uploadedFiles })
      .from(lessonDocuments)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, lessonDocuments.uploadedFileId))
      .innerJoin(chapters, eq(chapters.lessonId, lessonDocuments.lessonId))
      .where(eq(chapters.topicId, result.id))
      .limit(1);
    const newStudyGuide = copiedStudyGuides[0]!.file;
    expect(newStudyGuide.id).not.toBe(studyGuide.file.id);
    const answers = await t.db.execute(
      // the image answer of the copied multiple-choice question points at the copied image
      sql`select a.media_id from answers a join questions q on q.id = a.question_id where q.topic_id = ${result.id} and a.media_id is not null`,
    );
    expect((answers as unknown as { rows: { media_id: number }[] }).rows.map((r) => r.media_id)).toEqual([newImageId]);

    await removeUpload(ctx(), image.file);
    await removeUpload(ctx(), studyGuide.file);
    for (const key of [newImage!.storageKey, newStudyGuide.storageKey]) {
      const res = await t.app.inject({ method: 'GET', url: `/files/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
    expect(await t.db.execute(sql`select 1 from pending_uploads where storage_key = ${newImage!.storageKey}`).then((r) => (r as unknown as { rows: unknown[] }).rows)).toEqual([]);
  });

  it('copies a unit beside itself, named "(copy)", last in its course, with every topic', async () => {
    const from = await unit();
    const first = await richTopic(t, s, from);
    const second = await makeTopic(t.db, from, { position: 1, name: 'Kosong' });
    const result = await copyContent(ctx(), input({ kind: 'bundle', id: from.id, targetId: from.courseId }));
    const [copy] = await t.db.select().from(bundles).where(eq(bundles.id, result.id));
    expect(copy).toMatchObject({ name: `${from.name} (copy)`, courseId: from.courseId, position: 1, creatorId: s.editor.id, status: 'unpublished' });
    expect(result).toMatchObject({ kind: 'bundle', course_id: from.courseId, bundle_id: null, topic_id: null, name: `${from.name} (copy)` });
    const copiedTopics = await t.db.select().from(topics).where(eq(topics.bundleId, result.id)).orderBy(topics.position);
    expect(copiedTopics.map((x) => [x.name, x.position])).toEqual([[first.topic.name, 0], ['Kosong', 1]]);
    expect(await canonicalTopics(t.db, copiedTopics.map((x) => x.id))).toEqual(await canonicalTopics(t.db, [first.topic.id, second.id]));
  });

  it('copies a page beside itself with " (salinan)" in Indonesian, and into another topic as it is', async () => {
    const topic = await makeTopic(t.db, await unit());
    const page = await makePage(t.db, topic, { title: 'Pengantar', position: 0 });
    const here = await copyContent(ctx(), input({ kind: 'chapter', id: page.id, targetId: topic.id, language: 'id' }));
    expect(here).toMatchObject({ name: 'Pengantar (salinan)', topic_id: topic.id, item_count: 1 });
    const [copied] = await t.db.select().from(chapters).where(eq(chapters.id, here.id));
    expect(copied).toMatchObject({ title: 'Pengantar (salinan)', position: 1, lessonId: page.lessonId, content: page.content });
    const other = await makeTopic(t.db, await unit());
    const there = await copyContent(ctx(), input({ kind: 'chapter', id: page.id, targetId: other.id }));
    const [elsewhere] = await t.db.select().from(chapters).where(eq(chapters.id, there.id));
    expect(elsewhere).toMatchObject({ title: 'Pengantar', position: 0, topicId: other.id });
  });

  it('copies a question and a passage faithfully into another topic, appended', async () => {
    const { topic, questionIds, passage } = await richTopic(t, s, await unit());
    const target = await makeTopic(t.db, await unit());
    for (const id of questionIds) await copyContent(ctx(), input({ kind: 'question', id, targetId: target.id }));
    const copiedPassage = await copyContent(ctx(), input({ kind: 'passage', id: passage.id, targetId: target.id }));
    expect(copiedPassage).toMatchObject({ kind: 'passage', name: 'Bacaan A', item_count: 1, linked_question_count: 0, removed_link_count: 1 });
    const [original, copied] = await canonicalTopics(t.db, [topic.id, target.id]);
    // Copied one by one without linked questions: the links between them are dropped.
    const unlinked = (doc: typeof original) => {
      const d = doc as { questions: Record<string, unknown>[]; passages: unknown[] };
      return { questions: d.questions.map((q) => ({ ...q, passage: null, preceding: null, succeeding: null, preceding_question_position: null, succeeding_question_position: null })), passages: d.passages.map((p) => ({ ...(p as object), questions_count: 0 })) };
    };
    expect(unlinked(copied)).toEqual(unlinked(original));
    const positions = await t.db.select({ p: questions.position }).from(questions).where(eq(questions.topicId, target.id)).orderBy(questions.position);
    expect(positions.map((r) => r.p)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses a copy whose source or target is gone, writing nothing', async () => {
    const topic = await makeTopic(t.db, await unit());
    const before = await t.db.select({ id: topics.id }).from(topics);
    await expect(copyContent(ctx(), input({ kind: 'topic', id: topic.id, targetId: 2_000_000_000 }))).rejects.toMatchObject({ name: 'JobRefusal', code: 'not_found' });
    await expect(copyContent(ctx(), input({ kind: 'chapter', id: 2_000_000_000, targetId: topic.id }))).rejects.toMatchObject({
      code: 'not_found',
      messages: { en: expect.stringMatching(/^Failed to copy page\./), id: expect.stringMatching(/^Gagal menyalin halaman\./) },
    });
    expect(await t.db.select({ id: topics.id }).from(topics)).toEqual(before);
  });

  it('runs as the copy job under the uuid it was given, and a second run of it writes nothing', async () => {
    const from = await unit();
    await richTopic(t, s, from);
    const uuid = crypto.randomUUID();
    const data = { kind: 'bundle', id: from.id, target_id: from.courseId, include_linked_questions: false, actor_id: s.editor.id, language: 'en' };
    const started = await startJob({ db: t.db, queue: t.queue }, { task: 'copy', kind: 'copy', organizationId: s.org.id, userId: s.editor.id, data, uuid });
    expect(started.uuid).toBe(uuid);
    const job = await waitForJob(t, uuid, 60_000);
    expect(job).toMatchObject({ status: 'completed', progress: 100, kind: 'copy' });
    const result = job.result as { id: number; name: string };
    expect(result.name).toBe(`${from.name} (copy)`);
    // Replaying the job's completion: complete() answers false, the run rolls back and answers the first result.
    const count = async () => (await t.db.select({ id: bundles.id }).from(bundles).where(eq(bundles.courseId, from.courseId))).length;
    expect(await count()).toBe(2);
    const again = await copyContent(ctx(), input({ kind: 'bundle', id: from.id, targetId: from.courseId }), {
      uuid,
      progress: async () => undefined,
      complete: async (tx) => (await tx.update(jobStatuses).set({ status: 'completed' }).where(and(eq(jobStatuses.uuid, uuid), inArray(jobStatuses.status, ['pending']))).returning()).length > 0,
    });
    expect(again).toEqual(job.result);
    expect(await count()).toBe(2);
  });
});
