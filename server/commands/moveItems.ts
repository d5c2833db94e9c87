// Moving a page, question or passage to another topic (contentMover.ts does the locking of the
// courses and topics first). Ids and history stay; the moved rows get lock_version + 1, go last
// in the target topic (in their order), and the source topic's positions close up.
// Questions are linked to each other (what a question follows: preceding_question_id, chains
// within a topic) and to a passage of their topic. With include_linked_questions, everything
// linked comes along: a question's whole chain, its passage, that passage's questions, their
// chains … (the closure, `movedSet`). Without it, links between what moves and what stays are
// removed on both sides (`linksToCut`); a question left behind whose link is cut gets its
// lock_version bumped, so an editor open on it is told it changed. Never a dangling link.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CopyItemCounts } from '../../domain/schemas/copying.ts';
import type { Db, Tx } from '../db/client.ts';
import { chapters, lessons, passages, questions } from '../db/schema/index.ts';
import { positionCase } from './unitReorderer.ts';
import { refuseOverfullTopic } from './topicCapacity.ts';
import { closeUpPositions, nextPosition, rehomeRows, type MovedRows } from './moveOrganization.ts';

export interface LinkRow {
  id: number;
  preceding: number | null;
  passageId: number | null;
}

export interface Moved {
  questionIds: Set<number>;
  passageIds: Set<number>;
}

/**
 * What moves from a topic whose questions are `rows` and passages `passageIds`, starting from
 * `start`: only it, or (include) it and everything linked to it, transitively.
 */
export function movedSet(rows: readonly LinkRow[], topicPassageIds: ReadonlySet<number>, start: Moved, include: boolean): Moved {
  const moved: Moved = { questionIds: new Set(start.questionIds), passageIds: new Set(start.passageIds) };
  if (!include) return moved;
  const neighbours = new Map<number, number[]>();
  const link = (a: number, b: number) => neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const r of rows) {
    if (r.preceding !== null && byId.has(r.preceding)) {
      link(r.id, r.preceding);
      link(r.preceding, r.id);
    }
  }
  const questionsOfPassage = (passageId: number) => rows.filter((r) => r.passageId === passageId).map((r) => r.id);
  const queue: (['q' | 'p', number])[] = [...[...moved.questionIds].map((id) => ['q', id] as ['q', number]), ...[...moved.passageIds].map((id) => ['p', id] as ['p', number])];
  const addQuestion = (id: number) => {
    if (moved.questionIds.has(id)) return;
    moved.questionIds.add(id);
    queue.push(['q', id]);
  };
  while (queue.length) {
    const [kind, id] = queue.shift()!;
    if (kind === 'p') {
      questionsOfPassage(id).forEach(addQuestion);
      continue;
    }
    (neighbours.get(id) ?? []).forEach(addQuestion);
    const passageId = byId.get(id)?.passageId ?? null;
    if (passageId !== null && topicPassageIds.has(passageId) && !moved.passageIds.has(passageId)) {
      moved.passageIds.add(passageId);
      queue.push(['p', passageId]);
    }
  }
  return moved;
}

/** The links between what moves and what stays: question ids whose preceding or passage link is removed, and how many links. */
export function linksToCut(rows: readonly LinkRow[], moved: Moved): { preceding: number[]; passage: number[]; count: number } {
  const preceding: number[] = [];
  const passage: number[] = [];
  for (const r of rows) {
    const inside = moved.questionIds.has(r.id);
    if (r.preceding !== null && inside !== moved.questionIds.has(r.preceding)) preceding.push(r.id);
    if (r.passageId !== null && inside !== moved.passageIds.has(r.passageId)) passage.push(r.id);
  }
  return { preceding, passage, count: preceding.length + passage.length };
}

export interface ItemMove {
  kind: 'chapter' | 'question' | 'passage';
  id: number;
  sourceTopicId: number;
  target: { topicId: number; organizationId: number };
  crossOrganization: boolean;
  includeLinkedQuestions: boolean;
  /** Called with what moves, read under the locks, before anything is written (throws to refuse). */
  beforeWrite?: (moved: MovedRows) => Promise<void>;
}

export interface ItemMoveOutcome {
  itemCounts: CopyItemCounts;
  linkedQuestionCount: number;
  removedLinkCount: number;
  /** What moved, as found under the locks (the rows whose media a move to another organization rewrites). */
  moved: MovedRows;
}

/** The target topic's lesson, made when it has none (pages hang off it). */
async function lessonOfTopic(tx: Tx, topicId: number, organizationId: number): Promise<number> {
  const [existing] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.topicId, topicId));
  if (existing) return existing.id;
  const [made] = await tx.insert(lessons).values({ organizationId, topicId }).returning({ id: lessons.id });
  return made!.id;
}

/** Ids in their order in the source topic. */
async function inOrder(tx: Tx, table: typeof chapters | typeof questions | typeof passages, ids: Set<number>): Promise<number[]> {
  if (ids.size === 0) return [];
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, [...ids])).orderBy(asc(table.position), asc(table.id));
  return rows.map((r) => r.id);
}

