// Cookie-authenticated writes come only from Pena's own pages, judged by `Origin` and
// `Sec-Fetch-Site` (docs/product/design.md#cookie-authenticated-writes-come-only-from-the-same-origin).
// The session cookie is SameSite=Lax, which stops other *sites* but not another origin of the
// same site (another port or subdomain), so every POST, PUT, PATCH and DELETE is checked here,
// in one place, before its route runs:
// - `Authorization: Token …` requests are API clients (no ambient credentials): not checked.
// - `POST /storage/upload` is authenticated by its signed policy, not the cookie: not checked.
// - `Sec-Fetch-Site: cross-site` or `same-site` is refused; `same-origin` and `none` pass.
// - `Origin`, when sent, must be the origin of PUBLIC_URL or the request's own origin (its
//   scheme and Host, so Pena works at another address than PUBLIC_URL); `null` is refused.
// - Neither header: not a current browser (every one sends Origin on a cross-origin POST
//   and Sec-Fetch-Site on every request), e.g. curl or a server-side client: accepted.
// Login and logout are covered too: a forged login would sign the victim into another account.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { crossOriginRefused, foreignOriginReason } from '../auth/origin.ts';
import type { Config } from '../config.ts';
import { LOCAL_UPLOAD_PATH } from '../storage/local.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EXEMPT_PATHS = new Set([LOCAL_UPLOAD_PATH]);

/** Why a request may not act on the session cookie, or null when it may. */
export function crossOriginReason(request: FastifyRequest, publicOrigin: string): string | null {
  if (!UNSAFE.has(request.method)) return null;
  if (EXEMPT_PATHS.has(request.url.split('?')[0]!)) return null;
  return foreignOriginReason(request, publicOrigin);
}

export function sameOriginHook(config: Config) {
  const publicOrigin = new URL(config.publicUrl).origin;
  // A callback hook: a read (most requests) costs one Set lookup, no promise.
  return function sameOrigin(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
    const reason = crossOriginReason(request, publicOrigin);
    if (reason) {
      request.log.warn({ reason }, 'refused a cross-origin write');
      return done(crossOriginRefused());
    }
    done();
  };
}
