// Loading a question for the question routes, scoped to the actor's organization (another
// organization's question answers 404) with its course's share settings, and the reply. The
// document check every write runs is commands/checkQuestion.ts.
import type { Question } from '../../domain/schemas/questions.ts';
import { actorId, type ActorRef } from '../auth/actor.ts';
import { scoped } from '../auth/scope.ts';
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { presentQuestion } from '../presenters/question.ts';
import { courseShareFor } from '../queries/courseShare.ts';
import { findQuestion, questionDetail } from '../queries/questionDetail.ts';

async function scopedWithShare<T extends { organizationId: number; courseId: number }>(db: Db, actor: ActorRef, found: T | undefined) {
  const { record, ctx } = await scoped(db, actor, found);
  const share = await courseShareFor(db, record.courseId, actorId(actor));
  if (!share) throw errors.notFound();
  return { record, ctx, share };
}

export async function loadQuestion(db: Db, actor: ActorRef, id: number) {
  const { record: question, ctx, share } = await scopedWithShare(db, actor, await findQuestion(db, id));
  return { question, ctx, share };
}

/** The question with everything its reply shows, loaded once (GET). */
export async function loadQuestionDetail(db: Db, userId: number, id: number) {
  const { record: detail, ctx, share } = await scopedWithShare(db, userId, await questionDetail(db, id));
  return { detail, ctx, share };
}

export async function questionReply(db: Db, id: number): Promise<Question> {
  const detail = await questionDetail(db, id);
  if (!detail) throw errors.notFound();
  return presentQuestion(detail);
}
