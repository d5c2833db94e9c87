// Creates and saves questions, each in one transaction: the questions row and its parts
// (answers with their category or group, categories, groups, matching premises and
// responses with their premise) are REPLACED as a whole from the document, which the route
// has prepared (questionContent.ts) and checked against §5. Parts are identified by the
// client's `key`s only within the document: new rows are written and keys mapped to their
// ids. A save with a lock_version other than the stored one changes nothing (stale).
// Every save bumps lock_version and sets last_saved_at. A new question goes last in its
// topic. The passage must be one of the topic's (locked while the row is written, so it
// cannot vanish under the foreign key); links go through questionLinker.ts, whose checks
// (422) run inside the transaction, so a refused link leaves everything as it was.
import { and, eq, sql } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import type { QuestionDocument } from '../../domain/schemas/questions.ts';
import type { Db, Tx } from '../db/client.ts';
import { answers, matchingPremises, matchingResponses, passages, questionCategories, questionGroups, questions } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { linkQuestion } from './questionLinker.ts';
import { recordActivityOf } from './activityRecorder.ts';
import { answerRows, keyIds, namedPartRows, premiseRows, questionRowValues, responseRows, type QuestionSave } from './questionWriterRows.ts';
import { lockTopic } from './rowLocks.ts';
import { saved, stale, type Saved } from './versionedSave.ts';
import { recordSave, recordVersion } from './versionRecorder.ts';
import type { VersionMark } from './versionMark.ts';
import { htmlToText } from '../../domain/rules/text.ts';

export type { QuestionSave } from './questionWriterRows.ts';

async function checkPassage(tx: Tx, topicId: number, passageId: number | null): Promise<void> {
  if (passageId === null) return;
  const found = await tx
    .select({ id: passages.id })
    .from(passages)
    .where(and(eq(passages.id, passageId), eq(passages.topicId, topicId)))
    .for('key share');
  if (found.length === 0) throw errors.unprocessable({ passage_id: msg('not_in_topic') });
}

/** Position → new row id, from an insert's returning rows. */
const idsByPosition = (rows: { id: number; position: number }[]) => new Map(rows.map((r) => [r.position, r.id]));

/**
 * Deletes the question's parts and writes the document's, mapping keys to the new ids (also
 * how a copy takes its published source's changes: contentCopier/published.ts).
 */
export async function replaceParts(tx: Tx, question: { id: number; organizationId: number }, doc: QuestionDocument): Promise<void> {
  const { id: questionId, organizationId } = question;
  const owner = { organizationId, questionId };
  // One statement for the five deletes (answers and responses first: they point at the others).
  await tx.execute(sql`with
    a as (delete from answers where question_id = ${questionId}),
    r as (delete from matching_responses where question_id = ${questionId}),
    c as (delete from question_categories where question_id = ${questionId}),
    g as (delete from question_groups where question_id = ${questionId})
    delete from matching_premises where question_id = ${questionId}`);

  const insertNamed = async (table: typeof questionCategories | typeof questionGroups, items: { key: string; name: string }[]) => {
    if (items.length === 0) return new Map<string, number>();
    const rows = await tx.insert(table).values(namedPartRows(owner, items)).returning({ id: table.id, position: table.position });
    const ids = idsByPosition(rows);
    return keyIds(items, (position) => ids.get(position)!);
  };
  const categoryIds = await insertNamed(questionCategories, doc.categories);
  const groupIds = await insertNamed(questionGroups, doc.groups);

  if (doc.answers.length > 0) await tx.insert(answers).values(answerRows(owner, doc, categoryIds, groupIds));
  let premiseIds = new Map<string, number>();
  if (doc.premises.length > 0) {
    const rows = await tx.insert(matchingPremises).values(premiseRows(owner, doc)).returning({ id: matchingPremises.id, position: matchingPremises.position });
    const ids = idsByPosition(rows);
    premiseIds = keyIds(doc.premises, (position) => ids.get(position)!);
  }
  if (doc.responses.length > 0) await tx.insert(matchingResponses).values(responseRows(owner, doc, premiseIds));
}

