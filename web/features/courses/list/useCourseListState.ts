// The list state between the address and the screen. Search and filters are edited as a
// draft and written to the address 500 ms after the last change (spec §5, §9
// FILTER_DEBOUNCE_MS), back to page 1; sort and page are written at once. When the
// address changes from outside (back/forward, a link, "clear filters"), the draft follows.
// A draft still waiting when the teacher follows a link elsewhere is dropped: the router's
// address moves to the next page before React shows it, and the list stays on screen (and
// its timer running) until that page has loaded, so a write then would land on the next
// page's address (`/teams?q=…`).
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS, FIRST_PAGE } from '../../../../domain/constants.ts';
import type { SortDirection } from '../../../../domain/constants.ts';
import { emptyFilters, filtersOf, listSearch, parseListParams, sameFilters, toSearchParams } from './listParams.ts';
import type { CourseFilters, CourseListParams, SortKey } from './listParams.ts';

/**
 * Whether the router is still at the address this screen shows: its live state, which is
 * ahead of what React renders while the next page loads (react-router exports the context
 * holding it as UNSAFE_, outside its semver promise; without it, assume so).
 */
function useStillHere(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useCallback(() => !router || router.state.location.pathname === pathname, [router, pathname]);
}

export function useCourseListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const stillHere = useStillHere();
  const search = searchParams.toString();
  const applied = useMemo(() => parseListParams(new URLSearchParams(search)), [search]);
  const [draft, setDraft] = useState<CourseFilters>(() => filtersOf(applied));
  /** The address this hook wrote last, to tell its own writes from outside navigation. */
  const written = useRef<string | null>(null);

  const commit = useCallback(
    (next: CourseListParams, options: { replace?: boolean } = {}) => {
      written.current = listSearch(next);
      setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
    },
    [setSearchParams],
  );

  const appliedSearch = listSearch(applied);
  useEffect(() => {
    if (appliedSearch === written.current) return;
    written.current = appliedSearch;
    // Keep the chosen search mode while its text is empty: the address has no room for it.
    setDraft((current) => (sameFilters(current, filtersOf(applied)) ? current : filtersOf(applied)));
  }, [appliedSearch, applied]);

  useEffect(() => {
    if (sameFilters(draft, filtersOf(applied))) return;
    const timer = window.setTimeout(() => {
      if (stillHere()) commit({ ...applied, ...draft, page: FIRST_PAGE }, { replace: true });
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, applied, commit, stillHere]);

  const update = useCallback((patch: Partial<CourseFilters>) => setDraft((current) => ({ ...current, ...patch })), []);

  const setPage = useCallback((page: number) => commit({ ...applied, page }), [applied, commit]);

  const setSort = useCallback(
    (sortBy: SortKey, sort: SortDirection) => commit({ ...applied, sortBy, sort, page: FIRST_PAGE }),
    [applied, commit],
  );

  const clearFilters = useCallback(() => {
    const cleared = { ...emptyFilters, searchBy: draft.searchBy };
    setDraft(cleared);
    commit({ ...applied, ...cleared, page: FIRST_PAGE });
  }, [applied, draft.searchBy, commit]);

  return {
    /** What the list shows (the address). */
    applied,
    /** What the filter controls show (may be ahead of the address by the debounce). */
    draft,
    /** The draft is waiting for the debounce. */
    pending: !sameFilters(draft, filtersOf(applied)),
    update,
    setPage,
    setSort,
    clearFilters,
  };
}
