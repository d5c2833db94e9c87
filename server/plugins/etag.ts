// Revalidation of the API's reads: every JSON reply to an API GET answered 200 carries a weak
// ETag over its body (and a list's totals, which travel in headers), and a request whose If-None-Match names that tag is answered
// 304 Not Modified with no body. Screens poll and revisit the same reads (the course tree,
// a topic, the lists, a job's status); most of the time nothing changed, and the 304 saves
// sending it again (the server still runs the read: the tag is the body's hash).
//
// The tag is made from the body this request would get, with this caller's session and
// rights, so another user's tag can only match when the body is byte for byte the one this
// caller would be sent; a refusal (403, 404) or any other status is never turned into a 304
// (RFC 9110 section 13.2.1: the condition applies only to a 2xx answer). That, and hooking only the
// API's GET routes, is why this is not @fastify/etag: its app-wide hook tags and compares on
// every method and status. Weak, because the same body goes out as br, gzip or identity
// (plugins/compression.ts runs after this hook).
//
// Such a reply says `Cache-Control: private, no-cache` unless its route chose otherwise: the
// browser may keep it but must ask every time, and no shared cache may keep it (the replies
// are per user). A route that says `no-store` (a preview link's topic) is left untagged.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { COUNT_HEADER, PAGES_HEADER } from '../../domain/constants.ts';

/** Default for revalidated reads; a route's own Cache-Control wins. */
export const API_CACHE_CONTROL = 'private, no-cache';

function revalidated(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (reply.statusCode !== 200 || reply.hasHeader('etag')) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return false;
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json');
}

/** Weak comparison (RFC 9110 section 8.8.3.2) of a tag against an If-None-Match list, `*` included. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
}

// A callback hook: no promise per request.
function etagHook(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload?: unknown) => void): void {
  if (!revalidated(reply, payload)) return done(null, payload);
  // A list's page can stay the same while its totals change (a course added on another page).
  const hash = createHash('sha1').update(payload);
  for (const header of [COUNT_HEADER, PAGES_HEADER]) hash.update(`\n${String(reply.getHeader(header) ?? '')}`);
  const etag = `W/"${hash.digest('base64url')}"`;
  reply.header('etag', etag);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
  if (!noneMatch(request.headers['if-none-match'], etag)) return done(null, payload);
  reply.code(304);
  done(null, '');
}

/**
 * Tags the GET routes that `isApiRoute` names, registered from now on. The hook goes on each
 * route after the route's own onSend hooks (so it sees the Cache-Control they set) and before
 * compression's, which registers after this.
 */
export function registerEtags(app: FastifyInstance, isApiRoute: (url: string) => boolean): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    if (!(methods.includes('GET') || methods.includes('HEAD')) || !isApiRoute(route.url)) return;
    route.onSend = [...([] as unknown[]).concat(route.onSend ?? []), etagHook] as RouteOptions['onSend'];
  });
}
