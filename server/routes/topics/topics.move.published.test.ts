// Moving a published topic to another course (spec §4 "What is published is a snapshot";
// docs/product/design.md#publishing-freezes-what-students-get): its snapshots go with it (they
// hang off the topic) and stay what students get until a publisher publishes it in its new
// course; the move is a change ("changed since published"). The course and unit it left are
// unpublished when no published topic is left in them, as an unpublish leaves them; the new
// course is not published by the move (moving needs no publish permission, §6).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, courses, publishedItems } from '../../db/schema/index.ts';
import { headersFor, makeUnit, makeCourse } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePublishableCourse, runPublishing, selectionOf, topicRow } from '../../test/publishFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('moving a published topic to another course on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const statusOf = async (table: typeof courses | typeof bundles, id: number) => (await t.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]!.status;
  const snapshots = (topicId: number) => t.db.select().from(publishedItems).where(eq(publishedItems.topicId, topicId));

  it('keeps its snapshots, shows it changed, and unpublishes the course and unit left with nothing published', async () => {
    const from = await makePublishableCourse(t.db, s.org.id, 2);
    const [moving, staying] = from.topics;
    expect((await runPublishing(t, s.publisher, 'publish', from.course.id, await selectionOf(t.db, [moving!.id]))).job?.status).toBe('completed');
    const before = await snapshots(moving!.id);
    const otherCourse = await makeCourse(t.db, s.org.id);
    const to = await makeUnit(t.db, otherCourse);

    const res = await t.app.inject({ method: 'PATCH', url: `/content/topics/${moving!.id}`, headers: await headersFor(t.db, s.editor), payload: { bundle_id: to.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ course_id: otherCourse.id, status: 'published', changed_since_published: true });
    expect(await snapshots(moving!.id)).toEqual(before);
    expect(await statusOf(courses, from.course.id)).toBe('unpublished');
    expect(await statusOf(bundles, from.unit.id)).toBe('unpublished');
    expect(await statusOf(courses, otherCourse.id)).toBe('unpublished');
    expect((await topicRow(t.db, staying!.id)).status).toBe('unpublished');

    // Published in its new course: the course and unit are published, one snapshot per item.
    expect((await runPublishing(t, s.publisher, 'publish', otherCourse.id, await selectionOf(t.db, [moving!.id]))).job?.status).toBe('completed');
    expect(await statusOf(courses, otherCourse.id)).toBe('published');
    expect(await statusOf(bundles, to.id)).toBe('published');
    expect(await snapshots(moving!.id)).toHaveLength(before.length);
  });

  it('leaves the course it left published while another of its topics is', async () => {
    const from = await makePublishableCourse(t.db, s.org.id, 2);
    expect((await runPublishing(t, s.publisher, 'publish', from.course.id, await selectionOf(t.db, from.topics.map((x) => x.id)))).job?.status).toBe('completed');
    const to = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const res = await t.app.inject({ method: 'PATCH', url: `/content/topics/${from.topics[0]!.id}`, headers: await headersFor(t.db, s.admin), payload: { bundle_id: to.id } });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(courses, from.course.id)).toBe('published');
    expect(await statusOf(bundles, from.unit.id)).toBe('published');
  });
});
