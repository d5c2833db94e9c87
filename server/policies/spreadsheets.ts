// Who may import questions from a spreadsheet into a topic, and export a topic's questions
// (spec §6 route guards: "Excel import also needs upload_question_bulk"; §2 topics/{id}/import/excel).
// - Convert and import: the guard 'import_excel' in the topic's organization (the import
//   permission and the organization's upload_question_bulk feature), the content guard (not
//   restricted), and the right to create questions in the topic (policies/questions.ts: the
//   course's share settings, limited editors only in their own topics). A failing guard is the
//   permission error saying what is missing; the question policy speaks for itself
//   (policies/questionImports.ts, shared with the document import).
// - Export: whoever may view the topic (policies/topics.ts).
// - The blank template holds no organization's data: any signed-in user may download it.
import type { ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import type { CourseShare } from './content.ts';
import { authorizeQuestionImport, canImportQuestions } from './questionImports.ts';
import { authorizeTopic } from './topics.ts';

/** §6: why a member without the spreadsheet import guard is refused. */
export const spreadsheetImportForbiddenMessage = {
  en: 'You do not have permission to import questions from a spreadsheet in this organization.',
  id: 'Anda tidak memiliki izin untuk mengimpor soal dari spreadsheet di organisasi ini.',
};

export function canImportSpreadsheet(ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): boolean {
  return canImportQuestions('import_excel', ctx, userId, topic, share);
}

/** 403 unless the actor may convert and import a spreadsheet into the topic. */
export function authorizeSpreadsheetImport(ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): void {
  authorizeQuestionImport('import_excel', spreadsheetImportForbiddenMessage, ctx, userId, topic, share);
}

/** 403 unless the actor may view the topic whose questions are exported. */
export function authorizeSpreadsheetExport(ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): void {
  authorizeTopic(ctx, userId, 'view', topic, share);
}
