// Courses, their many-to-many links (shared users, tags, subjects) and video presenters.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, lockVersion, timestamps } from './_columns.ts';
import { oneOf } from './_checks.ts';
import { organizationRef, users } from './organizations.ts';
import { courseTags, iconImages, subjects } from './tags.ts';

/** Publish status of every content row (course, bundle, topic, chapter, passage, question). */
export const publishStatusValues = ['published', 'unpublished'] as const;
export type PublishStatus = (typeof publishStatusValues)[number];

/** courses.assessment_kind: an assessment course or an online tryout; null for a plain course. */
export const assessmentKindValues = ['assessment', 'tryout'] as const;
export type AssessmentKind = (typeof assessmentKindValues)[number];

/** courses.meta. `level` is the grade names comma-joined; `time_limit` (minutes) only for assessments/tryouts. */
export interface CourseMeta {
  level?: string;
  time_limit?: number | null;
}

/** courses.preview_video. Strings default to '' when the course has a system. */
export interface PreviewVideo {
  original_url: string;
  description: string;
  /** video_presenters.id (same course), or null. Cleared by the presenter delete command. */
  presenter_id: number | null;
}

/**
 * The names of course sets (§3 Course course_set_id, §2 the import filter "course set"): the
 * groups of the provider's catalogue a course belongs to, such as "Bank Soal SMA", one list for
 * every organization as the country subjects are. courses.course_set_id names one; it has no
 * foreign key, so an id written before its set was named stays (the filter then shows it by
 * number). Rows come from the seed or the operator; there is no screen to edit them.
 */
export const courseSets = pgTable('course_sets', { id: id(), name: text().notNull(), ...timestamps }, (t) => [
  uniqueIndex('course_sets_name_idx').on(sql`lower(${t.name})`),
]);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    organizationId: organizationRef(),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The course's system, e.g. 'penaschool'; equals systems[0] when systems is not empty. */
    system: text(),
    systems: text().array().notNull().default([]),
    meta: jsonb().$type<CourseMeta>().notNull().default({}),
    /** course_sets.id, or an id the catalogue does not name. */
    courseSetId: integer(),
    courseSubsetId: integer(),
    /** Share settings: when enabled, only the author, org admins and course_shared_users may open it. */
    shareEnabled: boolean().notNull().default(false),
    schoolAssessmentCourse: boolean().notNull().default(false),
    assessmentKind: text().$type<AssessmentKind>(),
    /** Icon from an icon set, or an uploaded one (icon_url). */
    iconImageId: integer().references(() => iconImages.id, { onDelete: 'set null' }),
    iconUrl: text(),
    previewVideo: jsonb().$type<PreviewVideo>(),
    /** YouTube or Brightcove URL. */
    introductoryVideoUrl: text(),
    publishToSystem: text(),
    status: text().$type<PublishStatus>().notNull().default('unpublished'),
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    // The list's default sort (name, case-insensitive, then id) reads this index in order.
    index('courses_org_lower_name_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
    // §5 search (courseList.ts `q`): trigrams of the name as the list normalizes it (lowercase,
    // only a-z and 0-9), so `like '%term%'` reads the index instead of scanning (pg_trgm).
    index('courses_name_search_idx').using('gin', sql`regexp_replace(lower(${t.name}), '[^a-z0-9]+', '', 'g') gin_trgm_ops`),
    index('courses_org_status_idx').on(t.organizationId, t.status),
    index('courses_org_created_idx').on(t.organizationId, t.createdAt),
    index('courses_org_published_idx').on(t.organizationId, t.publishedAt),
    index('courses_org_creator_idx').on(t.organizationId, t.creatorId),
    index('courses_creator_idx').on(t.creatorId),
    index('courses_course_set_idx').on(t.courseSetId, t.courseSubsetId),
    check('courses_status_check', oneOf(t.status, publishStatusValues)),
    check('courses_assessment_kind_check', oneOf(t.assessmentKind, assessmentKindValues)),
  ],
);

/** Users a shared-limited course is shared with (share_settings.user_ids). */
export const courseSharedUsers = pgTable(
  'course_shared_users',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_shared_users_user_idx').on(t.userId)],
);

/** Grades and other tags of a course. */
export const courseCourseTags = pgTable(
  'course_course_tags',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseTagId: integer()
      .notNull()
      .references(() => courseTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.courseTagId] }), index('course_course_tags_tag_idx').on(t.courseTagId)],
);

export const courseSubjects = pgTable(
  'course_subjects',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.subjectId] }), index('course_subjects_subject_idx').on(t.subjectId)],
);

export const videoPresenters = pgTable(
  'video_presenters',
  {
    id: id(),
    organizationId: organizationRef(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('video_presenters_course_idx').on(t.courseId, t.name)],
);

// Rows as Drizzle selects them, named once beside their tables.
export type CourseRow = typeof courses.$inferSelect;
export type VideoPresenterRow = typeof videoPresenters.$inferSelect;
