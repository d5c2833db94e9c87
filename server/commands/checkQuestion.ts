// A question document as it will be stored: prepared (the parts its type uses, sanitized rich
// text), judged by the §5 rules, its media checked to be the organization's. The one check of a
// question save, before any write (routes/questions, documentImport/finish.ts).
import { fieldErrors } from '../../domain/rules/issues.ts';
import { questionIssues } from '../../domain/rules/questionRules.ts';
import type { QuestionDocument } from '../../domain/schemas/questions.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { checkMediaReferences } from '../queries/mediaReferences.ts';
import { prepareQuestion, questionMedia, questionText } from '../sanitize/questionContent.ts';
import type { QuestionSave } from './questionWriterRows.ts';

/** The document as it will be stored, or 422 with every broken rule by field path. */
export async function checkQuestion(db: Db, org: OrganizationContext, input: QuestionDocument): Promise<QuestionSave> {
  const doc = prepareQuestion(input);
  const issues = questionIssues(doc, { pointsEnabled: org.organization.enablePointSystem });
  if (issues.length > 0) throw errors.unprocessable(fieldErrors(issues));
  await checkMediaReferences(db, org.organization.id, questionMedia(doc));
  return { doc, content: questionText(doc) };
}
