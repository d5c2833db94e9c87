// What a move into another organization does to the rows it carries (spec §4, contentMover.ts):
// every row under the moved record takes the target's organization_id (topics, lessons, pages,
// passages, questions and their parts, study guides and links), what moved is unpublished
// (status, published_version and published_at cleared; lock_version bumped, since the status
// changed under any open editor), and its published snapshots and failure records are dropped:
// students of the old organization lose it, and the new one publishes it afresh.
// Also the positions helpers every move uses: close up the source, append at the target.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  answers,
  chapters,
  contentFailures,
  lessonDocuments,
  lessons,
  linkAttachments,
  matchingPremises,
  matchingResponses,
  passages,
  publishedItems,
  questionCategories,
  questionGroups,
  questions,
  topics,
} from '../db/schema/index.ts';

/** What moves: whole topics (a unit's or one), or single items of a topic. */
export interface MovedRows {
  topicIds?: readonly number[];
  pageIds?: readonly number[];
  questionIds?: readonly number[];
  passageIds?: readonly number[];
}

const unpublished = { status: 'unpublished' as const, publishedVersion: null };

/** `column in ids`, or false when there are none. */
const within = (column: Parameters<typeof inArray>[0], ids: readonly number[] | undefined): SQL => (ids && ids.length ? inArray(column, [...ids]) : sql`false`);

/** Moves the rows into `organizationId`, unpublished, without snapshots. The caller holds the locks. */
export async function rehomeRows(tx: Tx, moved: MovedRows, organizationId: number): Promise<void> {
  const now = new Date();
  const bump = (column: typeof chapters.lockVersion | typeof questions.lockVersion | typeof passages.lockVersion) => sql`${column} + 1`;
  const topicIds = moved.topicIds ?? [];
  if (topicIds.length) {
    await tx
      .update(topics)
      .set({ organizationId, ...unpublished, publishedAt: null, lockVersion: sql`${topics.lockVersion} + 1`, updatedAt: now })
      .where(inArray(topics.id, [...topicIds]));
    await tx.update(lessons).set({ organizationId }).where(inArray(lessons.topicId, [...topicIds]));
    const lessonIds = tx.select({ id: lessons.id }).from(lessons).where(inArray(lessons.topicId, [...topicIds]));
    await tx.update(lessonDocuments).set({ organizationId }).where(inArray(lessonDocuments.lessonId, lessonIds));
    await tx.update(linkAttachments).set({ organizationId }).where(inArray(linkAttachments.lessonId, lessonIds));
  }
  const inTopics = (column: typeof chapters.topicId | typeof questions.topicId | typeof passages.topicId) => within(column, topicIds);
  const pageRows = or(inTopics(chapters.topicId), within(chapters.id, moved.pageIds))!;
  const questionRows = or(inTopics(questions.topicId), within(questions.id, moved.questionIds))!;
  const passageRows = or(inTopics(passages.topicId), within(passages.id, moved.passageIds))!;
  await tx.update(chapters).set({ organizationId, ...unpublished, lockVersion: bump(chapters.lockVersion), updatedAt: now }).where(pageRows);
  await tx.update(passages).set({ organizationId, ...unpublished, lockVersion: bump(passages.lockVersion), updatedAt: now }).where(passageRows);
  await tx.update(questions).set({ organizationId, ...unpublished, lockVersion: bump(questions.lockVersion), updatedAt: now }).where(questionRows);
  const questionIds = tx.select({ id: questions.id }).from(questions).where(questionRows);
  for (const part of [answers, questionCategories, questionGroups, matchingPremises, matchingResponses] as const) {
    await tx.update(part).set({ organizationId }).where(inArray(part.questionId, questionIds));
  }

  // Snapshots and failures of what moved: whole topics, or the single items.
  const itemsOf = (table: typeof publishedItems | typeof contentFailures) =>
    or(
      within(table.topicId, topicIds),
      and(eq(table.itemType, 'chapter'), within(table.itemId, moved.pageIds)),
      and(eq(table.itemType, 'question'), within(table.itemId, moved.questionIds)),
      and(eq(table.itemType, 'passage'), within(table.itemId, moved.passageIds)),
    )!;
  await tx.delete(publishedItems).where(itemsOf(publishedItems));
  await tx.delete(contentFailures).where(itemsOf(contentFailures));
}

type Ordered = 'bundles' | 'topics' | 'chapters' | 'questions' | 'passages';
const parentColumn: Record<Ordered, string> = { bundles: 'course_id', topics: 'bundle_id', chapters: 'topic_id', questions: 'topic_id', passages: 'topic_id' };

/** Renumbers the parent's children 0, 1, 2 … in their order, closing the gap a move left (one statement). */
export async function closeUpPositions(tx: Tx, table: Ordered, parentId: number): Promise<void> {
  const name = sql.raw(table);
  const parent = sql.raw(parentColumn[table]);
  await tx.execute(sql`
    update ${name} set position = s.p
    from (select id, (row_number() over (order by position, id) - 1)::int as p from ${name} where ${parent} = ${parentId}) s
    where ${name}.id = s.id and ${name}.position <> s.p`);
}

/** The next position after the parent's last child. */
export async function nextPosition(tx: Tx, table: Ordered, parentId: number): Promise<number> {
  const name = sql.raw(table);
  const parent = sql.raw(parentColumn[table]);
  const result = (await tx.execute(sql`select (coalesce(max(position), -1) + 1)::int as next from ${name} where ${parent} = ${parentId}`)) as unknown as {
    rows: { next: number }[];
  };
  return Number(result.rows[0]?.next ?? 0);
}
