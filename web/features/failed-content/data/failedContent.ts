// The failed-content lists on the wire (GET /content/organizations/{id}/failed_chapters,
// failed_questions, failed_passages: a page with the X-Pena-Count / X-Pena-Pages totals)
// and the organization's courses for the course filter (the course list call, by name).
// Query keys are hierarchical: ['failed-content', organizationId, kind, query].
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../../domain/constants.ts';
import type { CourseSummary } from '../../../../domain/schemas/courses.ts';
import type { FailedItem, FailedKind } from '../../../../domain/schemas/failedContent.ts';
import { http } from '../../../lib/http.ts';
import type { Page } from '../../../lib/http.ts';
import { keepPreviousWithin } from '../../../lib/placeholderData.ts';
import type { FailedListState } from '../paths.ts';

export type FailedListQuery = { course_id?: number; page: number; per: number };

export const failedKeys = {
  all: ['failed-content'] as const,
  organization: (organizationId: number) => [...failedKeys.all, organizationId] as const,
  list: (organizationId: number, kind: FailedKind, query: FailedListQuery) => [...failedKeys.organization(organizationId), kind, query] as const,
  courses: (organizationId: number, search: string) => [...failedKeys.organization(organizationId), 'courses', search] as const,
};

export function toApiQuery(state: FailedListState): FailedListQuery {
  return { ...(state.courseId !== null ? { course_id: state.courseId } : {}), page: state.page, per: DEFAULT_PAGE_SIZE };
}

export function fetchFailedList(organizationId: number, kind: FailedKind, query: FailedListQuery, signal?: AbortSignal): Promise<Page<FailedItem>> {
  return http.page<FailedItem>(`/content/organizations/${organizationId}/failed_${kind}`, { query, signal });
}

/** One page of a list; the school's previous page stays on screen while the next one loads. */
export function useFailedList(organizationId: number, kind: FailedKind, state: FailedListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: failedKeys.list(organizationId, kind, query),
    queryFn: ({ signal }) => fetchFailedList(organizationId, kind, query, signal),
    placeholderData: keepPreviousWithin(failedKeys.organization(organizationId)),
  });
}

/** How many courses the filter offers at once; typing searches the rest by name. */
export const COURSE_OPTIONS = 50;

/** The organization's courses by name for the course filter, searched by name on the server (§5 matching). */
export function useCourseOptions(organizationId: number, search: string) {
  return useQuery({
    queryKey: failedKeys.courses(organizationId, search),
    queryFn: ({ signal }) =>
      http.page<CourseSummary>(`/content/organizations/${organizationId}/courses`, {
        query: { ...(search ? { q: search } : {}), sort_by: 'name', sort: 'asc', page: 1, per: COURSE_OPTIONS },
        signal,
      }),
    placeholderData: keepPreviousWithin(failedKeys.organization(organizationId)),
    select: (page) => page.items.filter((course) => course.accessible).map((course) => ({ id: course.id, name: course.name })),
  });
}