export interface NewQuestion {
  topic: { id: number; organizationId: number };
  creatorId: number;
  save: QuestionSave;
}

/** The new question's id. */
export async function createQuestion(db: Db, input: NewQuestion): Promise<number> {
  const { topic, creatorId, save } = input;
  return db.transaction(async (tx) => {
    await lockTopic(tx, topic.id);
    await checkPassage(tx, topic.id, save.doc.passage_id);
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${questions.position}), -1) + 1`.mapWith(Number) })
      .from(questions)
      .where(eq(questions.topicId, topic.id));
    const [row] = await tx
      .insert(questions)
      .values({ ...questionRowValues(save), organizationId: topic.organizationId, topicId: topic.id, creatorId, position: last?.next ?? 0 })
      .returning({ id: questions.id });
    const id = row!.id;
    const { preceding_question_id: preceding, succeeding_question_id: succeeding } = save.doc;
    if (preceding !== null || (succeeding !== undefined && succeeding !== null)) await linkQuestion(tx, topic.id, { id, preceding, succeeding });
    await replaceParts(tx, { id, organizationId: topic.organizationId }, save.doc);
    await recordActivityOf(tx, 'question', id, { actorId: creatorId, kind: 'created' });
    await recordVersion(tx, {
      organizationId: topic.organizationId,
      itemType: 'question',
      itemId: id,
      authorId: creatorId,
      document: { ...save.doc },
      lockVersion: 0,
      at: new Date(),
      kind: 'created',
    });
    return id;
  });
}

export interface StoredQuestion {
  id: number;
  topicId: number;
  organizationId: number;
  /** The links as loaded: what it follows, and what follows it. */
  precedingQuestionId: number | null;
  succeedingId: number | null;
}

/**
 * Saves the whole document over the question if `lockVersion` is still the stored one.
 * Most saves leave the links as loaded and need no topic lock: any change to this
 * question's links since it was loaded bumped its lock_version (questionLinker.ts), so
 * such a save is stale anyway. A save that changes them plans them again under the lock.
 * Saved is the question's id: its reply is read again with its parts.
 */
export async function updateQuestion(
  db: Db,
  question: StoredQuestion,
  save: QuestionSave,
  lockVersion: number,
  authorId: number,
  mark?: VersionMark,
): Promise<Saved<{ id: number }>> {
  const request = { id: question.id, preceding: save.doc.preceding_question_id, succeeding: save.doc.succeeding_question_id };
  const relink =
    request.preceding !== question.precedingQuestionId || (request.succeeding !== undefined && request.succeeding !== question.succeedingId);
  return db.transaction(async (tx) => {
    // The topic before the row, in every writer, so two link changes cannot deadlock.
    if (relink) await lockTopic(tx, question.topicId);
    await checkPassage(tx, question.topicId, save.doc.passage_id);
    const now = new Date();
    const [row] = await tx
      .update(questions)
      .set({ ...questionRowValues(save), lockVersion: sql`${questions.lockVersion} + 1`, lastSavedAt: now, updatedAt: now })
      .where(and(eq(questions.id, question.id), eq(questions.lockVersion, lockVersion)))
      .returning({ id: questions.id, lockVersion: questions.lockVersion });
    if (!row) return stale();
    if (relink) await linkQuestion(tx, question.topicId, request);
    await replaceParts(tx, question, save.doc);
    const version = {
      organizationId: question.organizationId,
      itemType: 'question',
      itemId: row.id,
      authorId,
      document: { ...save.doc },
      lockVersion: row.lockVersion,
      at: now,
      title: htmlToText(save.doc.content_html),
    } as const;
    await (mark ? recordVersion(tx, { ...version, ...mark }) : recordSave(tx, version));
    return saved({ id: row.id });
  });
}

