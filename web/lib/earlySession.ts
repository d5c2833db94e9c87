// The session read that web/public/session.js starts before the app's modules arrive. The
// session query takes its reply once, for the same address; anything but a 200 (signed out,
// an error, no reply) is left to the query's own request, which tells those apart.
export type EarlySessionReply = { status: number; body: unknown };

declare global {
  interface Window {
    penaSessionRead?: { url: string; reply: Promise<EarlySessionReply | null> };
  }
}

/** The early read's reply when it read `url`, once; null otherwise. */
export function takeEarlySessionRead(url: string): Promise<EarlySessionReply | null> | null {
  const read = typeof window === 'undefined' ? undefined : window.penaSessionRead;
  if (!read) return null;
  delete window.penaSessionRead;
  return read.url === url ? read.reply : null;
}
