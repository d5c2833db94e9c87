// An intended navigation out of an editor (after a delete, or a new item's first save moving
// to its own address): `leaving` is committed first, so EditorLayout's unsaved-changes guard
// lets this navigation through instead of asking.
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, type NavigateOptions } from 'react-router';

export function useLeave() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = useCallback(
    (to: string, options?: NavigateOptions) => {
      flushSync(() => setLeaving(true));
      void navigate(to, options);
    },
    [navigate],
  );
  return { leaving, leave };
}
