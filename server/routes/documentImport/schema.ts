// The document import routes' schemas beyond domain/schemas/documents.ts: the path parameters
// and the error replies, whose §8 refusals carry their code in `error` and when to come back.
import { z } from 'zod';
import { errorReply } from '../../../domain/schemas/account.ts';
import { jobUuidParams } from '../../../domain/schemas/publishing.ts';
import { idParams } from '../courses/schema.ts';

export { idParams as topicParams };

export const finishParams = idParams.extend(jobUuidParams.shape);

/**
 * A refusal: `error` is the ErrorCode, or a §8 code (DOCUMENT_IMPORT_FAILURES: 'unsupported_type',
 * 'file_too_large', 'quota_exhausted', 'upload_retry', 'heavy_load'), with what it needs.
 */
export const documentErrorReply = errorReply.extend({
  /** 429 upload_retry: minutes until this member may start another import. */
  retry_after_minutes: z.number().optional(),
  /** 503 heavy_load: when to try again, epoch ms. */
  retry_at: z.number().optional(),
  /** 422 quota_exhausted: when the quota is recharged, epoch ms; null: never. */
  recharges_at: z.number().nullable().optional(),
});

export const documentErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: documentErrorReply };
