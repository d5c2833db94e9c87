// Wire shapes of copy and move (spec §2 "Copy/Move modal", §4 "Object kinds for copy or
// move", §6, §8). The spec leaves the calls out (§7 "Not shown"); they follow its style.
//
//   POST /content/copy  { kind, id, target_id, include_linked_questions, request_id }
//   POST /content/move  { kind, id, target_id, include_linked_questions, request_id }
//
// target_id names, by kind: an organization (course), a course (bundle = unit), a unit
// (topic), a topic (chapter = page, question, passage). request_id is made by the client
// once per confirmed action and becomes the job's uuid, so sending it again (a retry after
// a lost reply, a double click) answers the first outcome and never makes a second copy.
// The reply is the job as GET /jobs/{uuid} answers it: 200 when it is already done (small
// copies and every move), 202 while it runs in the background (a course, a unit, or more
// than COPY_INLINE_LIMIT items), polled every 3 s until completed (§4).
import { z } from 'zod';
import { msg } from '../messages/index.ts';
import { idField } from './primitives.ts';

export const COPY_KINDS = ['course', 'bundle', 'topic', 'chapter', 'question', 'passage'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

export const COPY_ACTIONS = ['copy', 'move'] as const;
export type CopyAction = (typeof COPY_ACTIONS)[number];

/** What each kind is copied or moved into (target_id names one of these). */
export const COPY_TARGET_KIND = {
  course: 'organization',
  bundle: 'course',
  topic: 'bundle',
  chapter: 'topic',
  question: 'topic',
  passage: 'topic',
} as const satisfies Record<CopyKind, string>;
export type CopyTargetKind = (typeof COPY_TARGET_KIND)[CopyKind];

/** Kinds that can be moved; a course is only copied (into an organization). */
export const MOVABLE_KINDS = ['bundle', 'topic', 'chapter', 'question', 'passage'] as const satisfies readonly CopyKind[];

/** A copy with more items than this (pages, questions, passages, study guides) runs as a background job. */
export const COPY_INLINE_LIMIT = 300;

export const copyMoveRequest = z.object({
  kind: z.enum(COPY_KINDS, { error: msg('invalid') }),
  id: idField,
  target_id: idField,
  /**
   * Questions linked to the copied ones (what they follow or what follows them, a passage's
   * questions, a question's passage) come along and stay linked; otherwise links that point
   * outside what is copied or moved are removed (§4).
   */
  include_linked_questions: z.boolean().default(false),
  request_id: z.uuid({ error: msg('invalid') }),
});
export type CopyMoveRequest = z.infer<typeof copyMoveRequest>;
export type CopyMoveInput = z.input<typeof copyMoveRequest>;

/** What a copy wrote or a move carried, by kind: the result says "1 page, 7 questions, and 1 passage". */
export const copyItemCountsSchema = z.object({
  chapters: z.number(),
  questions: z.number(),
  passages: z.number(),
  /** Files and links. */
  study_guides: z.number(),
});
export type CopyItemCounts = z.infer<typeof copyItemCountsSchema>;

export const itemTotal = (counts: CopyItemCounts): number => counts.chapters + counts.questions + counts.passages + counts.study_guides;

/**
 * The job's `result` once completed: where the copy (or the moved record) now is, for the
 * modal's "Open" link. bundle_id and topic_id are null where the kind has none above it.
 */
export const copyMoveResultSchema = z.object({
  action: z.enum(COPY_ACTIONS),
  kind: z.enum(COPY_KINDS),
  /** The copy's id (a move keeps the id). */
  id: z.number(),
  /** Name or title; a question's plain-text stem. */
  name: z.string(),
  organization_id: z.number(),
  course_id: z.number(),
  bundle_id: z.number().nullable(),
  topic_id: z.number().nullable(),
  /** Pages, questions, passages and study guides written (copy) or carried (move): itemTotal(item_counts). */
  item_count: z.number(),
  item_counts: copyItemCountsSchema,
  /** Linked questions that came along because include_linked_questions was on. */
  linked_question_count: z.number(),
  /** Links to questions outside what was copied or moved that were removed. */
  removed_link_count: z.number(),
});
export type CopyMoveResult = z.infer<typeof copyMoveResultSchema>;
