// Route schemas of /content/chapters beyond the shared wire shapes of domain/schemas/content.ts.
import { z } from 'zod';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { RICH_TEXT_MAX, pageSchema } from '../../../domain/schemas/content.ts';

export const pageParams = z.object({ id: idSchema });

/** 409: someone saved the page since the editor loaded it; `current` is what is stored now. */
export const pageConflictReply = errorReply.extend({ current: pageSchema });

/**
 * A page's HTML may be RICH_TEXT_MAX characters (UTF-16 units), up to 3 bytes each in UTF-8,
 * plus its sections: the app's 1 MiB default would cut long pages off before the schema speaks.
 */
export const PAGE_BODY_LIMIT = 4 * RICH_TEXT_MAX + 4 * 1024 * 1024;

/** Replies every page route may give besides its success. */
export const pageErrorReplies = { 401: errorReply, 403: errorReply, 404: errorReply, 413: errorReply, 422: errorReply };
