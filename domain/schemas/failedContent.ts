// Wire shapes of the failed-content lists (spec §2 "Failed-content lists"): the organization's
// pages, questions and passages that break a §5 rule or failed in a background job (publish
// now, imports later), where each sits and why.
// GET /content/organizations/{id}/failed_chapters | failed_questions | failed_passages,
// paged per §9 (15 a page; totals in X-Pena-Count / X-Pena-Pages).
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants.ts';
import { PAGE_TYPES } from './content.ts';
import { idParam } from './primitives.ts';
import { QUESTION_TYPES } from './questions.ts';

export const FAILED_KINDS = ['chapters', 'questions', 'passages'] as const;
export type FailedKind = (typeof FAILED_KINDS)[number];

/** Where a failure was found: the §5 rules, or the kind of the job it failed in ('publish', later 'import' …). */
export const VALIDATION_SOURCE = 'validation';

export const failedContentQuery = z.object({
  /** Only this course of the organization. */
  course_id: idParam.optional(),
  page: z.coerce.number().int().min(FIRST_PAGE).max(2147483647).default(FIRST_PAGE),
  per: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type FailedContentQuery = z.infer<typeof failedContentQuery>;

const place = z.object({ id: z.number(), name: z.string() });

export const failedItemSchema = z.object({
  id: z.number(),
  /** Plain text (math kept as [% %] text): the page title, the question stem, the passage title or its first words. */
  title: z.string(),
  /** The page type (text, video), the question type, or 'passage'. */
  type: z.union([z.enum(PAGE_TYPES), z.enum(QUESTION_TYPES), z.literal('passage')]),
  /** Why it failed, in the caller's language: the job's reason first, then each broken rule. */
  reasons: z.array(z.string()),
  /**
   * Its accessibility findings (images without alternative text, vague links, skipped headings …),
   * in the caller's language: warnings that do not stop publishing, listed so a school can find
   * and fix them; an item with findings only is listed too.
   */
  findings: z.array(z.string()),
  /** 'validation', or the kind of the job it failed in (the latest when several). */
  source: z.string(),
  /** When the job failed it; null for a validation failure only. */
  failed_at: z.string().nullable(),
  course: place,
  unit: place,
  topic: place,
});
export type FailedItem = z.infer<typeof failedItemSchema>;

export const failedListSchema = z.array(failedItemSchema);
