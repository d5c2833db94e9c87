// Route schemas of /map/passages beyond the shared wire shapes of domain/schemas/content.ts.
import { z } from 'zod';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { passageSchema } from '../../../domain/schemas/content.ts';

export const passageParams = z.object({ id: idSchema });

/** 409: someone saved the passage since the editor loaded it; `current` is what is stored now. */
export const passageConflictReply = errorReply.extend({ current: passageSchema });

/** Replies every passage route may give besides its success. */
export const passageErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
