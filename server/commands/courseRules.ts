// The rules a course write must pass beyond its wire schema (spec §3 Course, §5): tags,
// subjects, shared users, icon and presenter must belong to the organization (or its
// country, or the course); at most three other tags; a time limit only on assessment and
// tryout courses; systems[0] is the system; video addresses are YouTube or Brightcove.
// Every broken rule is collected, so one 422 names all the fields at once.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { MAX_OTHER_TAGS, SCHOOL_SYSTEM } from '../../domain/constants.ts';
import { compareTags } from '../../domain/grades.ts';
import { msg } from '../../domain/messages/index.ts';
import { isCourseVideoUrl, type CourseFields, type PreviewVideo as PreviewVideoWire, type ShareSettings } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { memberships, subjects, videoPresenters, type CourseMeta, type courses, type PreviewVideo, type CourseRow, type OrganizationRow } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { organizationTags, tagType } from '../queries/courseParts.ts';
import { usableIcon } from './courseIconSet.ts';

type CourseValues = Partial<typeof courses.$inferInsert>;

/** What a create or update asks for; absent members keep what the course has (create: nothing). */
export interface CourseInput {
  course: Partial<CourseFields>;
  course_tags?: number[];
  subjects?: number[];
  share_settings?: ShareSettings;
}

export interface CheckedCourse {
  /** Column values to write. */
  values: CourseValues;
  /** Set when the tags, subjects or shared users are to be replaced. */
  tagIds?: number[];
  subjectIds?: number[];
  sharedUserIds?: number[];
  /** Whether the result is an assessment or tryout course. */
  assessment: boolean;
}

/** A school assessment course or an assessment/tryout kind. */
export const isAssessmentCourse = (c: { schoolAssessmentCourse: boolean; assessmentKind: string | null }) =>
  c.schoolAssessmentCourse || c.assessmentKind !== null;

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Checks the input against the organization (and `current`, the course being updated)
 * and returns what to store, or throws 422 with every broken rule by field path.
 */
