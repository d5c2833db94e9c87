// Who may import questions from a document with AI into a topic (spec §6 route guards: "Document
// import also needs upload_question_bulk and upload_question_llm"; §2 topics/{id}/import/document):
// the guard 'import_document' in the topic's organization (the import permission and the
// organization's upload_question_bulk and upload_question_llm features), the content guard (not
// restricted), and the right to create questions in the topic (policies/questions.ts: the
// course's share settings, limited editors only in their own topics). A failing guard is the
// permission error saying what is missing; the question policy speaks for itself
// (policies/questionImports.ts, shared with the spreadsheet import). The same check covers the
// quota and extractor info, starting an import and finishing it, and the job runs it again
// before it works (jobs/tasks/DocumentImportTask.ts).
import type { ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import type { CourseShare } from './content.ts';
import { authorizeQuestionImport, canImportQuestions } from './questionImports.ts';

/** §6: why a member without the document import guard is refused. */
export const documentImportForbiddenMessage = {
  en: 'You do not have permission to import questions from a document in this organization.',
  id: 'Anda tidak memiliki izin untuk mengimpor soal dari dokumen di organisasi ini.',
};

export function canImportDocument(ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): boolean {
  return canImportQuestions('import_document', ctx, userId, topic, share);
}

/** 403 unless the actor may import questions from a document into the topic. */
export function authorizeDocumentImport(ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): void {
  authorizeQuestionImport('import_document', documentImportForbiddenMessage, ctx, userId, topic, share);
}
