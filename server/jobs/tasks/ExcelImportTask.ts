// The spreadsheet import job (spec §2 "Spreadsheet import: Convert, Import, Review"): started by
// POST /content/topics/{id}/excel/import when the file holds more than EXCEL_INLINE_LIMIT valid
// rows, with the client's request_id as its uuid; converts the stored file again (progress),
// stores the rows' images, and writes every valid row in one transaction with the job's
// completion (commands/spreadsheetImporter*.ts): all or nothing, and a retry after the commit
// writes nothing. A whole-file refusal, or a topic gone, fails the job without retry. The
// actor's rights are checked again as the route checks them (actorRecheck.ts, policies/
// spreadsheets.ts): lost since (left the organization, another role, the organization's
// upload_question_bulk gone), the job fails with the permission text and writes nothing.
import type { Language } from '../../i18n.ts';
import { importSpreadsheetFile } from '../../commands/spreadsheetImporterFile.ts';
import { SpreadsheetRefusal } from '../../readers/spreadsheet/index.ts';
import { authorizeSpreadsheetImport, spreadsheetImportForbiddenMessage } from '../../policies/spreadsheets.ts';
import { JobRefusal, defineTrackedTask } from '../tracked.ts';
import { recheckTopicActor } from './actorRecheck.ts';

export interface ExcelImportJobData {
  topic_id: number;
  organization_id: number;
  actor_id: number;
  language: Language;
  file_key: string;
  images_key: string | null;
}

/** §8: what an import that failed on a server error says. */
export const excelImportFailed = {
  en: 'The spreadsheet could not be imported. Nothing was imported. Please try again.',
  id: 'Spreadsheet tidak dapat diimpor. Tidak ada yang diimpor. Silakan coba lagi.',
};

export const ExcelImportTask = defineTrackedTask<ExcelImportJobData>({
  name: 'excel_import',
  // Converting and writing 20,000 rows takes well under a minute; a refusal is final.
  queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 },
  failureMessage: () => excelImportFailed,
  handler: async (ctx, job, data) => {
    if (!ctx.storage) throw new Error('the excel_import job needs the files storage: start the queue with it');
    const db = ctx.database.db;
    await recheckTopicActor(
      db,
      data.actor_id,
      data.topic_id,
      ({ topic, ctx: org, share }) => authorizeSpreadsheetImport(org, data.actor_id, topic, share),
      spreadsheetImportForbiddenMessage,
    );
    try {
      await importSpreadsheetFile(
        { db, storage: ctx.storage, allowPrivateImages: ctx.config?.importAllowPrivateImageUrls, publicUrl: ctx.config?.publicUrl },
        {
          topicId: data.topic_id,
          organizationId: data.organization_id,
          actorId: data.actor_id,
          language: data.language,
          fileKey: data.file_key,
          imagesKey: data.images_key,
        },
        job,
      );
    } catch (error) {
      if (error instanceof SpreadsheetRefusal) throw new JobRefusal(`spreadsheet_${error.reason}`, error.localized ?? excelImportFailed);
      throw error;
    }
  },
});
