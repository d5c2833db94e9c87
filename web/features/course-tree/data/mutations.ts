// Writes of units and topics. Every write refreshes the course (its tree and its counts) so
// the sidebar follows; reordering shows the new order at once and puts the old one back,
// with a notice, when the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Unit, CourseTree, Topic } from '../../../../domain/schemas/courses.ts';
import { useNotify } from '../../../components/notifications/index.ts';
import { unitApi, courseApi, topicApi } from './api.ts';
import type { CreateUnitInput, CreateTopicInput, UpdateUnitInput, UpdateTopicInput } from './api.ts';
import { unitKeys, courseTreeKeys, topicKeys } from '../../../lib/content/keys.ts';
import { arrange } from './order.ts';

function refreshCourse(queryClient: QueryClient, courseId: number) {
  return queryClient.invalidateQueries({ queryKey: courseTreeKeys.course(courseId) });
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUnitInput) => unitApi.create(input),
    onSuccess: (unit) => {
      queryClient.setQueryData(unitKeys.detail(unit.id), unit);
      return refreshCourse(queryClient, unit.course_id);
    },
  });
}

export function useUpdateUnit(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUnitInput) => unitApi.update(unitId, input),
    onSuccess: (unit) => {
      queryClient.setQueryData(unitKeys.detail(unit.id), unit);
      return Promise.all([
        refreshCourse(queryClient, unit.course_id),
        // Topic pages show the unit's name in their breadcrumb.
        queryClient.invalidateQueries({ queryKey: topicKeys.all }),
      ]);
    },
  });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unit: Pick<Unit, 'id' | 'course_id'>) => unitApi.delete(unit.id),
    // The deleted unit's own query is left alone: its page is still on screen until the
    // caller navigates away, and reading it again now would flash a not-found page.
    onSuccess: (_reply, unit) => refreshCourse(queryClient, unit.course_id),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => courseApi.delete(courseId),
    // Marked stale without reading now (the deleted course would answer 404 while its page
    // is still on screen); the course list (another feature, also under ['courses']) reads
    // again when it mounts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courses'], refetchType: 'none' }),
  });
}

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTopicInput) => topicApi.create(input),
    onSuccess: (topic) => {
      queryClient.setQueryData(topicKeys.detail(topic.id), topic);
      return Promise.all([
        refreshCourse(queryClient, topic.course_id),
        queryClient.invalidateQueries({ queryKey: unitKeys.detail(topic.bundle_id) }),
      ]);
    },
  });
}

export function useUpdateTopic(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTopicInput) => topicApi.update(topicId, input),
    onSuccess: (topic) => {
      queryClient.setQueryData(topicKeys.detail(topic.id), topic);
      return Promise.all([
        refreshCourse(queryClient, topic.course_id),
        queryClient.invalidateQueries({ queryKey: unitKeys.detail(topic.bundle_id) }),
      ]);
    },
  });
}

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: Pick<Topic, 'id' | 'bundle_id' | 'course_id'>) => topicApi.delete(topic.id),
    onSuccess: (_reply, topic) => {
      return Promise.all([
        refreshCourse(queryClient, topic.course_id),
        queryClient.invalidateQueries({ queryKey: unitKeys.detail(topic.bundle_id) }),
      ]);
    },
  });
}

/** PUT /content/bundles/reorder.json {course_id, order}, shown at once in the tree. */
export function useReorderUnits(courseId: number) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const key = courseTreeKeys.tree(courseId);
  return useMutation({
    mutationFn: (order: number[]) => unitApi.reorder(courseId, order),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CourseTree>(key);
      if (previous) queryClient.setQueryData<CourseTree>(key, { ...previous, bundles: arrange(previous.bundles, order) });
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify({ tone: 'error', message: t('units.reorder_failed') });
    },
    onSettled: () => refreshCourse(queryClient, courseId),
  });
}

/** PUT /content/topics/reorder.json {bundle_id, order}, shown at once in the unit and the tree. */
export function useReorderTopics(courseId: number, unitId: number) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const treeKey = courseTreeKeys.tree(courseId);
  const unitKey = unitKeys.detail(unitId);
  return useMutation({
    mutationFn: (order: number[]) => topicApi.reorder(unitId, order),
    onMutate: async (order) => {
      await Promise.all([queryClient.cancelQueries({ queryKey: treeKey }), queryClient.cancelQueries({ queryKey: unitKey })]);
      const tree = queryClient.getQueryData<CourseTree>(treeKey);
      const unit = queryClient.getQueryData<Unit>(unitKey);
      if (tree) {
        queryClient.setQueryData<CourseTree>(treeKey, {
          ...tree,
          bundles: tree.bundles.map((b) => (b.id === unitId ? { ...b, topics: arrange(b.topics, order) } : b)),
        });
      }
      if (unit) queryClient.setQueryData<Unit>(unitKey, { ...unit, topics: arrange(unit.topics, order) });
      return { tree, unit };
    },
    onError: (_error, _order, context) => {
      if (context?.tree) queryClient.setQueryData(treeKey, context.tree);
      if (context?.unit) queryClient.setQueryData(unitKey, context.unit);
      notify({ tone: 'error', message: t('topics.reorder_failed') });
    },
    onSettled: () =>
      Promise.all([refreshCourse(queryClient, courseId), queryClient.invalidateQueries({ queryKey: unitKey })]),
  });
}
