// GET /downloads/{token}: a course download's signed link (downloads/tokens.ts). No session:
// the token is the capability (the emailed link works on any device), for one file, until it
// expires. Not one of ours: plain 404; ours but expired: 404 with `expired: true`.
// The file goes out as an attachment, never cached or sent on as a Referer.
import { and, eq } from 'drizzle-orm';
import { downloadTokenParams } from '../../../domain/schemas/downloads.ts';
import type { AppContext, App } from '../../context.ts';
import { uploadedFiles } from '../../db/schema/index.ts';
import { checkDownloadToken } from '../../downloads/tokens.ts';
import { AppError, errors } from '../../errors.ts';
import { contentDisposition } from '../files/http.ts';

const expired = {
  en: 'This download link has expired. Download the courses again from the course list.',
  id: 'Tautan unduhan ini sudah kedaluwarsa. Unduh kursus lagi dari daftar kursus.',
};

export function downloadFileRoutes(app: App, ctx: AppContext) {
  const { db, storage } = ctx;

  app.get(
    '/downloads/:token',
    {
      // After the app's own onSend headers (route hooks run last), as the preview link does.
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('referrer-policy', 'no-referrer');
      },
      schema: {
        tags: ['courses'],
        summary: 'A course download by its signed link (no session needed; 404 with expired: true once expired)',
        // A malformed token is a 422 naming it (as the preview link's); a well-formed forged one is a plain 404.
        params: downloadTokenParams,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const check = await checkDownloadToken(db, token);
      if (!check.ok) throw check.reason === 'expired' ? new AppError('not_found', { message: expired, extra: { expired: true } }) : errors.notFound();
      const [file] = await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, check.claims.fileId), eq(uploadedFiles.organizationId, check.claims.organizationId), eq(uploadedFiles.purpose, 'course_download')))
        .limit(1);
      const object = file ? await storage.get(file.storageKey) : null;
      if (!file || !object) throw errors.notFound();
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(object.size))
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );
}
