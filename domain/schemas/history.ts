// Wire shapes of version history and activity:
// GET  /content/chapters/{id}/versions, /map/questions/{id}/versions, /map/passages/{id}/versions
//      (newest first, paged per §9: `page`, `per`; totals in X-Pena-Count / X-Pena-Pages),
// GET  …/versions/{versionId} (one version with its document),
// POST …/versions/{versionId}/restore {lock_version} (the item's save reply, or 409 as a save),
// GET  /content/courses/{id}/activity and /content/organizations/{id}/activity (newest first, paged).
// A version's `document` holds the item's editable fields as its editor sends them (the save
// request without lock_version), sanitized; a published version holds the same fields.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants.ts';
import { epochMsParam, idParam, lockVersionField } from './primitives.ts';

export const VERSION_KINDS = ['created', 'edited', 'published', 'restored', 'imported', 'copied', 'generated'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export const VERSIONED_ITEM_TYPES = ['page', 'question', 'passage', 'topic', 'unit', 'course'] as const;
export type VersionedItemType = (typeof VERSIONED_ITEM_TYPES)[number];

const paging = {
  page: z.coerce.number().int().min(FIRST_PAGE).max(2147483647).default(FIRST_PAGE),
  per: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};

export const versionListQuery = z.object({ ...paging, kind: z.enum(VERSION_KINDS).optional() });
export type VersionListQuery = z.infer<typeof versionListQuery>;

export const versionParams = z.object({ id: idParam, versionId: idParam });

export const restoreVersionRequest = z.object({ lock_version: lockVersionField });

const person = z.object({ id: z.number(), name: z.string() });

export const versionSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(VERSION_KINDS),
  /** Null when the author's account is gone. */
  author: person.nullable(),
  /** When the version began; an edited version spans created_at … saved_at. */
  created_at: z.string(),
  saved_at: z.string(),
  /** The item's lock_version once this version was stored. */
  lock_version: z.number(),
  /** What a copied or restored version came from. */
  source: z.object({ item_type: z.enum(VERSIONED_ITEM_TYPES), item_id: z.number(), version_id: z.number().nullable() }).nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionListSchema = z.array(versionSummarySchema);

export const versionSchema = versionSummarySchema.extend({ document: z.record(z.string(), z.unknown()) });
export type Version = z.infer<typeof versionSchema>;

export const ACTIVITY_KINDS = [
  'created',
  'edited',
  'published',
  'unpublished',
  'copied',
  'moved',
  'imported',
  'deleted',
  'restored',
  'reordered',
  'generated',
  'role_changed',
  'member_added',
  'member_removed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_ITEM_TYPES = ['course', 'unit', 'topic', 'page', 'question', 'passage', 'study_guide', 'member'] as const;
export type ActivityItemType = (typeof ACTIVITY_ITEM_TYPES)[number];

export const activityQuery = z.object({
  ...paging,
  actor_id: idParam.optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  /** Epoch milliseconds, inclusive. */
  from: epochMsParam.optional(),
  to: epochMsParam.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const activityEventSchema = z.object({
  id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  item_type: z.enum(ACTIVITY_ITEM_TYPES),
  /** Null for an event about the course or organization as a whole. */
  item_id: z.number().nullable(),
  /** The item's title when it happened (kept after the item is deleted). */
  item_title: z.string(),
  actor: person.nullable(),
  /** Kind-specific: a move's or copy's other place ({ from, to } titles), a role change's { role, previous_role }, a count. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export const activityListSchema = z.array(activityEventSchema);
