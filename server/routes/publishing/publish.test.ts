import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, chapters, contentFailures, courses, jobStatuses, passages, publishedItems, questions } from '../../db/schema/index.ts';
import { publishCourse, type PublishJobHandle } from '../../commands/coursePublisher.ts';
import { PublishTask } from '../../jobs/tasks/PublishTask.ts';
import type { TaskContext } from '../../jobs/task.ts';
import { headersFor, makeUnit, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePage } from '../../test/pageFactories.ts';
import { makePublishableCourse, makePublishableTopic, runPublishing, selectionOf, topicRow } from '../../test/publishFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('POST /content/courses/{id}/publish on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const post = async (who: SchoolRole | null, courseId: number | string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/content/courses/${courseId}/publish`, headers: { ...(who ? await headersFor(t.db, s[who]) : {}), ...extra }, payload: payload as object });
  const snapshots = (topicId: number) => t.db.select().from(publishedItems).where(eq(publishedItems.topicId, topicId));

  it('publishes the selection as a job: statuses, versions, dates and one snapshot per page, question and passage', async () => {
    const { course, unit, topics, passages: [passage] } = await makePublishableCourse(t.db, s.org.id);
    const topic = topics[0]!;
    const selection = await selectionOf(t.db, [topic.id]);
    const [firstPage] = selection[0]!.chapters;
    await t.db.insert(contentFailures).values({ organizationId: s.org.id, topicId: topic.id, itemType: 'chapter', itemId: firstPage!.id, jobKind: 'publish', reason: { en: 'x', id: 'x' } });

    const { statusCode, body, job } = await runPublishing(t, s.publisher, 'publish', course.id, selection);
    expect(statusCode).toBe(202);
    expect(body).toMatchObject({ kind: 'publish', status: 'pending', progress: 0, result: null, error: null });
    expect(job).toMatchObject({ status: 'completed', progress: 100, error: null, userId: s.publisher.id });
    expect(job!.result).toMatchObject({ course_id: course.id, topics: 1, chapters: 2, questions: 2, passages: 1 });

    const t1 = await topicRow(t.db, topic.id);
    expect(t1).toMatchObject({ status: 'published', publishedVersion: t1.lockVersion });
    expect(t1.publishedAt).toBeInstanceOf(Date);
    const [b] = await t.db.select().from(bundles).where(eq(bundles.id, unit.id));
    const [c] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(b).toMatchObject({ status: 'published', publishedAt: t1.publishedAt });
    expect(c).toMatchObject({ status: 'published', publishedAt: t1.publishedAt });
    for (const table of [chapters, questions, passages] as const) {
      const rows = await t.db.select({ status: table.status, v: table.publishedVersion, lv: table.lockVersion }).from(table).where(eq(table.topicId, topic.id));
      expect(rows.every((r) => r.status === 'published' && r.v === r.lv)).toBe(true);
    }
    const items = await snapshots(topic.id);
    expect(items.map((i) => i.itemType).sort()).toEqual(['chapter', 'chapter', 'passage', 'question', 'question']);
    expect(items.every((i) => i.jobUuid === job!.uuid && i.organizationId === s.org.id)).toBe(true);
    const passageItem = items.find((i) => i.itemType === 'passage')!;
    expect(passageItem).toMatchObject({ itemId: passage!.id, version: passage!.lockVersion });
    expect(passageItem.document).toMatchObject({ id: passage!.id, title: passage!.title, status: 'published' });
    const q = items.find((i) => i.itemType === 'question' && i.position === 0)!;
    expect(q.document).toMatchObject({ id: selection[0]!.questions[0]!.id, passage_id: passage!.id, status: 'published' });
    expect((q.document as { answers: unknown[] }).answers).toHaveLength(2);
    expect(await t.db.select().from(contentFailures).where(eq(contentFailures.topicId, topic.id))).toEqual([]);
  });

  it('keeps what students get when a published page is edited afterwards, until the next publish', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    const selection = await selectionOf(t.db, [topics[0]!.id]);
    expect((await runPublishing(t, s.admin, 'publish', course.id, selection)).job?.status).toBe('completed');
    const page = selection[0]!.chapters[0]!;
    const [before] = await t.db.select().from(publishedItems).where(and(eq(publishedItems.itemType, 'chapter'), eq(publishedItems.itemId, page.id)));

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/content/chapters/${page.id}`,
      headers: await headersFor(t.db, s.editor),
      payload: { type: 'text', title: 'Judul baru', content: '<p>Isi baru</p>', sections: [], lock_version: page.lock_version },
    });
    expect(edit.statusCode).toBe(200);
    const [after] = await t.db.select().from(publishedItems).where(and(eq(publishedItems.itemType, 'chapter'), eq(publishedItems.itemId, page.id)));
    expect(after).toEqual(before);
    expect(after!.document).toMatchObject({ title: before!.document.title, content: '<p>Isi</p>' });
    const [draft] = await t.db.select().from(chapters).where(eq(chapters.id, page.id));
    expect(draft).toMatchObject({ status: 'published', publishedVersion: page.lock_version, lockVersion: page.lock_version + 1 });

    // The next publish snapshots the new version.
    const again = await runPublishing(t, s.admin, 'publish', course.id, await selectionOf(t.db, [topics[0]!.id]));
    expect(again.job?.status).toBe('completed');
    const [republished] = await t.db.select().from(publishedItems).where(and(eq(publishedItems.itemType, 'chapter'), eq(publishedItems.itemId, page.id)));
    expect(republished).toMatchObject({ id: before!.id, version: page.lock_version + 1, document: expect.objectContaining({ title: 'Judul baru' }) });
  });

  it.each([
    ['a page was saved', (sel: Awaited<ReturnType<typeof selectionOf>>) => (sel[0]!.chapters[1]!.lock_version += 1)],
    ['a question was saved', (sel: Awaited<ReturnType<typeof selectionOf>>) => (sel[0]!.questions[0]!.lock_version += 1)],
    ['the topic was saved', (sel: Awaited<ReturnType<typeof selectionOf>>) => (sel[0]!.lock_version += 1)],
    ['a page was deleted', (sel: Awaited<ReturnType<typeof selectionOf>>) => sel[0]!.chapters.push({ id: 2_000_000_000, lock_version: 0 })],
  ])('fails the job with "content changed" and changes nothing when %s after the page loaded', async (_label, stale) => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id, 2);
    const selection = await selectionOf(t.db, topics.map((x) => x.id));
    stale(selection);
    const { job } = await runPublishing(t, s.publisher, 'publish', course.id, selection);
    expect(job).toMatchObject({ status: 'failed', error: 'content_changed' });
    expect(job!.errorMessage).toEqual({
      en: 'The content has changed since this page was loaded. Refresh the page and try again.',
      id: 'Konten telah berubah sejak halaman ini dimuat. Muat ulang halaman lalu coba lagi.',
    });
    for (const topic of topics) {
      expect(await topicRow(t.db, topic.id)).toMatchObject({ status: 'unpublished', publishedVersion: null, publishedAt: null });
      expect(await snapshots(topic.id)).toEqual([]);
    }
    expect((await t.db.select().from(courses).where(eq(courses.id, course.id)))[0]).toMatchObject({ status: 'unpublished', publishedAt: null });
  });

  it('fails the job with "content changed" when a page is saved between the read and the write', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    const selection = await selectionOf(t.db, [topics[0]!.id]);
    const page = selection[0]!.chapters[0]!;
    let saved = false;
    const job: PublishJobHandle = {
      uuid: crypto.randomUUID(),
      progress: async (percent) => {
        // After the documents were read (40 %), an editor saves the page.
        if (percent >= 40 && !saved) {
          saved = true;
          await t.db.update(chapters).set({ title: 'Disunting', lockVersion: page.lock_version + 1 }).where(eq(chapters.id, page.id));
        }
      },
      complete: async () => true,
    };
    await expect(publishCourse(t.db, job, { courseId: course.id, organizationId: s.org.id, topics: selection })).rejects.toMatchObject({ code: 'content_changed' });
    expect(saved).toBe(true);
    expect(await snapshots(topics[0]!.id)).toEqual([]);
  });

  it('fails the job with "invalid content" naming each invalid item, publishes nothing, and lists them as failed', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    const topic = topics[0]!;
    const blank = await makePage(t.db, topic, { title: 'Kosong', content: '', position: 9 });
    const bare = await makePublishableTopic(t.db, await makeUnit(t.db, course), { pages: 1, questions: 0 });
    const selection = await selectionOf(t.db, [topic.id, bare.topic.id]);
    const { job } = await runPublishing(t, s.publisher, 'publish', course.id, selection);
    expect(job).toMatchObject({ status: 'failed', error: 'invalid_content' });
    expect(job!.errorMessage!.en).toMatch(/^Some of the selected content is not valid and was not published\./);
    expect(job!.errorMessage!.en).toContain('“Kosong”: A text page needs some text or media');
    expect(job!.errorMessage!.en).toContain(`“${bare.topic.name}”: A topic needs at least one question to publish`);
    expect(job!.errorMessage!.id).toContain('“Kosong”: Halaman teks harus berisi teks atau media');
    expect(job!.result).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ type: 'chapter', id: blank.id })]) });
    expect(await snapshots(topic.id)).toEqual([]);
    expect((await topicRow(t.db, topic.id)).status).toBe('unpublished');
    const failures = await t.db.select().from(contentFailures).where(eq(contentFailures.topicId, topic.id));
    expect(failures).toEqual([expect.objectContaining({ itemType: 'chapter', itemId: blank.id, jobKind: 'publish', jobUuid: job!.uuid, reason: { en: 'A text page needs some text or media', id: 'Halaman teks harus berisi teks atau media' } })]);
  });

  it('does nothing when the same job runs again', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    const selection = await selectionOf(t.db, [topics[0]!.id]);
    const { job } = await runPublishing(t, s.publisher, 'publish', course.id, selection);
    expect(job?.status).toBe('completed');
    const before = await snapshots(topics[0]!.id);

    // pg-boss delivering the job again (a retry after a crash): the handler finds it completed.
    const ctx = { database: t.database, storage: undefined, logger: console, job: { id: 'x', name: 'publish', retryCount: 0, retryLimit: 3 }, send: async () => null };
    await PublishTask.handler(ctx as unknown as TaskContext, { job_uuid: job!.uuid, course_id: course.id, topics: selection });
    // A run that crashed after its commit, before it said so: complete() answers false, nothing is written.
    const edited = selection[0]!.chapters[0]!;
    const rerun: PublishJobHandle = { uuid: job!.uuid, progress: async () => {}, complete: async () => false };
    expect(await publishCourse(t.db, rerun, { courseId: course.id, organizationId: s.org.id, topics: selection })).toBeNull();

    expect(await snapshots(topics[0]!.id)).toEqual(before);
    expect(before.filter((i) => i.itemId === edited.id && i.itemType === 'chapter')).toHaveLength(1);
    const [row] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, job!.uuid));
    expect(row).toMatchObject({ status: 'completed', result: job!.result });
  });

  it('lets an administrator publish', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    expect((await runPublishing(t, s.admin, 'publish', course.id, await selectionOf(t.db, [topics[0]!.id]))).job?.status).toBe('completed');
  });

  it.each(['editor', 'limited', 'restricted', 'noRole'] as const)('refuses %s with 403 and starts nothing', async (who) => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id, 1, { creatorId: s[who].id });
    const res = await post(who, course.id, { topics: await selectionOf(t.db, [topics[0]!.id]) });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(jobStatuses).where(eq(jobStatuses.userId, s[who].id))).toEqual([]);
  });

  it("answers 404 for another organization's course and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const { course, topics } = await makePublishableCourse(t.db, other.org.id);
    const selection = await selectionOf(t.db, [topics[0]!.id]);
    expect((await post('admin', course.id, { topics: selection })).statusCode).toBe(404);
    expect((await post(null, course.id, { topics: selection })).statusCode).toBe(401);
  });

  it('answers 422 naming the field for an empty selection, a topic of another course, a topic twice and bad ids', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    const elsewhere = await makePublishableCourse(t.db, s.org.id);
    const [mine] = await selectionOf(t.db, [topics[0]!.id]);
    const [theirs] = await selectionOf(t.db, [elsewhere.topics[0]!.id]);

    const empty = await post('publisher', course.id, { topics: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toHaveProperty('topics');
    const foreign = await post('publisher', course.id, { topics: [mine, theirs] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().fields).toEqual({ 'topics.1.id': 'This topic is not in this course.' });
    const foreignId = await post('publisher', course.id, { topics: [theirs] }, { 'accept-language': 'id' });
    expect(foreignId.json().fields).toEqual({ 'topics.0.id': 'Topik ini tidak ada di kursus ini.' });
    const twice = await post('publisher', course.id, { topics: [mine, mine] });
    expect(twice.json().fields).toEqual({ 'topics.1.id': 'This topic is selected more than once.' });
    const badId = await post('publisher', course.id, { topics: [{ ...mine, id: 'abc' }] });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().fields).toHaveProperty('topics.0.id');
    const badItem = await post('publisher', course.id, { topics: [{ ...mine, chapters: [{ id: 0, lock_version: 0 }] }] });
    expect(badItem.json().fields).toHaveProperty('topics.0.chapters.0.id');
    const noVersion = await post('publisher', course.id, { topics: [{ id: mine!.id }] });
    expect(noVersion.json().fields).toHaveProperty('topics.0.lock_version');
    expect((await post('publisher', 'abc', { topics: [mine] })).statusCode).toBe(422);
  });

  it('publishes a second course without touching a course published before', async () => {
    const first = await makePublishableCourse(t.db, s.org.id);
    const second = await makePublishableCourse(t.db, s.org.id, 1, {});
    await runPublishing(t, s.admin, 'publish', first.course.id, await selectionOf(t.db, [first.topics[0]!.id]));
    const before = await snapshots(first.topics[0]!.id);
    await runPublishing(t, s.admin, 'publish', second.course.id, await selectionOf(t.db, [second.topics[0]!.id]));
    expect(await snapshots(first.topics[0]!.id)).toEqual(before);
    expect(await snapshots(second.topics[0]!.id)).toHaveLength(5);
  });
});
