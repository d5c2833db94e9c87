// The locks and version checks that publish and unpublish take in their write transaction, in
// the order every writer takes them (rowLocks.ts): the course, then the units of the selected
// topics (their status and published_at change; topic reorders, moves and creates lock the
// unit before its topics), then the topics (in id order, so two publishes of overlapping
// topics wait instead of deadlocking), then the pages, questions and passages (in id order). Page and question saves lock only their own row, topic-order
// writes lock the topic first: either way they wait for the publish, or it waits for them and
// then sees their new lock_version and refuses ("content changed").
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { bundles, chapters, passages, questions, topics } from '../db/schema/index.ts';
import { lockCourse, lockInIdOrder } from './rowLocks.ts';

export interface LockedTopic {
  id: number;
  courseId: number;
  bundleId: number;
  name: string;
  status: 'published' | 'unpublished';
  lockVersion: number;
}

export interface LockedItem {
  id: number;
  topicId: number;
  lockVersion: number;
  status: 'published' | 'unpublished';
}

/** False when the course is gone. The course row changes (status, published_at), hence `no key update`. */
export function lockPublishedCourse(tx: Tx, courseId: number): Promise<boolean> {
  return lockCourse(tx, courseId, 'no key update');
}

/** The units (ids in any order), locked in id order; answers the ids found. */
export function lockUnits(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  return lockInIdOrder(tx, bundles, ids, 'no key update');
}

export async function lockTopics(tx: Tx, ids: readonly number[]): Promise<Map<number, LockedTopic>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: topics.id, courseId: topics.courseId, bundleId: topics.bundleId, name: topics.name, status: topics.status, lockVersion: topics.lockVersion })
    .from(topics)
    .where(inArray(topics.id, [...ids]))
    .orderBy(asc(topics.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

const itemTables = { chapter: chapters, question: questions, passage: passages } as const;

export async function lockItems(tx: Tx, kind: keyof typeof itemTables, ids: readonly number[]): Promise<Map<number, LockedItem>> {
  if (ids.length === 0) return new Map();
  const table = itemTables[kind];
  const rows = await tx
    .select({ id: table.id, topicId: table.topicId, lockVersion: table.lockVersion, status: table.status })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .orderBy(asc(table.id))
    .for('no key update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every selected item is there, in its topic, at the version the page loaded. */
export function versionsMatch(
  locked: Map<number, LockedItem>,
  expected: readonly { id: number; topicId: number; lockVersion: number }[],
): boolean {
  return expected.every((e) => {
    const row = locked.get(e.id);
    return row !== undefined && row.topicId === e.topicId && row.lockVersion === e.lockVersion;
  });
}

/** Thrown inside a write transaction whose job an earlier run already completed: roll back, write nothing. */
export class AlreadyCompleted extends Error {
  constructor() {
    super('job already completed by an earlier run');
  }
}

/** Splits rows into batches for multi-row statements (bounded parameter counts). */
export function batches<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
