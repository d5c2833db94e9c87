// What the course form sends (spec §5, §7): the `course` member with an empty meta when
// there is nothing to send, the grade names comma joined as meta.level, a time limit only
// for assessment and tryout courses; grade and other tag ids together as `course_tags`.
// And the way back: a course as form values, and the server's 422 fields as form fields.
import { compareGradeNames } from '../../../../domain/grades.ts';
import type { Course, CourseMeta, PreviewVideo, TagRef } from '../../../../domain/schemas/courses.ts';
import type { CreateCourseBody, UpdateCourseBody } from '../data/courses.ts';
import { toIds } from '../tagOptions.ts';
import type { CourseFormOutput, CourseFormValues } from './courseFormSchema.ts';

type CourseMember = CreateCourseBody['course'];

/** Grade names in school order, comma joined ("G7,G8"), or undefined when none is chosen. */
export function levelOf(gradeIds: string[], grades: readonly Pick<TagRef, 'id' | 'name'>[]): string | undefined {
  const chosen = new Set(toIds(gradeIds));
  const names = grades
    .filter((grade) => chosen.has(grade.id))
    .map((grade) => grade.name)
    .sort(compareGradeNames);
  return names.length ? names.join(',') : undefined;
}

function metaOf(values: CourseFormOutput, grades: readonly Pick<TagRef, 'id' | 'name'>[]): CourseMeta {
  const meta: CourseMeta = {};
  const level = levelOf(values.grade_ids, grades);
  if (level) meta.level = level;
  if (values.assessment && values.time_limit !== '') meta.time_limit = values.time_limit;
  return meta;
}

function shareSettings(values: CourseFormOutput) {
  return { enabled: values.share_enabled, user_ids: values.share_enabled ? toIds(values.share_user_ids) : [] };
}

/** The preview video, or null when nothing is filled in (the server gives a course with a system empty strings, §3). */
function previewVideo(values: CourseFormOutput): PreviewVideo | null {
  const presenter = values.preview_video_presenter ? Number(values.preview_video_presenter) : null;
  if (!values.preview_video_url && !values.preview_video_description && presenter === null) return null;
  return { original_url: values.preview_video_url, description: values.preview_video_description, presenter };
}

const systemsOf = (values: CourseFormOutput) => values.systems.map((name) => name.trim()).filter(Boolean);

const courseTags = (values: CourseFormOutput) => [...toIds(values.grade_ids), ...toIds(values.other_tag_ids)];

/** POST /content/courses. */
export function toCreateRequest(
  values: CourseFormOutput,
  context: { organizationId: number; grades: readonly Pick<TagRef, 'id' | 'name'>[] },
): CreateCourseBody {
  const course: CourseMember = { name: values.name, description: values.description, meta: metaOf(values, context.grades) };
  if (values.icon_image_id !== null) course.icon_image_id = values.icon_image_id;
  if (values.introductory_video_url) course.introductory_video_url = values.introductory_video_url;
  const preview = previewVideo(values);
  if (preview) course.preview_video = preview;
  const systems = systemsOf(values);
  if (systems.length) course.systems = systems;
  if (values.publish_to_system) course.publish_to_system = values.publish_to_system;
  if (values.course_set_id !== '') course.course_set_id = values.course_set_id;
  if (values.course_subset_id !== '') course.course_subset_id = values.course_subset_id;
  if (values.assessment) {
    course.school_assessment_course = true;
    course.assessment_kind = values.assessment_kind;
  }
  return {
    course,
    course_tags: courseTags(values),
    subjects: toIds(values.subject_ids),
    share_settings: shareSettings(values),
    coursable_id: context.organizationId,
    coursable_type: 'Organization',
  };
}

