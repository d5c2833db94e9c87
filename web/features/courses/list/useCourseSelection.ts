// The rows picked on the course list (for "Download courses", spec §2): picked on any page and
// kept while paging, cleared when the search or filters change (the courses picked may no
// longer match) or after the download starts.
import { useCallback, useMemo, useState } from 'react';

export type CourseSelection = {
  /** In the order they were picked. */
  ids: number[];
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Pick (or drop) every id of the page at once. */
  setMany: (ids: number[], picked: boolean) => void;
  clear: () => void;
};

/** `scope`: what the list matches (search and filters); a new scope starts with nothing picked. */
export function useCourseSelection(scope: string): CourseSelection {
  const [state, setState] = useState<{ scope: string; ids: number[] }>({ scope, ids: [] });
  const ids = useMemo(() => (state.scope === scope ? state.ids : []), [state, scope]);
  const picked = useMemo(() => new Set(ids), [ids]);

  const setMany = useCallback(
    (many: number[], on: boolean) =>
      setState((current) => {
        const base = current.scope === scope ? current.ids : [];
        const next = on ? [...base, ...many.filter((id) => !base.includes(id))] : base.filter((id) => !many.includes(id));
        return { scope, ids: next };
      }),
    [scope],
  );
  const toggle = useCallback(
    (id: number) =>
      setState((current) => {
        const base = current.scope === scope ? current.ids : [];
        return { scope, ids: base.includes(id) ? base.filter((other) => other !== id) : [...base, id] };
      }),
    [scope],
  );
  const clear = useCallback(() => setState({ scope, ids: [] }), [scope]);
  const has = useCallback((id: number) => picked.has(id), [picked]);

  return { ids, has, toggle, setMany, clear };
}
