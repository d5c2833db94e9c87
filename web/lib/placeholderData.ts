// What a list shows while its next result loads (TanStack Query's placeholderData).
import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The previous result stays on screen while the next one loads (another page, search, filter
 * or sort of the same list), but only within `scope`, the leading part of the query key that
 * names whose list it is (an organization's, a preview link's). keepPreviousData alone keeps
 * whatever the screen showed last: after a switch of school the old school's courses stayed
 * under the new school's name. Out of scope, the list shows its own loading state.
 */
export function keepPreviousWithin(scope: QueryKey) {
  return <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery !== undefined && partialMatchKey(previousQuery.queryKey, scope) ? keepPreviousData(previous) : undefined;
}
