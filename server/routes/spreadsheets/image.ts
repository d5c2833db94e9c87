// GET /content/topics/{id}/excel/image?images_key&name (spec §2 "Spreadsheet import: Convert,
// Import, Review": Import shows the rows as they will be imported, pictures included): one
// picture of the .zip uploaded beside a spreadsheet, read from storage without copying the .zip
// (its directory, then that one entry, at most the image upload cap), for the Import step to
// show before anything is stored. Only the actor's own upload of the topic's organization, for
// whoever may import into the topic (else 404, as a record elsewhere); only a PNG, JPEG, GIF or
// WebP by its bytes, sent as that type with nosniff.
import type { FastifyReply } from 'fastify';
import { spreadsheetImageQuery } from '../../../domain/schemas/importing.ts';
import { fileKinds, uploadRule } from '../../../domain/uploads.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { openStoredImageArchive } from '../../readers/spreadsheet/archive.ts';
import { detectBytesKind } from '../../storage/detect.ts';
import { findOwnUpload, loadImportTopic } from '../../loaders/spreadsheetImport.ts';
import { imageReply, spreadsheetErrorReplies, topicParams } from './schema.ts';

/** The picture as its own type, never sniffed as anything else, for this user's browser only. */
function sendPicture(reply: FastifyReply, mime: string, bytes: Buffer) {
  return reply
    .header('content-type', mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'private, max-age=600')
    .send(bytes);
}

export const imageRoutes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  app.get(
    '/content/topics/:id/excel/image',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['spreadsheets'],
        summary: 'A picture of the .zip uploaded beside a spreadsheet, for the Import step’s previews',
        params: topicParams,
        querystring: spreadsheetImageQuery,
        response: { 200: imageReply('The picture'), ...spreadsheetErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic } = await loadImportTopic(db, user, request.params.id);
      const upload = await findOwnUpload(db, request.query.images_key, topic.organizationId, user.id, 'image_archive');
      const rule = uploadRule('image');
      const archive = await openStoredImageArchive(storage, upload.storageKey);
      let bytes: Buffer | 'missing' | 'too_large';
      try {
        bytes = await archive.read(request.query.name, rule.maxBytes);
      } finally {
        archive.close();
      }
      if (typeof bytes === 'string') throw errors.notFound();
      const kind = await detectBytesKind(bytes);
      if (!kind || !rule.kinds.includes(kind)) throw errors.notFound();
      return sendPicture(reply, fileKinds[kind].mime, bytes);
    },
  );
};