/** PUT /content/courses/{id}: every field of the form, with the version the form was loaded at. */
export function toUpdateRequest(
  values: CourseFormOutput,
  context: { grades: readonly Pick<TagRef, 'id' | 'name'>[]; lockVersion: number },
): UpdateCourseBody {
  const course: NonNullable<UpdateCourseBody['course']> = {
    name: values.name,
    description: values.description,
    meta: metaOf(values, context.grades),
    icon_image_id: values.icon_image_id,
    introductory_video_url: values.introductory_video_url || null,
    preview_video: previewVideo(values),
    systems: systemsOf(values),
    publish_to_system: values.publish_to_system || null,
    course_set_id: values.course_set_id === '' ? null : values.course_set_id,
    course_subset_id: values.course_subset_id === '' ? null : values.course_subset_id,
  };
  if (values.assessment) course.assessment_kind = values.assessment_kind;
  return {
    course,
    course_tags: courseTags(values),
    subjects: toIds(values.subject_ids),
    share_settings: shareSettings(values),
    lock_version: context.lockVersion,
  };
}

/** The form values of a saved course (the edit form's defaults). */
export function courseToFormValues(course: Course): CourseFormValues {
  const timeLimit = course.meta.time_limit;
  return {
    name: course.name,
    description: course.description,
    grade_ids: course.grades.map((grade) => String(grade.id)),
    other_tag_ids: course.course_tags.filter((tag) => tag.type === 'other').map((tag) => String(tag.id)),
    subject_ids: course.subjects.map((subject) => String(subject.id)),
    icon_image_id: course.icon_image_id,
    introductory_video_url: course.introductory_video_url ?? '',
    preview_video_url: course.preview_video?.original_url ?? '',
    preview_video_description: course.preview_video?.description ?? '',
    preview_video_presenter: course.preview_video?.presenter ? String(course.preview_video.presenter) : '',
    systems: course.systems,
    publish_to_system: course.publish_to_system ?? '',
    course_set_id: course.course_set_id ?? '',
    course_subset_id: course.course_subset_id ?? '',
    share_enabled: course.share_settings.enabled,
    share_user_ids: course.share_settings.user_ids.map(String),
    assessment: course.school_assessment_course,
    assessment_kind: course.assessment_kind ?? 'assessment',
    time_limit: typeof timeLimit === 'number' ? timeLimit : '',
  };
}

/** Server field paths (`course.name`, `share_settings.user_ids.0` …) → form fields. */
const fieldByPath: Array<[RegExp, keyof CourseFormValues]> = [
  [/^course\.name$/, 'name'],
  [/^course\.description$/, 'description'],
  [/^course\.meta(\.time_limit)?$/, 'time_limit'],
  [/^course\.introductory_video_url$/, 'introductory_video_url'],
  [/^course\.preview_video\.original_url$/, 'preview_video_url'],
  [/^course\.preview_video\.description$/, 'preview_video_description'],
  [/^course\.preview_video(\.presenter)?$/, 'preview_video_presenter'],
  [/^course\.systems?(\.|$)/, 'systems'],
  [/^course\.publish_to_system$/, 'publish_to_system'],
  [/^course\.course_set_id$/, 'course_set_id'],
  [/^course\.course_subset_id$/, 'course_subset_id'],
  [/^course\.icon_(image_id|url)$/, 'icon_image_id'],
  [/^course\.assessment_kind$/, 'assessment_kind'],
  [/^course_tags(\.|$)/, 'other_tag_ids'],
  [/^subjects(\.|$)/, 'subject_ids'],
  [/^share_settings(\.|$)/, 'share_user_ids'],
];

/** Splits a 422's fields into those the form shows by its fields and the rest. */
export function mapServerFields(fields: Record<string, string>): {
  byField: Partial<Record<keyof CourseFormValues, string>>;
  other: string[];
} {
  const byField: Partial<Record<keyof CourseFormValues, string>> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldByPath.find(([pattern]) => pattern.test(path))?.[1];
    if (field) byField[field] ??= message;
    else other.push(message);
  }
  return { byField, other };
}
