// Course rows → API JSON (spec §3 field names): list summaries, one course, its tree, icons,
// authors and video presenters. The only way courses leave the server.
// `course_tags` lists every tag of the course (grades and other tags, as a create or update
// sends them); `grades` repeats the grade tags alone.
import type {
  Course,
  CourseMeta,
  CourseSummary,
  CourseTree,
  IconImage,
  TagRef,
  VideoPresenter,
} from '../../domain/schemas/courses.ts';
import type { iconImages, videoPresenters, CourseRow } from '../db/schema/index.ts';
import type { CourseDetailParts } from '../queries/courseDetail.ts';
import type { CourseListRow } from '../queries/courseList.ts';
import type { CourseParts } from '../queries/courseParts.ts';
import type { CourseTreeRows } from '../queries/courseTree.ts';

const status = (s: string) => (s === 'published' ? 'published' : 'unpublished') as 'published' | 'unpublished';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const grades = (tags: TagRef[]) => tags.filter((t) => t.type === 'grade');

export function presentCourseSummary(row: CourseListRow & { parts: CourseParts }): CourseSummary {
  return {
    id: row.id,
    name: row.name,
    organization_id: row.organizationId,
    status: status(row.status),
    school_assessment_course: row.schoolAssessmentCourse,
    assessment_kind: row.assessmentKind,
    grades: grades(row.parts.tags),
    course_tags: row.parts.tags,
    subjects: row.parts.subjects,
    icon_url: row.iconUrl,
    creator: row.creator,
    creator_id: row.creatorId,
    accessible: row.accessible,
    share_enabled: row.shareEnabled,
    bundles_count: row.parts.unitsCount,
    topics_count: row.parts.topicsCount,
    published_at: iso(row.publishedAt),
    changed_since_published: row.changedSincePublished,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentMeta(meta: CourseRow['meta']): CourseMeta {
  const out: CourseMeta = {};
  if (meta.level) out.level = meta.level;
  const limit = meta.time_limit as unknown;
  if (typeof limit === 'number' || limit === '') out.time_limit = limit;
  return out;
}

export function presentCourse(course: CourseRow, parts: CourseDetailParts, accessible: boolean): Course {
  return {
    ...presentCourseSummary({
      ...course,
      status: status(course.status),
      assessmentKind: course.assessmentKind ?? null,
      creator: parts.creator,
      accessible,
      changedSincePublished: parts.changedSincePublished,
      parts,
    }),
    description: course.description,
    system: course.system,
    systems: course.systems,
    meta: presentMeta(course.meta),
    course_set_id: course.courseSetId,
    course_subset_id: course.courseSubsetId,
    share_settings: { enabled: course.shareEnabled, user_ids: parts.sharedUserIds },
    bundles: parts.units.map((b) => ({ id: b.id, guid: b.guid, name: b.name, status: status(b.status), position: b.position })),
    icon_image_id: course.iconImageId,
    preview_video: course.previewVideo
      ? { original_url: course.previewVideo.original_url, description: course.previewVideo.description, presenter: course.previewVideo.presenter_id }
      : null,
    introductory_video_url: course.introductoryVideoUrl,
    publish_to_system: course.publishToSystem,
    lock_version: course.lockVersion,
  };
}

/** The sidebar tree. Units and topics are accessible when the course is (the route refuses an inaccessible one). */
export function presentCourseTree(course: CourseRow, rows: CourseTreeRows, accessible: boolean): CourseTree {
  return {
    id: course.id,
    name: course.name,
    accessible,
    school_assessment_course: course.schoolAssessmentCourse,
    creator_id: course.creatorId,
    grades: grades(rows.tags),
    course_tags: rows.tags,
    bundles: rows.units.map((b) => ({
      id: b.id,
      guid: b.guid,
      name: b.name,
      description: b.description,
      status: status(b.status),
      accessible,
      creator_id: b.creatorId,
      position: b.position,
      published_at: iso(b.publishedAt),
      changed_since_published: b.changedSincePublished,
      topics: b.topics.map((t) => ({
        id: t.id,
        name: t.name,
        status: status(t.status),
        accessible,
        creator_id: t.creatorId,
        position: t.position,
        chapters_count: t.pagesCount,
        questions_count: t.questionsCount,
        passages_count: t.passagesCount,
        published_at: iso(t.publishedAt),
        changed_since_published: t.changedSincePublished,
      })),
    })),
    bundles_count: rows.units.length,
    topics_count: rows.topicsCount,
  };
}

export function presentIcon(row: typeof iconImages.$inferSelect): IconImage {
  return { id: row.id, name: row.name, url: row.url, system: row.organizationId === null };
}

export function presentVideoPresenter(row: typeof videoPresenters.$inferSelect): VideoPresenter {
  return {
    id: row.id,
    course_id: row.courseId,
    name: row.name,
    description: row.description,
    image: row.imageUrl,
    lock_version: row.lockVersion,
  };
}
