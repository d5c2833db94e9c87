// The import page's reads, under hierarchical keys ['importing', sourceId, …] (a source's
// courses by query and its course sets, a course's tree, a topic's questions compared with the
// target topic), each read for the importing organization; and the import itself, which
// refreshes the target topic and its course through the course tree feature's exported keys,
// and what the source topics say the target holds.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importQuestionsResultSchema } from '../../../../domain/schemas/importing.ts';
import type { ImportQuestionsInput, ImportQuestionsResult } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { importingApi } from './api.ts';
import type { CourseQuery } from './api.ts';
import { courseTreeKeys, topicKeys } from '../../../lib/content/keys.ts';

export const importingKeys = {
  all: ['importing'] as const,
  source: (sourceId: number, importingId: number) => [...importingKeys.all, sourceId, importingId] as const,
  courses: (sourceId: number, importingId: number, query: CourseQuery) => [...importingKeys.source(sourceId, importingId), 'courses', query] as const,
  courseSets: (sourceId: number, importingId: number) => [...importingKeys.source(sourceId, importingId), 'course_sets'] as const,
  tree: (sourceId: number, importingId: number, courseId: number) => [...importingKeys.source(sourceId, importingId), 'tree', courseId] as const,
  topic: (sourceId: number, importingId: number, topicId: number, targetTopicId: number) =>
    [...importingKeys.source(sourceId, importingId), 'topic', topicId, targetTopicId] as const,
};

/** Where the page reads from: the source organization, for the importing (target) organization and its topic. */
export type Scope = { sourceId: number; importingId: number; targetTopicId: number };

export function useSourceCourses(scope: Scope, query: CourseQuery) {
  return useQuery({
    queryKey: importingKeys.courses(scope.sourceId, scope.importingId, query),
    queryFn: ({ signal }) => importingApi.courses(scope.sourceId, scope.importingId, query, signal),
    // The courses found so far stay while the next search runs.
    placeholderData: keepPreviousData,
  });
}

/** The course sets the source's courses use (the "course set" filter's choices). */
export function useSourceCourseSets(scope: Scope) {
  return useQuery({
    queryKey: importingKeys.courseSets(scope.sourceId, scope.importingId),
    queryFn: ({ signal }) => importingApi.courseSets(scope.sourceId, scope.importingId, signal),
  });
}

export function useSourceTree(scope: Scope, courseId: number | null) {
  return useQuery({
    queryKey: importingKeys.tree(scope.sourceId, scope.importingId, courseId ?? 0),
    queryFn: ({ signal }) => importingApi.tree(courseId!, scope.importingId, signal),
    enabled: courseId !== null,
  });
}

export function useSourceTopic(scope: Scope, topicId: number | null) {
  return useQuery({
    queryKey: importingKeys.topic(scope.sourceId, scope.importingId, topicId ?? 0, scope.targetTopicId),
    queryFn: ({ signal }) => importingApi.topic(topicId!, scope.importingId, scope.targetTopicId, signal),
    enabled: topicId !== null,
  });
}

export function useImportQuestions(topicId: number) {
  return useMutation({ mutationFn: (body: ImportQuestionsInput) => importingApi.importQuestions(topicId, body) });
}

/** The job's result, when it is the shape the page expects. */
export function readResult(job: JobStatusReply): ImportQuestionsResult | null {
  const parsed = importQuestionsResultSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

/** Reads the target topic (its questions and passages) and its course's tree again. */
export function useRefreshTarget() {
  const queryClient = useQueryClient();
  return (target: { topicId: number; courseId: number }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: topicKeys.detail(target.topicId) }),
      queryClient.invalidateQueries({ queryKey: courseTreeKeys.course(target.courseId) }),
      // The source topics now say the target holds what was imported.
      queryClient.invalidateQueries({ queryKey: importingKeys.all }),
    ]);
}
