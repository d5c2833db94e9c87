// The calls of spec §7 "Courses", "Bundles" and "Topics" this feature makes; request bodies
// are the domain request schemas' types, replies the presenters' shapes.
import type { z } from 'zod';
import type {
  Unit,
  Course,
  CourseTree,
  Topic,
  createUnitRequest,
  createTopicRequest,
  updateUnitRequest,
  updateTopicRequest,
} from '../../../../domain/schemas/courses.ts';
import { http } from '../../../lib/http.ts';

export type CreateUnitInput = z.output<typeof createUnitRequest>;
export type UpdateUnitInput = z.output<typeof updateUnitRequest>;
export type CreateTopicInput = z.output<typeof createTopicRequest>;
export type UpdateTopicInput = z.output<typeof updateTopicRequest>;

export const courseApi = {
  get: (id: number) => http.get<Course>(`/content/courses/${id}`),
  tree: (id: number) => http.get<CourseTree>(`/content/courses/${id}/show_tree`),
  delete: (id: number) => http.delete<unknown>(`/content/courses/${id}`),
};

export const unitApi = {
  get: (id: number) => http.get<Unit>(`/content/bundles/${id}`),
  create: (input: CreateUnitInput) => http.post<Unit>('/content/bundles', input),
  update: (id: number, input: UpdateUnitInput) => http.put<Unit>(`/content/bundles/${id}`, input),
  delete: (id: number) => http.delete<unknown>(`/content/bundles/${id}`),
  reorder: (courseId: number, order: number[]) =>
    http.put<unknown>('/content/bundles/reorder.json', { course_id: courseId, order }),
};

export const topicApi = {
  get: (id: number) => http.get<Topic>(`/content/topics/${id}`),
  create: (input: CreateTopicInput) => http.post<Topic>('/content/topics', input),
  update: (id: number, input: UpdateTopicInput) => http.put<Topic>(`/content/topics/${id}`, input),
  delete: (id: number) => http.delete<unknown>(`/content/topics/${id}`),
  reorder: (unitId: number, order: number[]) =>
    http.put<unknown>('/content/topics/reorder.json', { bundle_id: unitId, order }),
};
