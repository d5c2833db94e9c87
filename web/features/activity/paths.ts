// Addresses of the activity screens (a course's at {lang}/courses/{id}/activity, the
// organization's at {lang}/activity). The filters and the page live in the query string with
// the API's names (actor_id, kind, from, to: epoch ms), page 1 left out (§9).
import type { Language } from '../../../domain/constants.ts';
import { FIRST_PAGE } from '../../../domain/constants.ts';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../domain/schemas/history.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';

export type ActivityListState = { actorId: number | null; kind: ActivityKind | null; from: number | null; to: number | null; page: number };

export const noFilters: ActivityListState = { actorId: null, kind: null, from: null, to: null, page: FIRST_PAGE };

const withQuery = (path: string, state: Partial<ActivityListState>) => {
  const qs = toSearchParams({ ...noFilters, ...state }).toString();
  return qs ? `${path}?${qs}` : path;
};

export const activityPaths = {
  course: (lang: Language, courseId: number, state: Partial<ActivityListState> = {}) => withQuery(`/${lang}/courses/${courseId}/activity`, state),
  organization: (lang: Language, state: Partial<ActivityListState> = {}) => withQuery(`/${lang}/activity`, state),
};

/** An instant in the address: epoch milliseconds, else null. */
function instant(raw: string | null): number | null {
  if (raw === null || !/^[0-9]{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/** The list state an address describes; anything unreadable falls back to no filter. */
export function parseListState(params: URLSearchParams): ActivityListState {
  const kind = params.get('kind');
  return {
    actorId: parseId(params.get('actor_id') ?? undefined),
    kind: (ACTIVITY_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ActivityKind) : null,
    from: instant(params.get('from')),
    to: instant(params.get('to')),
    page: parseId(params.get('page') ?? undefined) ?? FIRST_PAGE,
  };
}

export function toSearchParams(state: ActivityListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.actorId !== null) params.set('actor_id', String(state.actorId));
  if (state.kind !== null) params.set('kind', state.kind);
  if (state.from !== null) params.set('from', String(state.from));
  if (state.to !== null) params.set('to', String(state.to));
  if (state.page > FIRST_PAGE) params.set('page', String(state.page));
  return params;
}

export const hasFilters = (state: ActivityListState) => state.actorId !== null || state.kind !== null || state.from !== null || state.to !== null;
