// Creates a topic at the end of its unit together with its lesson (the row that holds its
// pages, study guides and links), in one transaction. The unit row is locked so topics
// created at the same moment each get their own last position.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bundles, lessons, topics, type TopicRow } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { recordActivity } from './activityRecorder.ts';

export interface NewTopic {
  unit: { id: number; courseId: number; organizationId: number };
  creatorId: number;
  name: string;
}

export async function createTopic(db: Db, input: NewTopic): Promise<TopicRow> {
  return db.transaction(async (tx) => {
    const locked = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, input.unit.id)).for('update');
    if (locked.length === 0) throw errors.notFound();
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${topics.position}), -1) + 1`.mapWith(Number) })
      .from(topics)
      .where(eq(topics.bundleId, input.unit.id));
    const [topic] = await tx
      .insert(topics)
      .values({
        organizationId: input.unit.organizationId,
        bundleId: input.unit.id,
        courseId: input.unit.courseId,
        creatorId: input.creatorId,
        name: input.name,
        position: last?.next ?? 0,
      })
      .returning();
    await tx.insert(lessons).values({ organizationId: topic!.organizationId, topicId: topic!.id });
    await recordActivity(tx, { organizationId: topic!.organizationId, courseId: topic!.courseId, actorId: input.creatorId, kind: 'created', itemType: 'topic', itemId: topic!.id, itemTitle: topic!.name });
    return topic!;
  });
}
