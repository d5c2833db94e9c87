// What happened to content over time: the versions of each page, question, passage, topic,
// unit and course (item_versions), and who did what in a course or an organization
// (activity_events). Neither refers to the item by a foreign key: a version and an event
// outlive a deleted item, so the feed keeps its line and the item's title as it was.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './_columns.ts';
import { oneOf } from './_checks.ts';
import { organizationRef, users } from './organizations.ts';

import {
  ACTIVITY_ITEM_TYPES,
  ACTIVITY_KINDS,
  VERSION_KINDS,
  VERSIONED_ITEM_TYPES,
  type ActivityItemType,
  type ActivityKind,
  type VersionKind,
  type VersionedItemType,
} from '../../../domain/schemas/history.ts';

// What made a version: a save (coalesced while the same person keeps saving), or an act that always marks one.
export { VERSION_KINDS, VERSIONED_ITEM_TYPES, type VersionKind, type VersionedItemType };

/** Where a copied item came from (same organization only: a copy into another school carries no history of the source). */
export interface VersionSource {
  item_type: VersionedItemType;
  item_id: number;
  version_id: number | null;
}

export const itemVersions = pgTable(
  'item_versions',
  {
    id: id(),
    organizationId: organizationRef(),
    itemType: text().$type<VersionedItemType>().notNull(),
    itemId: integer().notNull(),
    kind: text().$type<VersionKind>().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The item's whole document at this version, as its editor saves it; null while the version
     * is a page's or passage's open sitting, whose document is the item's row (commands/openSittings.ts).
     */
    document: jsonb().$type<Record<string, unknown>>(),
    /** The item's lock_version once this version was stored (a coalesced version moves it on). */
    lockVersion: integer().notNull(),
    source: jsonb().$type<VersionSource>(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The last save folded into this version. */
    savedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('item_versions_item_idx').on(t.itemType, t.itemId, t.id.desc()),
    index('item_versions_created_idx').on(t.createdAt),
    check('item_versions_item_type_check', oneOf(t.itemType, VERSIONED_ITEM_TYPES)),
    check('item_versions_kind_check', oneOf(t.kind, VERSION_KINDS)),
  ],
);

export const activityEvents = pgTable(
  'activity_events',
  {
    id: id(),
    organizationId: organizationRef(),
    /** The course the event happened in; null for an organization's own events (a member's role changed). */
    courseId: integer(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text().$type<ActivityKind>().notNull(),
    itemType: text().$type<ActivityItemType>().notNull(),
    itemId: integer(),
    /** The item's title when it happened, kept after the item is deleted. */
    itemTitle: text().notNull().default(''),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_events_course_idx').on(t.courseId, t.id.desc()),
    index('activity_events_organization_idx').on(t.organizationId, t.id.desc()),
    index('activity_events_created_idx').on(t.createdAt),
    check('activity_events_kind_check', oneOf(t.kind, ACTIVITY_KINDS)),
    check('activity_events_item_type_check', oneOf(t.itemType, ACTIVITY_ITEM_TYPES)),
    check('activity_events_item_check', sql`${t.itemId} is null or ${t.itemId} > 0`),
  ],
);

// Rows as Drizzle selects them, named once beside their tables.
export type ItemVersionRow = typeof itemVersions.$inferSelect;
export type ActivityEventRow = typeof activityEvents.$inferSelect;
