// Organization catalogues used to classify courses: course tags (grades and other tags),
// subjects (the organization's own, or a country's when organization_id is null) and
// course icon images (an organization's uploads, or the system icon set when null).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns.ts';
import { oneOf } from './_checks.ts';
import { organizations, organizationRef } from './organizations.ts';

/** course_tags.type: a grade (e.g. 'G1', 'Kinder') or any other tag (at most three per course). */
export const courseTagTypeValues = ['grade', 'other'] as const;
export type CourseTagType = (typeof courseTagTypeValues)[number];

export const courseTags = pgTable(
  'course_tags',
  {
    id: id(),
    organizationId: organizationRef(),
    name: text().notNull(),
    type: text().$type<CourseTagType>().notNull().default('other'),
    ...timestamps,
  },
  (t) => [
    // Duplicate tag and grade names are rejected case-insensitively (spec §5).
    uniqueIndex('course_tags_org_type_name_idx').on(t.organizationId, t.type, sql`lower(${t.name})`),
    check('course_tags_type_check', oneOf(t.type, courseTagTypeValues)),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    /** Null for a country subject (shared by every organization of that country). */
    organizationId: integer().references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'ID' | 'PH'; set on country subjects. */
    countryCode: text(),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subjects_org_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    // Country subjects have no organization, so they get their own uniqueness.
    uniqueIndex('subjects_country_name_idx')
      .on(t.countryCode, sql`lower(${t.name})`)
      .where(sql`${t.organizationId} is null`),
    check('subjects_owner_check', sql`${t.organizationId} is not null or ${t.countryCode} is not null`),
  ],
);

export const iconImages = pgTable(
  'icon_images',
  {
    id: id(),
    /** Null for the system icon set every organization can pick from. */
    organizationId: integer().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    ...timestamps,
  },
  (t) => [index('icon_images_org_idx').on(t.organizationId, t.name)],
);

// Rows as Drizzle selects them, named once beside their tables.
export type IconImageRow = typeof iconImages.$inferSelect;
