// Which units of a course are open in the sidebar (spec §2 "Sidebar", §4 "Sidebar units").
// Kept per course in localStorage so a reload or a later visit shows the tree as the teacher
// left it; the unit holding the current page opens on arrival.
import { useCallback, useEffect, useState } from 'react';

const storageKey = (courseId: number) => `pena.courseTree.${courseId}.open`;

function load(courseId: number): Set<number> {
  try {
    const raw = window.localStorage.getItem(storageKey(courseId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

function save(courseId: number, open: ReadonlySet<number>) {
  try {
    // Nothing open is the default: nothing to remember.
    if (open.size === 0) window.localStorage.removeItem(storageKey(courseId));
    else window.localStorage.setItem(storageKey(courseId), JSON.stringify([...open]));
  } catch {
    // Private mode or a full quota: the tree still works, it is just not remembered.
  }
}

const withUnit = (open: ReadonlySet<number>, id: number | null) => (id === null || open.has(id) ? open : new Set([...open, id]));

export type OpenUnits = {
  open: ReadonlySet<number>;
  toggle: (unitId: number) => void;
  openAll: (unitIds: readonly number[]) => void;
  closeAll: () => void;
  /** Back to the default: only the current page's unit open. */
  reset: () => void;
};

export function useOpenUnits(courseId: number, currentUnitId: number | null): OpenUnits {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => withUnit(load(courseId), currentUnitId));
  // Opening the current unit is an arrival event, not a rule: the teacher may close it again.
  const [arrivedAt, setArrivedAt] = useState(currentUnitId);
  if (arrivedAt !== currentUnitId) {
    setArrivedAt(currentUnitId);
    setOpen(withUnit(open, currentUnitId));
  }

  // What is open on screen is what is remembered, units opened on arrival included.
  useEffect(() => save(courseId, open), [courseId, open]);

  const toggle = useCallback(
    (unitId: number) =>
      setOpen((previous) => {
        const next = new Set(previous);
        if (next.has(unitId)) next.delete(unitId);
        else next.add(unitId);
        return next;
      }),
    [],
  );
  const openAll = useCallback((unitIds: readonly number[]) => setOpen(new Set(unitIds)), []);
  const closeAll = useCallback(() => setOpen(new Set()), []);
  const reset = useCallback(() => setOpen(withUnit(new Set(), currentUnitId)), [currentUnitId]);

  return { open, toggle, openAll, closeAll, reset };
}
