// POST /content/topics/{id}/excel/convert (spec §2 "Spreadsheet import: Convert, Import,
// Review", §5 "Upload types and sizes", §8): multipart `file` (.xlsx) and an optional `images`
// (.zip of the images the rows name). Each is stored as the actor's upload as it streams in
// (storage/uploads.ts: refused over its purpose's cap while streaming, 413, or when its bytes
// are not of the purpose's kind, 422), then the spreadsheet is converted from a temporary local
// copy: every row converted, or its problems per cell in the caller's language (200
// spreadsheetConversionSchema); a whole file refused (not a workbook, not the template, a
// header wrong, a zip bomb) is a 422 naming `file`, and its uploads are removed. The reply's
// keys are what POST …/excel/import names.
import type { FastifyRequest } from 'fastify';
import { spreadsheetConversionSchema } from '../../../domain/schemas/importing.ts';
import { errorReply } from '../../../domain/schemas/account.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { convertLocalFile, withLocalFiles } from '../../commands/spreadsheetImporterFile.ts';
import { checkTopicRoom } from '../../commands/topicCapacity.ts';
import type { AppContext, RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { MULTIPART_LIMITS, removeUpload, storeUpload, type StoredUpload } from '../../storage/uploads.ts';
import { loadImportTopic, presentConversion } from '../../loaders/spreadsheetImport.ts';
import { spreadsheetErrorReplies, topicParams } from './schema.ts';

/** The form's two files, stored as they come; anything else in the form is read and dropped. */
async function storeForm(ctx: AppContext, request: FastifyRequest, owner: { organizationId: number; uploaderId: number }) {
  const stored: { file?: StoredUpload; images?: StoredUpload } = {};
  try {
    if (!request.isMultipart()) throw errors.unprocessable({ file: 'validation.required' });
    for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, files: 2 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file' && !stored.file) {
        stored.file = await storeUpload(ctx, { ...owner, purpose: 'spreadsheet', filename: part.filename, body: part.file });
      } else if (part.fieldname === 'images' && !stored.images && part.filename) {
        stored.images = await storeUpload(ctx, { ...owner, purpose: 'image_archive', filename: part.filename, body: part.file });
      } else {
        part.file.resume();
      }
    }
    if (!stored.file) throw errors.unprocessable({ file: 'validation.required' });
    return { file: stored.file, images: stored.images ?? null };
  } catch (error) {
    await discard(ctx, [stored.file, stored.images]);
    throw error;
  }
}

async function discard(ctx: AppContext, uploads: (StoredUpload | null | undefined)[]) {
  for (const upload of uploads) if (upload) await removeUpload(ctx, upload.file).catch(() => undefined);
}

export const convertRoutes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  app.post(
    '/content/topics/:id/excel/convert',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['spreadsheets'],
        summary: 'Upload a filled-in template (multipart: file, optional images .zip) and convert it: every row, or its problems per cell',
        params: topicParams,
        consumes: ['multipart/form-data'],
        response: { 200: spreadsheetConversionSchema, ...spreadsheetErrorReplies, 413: errorReply },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const { topic } = await loadImportTopic(db, user, request.params.id);
      const uploads = await storeForm(ctx, request, { organizationId: topic.organizationId, uploaderId: user.id });
      const keys = { file: uploads.file.file.storageKey, images: uploads.images?.file.storageKey ?? null };
      try {
        const conversion = await withLocalFiles(storage, keys, (files) => convertLocalFile(db, topic.organizationId, language, files));
        // A file whose rows would take the topic past its limit is of no use to it.
        await checkTopicRoom(db, topic.id, conversion.questions.length, 'file');
        return presentConversion(conversion, topic.id, keys.file, keys.images);
      } catch (error) {
        // A refused file (or a failed conversion) is of no further use.
        await discard(ctx, [uploads.file, uploads.images]);
        throw error;
      }
    },
  );
};
