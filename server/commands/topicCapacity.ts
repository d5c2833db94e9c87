// The one limit on a topic's questions (domain/constants.ts TOPIC_MAX_QUESTIONS), as every way
// of adding questions to a topic checks it: a route, before it starts anything, answers a 422
// naming its field (checkTopicRoom); a writer, under the topic's lock, refuses the job or the
// request with the same text (refuseOverfullTopic), so two imports racing cannot pass it together.
import { eq, sql } from 'drizzle-orm';
import { TOPIC_MAX_QUESTIONS } from '../../domain/constants.ts';
import { msg, translateValidation, type Bilingual } from '../../domain/messages/index.ts';
import type { Db, Tx } from '../db/client.ts';
import { questions } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { JobRefusal } from '../jobs/tracked.ts';

/** The refusal's code (a JobRefusal's), which the copy and move routes answer on `target_id`. */
export const TOPIC_FULL = 'topic_full';

export async function topicQuestionCount(db: Db | Tx, topicId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(questions)
    .where(eq(questions.topicId, topicId));
  return row?.n ?? 0;
}

/** What is said when `adding` questions would take a topic of `count` past the limit; null when they fit. */
export function topicFullMessage(count: number, adding: number): Bilingual | null {
  if (count + adding <= TOPIC_MAX_QUESTIONS) return null;
  const params = { max: TOPIC_MAX_QUESTIONS, count, adding, total: count + adding };
  return {
    en: translateValidation(msg('topic_questions_room'), 'en', params),
    id: translateValidation(msg('topic_questions_room'), 'id', params),
  };
}

/** A route's check: a 422 naming `field` when `adding` more questions do not fit in the topic. */
export async function checkTopicRoom(db: Db, topicId: number, adding: number, field: string): Promise<void> {
  const message = topicFullMessage(await topicQuestionCount(db, topicId), adding);
  if (message) throw errors.unprocessable({ [field]: message }, message);
}

/** A writer's check under the topic's lock: the refusal of the job (or the inline request). */
export async function refuseOverfullTopic(tx: Tx, topicId: number, adding: number): Promise<void> {
  const message = topicFullMessage(await topicQuestionCount(tx, topicId), adding);
  if (message) throw new JobRefusal(TOPIC_FULL, message);
}
