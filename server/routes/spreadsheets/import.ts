// POST /content/topics/{id}/excel/import (spec §2 "Spreadsheet import: Convert, Import,
// Review"): the valid rows of a converted spreadsheet become questions at the end of the topic,
// in sheet and row order, all or nothing (commands/spreadsheetImporter*.ts). `file_key` (and
// `images_key`) must name the actor's own upload of the topic's organization with the purpose
// 'spreadsheet' ('image_archive'), as POST …/excel/convert answered them; any other key is
// a 404.
//
// The file is converted again (the stored bytes are the truth, not what a client says of
// them). Up to EXCEL_INLINE_LIMIT valid rows are imported inside the request and answered 200
// with the completed job, its job_statuses row (kind 'excel_import', uuid = request_id)
// written in the import's own transaction; a larger file runs as the 'excel_import' job
// (jobs/tasks/ExcelImportTask.ts), 202. A file larger than INLINE_CONVERT_MAX_BYTES goes
// to the job without being converted here: it most likely holds more rows than that (a
// template row takes some tens of bytes), and the job's outcome is the same either way.
// A repeated request_id answers the first outcome and never imports twice (routes/copying/load.ts).
import { EXCEL_INLINE_LIMIT, spreadsheetImportRequest, type SpreadsheetImportResult } from '../../../domain/schemas/importing.ts';
import { jobStatusSchema } from '../../../domain/schemas/publishing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { convertLocalFile, importConversion, withLocalFiles, type SpreadsheetFileInput } from '../../commands/spreadsheetImporterFile.ts';
import { checkTopicRoom } from '../../commands/topicCapacity.ts';
import type { RouteModule } from '../../context.ts';
import { requestLanguage } from '../../i18n.ts';
import { startJob } from '../../jobs/tracked.ts';
import { earlierOutcome, inlineJob } from '../copying/load.ts';
import { requestReplies } from '../copying/requestReplies.ts';
import { findOwnUpload, loadImportTopic } from '../../loaders/spreadsheetImport.ts';
import { spreadsheetErrorReplies, topicParams } from './schema.ts';

/** Files above this size go straight to the job rather than be converted twice (here, then in the job). */
export const INLINE_CONVERT_MAX_BYTES = 64 * 1024;

export const importRoutes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  app.post(
    '/content/topics/:id/excel/import',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['spreadsheets'],
        summary: 'Import the valid rows of a converted spreadsheet at the end of the topic: 200 with the completed job, or 202 while a large file is imported',
        params: topicParams,
        body: spreadsheetImportRequest,
        response: { 200: jobStatusSchema, 202: jobStatusSchema, ...spreadsheetErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const { file_key: fileKey, images_key: imagesKey, request_id: requestId } = request.body;
      const earlier = await earlierOutcome(db, user.id, 'excel_import', requestId, language);
      if (earlier) return reply.code(earlier.status).send(earlier.body);

      const { topic } = await loadImportTopic(db, user.id, request.params.id);
      const organizationId = topic.organizationId;
      const file = await findOwnUpload(db, fileKey, organizationId, user.id, 'spreadsheet');
      if (imagesKey !== null) await findOwnUpload(db, imagesKey, organizationId, user.id, 'image_archive');
      const input: SpreadsheetFileInput = { topicId: topic.id, organizationId, actorId: user.id, language, fileKey, imagesKey };
      const replies = requestReplies(db, reply, { userId: user.id, kind: 'excel_import', requestId, language });

      const job = inlineJob({ uuid: requestId, kind: 'excel_import', organizationId, userId: user.id });
      let result: SpreadsheetImportResult | 'job' = 'job';
      if (file.size <= INLINE_CONVERT_MAX_BYTES) {
        try {
          result = await withLocalFiles(storage, { file: fileKey, images: imagesKey }, async (files) => {
            const conversion = await convertLocalFile(db, organizationId, language, files);
            if (conversion.questions.length > EXCEL_INLINE_LIMIT) return 'job' as const;
            await checkTopicRoom(db, topic.id, conversion.questions.length, 'file_key');
            return importConversion({ db, storage, allowPrivateImages: ctx.config.importAllowPrivateImageUrls, publicUrl: ctx.config.publicUrl }, input, files, conversion, job);
          });
        } catch (error) {
          return replies.failure(error);
        }
      }
      if (result !== 'job') return replies.completed(job, result);

      return replies.started(() =>
        startJob(ctx, {
          task: 'excel_import',
          kind: 'excel_import',
          uuid: requestId,
          organizationId,
          userId: user.id,
          data: { topic_id: topic.id, organization_id: organizationId, actor_id: user.id, language, file_key: fileKey, images_key: imagesKey },
        }),
      );
    },
  );
};
