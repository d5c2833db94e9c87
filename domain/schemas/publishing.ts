// Wire shapes of publishing (spec §2 "Publish and Unpublish pages", §4, §5, §8), background
// jobs (§4 "Background jobs": polled every 3 seconds), the learner preview (§2 "Preview")
// and the failed-content lists. The spec leaves these calls out (§7 "Not shown"); they
// follow its style: snake_case fields, ids as numbers, instants as ISO text.
import { z } from 'zod';
import { TOPIC_MAX_QUESTIONS } from '../constants.ts';
import { PAGE_TYPES } from './content.ts';
import { publishStatusSchema } from './courses.ts';
import { msg } from '../messages/index.ts';
import { idField, lockVersionField } from './primitives.ts';
import { QUESTION_TYPES } from './questions.ts';

const instant = z.string();

// ---------------------------------------------------------------------------------------
// Jobs: GET /jobs/{uuid}

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type JobStatusValue = (typeof JOB_STATUSES)[number];

/** A background job as the screens poll it. `error` is in the caller's language. */
export const jobStatusSchema = z.object({
  uuid: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Percent done, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
});
export type JobStatusReply = z.infer<typeof jobStatusSchema>;

export const jobUuidParams = z.object({ uuid: z.uuid({ error: msg('invalid') }) });

// ---------------------------------------------------------------------------------------
// The publish page: GET /content/courses/{id}/publish_tree

/** A page or question as the publish and unpublish pages list it. */
export const publishItemSchema = z.object({
  id: z.number(),
  kind: z.enum(['chapter', 'question']),
  /** Plain text (math kept as [% %] text): the page title or the question stem. */
  title: z.string(),
  /** The page type (text, video) or the question type. */
  type: z.union([z.enum(PAGE_TYPES), z.enum(QUESTION_TYPES)]),
  lock_version: z.number(),
  status: publishStatusSchema,
  /** False when it breaks a §5 rule: it cannot be selected, `errors` say why. */
  valid: z.boolean(),
  errors: z.array(z.string()),
  /** Pre-publish checks beyond the spec: shown, never blocking. */
  warnings: z.array(z.string()),
  /** Published, and edited since (the draft's lock_version differs from the published one). */
  changed_since_published: z.boolean(),
  published_at: instant.nullable(),
});
export type PublishItem = z.infer<typeof publishItemSchema>;

export const publishTopicSchema = z.object({
  id: z.number(),
  name: z.string(),
  lock_version: z.number(),
  status: publishStatusSchema,
  published_at: instant.nullable(),
  changed_since_published: z.boolean(),
  /** False when it breaks a §5 rule (no valid question or page; no question): `errors` say why. */
  valid: z.boolean(),
  errors: z.array(z.string()),
  /** Used by assignments sent from the linked app: cannot be unpublished (§4). */
  used_in_assignments: z.boolean(),
  chapters: z.array(publishItemSchema),
  questions: z.array(publishItemSchema),
});
export type PublishTopic = z.infer<typeof publishTopicSchema>;

export const publishUnitSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: publishStatusSchema,
  published_at: instant.nullable(),
  /** False when no topic of it is valid ("A unit must contain at least one valid topic"). */
  valid: z.boolean(),
  errors: z.array(z.string()),
  topics: z.array(publishTopicSchema),
});
export type PublishUnit = z.infer<typeof publishUnitSchema>;

export const publishTreeSchema = z.object({
  course: z.object({
    id: z.number(),
    name: z.string(),
    status: publishStatusSchema,
    published_at: instant.nullable(),
    changed_since_published: z.boolean(),
  }),
  units: z.array(publishUnitSchema),
});
export type PublishTree = z.infer<typeof publishTreeSchema>;

// ---------------------------------------------------------------------------------------
// POST /content/courses/{id}/publish and /unpublish: the selection, with the versions the
// page loaded (a version that moved refuses the whole job: "content changed, refresh").

export const selectedItemSchema = z.object({ id: idField, lock_version: lockVersionField });
export type SelectedItem = z.infer<typeof selectedItemSchema>;

export const selectedTopicSchema = z.object({
  id: idField,
  lock_version: lockVersionField,
  chapters: z.array(selectedItemSchema).max(2000).default([]),
  /** Every question of the largest topic (TOPIC_MAX_QUESTIONS, which imports keep to as well). */
  questions: z.array(selectedItemSchema).max(TOPIC_MAX_QUESTIONS, { error: msg('topic_questions_max') }).default([]),
});
export type SelectedTopic = z.infer<typeof selectedTopicSchema>;

export const publishRequest = z.object({ topics: z.array(selectedTopicSchema).min(1).max(2000) });
export type PublishRequest = z.infer<typeof publishRequest>;

/**
 * Unpublish: a topic with no pages and no questions listed is unpublished whole (it and
 * everything in it); otherwise only the listed items are, and the topic stays published.
 */
export const unpublishRequest = publishRequest;
export type UnpublishRequest = PublishRequest;

// ---------------------------------------------------------------------------------------
// Assignments from the linked app (provisioning, secret-protected):
// POST /provisioning/assignments, DELETE /provisioning/assignments

export const assignmentUsageRequest = z.object({
  topic_id: idField,
  /** The assignment's identifier in the linked app. */
  assignment_ref: z.string().trim().min(1).max(255),
});
export type AssignmentUsageRequest = z.infer<typeof assignmentUsageRequest>;
