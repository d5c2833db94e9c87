// Route schemas of a topic's study guides and uploads beyond the shared wire shapes of
// domain/schemas/content.ts.
import { errorReply } from '../../../domain/schemas/account.ts';

/** Replies every lesson route may give besides its success (413: a file over its cap). */
export const lessonErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 413: errorReply, 422: errorReply };

/** An upload form may also be refused with 429: too many uploads pending (storage/pending.ts). */
export const uploadFormErrorReplies = { ...lessonErrorReplies, 429: errorReply };
