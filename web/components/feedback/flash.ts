// A success message carried to the next screen by the navigation itself ("Unit created."
// shown on the unit page the form sends the teacher to): `navigate(to, withFlash(text))`,
// then `useFlash()` on the arriving screen. Reading navigation state is pure, so a render
// React throws away (a lazy screen resolving, a query answering) reads it again; the state
// is cleared once shown, so a reload or "back" does not announce the same thing twice.
// `show` puts up a message in place ("Topic moved.").
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

type FlashState = { flash?: unknown } | null;

/** Navigation options that carry a success message to the next screen. */
export function withFlash(message: string, options: { replace?: boolean } = {}): { state: { flash: string }; replace?: boolean } {
  return { state: { flash: message }, ...options };
}

export function useFlash(): { message: string | null; show: (message: string) => void; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const arriving = (location.state as FlashState)?.flash;
  const [message, setMessage] = useState<string | null>(typeof arriving === 'string' ? arriving : null);

  // The same screen may stay mounted from one address to the next (topic to topic): a new
  // arrival replaces the message, another page drops it.
  const [seen, setSeen] = useState({ key: location.key, pathname: location.pathname });
  if (seen.key !== location.key) {
    setSeen({ key: location.key, pathname: location.pathname });
    if (typeof arriving === 'string') setMessage(arriving);
    else if (seen.pathname !== location.pathname) setMessage(null);
  }

  useEffect(() => {
    if (typeof arriving !== 'string') return;
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [arriving, location.pathname, location.search, location.hash, navigate]);

  return { message, show: setMessage, dismiss: () => setMessage(null) };
}
