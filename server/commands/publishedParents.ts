// A unit, and a course, are published while a topic of theirs is (spec §3 "Course", §4): when
// their last published topic goes (an unpublish, a move to another unit or course, a delete),
// they become 'unpublished' too. Never the other way: only a publish publishes them.
// The caller holds the course's lock (taken first, rowLocks.ts / publishingLocks.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { bundles, courses, topics } from '../db/schema/index.ts';
import type { PublishStatus } from '../db/schema/courses.ts';

const noPublishedTopicIn = (column: typeof topics.bundleId | typeof topics.courseId, parentId: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from ${topics} where ${column} = ${parentId} and ${topics.status} = 'published')`;

/** Unpublishes the given units and the course where no published topic is left; answers the course's status. */
export async function settlePublishedParents(tx: Tx, unitIds: readonly number[], courseId: number): Promise<PublishStatus | null> {
  if (unitIds.length > 0) {
    await tx
      .update(bundles)
      .set({ status: 'unpublished' })
      .where(and(inArray(bundles.id, [...unitIds]), eq(bundles.status, 'published'), noPublishedTopicIn(topics.bundleId, sql`${bundles.id}`)));
  }
  await tx
    .update(courses)
    .set({ status: 'unpublished' })
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published'), noPublishedTopicIn(topics.courseId, sql`${courses.id}`)));
  const [course] = await tx.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return course?.status ?? null;
}
