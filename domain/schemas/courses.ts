// Wire shapes of courses, units (bundles) and topics (spec §3, §7 "Courses", "Bundles",
// "Topics", "Video presenters", "Organization"). The server validates requests and checks
// replies with these; the web reads its types from them and builds its forms on the
// request schemas, so a rule broken in the browser is the same rule the server refuses.
import { z } from 'zod';
import { MAX_OTHER_TAGS, NO_AUTHOR, PUBLISH_STATUSES, SORT_DIRECTIONS } from '../constants.ts';
import { msg } from '../messages/index.ts';
import { parseVideoUrl } from '../rules/videoUrl.ts';
import { idSchema } from './account.ts';
import { epochMsParam, idField, idParam, lockVersionField } from './primitives.ts';

export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 10_000;

/** A required, trimmed name: "Required" when empty or missing, "at most N characters" when too long. */
export const nameField = (max = NAME_MAX) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? msg('required') : undefined) })
    .trim()
    .min(1, { error: msg('required') })
    .max(max, { error: msg('too_long') });

export const publishStatusSchema = z.enum(PUBLISH_STATUSES);

/**
 * Where a published record stands (spec §2, §4 "What is published is a snapshot"): when it
 * was last published (ISO, null when never), and whether its drafts moved on since, so
 * students still get the older snapshot. A page, question or passage has changed when its
 * lock_version is past the published one; a topic when it or any of its published items
 * changed, or an item was deleted or added since; a unit or course when any topic did.
 */
export const publishStateShape = {
  published_at: z.string().nullable(),
  changed_since_published: z.boolean(),
};
export type PublishState = { published_at: string | null; changed_since_published: boolean };
export const assessmentKindSchema = z.enum(['assessment', 'tryout']);
export const courseTagTypeSchema = z.enum(['grade', 'other']);

/** A user as content lists show them (creator, shared users, authors). */
export const personSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type Person = z.infer<typeof personSchema>;

export const tagRefSchema = z.object({ id: z.number(), name: z.string(), type: courseTagTypeSchema });
export type TagRef = z.infer<typeof tagRefSchema>;
export const subjectRefSchema = z.object({ id: z.number(), name: z.string(), organization_id: z.number().nullable() });
export type SubjectRef = z.infer<typeof subjectRefSchema>;

export const courseMetaSchema = z.object({
  /** Grade names, comma joined. */
  level: z.string().optional(),
  /** Minutes; only for assessment and tryout courses. '' (empty) is the penaschool default. */
  time_limit: z.union([z.number().int().min(1).max(10_000), z.literal('')]).nullable().optional(),
});
export type CourseMeta = z.infer<typeof courseMetaSchema>;

export const previewVideoSchema = z.object({
  original_url: z.string(),
  description: z.string(),
  presenter: idField.nullable(),
});
export type PreviewVideo = z.infer<typeof previewVideoSchema>;

/**
 * A course's preview or introductory video (§3, §5 video URL rules): YouTube or Brightcove,
 * as domain/rules/videoUrl.ts reads them (a YouTube or Brightcove player URL, or the stored
 * `youtube:<id>` / `brightcove:<id>` form); the product's own videos (`pena:`) are for video
 * pages only. The server refuses anything else with `validation.course_video_url_invalid`;
 * forms check with this before sending.
 */
export function isCourseVideoUrl(value: string): boolean {
  const video = parseVideoUrl(value);
  return video !== null && (video.scheme === 'youtube' || video.scheme === 'brightcove');
}

export const shareSettingsSchema = z.object({ enabled: z.boolean(), user_ids: z.array(idField) });
export type ShareSettings = z.infer<typeof shareSettingsSchema>;

/** What the list shows of a course. `accessible` is false for a course shared with others only. */
export const courseSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  organization_id: z.number(),
  status: publishStatusSchema,
  school_assessment_course: z.boolean(),
  assessment_kind: assessmentKindSchema.nullable(),
  grades: z.array(tagRefSchema),
  course_tags: z.array(tagRefSchema),
  subjects: z.array(subjectRefSchema),
  icon_url: z.string().nullable(),
  creator: personSchema.nullable(),
  creator_id: z.number().nullable(),
  accessible: z.boolean(),
  share_enabled: z.boolean(),
  bundles_count: z.number(),
  topics_count: z.number(),
  ...publishStateShape,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A unit of a course as the course reply lists it (§3 Course "bundles"); the tree (show_tree) has them in full. */
