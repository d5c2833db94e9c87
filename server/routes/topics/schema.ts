// Route schemas of /content/topics and /map/topics beyond the shared wire shapes of
// domain/schemas/courses.ts.
import { z } from 'zod';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { topicSchema } from '../../../domain/schemas/courses.ts';

export const topicParams = z.object({ id: idSchema });

/** 409: someone saved the topic since the client loaded it; `current` is what is stored now. */
export const topicConflictReply = errorReply.extend({ current: topicSchema });

/** PUT /content/topics/reorder.json replies with the unit's topic ids in their new order. */
export const reorderTopicsReply = z.object({ bundle_id: z.number(), order: z.array(z.number()) });

/** Replies every topic route may give besides its success. */
export const topicErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
