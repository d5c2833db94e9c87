// POST /content/topics/{id}/document_import (spec §2 "Import from document, AI flow: Upload,
// Processing, Review" (Upload), §3, §5 "Upload types and sizes": PDF, DOC or DOCX up to 2 MB;
// the user confirms the file holds no personal information and agrees to the terms, §8): the
// browser has POSTed the file straight to storage with the form of
// GET /map/topics/{id}/upload_form_values.json?purpose=document_import; this names its key
// (with both confirmations, which the body schema requires to be true) and starts the
// 'document_import' job (jobs/tasks/DocumentImportTask.ts) with the client's request_id as its
// uuid: 202 with the pending job. A repeated request_id answers the first outcome and never
// starts a second job (routes/copying earlierOutcome, requestReplies).
//
// Refusals, in this order, each with its §8 code in `error` and text in `message`:
// - 422 'quota_exhausted' when the school's balance is 0 (with recharges_at), then
//   'member_quota_exhausted' when this member's share of it is used up this semester (with
//   recharges_at). The quota is charged only when the Review is finished (an abandoned Review
//   or a failed extraction costs nothing), so both are checked again there;
// - 429 'upload_retry' when this member started DOCUMENT_IMPORT_USER_LIMIT imports in the last
//   hour (with retry_after_minutes, and Retry-After);
// - 503 'heavy_load' when DOCUMENT_IMPORT_MAX_ACTIVE document_import jobs are pending or
//   processing across the server (with retry_at, and Retry-After). Both counts are read, not
//   reserved: two requests at the very same moment may both pass; these limits smooth the
//   load, the quota is the one that holds exactly;
// - 422 'empty_file' naming `file` for an empty object (0 bytes) at the organization's key;
// - 422 'unsupported_type' / 'file_too_large' naming `file` when the stored object is not a
//   PDF, DOC or DOCX by its content or passes 2 MB (storage/uploads.ts registerUpload; the
//   object is removed). A key outside the organization's document_import prefix, never
//   uploaded, or already used is a 422 naming `file_key`.
// These checks come before the key is recorded, so a refused request leaves the uploaded
// object unrecorded (storage/pending.ts removes it in time) and a retry may name it again.
import type { FastifyReply } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { startDocumentImportRequest, type DocumentImportFailure } from '../../../domain/schemas/documents.ts';
import { jobStatusSchema } from '../../../domain/schemas/publishing.ts';
import type { Bilingual } from '../../../domain/messages/index.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobStatuses } from '../../db/schema/index.ts';
import { documentFailureMessage, heavyLoadMessage, memberQuotaExhaustedMessage, quotaExhaustedMessage, uploadRetryMessage } from '../../documentImport/messages.ts';
import { currentQuota, memberQuota } from '../../documentImport/quota.ts';
import { AppError } from '../../errors.ts';
import { requestLanguage, type Language } from '../../i18n.ts';
import { startJob } from '../../jobs/tracked.ts';
import { minutesUntilFree, recentJobStarts } from '../../queries/recentJobStarts.ts';
import { registerUpload, uploadKeyPrefix } from '../../storage/uploads.ts';
import { earlierOutcome } from '../copying/load.ts';
import { requestReplies } from '../copying/requestReplies.ts';
import { loadDocumentTopic } from '../../loaders/documentImport.ts';
import { documentErrorReplies, documentErrorReply, topicParams } from './schema.ts';

/** How long a heavy-load refusal asks the teacher to wait. */
export const HEAVY_LOAD_RETRY_MS = 5 * 60 * 1000;

function refuse(reply: FastifyReply, status: 422 | 429 | 503, code: DocumentImportFailure, message: Bilingual, language: Language, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({ error: code, message: message[language], ...extra });
}

async function activeImports(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobStatuses)
    .where(and(eq(jobStatuses.kind, 'document_import'), inArray(jobStatuses.status, ['pending', 'processing'])));
  return Number(row?.n ?? 0);
}

