// The interchange routes' schemas beyond domain/schemas/interchange.ts: path parameters and
// error replies (a refusal's code in `error`, its text in `message`, the field in `fields`).
import { z } from 'zod';
import { errorReply } from '../../../domain/schemas/account.ts';
import { jobUuidParams } from '../../../domain/schemas/publishing.ts';
import { idParams } from '../courses/schema.ts';

export { idParams as topicParams, idParams as courseParams };

export const finishParams = idParams.extend(jobUuidParams.shape);

export const interchangeErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

/** A file in the reply, of one of these types: its bytes, named by Content-Disposition. */
export const fileReply = (description: string, mimes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mimes.map((mime) => [mime, { schema: z.string().meta({ format: 'binary' }) }])),
});
