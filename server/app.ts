// buildApp(ctx) → a Fastify instance. main.ts serves it; tests build it the same way.
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../domain/constants.ts';
import { errorReply } from '../domain/schemas/account.ts';
import type { Config } from './config.ts';
import type { App, AppContext } from './context.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import { routeModules } from './routes/index.ts';
import { sameOriginHook } from './plugins/sameOrigin.ts';
import { registerDraining } from './plugins/draining.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerEtags } from './plugins/etag.ts';
import { lazyQueue } from './jobs/lazyQueue.ts';
import type { Metrics } from './metrics/index.ts';
import { errorReporter } from './observability/errorReports.ts';
import { loggableRequest } from './observability/requestLog.ts';
import type { JobQueue } from './jobs/task.ts';
import { openStorage } from './storage/index.ts';
import { MULTIPART_LIMITS } from './storage/uploads.ts';
import type { Storage } from './storage/types.ts';
import { validatorCompiler } from './validation.ts';

/** Path prefixes that belong to the API; everything else under GET is the web app. */
/** `/metrics` too: it is served on METRICS_ADDRESS only (server/metrics), never a page here. */
export const API_PREFIXES = ['/map', '/content', '/users', '/jobs', '/importing', '/public_config', '/healthz', '/api', '/files', '/storage', '/preview', '/metrics'];

/** Whether a path (with or without its query) or a route's pattern belongs to the API. */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

/** What the web app may load: its own scripts, Mantine's inline styles, images and media
 * from anywhere over https, and only YouTube and Brightcove in frames. It connects to its
 * own origin, and to the Sentry DSN's origin only when SENTRY_DSN is set (webCsp). */
const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://players.brightcove.net',
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** WEB_CSP, with the error reports' origin in connect-src when SENTRY_DSN is set, and `origins` (the bucket's uploads). */
export function webCsp(config: Pick<Config, 'sentry'>, origins: string[] = []): string {
  const connect = [...(config.sentry ? [new URL(config.sentry.dsn).origin] : []), ...origins];
  return connect.length > 0 ? WEB_CSP.replace("connect-src 'self'", `connect-src 'self' ${connect.join(' ')}`) : WEB_CSP;
}

/** Where the browser POSTs uploads (spec §7): the bucket's origin for S3 (read off a presigned form), none else (same origin). */
async function uploadOrigins(storage: Storage): Promise<string[]> {
  if (storage.driver !== 's3') return [];
  const { url } = await storage.presignPost({ keyPrefix: 'csp-probe/', maxBytes: 1 });
  return [new URL(url).origin];
}

/** The video players embedded in content (WEB_CSP's frame-src). */
const PLAYERS = '"https://www.youtube.com" "https://www.youtube-nocookie.com" "https://players.brightcove.net"';

/** No page may use devices or sensors; the embedded players may go full screen, autoplay,
 * play protected media and picture-in-picture, as their iframes ask. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  `fullscreen=(self ${PLAYERS})`,
  `autoplay=(self ${PLAYERS})`,
  `encrypted-media=(self ${PLAYERS})`,
  `picture-in-picture=(self ${PLAYERS})`,
].join(', ');

/** The API documentation (swagger-ui): its own scripts only; it sets a few inline styles
 * (checked in Chromium: no other violation). */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Query strings with arrays in bracket format (`ids[]=1&ids[]=2`,
 * docs/product/design.md#api-conventions): a key ending in `[]` always becomes an array under
 * the bare name; other repeated keys become arrays too, single ones stay strings.
 */
export function parseQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const current = out[key];
    if (Array.isArray(current)) current.push(value);
    else if (current !== undefined) out[key] = [current, value];
    else out[key] = isArray ? [value] : value;
  }
  return out;
}

export interface BuildOptions {
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: { write(line: string): void };
  /** Serve the built web app from config.webDir when it exists (default true). */
  serveWeb?: boolean;
  /** Count requests and their latency here (server/metrics), when /metrics is on. */
  metrics?: Metrics;
}

/**
 * The context buildApp needs. Without storage it opens the configured one; without a queue it
 * starts pg-boss on the first job (working in this process); either is closed with the app.
 */
export type BuildContext = Omit<AppContext, 'storage' | 'queue'> & { storage?: Storage; queue?: JobQueue };