export const courseUnitRefSchema = z.object({
  id: z.number(),
  guid: z.string(),
  name: z.string(),
  status: publishStatusSchema,
  position: z.number(),
});
export type CourseUnitRef = z.infer<typeof courseUnitRefSchema>;

/** One course in full (GET /content/courses/{id}). */
export const courseSchema = courseSummarySchema.extend({
  description: z.string(),
  system: z.string().nullable(),
  systems: z.array(z.string()),
  meta: courseMetaSchema,
  course_set_id: z.number().nullable(),
  course_subset_id: z.number().nullable(),
  share_settings: shareSettingsSchema,
  /** §3 "Course" `bundles`: its units in order, an empty list when it has none. */
  bundles: z.array(courseUnitRefSchema),
  icon_image_id: z.number().nullable(),
  preview_video: previewVideoSchema.nullable(),
  introductory_video_url: z.string().nullable(),
  publish_to_system: z.string().nullable(),
  lock_version: z.number(),
});
export type Course = z.infer<typeof courseSchema>;

/** The course fields a teacher writes (the `course` member of create and update). */
export const courseFieldsSchema = z.object({
  name: nameField(),
  description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }).default(''),
  system: z.string().max(64).nullable().optional(),
  systems: z.array(z.string().max(64)).max(10).optional(),
  meta: courseMetaSchema.default({}),
  course_set_id: idField.nullable().optional(),
  course_subset_id: idField.nullable().optional(),
  school_assessment_course: z.boolean().optional(),
  assessment_kind: assessmentKindSchema.nullable().optional(),
  icon_image_id: idField.nullable().optional(),
  icon_url: z.string().max(2048).nullable().optional(),
  preview_video: previewVideoSchema.nullable().optional(),
  introductory_video_url: z.string().max(2048).nullable().optional(),
  publish_to_system: z.string().max(64).nullable().optional(),
});
export type CourseFields = z.infer<typeof courseFieldsSchema>;

/** POST /content/courses. `course_tags` and `subjects` are ids; at most three other tags (checked by type on the server). */
export const createCourseRequest = z.object({
  course: courseFieldsSchema,
  course_tags: z.array(idField).default([]),
  subjects: z.array(idField).default([]),
  share_settings: shareSettingsSchema.default({ enabled: false, user_ids: [] }),
  coursable_id: idField,
  coursable_type: z.literal('Organization'),
});
export type CreateCourseRequest = z.infer<typeof createCourseRequest>;

/**
 * The `course` member of an update: the same fields, none required and none defaulted, so
 * what is not sent is kept (zod applies defaults even inside `.partial()`).
 */
export const courseUpdateFieldsSchema = courseFieldsSchema.extend({
  name: nameField().optional(),
  description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }).optional(),
  meta: courseMetaSchema.optional(),
});

/** PUT /content/courses/{id}: any part, and the `lock_version` it was based on: a newer save is not overwritten (409 with the current course). */
export const updateCourseRequest = z.object({
  course: courseUpdateFieldsSchema.optional(),
  course_tags: z.array(idField).optional(),
  subjects: z.array(idField).optional(),
  share_settings: shareSettingsSchema.optional(),
  lock_version: lockVersionField,
});
export type UpdateCourseRequest = z.infer<typeof updateCourseRequest>;

export const MAX_OTHER_TAGS_PER_COURSE = MAX_OTHER_TAGS;

