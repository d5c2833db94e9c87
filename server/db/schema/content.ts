// The content tree under a course: bundles (units) → topics → the topic's lesson, its
// chapters (pages) and its passages (question references). Questions are in questions.ts.
// Deleting a course cascades down the whole tree.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAGE_TYPES, CONTENT_SOURCES, type PageType, type ContentSource } from '../../../domain/schemas/content.ts';
import { id, lockVersion, position, publishedAt, publishedVersion, timestamps } from './_columns.ts';
import { oneOf } from './_checks.ts';
import { type PublishStatus, courses, publishStatusValues } from './courses.ts';
import { organizationRef, users } from './organizations.ts';

/**
 * A section of rich content. Sections are value objects, not rows: they are stored as a
 * jsonb array on their owner (chapters.sections, passages.sections, questions.sections,
 * questions.explanation.sections, questions.hint.sections) and replaced with it.
 */
export interface SectionValue {
  /** Client-generated, stable within its owner. */
  id: string;
  content: string;
  mime_type: string;
  section_content_type: 'Passage' | 'external_video' | null;
  media_url: string | null;
  content_html: string;
}

/** Where a passage or question comes from: written here, or imported read-only from the provider. */
export const contentSourceValues = CONTENT_SOURCES;
export const pageTypeValues = PAGE_TYPES;
export type { PageType, ContentSource };

const lastSavedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Bundles are the "units" of the screens. */
export const bundles = pgTable(
  'bundles',
  {
    id: id(),
    organizationId: organizationRef(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    guid: uuid()
      .notNull()
      .default(sql`gen_random_uuid()`),
    name: text().notNull(),
    description: text().notNull().default(''),
    status: text().$type<PublishStatus>().notNull().default('unpublished'),
    /** When a topic of this unit was last published (spec §3 "Course": the last published date). */
    publishedAt: publishedAt(),
    position: position(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('bundles_course_position_idx').on(t.courseId, t.position),
    uniqueIndex('bundles_guid_idx').on(t.guid),
    index('bundles_org_idx').on(t.organizationId),
    check('bundles_status_check', oneOf(t.status, publishStatusValues)),
  ],
);

export const topics = pgTable(
  'topics',
  {
    id: id(),
    organizationId: organizationRef(),
    bundleId: integer()
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    /** Denormalized from the bundle for the course tree and scoping; updated when a topic moves. */
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    shuffleAnswers: boolean().notNull().default(false),
    shuffleQuestions: boolean().notNull().default(false),
    questionsLabel: text(),
    status: text().$type<PublishStatus>().notNull().default('unpublished'),
    publishedAt: publishedAt(),
    /** The lock_version the topic had when last published; null when never published. */
    publishedVersion: publishedVersion(),
    position: position(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('topics_bundle_position_idx').on(t.bundleId, t.position),
    index('topics_course_idx').on(t.courseId, t.status),
    index('topics_org_name_idx').on(t.organizationId, t.name),
    check('topics_status_check', oneOf(t.status, publishStatusValues)),
  ],
);

/** One lesson per topic: holds the chapters, the study-guide documents and link attachments. */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    organizationId: organizationRef(),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** True while an uploaded PDF/PowerPoint is being converted into text chapters. */
    fileConversionInProgress: boolean().notNull().default(false),
    /** The last 'generate_chapters' job (its job_statuses uuid): what text_chapter_generation_status reports. */
    chapterGenerationJob: uuid(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lessons_topic_idx').on(t.topicId)],
);

/** Chapters are the "pages" of the screens: a text page (html + sections) or a video page. */
export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    organizationId: organizationRef(),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    type: text().$type<PageType>().notNull().default('text'),
    title: text().notNull().default(''),
    /** Sanitized HTML. */
    content: text().notNull().default(''),
    sections: jsonb().$type<SectionValue[]>().notNull().default([]),
    videoUrl: text(),
    videoDescription: text(),
    /** Video duration in seconds. */
    duration: integer(),
    status: text().$type<PublishStatus>().notNull().default('unpublished'),
    /** The lock_version whose snapshot students get (published_items); null when never published. */
    publishedVersion: publishedVersion(),
    position: position(),
    lastSavedAt: lastSavedAt(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('chapters_topic_position_idx').on(t.topicId, t.position),
    index('chapters_lesson_position_idx').on(t.lessonId, t.position),
    check('chapters_type_check', oneOf(t.type, pageTypeValues)),
    check('chapters_status_check', oneOf(t.status, publishStatusValues)),
    check('chapters_duration_check', sql`${t.duration} is null or ${t.duration} >= 0`),
  ],
);

/** Passages are the "question references" of the screens; questions may point at one. */
export const passages = pgTable(
  'passages',
  {
    id: id(),
    organizationId: organizationRef(),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull().default(''),
    content: text().notNull().default(''),
    contentHtml: text().notNull().default(''),
    sections: jsonb().$type<SectionValue[]>().notNull().default([]),
    status: text().$type<PublishStatus>().notNull().default('unpublished'),
    publishedVersion: publishedVersion(),
    position: position(),
    /** 'provider' rows were imported from the provider's courses or test bank and are read-only. */
    source: text().$type<ContentSource>().notNull().default('own'),
    /** The passage this one was imported from: the provider's (a reference), or the original of a copy imported from another organization (no FK: it may go away). */
    sourcePassageId: integer(),
    lastSavedAt: lastSavedAt(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('passages_topic_position_idx').on(t.topicId, t.position),
    index('passages_source_idx')
      .on(t.sourcePassageId)
      .where(sql`${t.sourcePassageId} is not null`),
    check('passages_status_check', oneOf(t.status, publishStatusValues)),
    check('passages_source_check', oneOf(t.source, contentSourceValues)),
  ],
);

/**
 * A topic used by an assignment sent from the linked learning-assignment app. Unpublishing
 * a topic that has a row here is refused (spec §4). Recorded through the admin surface.
 */
export const topicAssignmentUsages = pgTable(
  'topic_assignment_usages',
  {
    id: id(),
    organizationId: organizationRef(),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** The assignment's identifier in the linked app. */
    assignmentRef: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('topic_assignment_usages_topic_ref_idx').on(t.topicId, t.assignmentRef),
    index('topic_assignment_usages_org_idx').on(t.organizationId),
  ],
);

/** The kinds of item a publish snapshots. */
export const publishedItemTypeValues = ['chapter', 'question', 'passage'] as const;
export type PublishedItemType = (typeof publishedItemTypeValues)[number];

/**
 * What students get (docs/product/design.md#publishing-freezes-what-students-get): per
 * published page, question and passage, the version that was published and its learner document
 * (the presenter's reply at that version). Learners and the published preview read only these;
 * the draft rows move on, and "changed since published" is draft lock_version ≠ version.
 * Written only by the publisher and unpublisher commands; one row per item.
 */
export const publishedItems = pgTable(
  'published_items',
  {
    id: id(),
    organizationId: organizationRef(),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    itemType: text().$type<PublishedItemType>().notNull(),
    /** The chapter, question or passage id (no FK: a deleted draft keeps its published copy until the next publish or unpublish). */
    itemId: integer().notNull(),
    /** The item's lock_version that was published. */
    version: integer().notNull(),
    /** Order among the topic's items of this type at publish time. */
    position: position(),
    document: jsonb().$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The publish job (job_statuses.uuid) that wrote it. */
    jobUuid: uuid(),
  },
  (t) => [
    uniqueIndex('published_items_item_idx').on(t.itemType, t.itemId),
    index('published_items_topic_idx').on(t.topicId, t.itemType, t.position),
    check('published_items_type_check', oneOf(t.itemType, publishedItemTypeValues)),
  ],
);

/**
 * Content that failed in a background job (publish now, imports later), for the failed lists
 * (spec §2 "Failed-content lists"). Content that fails validation is found by evaluating the
 * rules, not stored here. A row goes when the item is next published or deleted with its topic.
 */
export const contentFailures = pgTable(
  'content_failures',
  {
    id: id(),
    organizationId: organizationRef(),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    itemType: text().$type<PublishedItemType>().notNull(),
    itemId: integer().notNull(),
    /** The job kind it failed in ('publish', 'import' …). */
    jobKind: text().notNull(),
    jobUuid: uuid(),
    /** The reason in each interface language: { en, id }. */
    reason: jsonb().$type<{ en: string; id: string }>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_failures_item_job_idx').on(t.itemType, t.itemId, t.jobKind),
    index('content_failures_org_idx').on(t.organizationId, t.itemType, t.createdAt),
    check('content_failures_type_check', oneOf(t.itemType, publishedItemTypeValues)),
  ],
);

// Rows as Drizzle selects them, named once beside their tables.
export type UnitRow = typeof bundles.$inferSelect;
export type PageRow = typeof chapters.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type PassageRow = typeof passages.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