export async function buildApp(buildContext: BuildContext, options: BuildOptions = {}): Promise<App> {
  const ownStorage = buildContext.storage ? undefined : await openStorage(buildContext.config);
  const storage = buildContext.storage ?? ownStorage!;
  // Unexpected errors go to Sentry when SENTRY_DSN is set (observability/errorReports.ts).
  const errorReports = await errorReporter(buildContext.config, buildContext.db);
  const ownQueue = buildContext.queue
    ? undefined
    : lazyQueue(buildContext.database, {
        work: true,
        storage,
        config: buildContext.config,
        jobStaleSeconds: buildContext.config.jobStaleSeconds,
        metrics: options.metrics,
        errorReports,
      });
  const ctx: AppContext = { ...buildContext, storage, queue: buildContext.queue ?? ownQueue! };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // No link token, search text or email in the logs: the path with tokens masked and
            // only known, harmless query parameters (observability/requestLog.ts).
            serializers: { req: loggableRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Client addresses come from X-Forwarded-For only when a configured proxy sent it.
    ...(ctx.config.trustProxy ? { trustProxy: ctx.config.trustProxy } : {}),
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQuery },
    // A path the router cannot decode (`/courses/%`) or a parameter past its length names
    // nothing: the standard not_found reply, not Fastify's own 400/414 body.
    frameworkErrors: function (this: FastifyInstance, error, request, reply) {
      if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') return notFoundHandler(request, reply);
      return errorHandler.call(this, error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('errorReports', errorReports);
  // Requests by route pattern, status and latency (server/metrics, served on METRICS_ADDRESS).
  if (options.metrics) app.addHook('onResponse', options.metrics.onResponse);

  // A stopping process fails /healthz while it still serves (plugins/draining.ts, main.ts).
  registerDraining(app);

  // Cookie-authenticated writes only from Pena's own origin (plugins/sameOrigin.ts).
  app.addHook('onRequest', sameOriginHook(ctx.config));

  // Browsers remember HTTPS only when Pena is served over it (PUBLIC_URL). The same headers on
  // every reply: built once, set by a callback hook (no promise per request).
  const securityHeaders: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
  if (ctx.config.publicUrl.startsWith('https:')) securityHeaders['strict-transport-security'] = 'max-age=31536000';
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(securityHeaders);
    done(null, payload);
  });

  if (ownQueue) app.addHook('onClose', () => ownQueue.stop());
  if (ownStorage) app.addHook('onClose', () => ownStorage.close());

  await app.register(cookie);
  // The live connection (routes/live): its messages are small JSON, each checked again there.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Routes take files with `await request.file()`; upload functions (storage/uploads.ts)
  // enforce each purpose's own cap while the bytes stream, this is the outer bound.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // A refused upload (too large, wrong policy) is answered before its body is read to the end.
  // Close that connection instead of reading the rest: nobody reads it, and it would hold the
  // socket (and a graceful shutdown) until the request timeout.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && request.isMultipart()) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!request.raw.complete && request.isMultipart()) request.raw.socket?.destroy();
    done();
  });
  // The API's GET replies carry ETags and answer 304 (plugins/etag.ts); its replies of 1 KB
  // or more are compressed (plugins/compression.ts). Both hook the routes registered after them.
  registerEtags(app, isApiPath);
  await registerCompression(app, isApiPath);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pena API', version: APP_VERSION, description: 'Course authoring for teachers and school content teams.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  // Every route that validates its input may answer 422 (a refused param, query or body, or a
  // body that is not JSON): the document says so for each, new routes included.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> } | undefined;
    if (schema?.response && (schema.params || schema.querystring || schema.body) && !schema.response[422]) schema.response[422] = errorReply;
  });
  for (const register of routeModules) await register(app, ctx);

  const indexHtml = path.join(ctx.config.webDir, 'index.html');
  const serveWeb = options.serveWeb !== false && fs.existsSync(indexHtml);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: ctx.config.webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build's .br and .gz copies (web/build/compressAssets.ts) go out by Accept-Encoding,
      // with `Vary: Accept-Encoding`; they are no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Built assets carry a content hash in their name, so they never change.
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  const pageCsp = webCsp(ctx.config, await uploadOrigins(storage));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (serveWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      // The single-page app answers every other GET; it shows its own not-found page. Its
      // compressed copies go out as the assets' do (sendFile follows `preCompressed`).
      return reply.header('cache-control', 'no-cache').header('content-security-policy', pageCsp).sendFile('index.html');
    }
    return notFoundHandler(request, reply);
  });

  return app;
}
