// Assignments sent from the linked app that use a topic (topic_assignment_usages): a topic in
// use cannot be unpublished (spec §4, §8). The linked app tells Pena through the provisioning
// endpoint (routes/provisioning), an operator through `pena assignment:add|remove`; both
// come here. Idempotent: adding a use twice keeps one row, removing a missing one is fine.
// The insert takes a key-share lock on the topic, so it waits for an unpublish that holds the
// topic and cannot slip between that unpublish's check and its write.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { topicAssignmentUsages, topics } from '../db/schema/index.ts';

export interface AssignmentUsage {
  topicId: number;
  assignmentRef: string;
}

/** 'added', 'exists' (it was recorded before), or 'no_topic'. */
export async function addAssignmentUsage(db: Db, usage: AssignmentUsage): Promise<'added' | 'exists' | 'no_topic'> {
  return db.transaction(async (tx) => {
    const [topic] = await tx
      .select({ id: topics.id, organizationId: topics.organizationId })
      .from(topics)
      .where(eq(topics.id, usage.topicId))
      .for('key share');
    if (!topic) return 'no_topic';
    const inserted = await tx
      .insert(topicAssignmentUsages)
      .values({ organizationId: topic.organizationId, topicId: topic.id, assignmentRef: usage.assignmentRef })
      .onConflictDoNothing({ target: [topicAssignmentUsages.topicId, topicAssignmentUsages.assignmentRef] })
      .returning({ id: topicAssignmentUsages.id });
    return inserted.length > 0 ? 'added' : 'exists';
  });
}

/** 'removed', 'absent' (nothing to remove), or 'no_topic'. */
export async function removeAssignmentUsage(db: Db, usage: AssignmentUsage): Promise<'removed' | 'absent' | 'no_topic'> {
  const removed = await db
    .delete(topicAssignmentUsages)
    .where(and(eq(topicAssignmentUsages.topicId, usage.topicId), eq(topicAssignmentUsages.assignmentRef, usage.assignmentRef)))
    .returning({ id: topicAssignmentUsages.id });
  if (removed.length > 0) return 'removed';
  const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, usage.topicId));
  return topic ? 'absent' : 'no_topic';
}
