// Who may move questions in and out as other tools' files (QTI, Common Cartridge, Moodle XML,
// GIFT, Aiken):
// - import into a topic: what the spreadsheet import needs (the guard 'import_excel': the import
//   permission and the organization's upload_question_bulk feature; the content guard; the right
//   to create questions in the topic), since both bring many questions at once from a file
//   (policies/questionImports.ts). Checked when the file is named, when the Review is finished,
//   and again by the job before it reads.
// - export a topic's or a course's questions, or the course as a cartridge: whoever may view it.
import type { ContentRecord } from '../../domain/access/index.ts';
import type { OrganizationContext } from '../auth/actor.ts';
import type { CourseShare } from './content.ts';
import { authorizeCourse } from './courses.ts';
import { authorizeQuestionImport } from './questionImports.ts';
import { authorizeTopic } from './topics.ts';

/** Why a member without the import guard is refused. */
export const interchangeImportForbiddenMessage = {
  en: 'You do not have permission to import questions from files in this organization.',
  id: 'Anda tidak memiliki izin untuk mengimpor soal dari berkas di organisasi ini.',
};

/** 403 unless the actor may import another tool's file into the topic. */
export function authorizeInterchangeImport(ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): void {
  authorizeQuestionImport('import_excel', interchangeImportForbiddenMessage, ctx, userId, topic, share);
}

/** 403 unless the actor may view the topic whose questions are exported. */
export function authorizeTopicExport(ctx: OrganizationContext, userId: number, topic: ContentRecord, share: CourseShare): void {
  authorizeTopic(ctx, userId, 'view', topic, share);
}

/** 403 unless the actor may view the course exported. */
export function authorizeCourseExport(ctx: OrganizationContext, userId: number, course: ContentRecord, share: CourseShare): void {
  authorizeCourse(ctx, userId, 'view', course, share);
}
