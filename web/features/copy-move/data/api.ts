// The calls of the Copy/Move modal: POST /content/copy and /content/move (domain/schemas/
// copying.ts), and the target lists it browses: the user's organizations (through the
// organizations feature), an organization's courses (the course list's own call), a course's
// tree, and a unit's topics (GET /map/topics?bundle_id&from_pena_courses=true, spec §7).
import type { CopyAction, CopyMoveInput } from '../../../../domain/schemas/copying.ts';
import type { CourseSummary, CourseTree, TopicTarget } from '../../../../domain/schemas/courses.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { http } from '../../../lib/http.ts';
import type { Page } from '../../../lib/http.ts';

/** Courses a page of the target list shows. */
export const TARGET_COURSES_PER_PAGE = 30;

export const copyMoveApi = {
  /** 200 with the job completed (done at once), or 202 with it pending (a background job). */
  submit: (action: CopyAction, body: CopyMoveInput) => http.post<JobStatusReply>(`/content/${action}`, body),
  courses: (organizationId: number, query: { q?: string; page: number }, signal?: AbortSignal) =>
    http.page<CourseSummary>(`/content/organizations/${organizationId}/courses`, {
      query: { q: query.q || undefined, page: query.page, per: TARGET_COURSES_PER_PAGE, sort_by: 'name', sort: 'asc' },
      signal,
    }) as Promise<Page<CourseSummary>>,
  tree: (courseId: number, signal?: AbortSignal) => http.get<CourseTree>(`/content/courses/${courseId}/show_tree`, { signal }),
  topics: (unitId: number, signal?: AbortSignal) =>
    http.get<TopicTarget[]>('/map/topics', { query: { bundle_id: unitId, from_pena_courses: true }, signal }),
};