export async function checkCourseInput(db: Db, organization: OrganizationRow, input: CourseInput, current?: CourseRow): Promise<CheckedCourse> {
  const f = input.course;
  const fields: Record<string, string> = {};
  const values: CourseValues = {};
  const has = <K extends keyof CourseFields>(key: K) => f[key] !== undefined;

  for (const key of ['name', 'description', 'course_set_id', 'course_subset_id', 'publish_to_system'] as const) {
    if (has(key)) Object.assign(values, { [camel(key)]: f[key] });
  }
  if (has('school_assessment_course')) values.schoolAssessmentCourse = f.school_assessment_course!;
  if (has('assessment_kind')) values.assessmentKind = f.assessment_kind ?? null;
  const assessment = isAssessmentCourse({
    schoolAssessmentCourse: values.schoolAssessmentCourse ?? current?.schoolAssessmentCourse ?? false,
    assessmentKind: values.assessmentKind !== undefined ? values.assessmentKind : (current?.assessmentKind ?? null),
  });

  // systems[0] is the system (§3).
  if (has('systems') || has('system')) {
    // Only `system` sent: it becomes systems[0] (null clears them).
    const systems = f.systems ?? (f.system ? [f.system, ...(current?.systems ?? []).filter((x) => x !== f.system)] : []);
    if (f.system && systems.length && systems[0] !== f.system) fields['course.system'] = msg('system_not_first');
    values.systems = systems;
    values.system = systems[0] ?? null;
  }
  const system = values.system !== undefined ? values.system : (current?.system ?? null);

  // Checks against other rows, run together.
  const tagIds = input.course_tags ? unique(input.course_tags) : undefined;
  const subjectIds = input.subjects ? unique(input.subjects) : undefined;
  const sharedUserIds = input.share_settings ? unique(input.share_settings.user_ids) : undefined;
  const presenter = f.preview_video?.presenter ?? null;
  const [tags, subjectRows, memberRows, icon, presenterRow] = await Promise.all([
    tagIds ? organizationTags(db, organization.id, tagIds) : undefined,
    subjectIds?.length
      ? db
          .select({ id: subjects.id })
          .from(subjects)
          .where(
            and(
              inArray(subjects.id, subjectIds),
              or(eq(subjects.organizationId, organization.id), and(isNull(subjects.organizationId), eq(subjects.countryCode, organization.countryCode))),
            ),
          )
      : [],
    sharedUserIds?.length
      ? db
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.organizationId, organization.id), inArray(memberships.userId, sharedUserIds)))
      : [],
    f.icon_image_id ? usableIcon(db, organization.id, f.icon_image_id) : undefined,
    presenter !== null && current
      ? db
          .select({ id: videoPresenters.id })
          .from(videoPresenters)
          .where(and(eq(videoPresenters.id, presenter), eq(videoPresenters.courseId, current.id)))
          .then((r) => r[0])
      : undefined,
  ]);

  let gradeNames: string[] | undefined;
  if (tagIds && tags) {
    if (tags.length !== tagIds.length) fields.course_tags = msg('not_in_organization');
    else if (tags.filter((t) => t.type === 'other').length > MAX_OTHER_TAGS) fields.course_tags = msg('other_tags_max');
    gradeNames = tags
      .map((t) => ({ ...t, type: tagType(t.type) }))
      .filter((t) => t.type === 'grade')
      .sort(compareTags)
      .map((t) => t.name);
  }
  if (subjectIds && subjectRows.length !== subjectIds.length) fields.subjects = msg('not_in_organization');
  if (sharedUserIds && memberRows.length !== sharedUserIds.length) fields['share_settings.user_ids'] = msg('share_users_members_only');

  // Icon: from the system set or the organization's uploads; its address comes with it.
  if (has('icon_image_id')) {
    if (f.icon_image_id && !icon) fields['course.icon_image_id'] = msg('not_in_organization');
    values.iconImageId = icon?.id ?? null;
    values.iconUrl = icon?.url ?? null;
  }
  if (f.icon_url) {
    const iconUrl = values.iconUrl !== undefined ? values.iconUrl : (current?.iconUrl ?? null);
    if (f.icon_url !== iconUrl) fields['course.icon_url'] = msg('invalid');
  }

  if (has('introductory_video_url')) {
    const url = f.introductory_video_url?.trim() || null;
    if (url && !isCourseVideoUrl(url)) fields['course.introductory_video_url'] = msg('course_video_url_invalid');
    values.introductoryVideoUrl = url;
  }
  const preview = previewVideo(f.preview_video, current, system, has('preview_video'));
  if (preview !== undefined) {
    if (preview?.original_url && !isCourseVideoUrl(preview.original_url)) fields['course.preview_video.original_url'] = msg('course_video_url_invalid');
    if (presenter !== null && !presenterRow) fields['course.preview_video.presenter'] = msg('not_in_organization');
    values.previewVideo = preview;
  }

  // meta (§5): {} when there is nothing to say; level = the grades; time_limit only for assessments.
  const meta: Record<string, unknown> = {};
  const level = gradeNames ? gradeNames.join(',') : current?.meta.level;
  if (level) meta.level = level;
  // A null time limit is the same as none; an update without meta keeps the course's.
  const sentLimit = f.meta ? (f.meta.time_limit ?? undefined) : current?.meta.time_limit;
  if (sentLimit !== undefined && f.meta && !assessment) fields['course.meta.time_limit'] = msg('time_limit_assessment_only');
  if (assessment) {
    if (sentLimit !== undefined && sentLimit !== null) meta.time_limit = sentLimit;
    else if (system === SCHOOL_SYSTEM) meta.time_limit = '';
  }
  values.meta = meta as CourseMeta;

  if (input.share_settings) values.shareEnabled = input.share_settings.enabled;

  if (Object.keys(fields).length) throw errors.unprocessable(fields);
  return { values, tagIds, subjectIds, sharedUserIds, assessment };
}

/** The preview video to store, or undefined to leave it. Empty strings once the course has a system (§3). */
function previewVideo(sent: PreviewVideoWire | null | undefined, current: CourseRow | undefined, system: string | null, wasSent: boolean): PreviewVideo | null | undefined {
  const empty: PreviewVideo = { original_url: '', description: '', presenter_id: null };
  if (wasSent && sent) return { original_url: sent.original_url.trim(), description: sent.description, presenter_id: sent.presenter };
  if (wasSent || !current) return system ? empty : null;
  // An update that did not touch it: fill it in only when the course just got a system.
  return !current.previewVideo && system ? empty : undefined;
}

function camel(key: string): string {
  return key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Whether the write makes an assessment or tryout course out of one that was not (or creates one): needs create_assessment. */
export function becomesAssessment(course: Partial<CourseFields> | undefined, current?: CourseRow): boolean {
  const was = current ? isAssessmentCourse(current) : false;
  if (was || !course) return false;
  const flag = course.school_assessment_course ?? current?.schoolAssessmentCourse ?? false;
  const kind = course.assessment_kind !== undefined ? course.assessment_kind : (current?.assessmentKind ?? null);
  return isAssessmentCourse({ schoolAssessmentCourse: flag, assessmentKind: kind });
}