/** registerUpload's refusals of the file itself as the §8 codes (the key's own problems stay as they are). */
function fileRefusal(error: unknown): { code: DocumentImportFailure; message: Bilingual } | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'too_large') return { code: 'file_too_large', message: documentFailureMessage('file_too_large') };
  if (error.code === 'unprocessable_entity' && error.fields?.file) return { code: 'unsupported_type', message: documentFailureMessage('unsupported_type') };
  return null;
}

export const startRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.post(
    '/content/topics/:id/document_import',
    {
      onRequest: authenticateHook(db),
      schema: {
        tags: ['documents'],
        summary: 'Start importing questions from an uploaded PDF, DOC or DOCX (the document_import job, 202); §8 refusals carry their code in `error`',
        params: topicParams,
        body: startDocumentImportRequest,
        response: { 202: jobStatusSchema, 200: jobStatusSchema, ...documentErrorReplies, 429: documentErrorReply, 503: documentErrorReply },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const language = requestLanguage(request);
      const { file_key: fileKey, file_name: fileName, request_id: requestId } = request.body;
      const earlier = await earlierOutcome(db, user.id, 'document_import', requestId, language);
      if (earlier) return reply.code(earlier.status).send(earlier.body);

      const { topic } = await loadDocumentTopic(db, user, request.params.id);
      const organizationId = topic.organizationId;
      const limits = ctx.config.documentImport;
      const now = new Date();

      const quota = await currentQuota(db, organizationId, limits.quotaLimit, now);
      if (quota.balance <= 0) {
        return refuse(reply, 422, 'quota_exhausted', quotaExhaustedMessage(quota.expiresAt), language, { recharges_at: quota.expiresAt?.getTime() ?? null });
      }
      const share = await memberQuota(db, quota, user.id, limits.memberShare, now);
      if (share.balance <= 0) {
        return refuse(reply, 422, 'member_quota_exhausted', memberQuotaExhaustedMessage(share.limit, new Date(share.expires_at)), language, { recharges_at: share.expires_at });
      }
      const starts = await recentJobStarts(db, user.id, 'document_import', now);
      if (starts.count >= limits.userLimitPerHour) {
        const minutes = minutesUntilFree(starts.oldest, now);
        reply.header('retry-after', String(minutes * 60));
        return refuse(reply, 429, 'upload_retry', uploadRetryMessage(minutes), language, { retry_after_minutes: minutes });
      }
      if ((await activeImports(db)) >= limits.maxActive) {
        const retryAt = new Date(now.getTime() + HEAVY_LOAD_RETRY_MS);
        reply.header('retry-after', String(HEAVY_LOAD_RETRY_MS / 1000));
        return refuse(reply, 503, 'heavy_load', heavyLoadMessage(retryAt), language, { retry_at: retryAt.getTime() });
      }

      // An empty file (Windows' "New > Word document" is one) is no document of any kind: said so, not "unsupported".
      if (fileKey.startsWith(uploadKeyPrefix(organizationId, 'document_import')) && (await ctx.storage.size(fileKey)) === 0) {
        const message = documentFailureMessage('empty_file');
        return reply.code(422).send({ error: 'empty_file', message: message[language], fields: { file: message[language] } });
      }
      const replies = requestReplies(db, reply, { userId: user.id, kind: 'document_import', requestId, language });
      let file;
      try {
        ({ file } = await registerUpload(ctx, { organizationId, uploaderId: user.id, purpose: 'document_import', key: fileKey, filename: fileName }));
      } catch (error) {
        const refused = fileRefusal(error);
        if (refused) {
          return reply.code(422).send({ error: refused.code, message: refused.message[language], fields: { file: refused.message[language] } });
        }
        // "Already used": the same request_id may have got there first (a double click).
        return replies.failure(error);
      }
      return replies.started(() =>
        startJob(ctx, {
          task: 'document_import',
          kind: 'document_import',
          uuid: requestId,
          organizationId,
          userId: user.id,
          data: { topic_id: topic.id, organization_id: organizationId, actor_id: user.id, language, file_key: fileKey, file_name: file.filename },
        }),
      );
    },
  );
};
