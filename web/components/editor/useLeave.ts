// An intended navigation out of an editor (after a delete): `leaving` is committed first, so
// EditorLayout's unsaved-changes guard lets this navigation through instead of asking.
// `passOn` lets one navigation through and keeps guarding afterwards: a new item's first save
// moving the same editor to the item's own address (see EditorSession).
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
  const passOn = useCallback((navigation: () => void) => {
    flushSync(() => setLeaving(true));
    // The guard decides when the navigation starts; the editor stays, so it guards again.
    navigation();
    setLeaving(false);
  }, []);
  return { leaving, leave, passOn };
}
