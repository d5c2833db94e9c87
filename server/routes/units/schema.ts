// Route schemas of /content/bundles beyond the shared wire shapes of domain/schemas/courses.ts.
import { z } from 'zod';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { unitSchema } from '../../../domain/schemas/courses.ts';

export const unitParams = z.object({ id: idSchema });

/** 409: someone saved the unit since the client loaded it; `current` is what is stored now. */
export const unitConflictReply = errorReply.extend({ current: unitSchema });

/** PUT /content/bundles/reorder.json replies with the course's unit ids in their new order. */
export const reorderUnitsReply = z.object({ course_id: z.number(), order: z.array(z.number()) });

/** Replies every unit route may give besides its success. */
export const unitErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
