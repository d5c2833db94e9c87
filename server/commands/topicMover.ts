// Moves a topic to another unit (of its course, or of another course of the same
// organization): it goes last there. topics.course_id is denormalized from the unit, so it
// follows the move; no row under a topic carries course_id (they hang off topic_id). One
// transaction, with both units locked (in id order, so two moves cannot deadlock) so that a
// topic created or reordered there meanwhile cannot collide.
// A published topic keeps its snapshots (published_items hang off the topic): students get
// them until it is published in its new course, and the move bumps its lock_version, so it
// shows "changed since published" (§4). The unit and course it left are unpublished when no
// published topic is left in them, as an unpublish leaves them (courseUnpublisher.ts); the
// course it joins is not published by a move (§6: moving needs no publish permission). The
// course it leaves is locked first, before the units (rowLocks.ts, publishingLocks.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bundles, topics } from '../db/schema/index.ts';
import { settlePublishedParents } from './publishedParents.ts';
import { lockCourse } from './rowLocks.ts';
import { errors } from '../errors.ts';
import type { TopicRow } from '../presenters/topic.ts';

/** The moved row, or null when the topic is gone or lockVersion is stale. */
export async function moveTopic(
  db: Db,
  topic: { id: number; bundleId: number; courseId: number },
  target: { id: number; courseId: number },
  lockVersion?: number,
): Promise<TopicRow | null> {
  return db.transaction(async (tx) => {
    await lockCourse(tx, topic.courseId, 'no key update');
    const locked = await tx
      .select({ id: bundles.id })
      .from(bundles)
      .where(inArray(bundles.id, [topic.bundleId, target.id]))
      .orderBy(asc(bundles.id))
      .for('update');
    if (!locked.some((b) => b.id === target.id)) throw errors.notFound();
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${topics.position}), -1) + 1`.mapWith(Number) })
      .from(topics)
      .where(eq(topics.bundleId, target.id));
    const [row] = await tx
      .update(topics)
      .set({
        bundleId: target.id,
        courseId: target.courseId,
        position: last?.next ?? 0,
        lockVersion: sql`${topics.lockVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(topics.id, topic.id), lockVersion === undefined ? undefined : eq(topics.lockVersion, lockVersion)))
      .returning();
    if (!row) return null;
    if (row.status === 'published') await settlePublishedParents(tx, [topic.bundleId], topic.courseId);
    return row;
  });
}
