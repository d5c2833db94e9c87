// The activity calls of the API: GET /content/courses/{id}/activity and
// GET /content/organizations/{id}/activity (newest first, paged, totals in X-Pena-Count /
// X-Pena-Pages), and the organization's members by name for the person filter
// (GET /content/organizations/{id}/members?q=).
import type { ActivityEvent, ActivityKind } from '../../../../domain/schemas/history.ts';
import type { ManagedMember } from '../../../../domain/schemas/members.ts';
import { http } from '../../../lib/http.ts';
import type { Page } from '../../../lib/http.ts';

/** Whose feed: a course's, or the organization's own events. */
export type ActivityFeed = { scope: 'course' | 'organization'; id: number };

export type ActivityApiQuery = { page: number; per: number; actor_id?: number; kind?: ActivityKind; from?: number; to?: number };

/** How many people the person filter offers at once; typing searches the rest by name or email. */
export const PEOPLE_OPTIONS = 50;

const feedPath = ({ scope, id }: ActivityFeed) => (scope === 'course' ? `/content/courses/${id}/activity` : `/content/organizations/${id}/activity`);

export const activityApi = {
  list: (feed: ActivityFeed, query: ActivityApiQuery, signal?: AbortSignal): Promise<Page<ActivityEvent>> =>
    http.page<ActivityEvent>(feedPath(feed), { query, signal }),
  people: (organizationId: number, search: string, signal?: AbortSignal): Promise<Page<ManagedMember>> =>
    http.page<ManagedMember>(`/content/organizations/${organizationId}/members`, { query: { ...(search ? { q: search } : {}), per: PEOPLE_OPTIONS }, signal }),
};
