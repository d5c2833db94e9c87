// Loading a question for the question routes, scoped to the actor's organization (another
// organization's question answers 404) with its course's share settings; the reply; and
// the document check every write runs: prepared (stripped, sanitized), the §5 rules with the
// organization's point setting, and the media it references (422 by field path).
import { fieldErrors } from '../../../domain/rules/issues.ts';
import { questionIssues } from '../../../domain/rules/questionRules.ts';
import type { Question, QuestionDocument } from '../../../domain/schemas/questions.ts';
import { actorId, type ActorRef, type OrganizationContext } from '../../auth/actor.ts';
import { scoped } from '../../auth/scope.ts';
import { prepareQuestion, questionMedia, questionText } from '../../commands/questionContent.ts';
import type { QuestionSave } from '../../commands/questionWriter.ts';
import type { Db } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import { presentQuestion } from '../../presenters/question.ts';
import { courseShareFor } from '../../queries/courseShare.ts';
import { findQuestion, questionDetail } from '../../queries/questionDetail.ts';
import { checkMediaReferences } from '../../queries/mediaReferences.ts';

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

/** The document as it will be stored, or 422 with every broken rule by field path. */
export async function checkedQuestion(db: Db, org: OrganizationContext, input: QuestionDocument): Promise<QuestionSave> {
  const doc = prepareQuestion(input);
  const issues = questionIssues(doc, { pointsEnabled: org.organization.enablePointSystem });
  if (issues.length > 0) throw errors.unprocessable(fieldErrors(issues));
  await checkMediaReferences(db, org.organization.id, questionMedia(doc));
  return { doc, content: questionText(doc) };
}
