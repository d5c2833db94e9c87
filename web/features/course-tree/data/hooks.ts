// Reading a course, its tree, a unit and a topic. The tree feeds the sidebar and the course
// overview; a unit or topic page reads its own record, whose course_id tells the sidebar
// which tree to show.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { courseApi, unitApi, topicApi } from './api.ts';
import { unitKeys, courseTreeKeys, topicKeys } from '../../../lib/content/keys.ts';

const enabledFor = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isFinite(id) && id > 0;

export function useCourse(courseId: number | null) {
  return useQuery({
    queryKey: courseTreeKeys.detail(courseId ?? 0),
    queryFn: () => courseApi.get(courseId!),
    enabled: enabledFor(courseId),
  });
}

/**
 * `fresh`: read again when this observer mounts even if the cache is recent. The sidebar
 * asks for it: it mounts when the teacher comes from another layout (the course list, an
 * edit form), which is when the course may have changed elsewhere.
 */
export function useCourseTree(courseId: number | null, { fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: courseTreeKeys.tree(courseId ?? 0),
    queryFn: () => courseApi.tree(courseId!),
    enabled: enabledFor(courseId),
    refetchOnMount: fresh ? 'always' : true,
  });
}

export function useUnit(unitId: number | null) {
  return useQuery({
    queryKey: unitKeys.detail(unitId ?? 0),
    queryFn: () => unitApi.get(unitId!),
    enabled: enabledFor(unitId),
  });
}

export function useTopic(topicId: number | null) {
  return useQuery({
    queryKey: topicKeys.detail(topicId ?? 0),
    queryFn: () => topicApi.get(topicId!),
    enabled: enabledFor(topicId),
  });
}

/**
 * After questions were added to a topic from elsewhere (an import): the topic, the unit overviews
 * and the course tree read again, as they count a topic's questions.
 */
export function useRefreshTopicCounts() {
  const queryClient = useQueryClient();
  return (topicId: number, courseId: number | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: topicKeys.detail(topicId) }),
      queryClient.invalidateQueries({ queryKey: unitKeys.all }),
      ...(courseId === null ? [] : [queryClient.invalidateQueries({ queryKey: courseTreeKeys.course(courseId) })]),
    ]);
}

/** A route parameter as an id the API takes, or null when it is not one (the page then shows not-found). */
export { parseId } from '../../../../domain/schemas/primitives.ts';
