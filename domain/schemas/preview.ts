// Wire shapes of the learner preview (spec §2 "Preview"): POST /content/topics/{id}/preview
// makes a short-lived link; GET /preview/{token}?version=draft|published answers the topic as a
// student gets it, from its drafts or from its published snapshot
// (docs/product/design.md#publishing-freezes-what-students-get). The spec leaves these calls
// out (§7 "Not shown"); they follow its style: snake_case fields, ids as numbers, instants as
// ISO text.
import { z } from 'zod';
import { msg } from '../messages/index.ts';
import { errorReply } from './account.ts';
import { pageSchema, passageSchema } from './content.ts';
import { questionSchema } from './questions.ts';

export const PREVIEW_VERSIONS = ['draft', 'published'] as const;
export type PreviewVersion = (typeof PREVIEW_VERSIONS)[number];

/** POST /content/topics/{id}/preview: `path` is the web address to open (`/{lang}/preview/{token}`). */
export const previewLinkSchema = z.object({
  token: z.string(),
  path: z.string(),
  expires_at: z.string(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/**
 * A token has the shape the server hands out (base64url "." base64url, bounded): anything else
 * is bad input (422); one of that shape that does not verify is a 404.
 */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,56}\.[A-Za-z0-9_-]{43}$/;
export const previewParams = z.object({ token: z.string().regex(PREVIEW_TOKEN_PATTERN, { error: msg('invalid') }) });
export const previewQuery = z.object({ version: z.enum(PREVIEW_VERSIONS).default('draft') });

export const previewTopicSchema = z.object({
  topic: z.object({
    id: z.number(),
    name: z.string(),
    shuffle_answers: z.boolean(),
    shuffle_questions: z.boolean(),
    questions_label: z.string().nullable(),
    course_name: z.string(),
    unit_name: z.string(),
  }),
  /** The organization uses points (§5): the player shows each question's points. */
  points_enabled: z.boolean(),
  version: z.enum(PREVIEW_VERSIONS),
  /** Something of the topic is published: the switch to the published version can be used. */
  published_available: z.boolean(),
  /** When the link stops working. */
  expires_at: z.string(),
  /** Pages by position. */
  chapters: z.array(pageSchema),
  /** Questions by position (the learner view applies shuffle_questions). */
  questions: z.array(questionSchema),
  /** Passages by position; a question names its own in passage_id. */
  passages: z.array(passageSchema),
});
export type PreviewTopic = z.infer<typeof previewTopicSchema>;

/** 404: no such link (not ours, tampered, or its topic is gone); `expired` when it was ours but ran out. */
export const previewNotFoundReply = errorReply.extend({ expired: z.boolean().optional() });
