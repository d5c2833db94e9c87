// What importing questions into a topic from a file needs, whatever the file (policies/
// spreadsheets.ts 'import_excel', policies/documents.ts 'import_document'): the import guard in
// the topic's organization (the import permission and the organization's features for it), the
// content guard (not restricted), and the right to create questions in the topic
// (policies/questions.ts: the course's share settings, limited editors only in their own
// topics). A failing guard is the permission error saying what is missing; the question policy
// speaks for itself.
import type { Bilingual } from '../../domain/messages/index.ts';
import { guardRoute, type ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import type { CourseShare } from './content.ts';
import { authorizeQuestion, canOnQuestion } from './questions.ts';
import { forbidden } from './verification.ts';

export type QuestionImportGuard = 'import_excel' | 'import_document';

const guards = (ctx: OrganizationContext, guard: QuestionImportGuard) => {
  const org = { canImportLicenseQuestions: ctx.organization.canImportLicenseQuestions };
  return guardRoute(ctx.access, org, guard) && guardRoute(ctx.access, org, 'content');
};

export function canImportQuestions(guard: QuestionImportGuard, ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): boolean {
  return guards(ctx, guard) && canOnQuestion(ctx, userId, 'create', topic, share);
}

/** 403 (with `refusal` when the guard fails) unless the actor may import questions into the topic this way. */
export function authorizeQuestionImport(
  guard: QuestionImportGuard,
  refusal: Bilingual,
  ctx: OrganizationContext,
  userId: number,
  topic: ContentRecord,
  share: CourseShare,
): void {
  if (!guards(ctx, guard)) throw forbidden(ctx, refusal);
  authorizeQuestion(ctx, userId, 'create', topic, share);
}
