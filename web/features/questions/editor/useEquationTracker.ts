// Whether any rich-text field of the form has its equation modal open (the editor header
// asks before leaving then). Each field reports through a callback that stays the same
// object for its id, since the editor reports again whenever the callback changes.
import { useCallback, useRef, useState } from 'react';

export function useEquationTracker() {
  const open = useRef(new Map<string, boolean>());
  const reporters = useRef(new Map<string, (isOpen: boolean) => void>());
  const [anyOpen, setAnyOpen] = useState(false);

  const reporter = useCallback((id: string) => {
    let report = reporters.current.get(id);
    if (!report) {
      report = (isOpen: boolean) => {
        open.current.set(id, isOpen);
        setAnyOpen([...open.current.values()].some(Boolean));
      };
      reporters.current.set(id, report);
    }
    return report;
  }, []);

  return { anyOpen, reporter };
}
