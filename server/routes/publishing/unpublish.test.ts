import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unpublishCourse } from '../../commands/courseUnpublisher.ts';
import type { PublishJobHandle } from '../../commands/coursePublisher.ts';
import { bundles, chapters, courses, jobStatuses, passages, publishedItems, questions, topicAssignmentUsages, topics } from '../../db/schema/index.ts';
import { headersFor, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePublishableCourse, runPublishing, selectionOf, topicRow } from '../../test/publishFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

const USED_EN = 'The following topics are currently used in assignments sent in Link and cannot be unpublished. Please deselect them and try again.';
const USED_ID = 'Topik berikut sedang digunakan dalam tugas yang dikirim melalui Link sehingga penerbitannya tidak dapat dibatalkan. Batalkan pilihannya lalu coba lagi.';

describe.each(testDatabaseKinds())('POST /content/courses/{id}/unpublish on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const post = async (who: SchoolRole | null, courseId: number | string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/content/courses/${courseId}/unpublish`, headers: { ...(who ? await headersFor(t.db, s[who]) : {}), ...extra }, payload: payload as object });
  const snapshots = (topicId: number) => t.db.select().from(publishedItems).where(eq(publishedItems.topicId, topicId));
  const whole = async (topicIds: number[]) => (await selectionOf(t.db, topicIds)).map((sel) => ({ ...sel, chapters: [], questions: [] }));

  /** A course of `n` topics, all published through the route. */
  async function publishedCourse(n = 2) {
    const made = await makePublishableCourse(t.db, s.org.id, n);
    const { job } = await runPublishing(t, s.admin, 'publish', made.course.id, await selectionOf(t.db, made.topics.map((x) => x.id)));
    expect(job?.status).toBe('completed');
    return made;
  }

  it('unpublishes whole topics: everything in them, their snapshots, then the unit and course with nothing left', async () => {
    const { course, unit, topics: [first, second] } = await publishedCourse();
    const before = await topicRow(t.db, first!.id);

    const one = await runPublishing(t, s.publisher, 'unpublish', course.id, await whole([first!.id]));
    expect(one.statusCode).toBe(202);
    expect(one.job).toMatchObject({ status: 'completed', kind: 'unpublish' });
    expect(one.job!.result).toMatchObject({ course_id: course.id, topics: 1, course_status: 'published' });
    // published_version and published_at stay: what was last published, and when.
    expect(await topicRow(t.db, first!.id)).toMatchObject({ status: 'unpublished', publishedVersion: before.publishedVersion, publishedAt: before.publishedAt });
    for (const table of [chapters, questions, passages] as const) {
      const rows = await t.db.select({ status: table.status, v: table.publishedVersion }).from(table).where(eq(table.topicId, first!.id));
      expect(rows.every((r) => r.status === 'unpublished' && r.v !== null)).toBe(true);
    }
    expect(await snapshots(first!.id)).toEqual([]);
    expect(await snapshots(second!.id)).toHaveLength(5);
    expect((await t.db.select().from(bundles).where(eq(bundles.id, unit.id)))[0]!.status).toBe('published');

    const two = await runPublishing(t, s.admin, 'unpublish', course.id, await whole([second!.id]));
    expect(two.job!.result).toMatchObject({ course_status: 'unpublished' });
    expect((await t.db.select().from(bundles).where(eq(bundles.id, unit.id)))[0]!.status).toBe('unpublished');
    expect((await t.db.select().from(courses).where(eq(courses.id, course.id)))[0]).toMatchObject({ status: 'unpublished', publishedAt: expect.any(Date) });
  });

  it('unpublishes only the listed pages and questions, the passage no published question brings, and keeps the topic', async () => {
    const { course, topics: [topic], passages: [passage] } = await publishedCourse(1);
    const [sel] = await selectionOf(t.db, [topic!.id]);
    const first = sel!.questions[0]!; // the one that brings the passage
    const { job } = await runPublishing(t, s.publisher, 'unpublish', course.id, [{ ...sel!, chapters: [sel!.chapters[0]!], questions: [first] }]);
    expect(job).toMatchObject({ status: 'completed' });
    expect(job!.result).toMatchObject({ topics: 0, chapters: 1, questions: 1, course_status: 'published' });

    const left = await snapshots(topic!.id);
    expect(left.map((i) => `${i.itemType}:${i.itemId}`).sort()).toEqual([`chapter:${sel!.chapters[1]!.id}`, `question:${sel!.questions[1]!.id}`].sort());
    expect((await t.db.select().from(chapters).where(eq(chapters.id, sel!.chapters[0]!.id)))[0]!.status).toBe('unpublished');
    expect((await t.db.select().from(questions).where(eq(questions.id, first.id)))[0]!.status).toBe('unpublished');
    expect((await t.db.select().from(passages).where(eq(passages.id, passage!.id)))[0]!.status).toBe('unpublished');
    expect((await topicRow(t.db, topic!.id)).status).toBe('published');

    // The rest of it: the topic has nothing published left, so it is unpublished too.
    const rest = await runPublishing(t, s.publisher, 'unpublish', course.id, [{ ...sel!, chapters: [sel!.chapters[1]!], questions: [sel!.questions[1]!] }]);
    expect(rest.job!.result).toMatchObject({ topics: 1, course_status: 'unpublished' });
    expect((await topicRow(t.db, topic!.id)).status).toBe('unpublished');
  });

  it('refuses a topic used in an assignment with the §8 text naming it, in English and Indonesian, and starts nothing', async () => {
    const { course, topics: [used, free] } = await publishedCourse();
    await t.db.insert(topicAssignmentUsages).values({ organizationId: s.org.id, topicId: used!.id, assignmentRef: `asg-${used!.id}` });
    const payload = { topics: await whole([free!.id, used!.id]) };
    const jobs = () => t.db.select().from(jobStatuses).where(and(eq(jobStatuses.userId, s.publisher.id), eq(jobStatuses.kind, 'unpublish')));
    const jobsBefore = (await jobs()).length;
    const en = await post('publisher', course.id, payload);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({ error: 'unprocessable_entity', message: `${USED_EN} “${used!.name}”`, fields: { 'topics.1.id': `${USED_EN} “${used!.name}”` } });
    const id = await post('publisher', course.id, payload, { 'accept-language': 'id' });
    expect(id.json().message).toBe(`${USED_ID} “${used!.name}”`);
    expect(await jobs()).toHaveLength(jobsBefore);
    expect((await topicRow(t.db, used!.id)).status).toBe('published');
  });

  it('refuses a topic that is already unpublished, naming it', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id);
    const res = await post('admin', course.id, { topics: await whole([topics[0]!.id]) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`The following topics are already unpublished. Please deselect them and try again: “${topics[0]!.name}”`);
    expect(res.json().fields).toHaveProperty('topics.0.id');
  });

  it('checks again in the job: an assignment or a save after the request refuses it, and nothing changes', async () => {
    const { course, topics: [topic] } = await publishedCourse(1);
    const selection = await whole([topic!.id]);
    const job: PublishJobHandle = { uuid: crypto.randomUUID(), progress: async () => {}, complete: async () => true };
    const input = { courseId: course.id, organizationId: s.org.id, topics: selection };

    await t.db.insert(topicAssignmentUsages).values({ organizationId: s.org.id, topicId: topic!.id, assignmentRef: 'later' });
    await expect(unpublishCourse(t.db, job, input)).rejects.toMatchObject({ code: 'used_in_assignments', messages: { en: `${USED_EN} “${topic!.name}”` } });
    await t.db.delete(topicAssignmentUsages).where(eq(topicAssignmentUsages.topicId, topic!.id));

    await t.db.update(topics).set({ name: 'Berganti', lockVersion: selection[0]!.lock_version + 1 }).where(eq(topics.id, topic!.id));
    await expect(unpublishCourse(t.db, job, input)).rejects.toMatchObject({
      code: 'content_changed',
      messages: {
        en: 'The content has changed and some pages are no longer valid. Refresh the page and try again.',
        id: 'Konten telah berubah dan beberapa halaman tidak lagi valid. Muat ulang halaman lalu coba lagi.',
      },
    });
    expect((await topicRow(t.db, topic!.id)).status).toBe('published');
    expect(await snapshots(topic!.id)).toHaveLength(5);

    // A run whose job an earlier run completed writes nothing.
    const fresh = await whole([topic!.id]);
    expect(await unpublishCourse(t.db, { ...job, complete: async () => false }, { ...input, topics: fresh })).toBeNull();
    expect((await topicRow(t.db, topic!.id)).status).toBe('published');
  });

  it.each(['editor', 'limited', 'restricted'] as const)('refuses %s with 403', async (who) => {
    const { course, topics } = await publishedCourse(1);
    expect((await post(who, course.id, { topics: await whole([topics[0]!.id]) })).statusCode).toBe(403);
  });

  it("answers 404 for another organization's course, 401 without a session and 422 for bad input", async () => {
    const other = await makeSchool(t.db);
    const theirs = await makePublishableCourse(t.db, other.org.id);
    expect((await post('admin', theirs.course.id, { topics: await whole([theirs.topics[0]!.id]) })).statusCode).toBe(404);
    const { course, topics } = await publishedCourse(1);
    expect((await post(null, course.id, { topics: await whole([topics[0]!.id]) })).statusCode).toBe(401);
    expect((await post('admin', course.id, { topics: [] })).statusCode).toBe(422);
    const foreign = await post('admin', course.id, { topics: await whole([theirs.topics[0]!.id]) });
    expect(foreign.json().fields).toEqual({ 'topics.0.id': 'This topic is not in this course.' });
  });
});
