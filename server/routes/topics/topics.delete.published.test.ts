// Deleting a published topic, or a unit holding published topics (spec §3 status, §4): the
// unit and course it leaves are unpublished when no published topic is left in them, as an
// unpublish or a move leaves them (commands/publishedParents.ts); they stay published while
// another topic of theirs is.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, courses } from '../../db/schema/index.ts';
import { headersFor } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePublishableCourse, runPublishing, selectionOf } from '../../test/publishFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('deleting published content on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const statusOf = async (table: typeof courses | typeof bundles, id: number) => (await t.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]!.status;
  const publishAll = async (courseId: number, topicIds: number[]) =>
    expect((await runPublishing(t, s.publisher, 'publish', courseId, await selectionOf(t.db, topicIds))).job?.status).toBe('completed');

  it('a deleted topic that was the last published one unpublishes its unit and course; one of two leaves them published', async () => {
    const made = await makePublishableCourse(t.db, s.org.id, 2);
    await publishAll(made.course.id, made.topics.map((x) => x.id));
    const headers = await headersFor(t.db, s.admin);

    expect((await t.app.inject({ method: 'DELETE', url: `/content/topics/${made.topics[0]!.id}`, headers })).statusCode).toBe(204);
    expect(await statusOf(courses, made.course.id)).toBe('published');
    expect(await statusOf(bundles, made.unit.id)).toBe('published');

    expect((await t.app.inject({ method: 'DELETE', url: `/content/topics/${made.topics[1]!.id}`, headers })).statusCode).toBe(204);
    expect(await statusOf(courses, made.course.id)).toBe('unpublished');
    expect(await statusOf(bundles, made.unit.id)).toBe('unpublished');
  });

  it('a deleted unit that held the last published topics unpublishes the course', async () => {
    const made = await makePublishableCourse(t.db, s.org.id, 1);
    await publishAll(made.course.id, [made.topics[0]!.id]);
    expect(await statusOf(courses, made.course.id)).toBe('published');

    const res = await t.app.inject({ method: 'DELETE', url: `/content/bundles/${made.unit.id}`, headers: await headersFor(t.db, s.admin) });
    expect(res.statusCode).toBe(204);
    expect(await statusOf(courses, made.course.id)).toBe('unpublished');
  });
});
