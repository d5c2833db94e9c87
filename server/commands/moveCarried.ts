// Who created what a move carries (spec §6: a limited editor "creates and edits only own
// content", so moves only what they own in full): the topics of a unit, their pages, passages,
// questions, study guides and links, or the questions and passages a linked move takes along.
// Read under the move's locks, so it is what really moves; the policy judges the list.
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { chapters, lessonDocuments, lessons, linkAttachments, passages, questions, topics } from '../db/schema/index.ts';
import type { MovedRows } from './moveOrganization.ts';

/** What a move carries, and its caller's judgement of their creators (throws to refuse). */
export type CarriedCheck = (creatorIds: readonly (number | null)[]) => void;

const within = (column: Parameters<typeof inArray>[0], ids: readonly number[] | undefined): SQL => (ids && ids.length ? inArray(column, [...ids]) : sql`false`);

/** The distinct creators of every record under and among the moved rows. */
export async function creatorsOfMoved(tx: Tx, moved: MovedRows): Promise<(number | null)[]> {
  const found = new Set<number | null>();
  const add = (rows: { c: number | null }[]) => rows.forEach((r) => found.add(r.c));
  const topicIds = moved.topicIds ?? [];
  if (topicIds.length) {
    add(await tx.selectDistinct({ c: topics.creatorId }).from(topics).where(within(topics.id, topicIds)));
    const lessonIds = tx.select({ id: lessons.id }).from(lessons).where(within(lessons.topicId, topicIds));
    add(await tx.selectDistinct({ c: lessonDocuments.creatorId }).from(lessonDocuments).where(inArray(lessonDocuments.lessonId, lessonIds)));
    add(await tx.selectDistinct({ c: linkAttachments.creatorId }).from(linkAttachments).where(inArray(linkAttachments.lessonId, lessonIds)));
  }
  add(await tx.selectDistinct({ c: chapters.creatorId }).from(chapters).where(or(within(chapters.topicId, topicIds), within(chapters.id, moved.pageIds))));
  add(await tx.selectDistinct({ c: passages.creatorId }).from(passages).where(or(within(passages.topicId, topicIds), within(passages.id, moved.passageIds))));
  add(await tx.selectDistinct({ c: questions.creatorId }).from(questions).where(or(within(questions.topicId, topicIds), within(questions.id, moved.questionIds))));
  return [...found];
}
