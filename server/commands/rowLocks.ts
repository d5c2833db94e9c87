// The parent rows writers lock first, so that two writes under one parent wait for each
// other instead of deadlocking: a course before its units, presenters and links; a topic
// before its pages, questions and passages (their order, links and new items).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type bundles, courses, topics } from '../db/schema/index.ts';
import { errors } from '../errors.ts';

/**
 * Locks the course's row for the transaction; false when it is gone. `key share` is enough
 * for a write that only needs the course to stay (it still waits for a course delete).
 */
export async function lockCourse(tx: Tx, courseId: number, strength: 'update' | 'no key update' | 'key share' = 'update'): Promise<boolean> {
  const locked = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for(strength);
  return locked.length > 0;
}

/** Locks the topic's row for the transaction (404 when it is gone): link changes, positions and new items in it wait on it. */
export async function lockTopic(tx: Tx, topicId: number): Promise<void> {
  const locked = await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId)).for('update');
  if (locked.length === 0) throw errors.notFound();
}

/**
 * Locks the courses or units with these ids (any order, repeats allowed) in id order, so two
 * writers over overlapping rows wait for each other instead of deadlocking; answers the ids found.
 */
export async function lockInIdOrder(
  tx: Tx,
  table: typeof courses | typeof bundles,
  ids: readonly number[],
  strength: 'update' | 'no key update',
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]))
    .orderBy(asc(table.id))
    .for(strength);
  return new Set(rows.map((r) => r.id));
}
