// Courses on the wire (spec §7 "Courses"): the organization's course list (a page with the
// X-Pena-Count / X-Pena-Pages totals), one course, create, update and delete. Query keys
// are hierarchical so a write can refresh every list of the organization at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Course,
  CourseSummary,
  createCourseRequest,
  updateCourseRequest,
} from '../../../../domain/schemas/courses.ts';
import { http } from '../../../lib/http.ts';
import type { Page } from '../../../lib/http.ts';
import { keepPreviousWithin } from '../../../lib/placeholderData.ts';
import type { CourseListApiQuery } from '../list/listParams.ts';
import { courseKeys } from '../../../lib/content/keys.ts';

/** Request bodies as sent (the server fills the defaults). */
export type CreateCourseBody = z.input<typeof createCourseRequest>;
export type UpdateCourseBody = z.input<typeof updateCourseRequest>;

export function fetchCourseList(
  organizationId: number,
  query: CourseListApiQuery,
  signal?: AbortSignal,
): Promise<Page<CourseSummary>> {
  return http.page<CourseSummary>(`/content/organizations/${organizationId}/courses`, { query, signal });
}

/** One page of the list; the school's previous page stays on screen while the next one loads. */
export function useCourseList(organizationId: number, query: CourseListApiQuery) {
  return useQuery({
    queryKey: courseKeys.list(organizationId, query),
    queryFn: ({ signal }) => fetchCourseList(organizationId, query, signal),
    placeholderData: keepPreviousWithin(courseKeys.lists(organizationId)),
  });
}

export function useCourse(id: number) {
  return useQuery({ queryKey: courseKeys.detail(id), queryFn: () => http.get<Course>(`/content/courses/${id}`) });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCourseBody) => http.post<Course>('/content/courses', body),
    onSuccess: (course) => {
      queryClient.setQueryData(courseKeys.detail(course.id), course);
      void queryClient.invalidateQueries({ queryKey: [...courseKeys.all, 'list'] });
    },
  });
}

export function useUpdateCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseBody) => http.put<Course>(`/content/courses/${id}`, body),
    onSuccess: (course) => {
      queryClient.setQueryData(courseKeys.detail(id), course);
      void queryClient.invalidateQueries({ queryKey: [...courseKeys.all, 'list'] });
    },
  });
}

export function useDeleteCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<unknown>(`/content/courses/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: [...courseKeys.all, 'list'] });
    },
  });
}