/** The source topic's question links, and what a question or passage move carries (read as it is now). */
export async function readMovedSet(db: Db | Tx, move: Pick<ItemMove, 'kind' | 'id' | 'sourceTopicId' | 'includeLinkedQuestions'>): Promise<{ rows: LinkRow[]; moved: Moved }> {
  if (move.kind === 'chapter') return { rows: [], moved: { questionIds: new Set(), passageIds: new Set() } };
  const rows = await db
    .select({ id: questions.id, preceding: questions.precedingQuestionId, passageId: questions.passageId })
    .from(questions)
    .where(eq(questions.topicId, move.sourceTopicId));
  const passageRows = await db.select({ id: passages.id }).from(passages).where(eq(passages.topicId, move.sourceTopicId));
  const start: Moved = move.kind === 'question' ? { questionIds: new Set([move.id]), passageIds: new Set() } : { questionIds: new Set(), passageIds: new Set([move.id]) };
  return { rows, moved: movedSet(rows, new Set(passageRows.map((p) => p.id)), start, move.includeLinkedQuestions) };
}

/** The caller holds the locks of both topics. */
export async function moveItems(tx: Tx, move: ItemMove): Promise<ItemMoveOutcome> {
  const now = new Date();
  const { target } = move;
  const org = move.crossOrganization ? { organizationId: target.organizationId } : {};

  if (move.kind === 'chapter') {
    await move.beforeWrite?.({ pageIds: [move.id] });
    const lessonId = await lessonOfTopic(tx, target.topicId, target.organizationId);
    const position = await nextPosition(tx, 'chapters', target.topicId);
    await tx
      .update(chapters)
      .set({ ...org, topicId: target.topicId, lessonId, position, lockVersion: sql`${chapters.lockVersion} + 1`, updatedAt: now })
      .where(eq(chapters.id, move.id));
    await closeUpPositions(tx, 'chapters', move.sourceTopicId);
    if (move.crossOrganization) await rehomeRows(tx, { pageIds: [move.id] }, target.organizationId);
    return { itemCounts: { chapters: 1, questions: 0, passages: 0, study_guides: 0 }, linkedQuestionCount: 0, removedLinkCount: 0, moved: { pageIds: [move.id] } };
  }

  const { rows, moved } = await readMovedSet(tx, move);
  await refuseOverfullTopic(tx, target.topicId, moved.questionIds.size);
  await move.beforeWrite?.({ questionIds: [...moved.questionIds], passageIds: [...moved.passageIds] });
  const cut = linksToCut(rows, moved);

  // Cut first, so no moved question points at one left behind (or the reverse) at any time.
  const bumpStayers = (ids: number[]) => ids.filter((id) => !moved.questionIds.has(id));
  if (cut.preceding.length) {
    await tx.update(questions).set({ precedingQuestionId: null }).where(inArray(questions.id, cut.preceding));
  }
  if (cut.passage.length) await tx.update(questions).set({ passageId: null }).where(inArray(questions.id, cut.passage));
  const stayers = [...new Set(bumpStayers([...cut.preceding, ...cut.passage]))];
  if (stayers.length) {
    await tx.update(questions).set({ lockVersion: sql`${questions.lockVersion} + 1`, updatedAt: now }).where(inArray(questions.id, stayers));
  }

  const questionOrder = await inOrder(tx, questions, moved.questionIds);
  const passageOrder = await inOrder(tx, passages, moved.passageIds);
  if (passageOrder.length) {
    const base = await nextPosition(tx, 'passages', target.topicId);
    await tx
      .update(passages)
      .set({ ...org, topicId: target.topicId, position: sql`${base}::int + ${positionCase(passages.id, passageOrder)}`, lockVersion: sql`${passages.lockVersion} + 1`, updatedAt: now })
      .where(inArray(passages.id, passageOrder));
    await closeUpPositions(tx, 'passages', move.sourceTopicId);
  }
  if (questionOrder.length) {
    const base = await nextPosition(tx, 'questions', target.topicId);
    await tx
      .update(questions)
      .set({ ...org, topicId: target.topicId, position: sql`${base}::int + ${positionCase(questions.id, questionOrder)}`, lockVersion: sql`${questions.lockVersion} + 1`, updatedAt: now })
      .where(and(inArray(questions.id, questionOrder)));
    await closeUpPositions(tx, 'questions', move.sourceTopicId);
  }
  if (move.crossOrganization) await rehomeRows(tx, { questionIds: questionOrder, passageIds: passageOrder }, target.organizationId);

  const started = move.kind === 'question' ? 1 : 0;
  return {
    itemCounts: { chapters: 0, questions: questionOrder.length, passages: passageOrder.length, study_guides: 0 },
    linkedQuestionCount: questionOrder.length - started,
    removedLinkCount: cut.count,
    moved: { questionIds: questionOrder, passageIds: passageOrder },
  };
}
