// Route schemas of /map/questions and the topic's question reorder, beyond the wire shapes
// of domain/schemas/questions.ts.
import { z } from 'zod';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { RICH_TEXT_MAX } from '../../../domain/schemas/content.ts';
import { questionSchema } from '../../../domain/schemas/questions.ts';

export const questionParams = z.object({ id: idSchema });

/** 409: someone saved the question since the client loaded it; `current` is what is stored now. */
export const questionConflictReply = errorReply.extend({ current: questionSchema });

/** Replies every question route may give besides its success. */
export const questionErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

/**
 * Request bodies of the editors: a rich field may hold RICH_TEXT_MAX characters (checked by
 * zod), so the server's default 1 MiB limit is raised for these routes; beyond this, 413.
 */
export const EDITOR_BODY_LIMIT = 4 * RICH_TEXT_MAX;
