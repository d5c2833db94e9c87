// A question's save, as the editor's PUT and a restore of a version make it: stale before
// invalid (the editor needs the stored version to resolve the conflict), then checked against
// every §5 rule with the organization's point setting (422 by field path) and written with its
// parts and its version; a stale save answers 409 with the question.
import type { Question, QuestionDocument } from '../../../domain/schemas/questions.ts';
import type { OrganizationContext } from '../../auth/actor.ts';
import { checkQuestion } from '../../commands/checkQuestion.ts';
import { updateQuestion, type StoredQuestion } from '../../commands/questionWriter.ts';
import { stale } from '../../commands/versionedSave.ts';
import type { VersionMark } from '../../commands/versionMark.ts';
import type { Db } from '../../db/client.ts';
import { questionReply } from '../../loaders/question.ts';
import { presentQuestion } from '../../presenters/question.ts';
import { questionDetail } from '../../queries/questionDetail.ts';
import { savedOrConflict } from '../staleSave.ts';

export async function saveQuestion(
  db: Db,
  org: OrganizationContext,
  question: StoredQuestion & { lockVersion: number },
  doc: QuestionDocument,
  lockVersion: number,
  authorId: number,
  mark?: VersionMark,
): Promise<Question> {
  const result = lockVersion === question.lockVersion ? await updateQuestion(db, question, await checkQuestion(db, org, doc), lockVersion, authorId, mark) : stale();
  await savedOrConflict(result, { find: () => questionDetail(db, question.id), reply: presentQuestion });
  return questionReply(db, question.id);
}
