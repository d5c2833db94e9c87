// The reads the early load script starts before the app's modules arrive (web/build/earlyLoadScript.ts).
// The app's first GET of the same address takes the reply instead of asking again, once.
// They are the page's first moments only: any write drops those not taken (the write may have
// changed them), and so does the first screen change after they were started.
import type { EarlyReads } from '../build/earlyLoadScript.ts';

declare global {
  interface Window {
    penaEarlyReads?: EarlyReads;
    /** Set when the app starts: the early load script then starts nothing. */
    penaAppStarted?: boolean;
  }
}

/** The early read of `url` (path and query), once; null when there is none. It answers null when the read failed. */
export function takeEarlyRead(url: string): Promise<Response | null> | null {
  const reads = typeof window === 'undefined' ? undefined : window.penaEarlyReads;
  const read = reads?.[url];
  if (!read) return null;
  delete reads[url];
  return read;
}

/** Forgets the early reads not taken yet. */
export function dropEarlyReads(): void {
  if (typeof window !== 'undefined') delete window.penaEarlyReads;
}

/** Tells the early load script, should it run only now, that the app makes its reads itself. */
export function appStarted(): void {
  if (typeof window !== 'undefined') window.penaAppStarted = true;
}