/** A query array: `ids[]=1&ids[]=2`, or a single `ids=1`. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).default([]));
const idList = queryArray(idParam);

/** Query of GET /content/organizations/{id}/courses and /importing/organizations/{id}/courses. */
export const courseListQuery = z.object({
  q: z.string().max(200).optional(),
  tag_search: z.string().max(200).optional(),
  course_set_id: idParam.optional(),
  course_subset_id: idParam.optional(),
  /** A grade name; matches courses whose meta level lists it. */
  level: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(100).default(15),
  sort_by: z.enum(['name', 'created_at', 'published_at', 'updated_at']).default('name'),
  sort: z.enum(SORT_DIRECTIONS).default('asc'),
  publish_status: publishStatusSchema.optional(),
  published_from: epochMsParam.optional(),
  published_to: epochMsParam.optional(),
  created_from: epochMsParam.optional(),
  created_to: epochMsParam.optional(),
  /** Creators; `no_author` matches courses whose author is gone. */
  user_ids: queryArray(z.union([z.literal(NO_AUTHOR), idParam])),
  course_tag_ids: idList,
  subject_ids: idList,
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

/**
 * Query of GET /importing/organizations/{id}/courses: the list query, plus the actor's own
 * (importing) organization. Importing from the provider's test bank is allowed by that
 * organization's flags; when it is left out, any organization of the actor that may import
 * from the provider will do.
 */
export const importingCourseListQuery = courseListQuery.extend({ organization_id: idParam.optional() });
export type ImportingCourseListQuery = z.infer<typeof importingCourseListQuery>;

/** Tree of a course (GET /content/courses/{id}/show_tree): units with their topics and counts. */
export const treeTopicSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: publishStatusSchema,
  accessible: z.boolean(),
  creator_id: z.number().nullable(),
  position: z.number(),
  chapters_count: z.number(),
  questions_count: z.number(),
  passages_count: z.number(),
  ...publishStateShape,
});
export type TreeTopic = z.infer<typeof treeTopicSchema>;

export const treeUnitSchema = z.object({
  id: z.number(),
  guid: z.string(),
  name: z.string(),
  description: z.string(),
  status: publishStatusSchema,
  accessible: z.boolean(),
  creator_id: z.number().nullable(),
  position: z.number(),
  ...publishStateShape,
  topics: z.array(treeTopicSchema),
});
export type TreeUnit = z.infer<typeof treeUnitSchema>;

export const courseTreeSchema = z.object({
  id: z.number(),
  name: z.string(),
  accessible: z.boolean(),
  school_assessment_course: z.boolean(),
  creator_id: z.number().nullable(),
  grades: z.array(tagRefSchema),
  course_tags: z.array(tagRefSchema),
  bundles: z.array(treeUnitSchema),
  bundles_count: z.number(),
  topics_count: z.number(),
});
export type CourseTree = z.infer<typeof courseTreeSchema>;

/** Units */
export const unitSchema = z.object({
  id: z.number(),
  guid: z.string(),
  course_id: z.number(),
  course_name: z.string(),
  organization_id: z.number(),
  name: z.string(),
  description: z.string(),
  status: publishStatusSchema,
  accessible: z.boolean(),
  creator_id: z.number().nullable(),
  position: z.number(),
  ...publishStateShape,
  topics: z.array(treeTopicSchema),
  lock_version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

export const unitFieldsSchema = z.object({
  name: nameField(),
  description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }).default(''),
});
export const createUnitRequest = unitFieldsSchema.extend({ course_id: idField });
/** PUT /content/bundles/{id}: only the fields sent change (no defaults here, so a missing description is kept); `lock_version` is required (409 when stale). */
export const updateUnitRequest = z.object({
  name: nameField().optional(),
  description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }).optional(),
  lock_version: lockVersionField,
});
export const reorderUnitsRequest = z.object({ course_id: idField, order: z.array(idField).min(1) });

