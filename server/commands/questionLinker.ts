// Preceding/succeeding links between a topic's questions (spec §3, §5 "Answers and question
// types": a preceding question must not create circular linking). Each question stores the
// question it follows; the links form chains, so a question is followed by at most one
// question:
//   - Q follows P: any other question that followed P stops following it.
//   - Q is followed by S (succeeding_question_id): S follows Q, and any other question that
//     followed Q stops following it; null: nothing follows Q any more; absent: unchanged.
// Linked questions must be in Q's topic (422 `not_in_topic`), and a link that would close a
// circle is refused with the domain's messages (findCycle), on the field that made it.
// Other questions whose links change (what they follow, or what follows them) get their
// lock_version bumped: an editor open on one holds the old links, and its next save would
// write them back silently; it gets 409 with the current question instead.
// Callers lock the topic row first (`lockTopic`), so two saves cannot each make half a
// circle; `plannedLinks` is pure so a save can tell beforehand whether it needs the lock.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import { findCycle, precedingQuestionError } from '../../domain/rules/questionLinks.ts';
import type { Db, Tx } from '../db/client.ts';
import { questions } from '../db/schema/index.ts';
import { errors } from '../errors.ts';

export type Links = Map<number, number | null>;

export interface LinkRequest {
  id: number;
  preceding: number | null;
  /** undefined: leave what follows the question as it is. */
  succeeding?: number | null;
}

/**
 * The preceding links to write (question id → question it will follow) so that the request
 * holds, given the topic's current `links`. Empty when nothing changes. Throws 422.
 */
export function plannedLinks(links: Links, request: LinkRequest): Links {
  const { id, preceding, succeeding } = request;
  const next: Links = new Map(links);
  if (!next.has(id)) next.set(id, null);
  if (preceding !== null) {
    if (!links.has(preceding)) throw errors.unprocessable({ preceding_question_id: msg('not_in_topic') });
    const error = precedingQuestionError(next, id, preceding);
    if (error) throw errors.unprocessable({ preceding_question_id: error });
    for (const [other, follows] of next) if (other !== id && follows === preceding) next.set(other, null);
  }
  next.set(id, preceding);
  if (succeeding !== undefined) {
    if (succeeding !== null) {
      if (succeeding === id) throw errors.unprocessable({ succeeding_question_id: msg('question_link_self') });
      if (!links.has(succeeding)) throw errors.unprocessable({ succeeding_question_id: msg('not_in_topic') });
      if (findCycle(next, succeeding, id)) throw errors.unprocessable({ succeeding_question_id: msg('question_link_circular') });
    }
    for (const [other, follows] of next) if (other !== succeeding && follows === id) next.set(other, null);
    if (succeeding !== null) next.set(succeeding, id);
  }
  const changes: Links = new Map();
  for (const [question, follows] of next) if ((links.get(question) ?? null) !== follows) changes.set(question, follows);
  return changes;
}

/** Each question of the topic → the question it follows. */
export async function topicLinks(db: Db | Tx, topicId: number): Promise<Links> {
  const rows = await db
    .select({ id: questions.id, preceding: questions.precedingQuestionId })
    .from(questions)
    .where(eq(questions.topicId, topicId));
  return new Map(rows.map((r) => [r.id, r.preceding]));
}

/**
 * Applies the request inside a transaction that holds the topic lock. The question's own
 * links are written as part of its save (its version is bumped by the save itself).
 */
export async function linkQuestion(tx: Tx, topicId: number, request: LinkRequest): Promise<void> {
  const links = await topicLinks(tx, topicId);
  const changes = plannedLinks(links, request);
  if (changes.size === 0) return;
  // Group by target so a save unlinking several questions costs one statement.
  const byTarget = new Map<number | null, number[]>();
  const touched = new Set<number>();
  for (const [question, follows] of changes) {
    byTarget.set(follows, [...(byTarget.get(follows) ?? []), question]);
    for (const id of [question, follows, links.get(question) ?? null]) if (id !== null && id !== request.id) touched.add(id);
  }
  for (const [follows, ids] of byTarget) {
    await tx
      .update(questions)
      .set({ precedingQuestionId: follows })
      .where(and(eq(questions.topicId, topicId), inArray(questions.id, ids)));
  }
  if (touched.size > 0) {
    await tx
      .update(questions)
      .set({ lockVersion: sql`${questions.lockVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(questions.topicId, topicId), inArray(questions.id, [...touched])));
  }
}
