// Route schemas of the course routes beyond the shared wire shapes of domain/schemas/courses.ts.
import { z } from 'zod';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { courseSchema, videoPresenterSchema } from '../../../domain/schemas/courses.ts';

export const idParams = z.object({ id: idSchema });
export const videoPresenterParams = z.object({ id: idSchema, presenterId: idSchema });

/** 409: someone saved the course since the client loaded it; `current` is what is stored now. */
export const courseConflictReply = errorReply.extend({ current: courseSchema });
export const videoPresenterConflictReply = errorReply.extend({ current: videoPresenterSchema });

/** Replies every course route may give besides its success. */
export const courseErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
/** Upload routes also answer 413 when the file passes its size cap. */
export const uploadErrorReplies = { ...courseErrorReplies, 413: errorReply };