/** Topics */
export const topicSchema = z.object({
  id: z.number(),
  name: z.string(),
  bundle_id: z.number(),
  bundle_name: z.string(),
  course_id: z.number(),
  course_name: z.string(),
  organization_id: z.number(),
  grades: z.array(tagRefSchema),
  shuffle_answers: z.boolean(),
  shuffle_questions: z.boolean(),
  questions_label: z.string().nullable(),
  status: publishStatusSchema,
  accessible: z.boolean(),
  creator_id: z.number().nullable(),
  position: z.number(),
  school_assessment_course: z.boolean(),
  chapters_count: z.number(),
  questions_count: z.number(),
  passages_count: z.number(),
  /** Sum of the points of the topic's questions; null when the organization does not use points. */
  points: z.number().nullable(),
  ...publishStateShape,
  lock_version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicFieldsSchema = z.object({
  name: nameField(),
  shuffle_answers: z.boolean().default(false),
  shuffle_questions: z.boolean().default(false),
  questions_label: z.string().trim().max(NAME_MAX, { error: msg('too_long') }).nullable().default(null),
});
export const createTopicRequest = z.object({ bundle_id: idField, name: nameField() });
/** PUT /content/topics/{id}: only the fields sent change (no defaults here, so missing flags are kept); `lock_version` is required (409 when stale). */
export const updateTopicRequest = z.object({
  name: nameField().optional(),
  shuffle_answers: z.boolean().optional(),
  shuffle_questions: z.boolean().optional(),
  questions_label: z.string().trim().max(NAME_MAX, { error: msg('too_long') }).nullable().optional(),
  lock_version: lockVersionField,
});
/** PATCH /content/topics/{id}: move to another unit of the same organization; goes last there. */
export const moveTopicRequest = z.object({
  bundle_id: idField,
  lock_version: lockVersionField.optional(),
});
export const reorderTopicsRequest = z.object({ bundle_id: idField, order: z.array(idField).min(1) });
/** GET /content/topics/{id}?exclude=… : parts to leave out of the reply. */
export const topicQuery = z.object({
  exclude: z
    .string()
    .max(200)
    .regex(/^\s*[a-z_]*(\s*,\s*[a-z_]*)*\s*$/, { error: msg('invalid') })
    .optional(),
});
/**
 * Parts of the topic reply that `exclude` may leave out: `counts` (chapters_count,
 * questions_count, passages_count), `points`, and the content parts `lesson`, `questions`
 * and `passages` (their shapes are in domain/schemas/topicContent.ts); names the server does
 * not know are ignored.
 */
export const TOPIC_EXCLUDABLE_PARTS = ['counts', 'points', 'lesson', 'questions', 'passages'] as const;
export type TopicPart = (typeof TOPIC_EXCLUDABLE_PARTS)[number];
/** The reply of GET /content/topics/{id}: a topic whose excludable parts may be missing. */
export const topicReplySchema = topicSchema.partial({
  chapters_count: true,
  questions_count: true,
  passages_count: true,
  points: true,
});
export type TopicReply = z.infer<typeof topicReplySchema>;

/** GET /map/topics?from_pena_courses=true&bundle_id: topics of a unit, as copy targets. */
export const topicListQuery = z.object({
  bundle_id: idParam,
  from_pena_courses: z.enum(['true', 'false']).optional(),
});
/** One copy target of GET /map/topics. */
export const topicTargetSchema = z.object({ id: z.number(), name: z.string(), position: z.number() });
export type TopicTarget = z.infer<typeof topicTargetSchema>;

/** Video presenters (§3: id, name, description, image). `image` is the picture's address; it is sent as a multipart form. */
export const videoPresenterSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  lock_version: z.number(),
});
export type VideoPresenter = z.infer<typeof videoPresenterSchema>;
export const videoPresenterFieldsSchema = z.object({
  name: nameField(),
  description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }).default(''),
});

/** Icons and authors of an organization. */
export const iconImageSchema = z.object({ id: z.number(), name: z.string(), url: z.string(), system: z.boolean() });
export type IconImage = z.infer<typeof iconImageSchema>;
/** GET /content/organizations/{id}/show_authors: course creators for the creator filter, and whether any course has no author (`no_author`). */
export const courseAuthorsSchema = z.object({ authors: z.array(personSchema), has_no_author: z.boolean() });
export type CourseAuthors = z.infer<typeof courseAuthorsSchema>;

/** Tags and subjects management. */
export const courseTagWithCountSchema = tagRefSchema.extend({ count: z.number() });
export const createCourseTagRequest = z.object({ course_tag_name: nameField(64), type: courseTagTypeSchema });
export const deleteCourseTagsRequest = z.object({ course_tag_ids: z.array(idField).min(1) });
export const validateTagQuery = z.object({ course_tag_name: z.string().max(200), type: courseTagTypeSchema });
export const validateTagReply = z.object({ valid: z.boolean(), suggested_name: z.string().nullable() });
export const createSubjectRequest = z.object({ subject_name: nameField(64) });
export const deleteSubjectsRequest = z.object({ subject_ids: z.array(idField).min(1) });
export const validateSubjectQuery = z.object({ subject_name: z.string().max(200) });
export const validateSubjectReply = z.object({ valid: z.boolean() });

/** Teams: POST /content/teams/{teamId}/{add|remove}_member/{userId}. */
export const teamMemberParams = z.object({
  teamId: idSchema,
  action: z.enum(['add', 'remove']),
  userId: idSchema,
});
/**
 * add_member?move=true moves the user into this team: it also takes them out of the
 * organization's other teams, in one transaction (how an admin changes a member's role).
 */
export const teamMemberQuery = z.object({ move: z.enum(['true', 'false']).optional() });
