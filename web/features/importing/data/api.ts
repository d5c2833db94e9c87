// The calls of the import page (domain/schemas/importing.ts): a source's courses with the
// course list's query and the course sets they use, a source course's tree, a source topic's
// questions and passages in full (with what the target topic already holds of them), and
// POST /content/topics/{id}/import_questions. Every browsing call names the importing
// organization (the target topic's) in organization_id.
import { DEFAULT_PAGE_SIZE } from '../../../../domain/constants.ts';
import type { CourseSummary, CourseTree } from '../../../../domain/schemas/courses.ts';
import type { ImportCourseSet, ImportQuestionsInput, ImportSourceTopic } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { http } from '../../../lib/http.ts';
import type { Page } from '../../../lib/http.ts';

/** The course browser's filters (spec §2: course set, subject, grade level) and page. `subjectIds`: every subject of the chosen names. */
export type CourseQuery = { q: string; courseSetId: number | null; subjectIds: number[]; level: string | null; page: number };

export const emptyCourseQuery: CourseQuery = { q: '', courseSetId: null, subjectIds: [], level: null, page: 1 };

export const importingApi = {
  courses: (sourceId: number, importingId: number, query: CourseQuery, signal?: AbortSignal): Promise<Page<CourseSummary>> =>
    http.page<CourseSummary>(`/importing/organizations/${sourceId}/courses`, {
      query: {
        organization_id: importingId,
        q: query.q || undefined,
        course_set_id: query.courseSetId ?? undefined,
        subject_ids: query.subjectIds.length ? query.subjectIds : undefined,
        level: query.level ?? undefined,
        page: query.page > 1 ? query.page : undefined,
        per: DEFAULT_PAGE_SIZE,
        sort_by: 'name',
        sort: 'asc',
      },
      signal,
    }),
  courseSets: (sourceId: number, importingId: number, signal?: AbortSignal) =>
    http.get<ImportCourseSet[]>(`/importing/organizations/${sourceId}/course_sets`, { query: { organization_id: importingId }, signal }),
  tree: (courseId: number, importingId: number, signal?: AbortSignal) =>
    http.get<CourseTree>(`/importing/courses/${courseId}/show_tree`, { query: { organization_id: importingId }, signal }),
  /** A source topic, compared with the target topic (already_imported). */
  topic: (topicId: number, importingId: number, targetTopicId: number, signal?: AbortSignal) =>
    http.get<ImportSourceTopic>(`/importing/topics/${topicId}/questions`, { query: { organization_id: importingId, topic_id: targetTopicId }, signal }),
  /** 200 with the job completed (a small selection), or 202 with the job to poll; 409 (already_imported) when the topic holds some and import_again is not set. */
  importQuestions: (topicId: number, body: ImportQuestionsInput) => http.post<JobStatusReply>(`/content/topics/${topicId}/import_questions`, body),
};
