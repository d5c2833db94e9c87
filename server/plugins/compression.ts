// Compression of the API's replies: br, else gzip, for a body of 1 KB or more in a type that
// shrinks (JSON above all), with `Vary: Accept-Encoding` (@fastify/compress, at its brotli
// quality 4: fast enough per request). A course tree, a topic or a list is kilobytes of JSON
// that shrink four- to sixfold.
//
// Only API routes: the web app's files are compressed once, at build time, at the best
// settings (web/build/compressAssets.ts) and @fastify/static sends those copies
// (`preCompressed`, server/app.ts). Not stored files either: `/files/*` answers byte ranges
// with its own length and ETag, `/downloads/*` is an archive, and `/storage/upload` takes
// uploads; they go out as they are. Request bodies are never decompressed (the body limits
// count what arrives).
import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** API paths whose replies are files or archives, sent as they are. */
const AS_STORED = ['/files/', '/downloads/', '/storage/'];

/** Compresses the routes that `isApiRoute` names, registered from now on. */
export async function registerCompression(app: FastifyInstance, isApiRoute: (url: string) => boolean): Promise<void> {
  // Before @fastify/compress's own onRoute hook, which reads `compress` off each route.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url) || AS_STORED.some((prefix) => route.url.startsWith(prefix))) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
