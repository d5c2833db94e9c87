// Error reports to Sentry, on only when SENTRY_DSN is set. What is sent:
// unexpected errors only (a 5xx from errors.ts's handler, a job's throw in jobs/queue.ts,
// and in `pena serve`/`pena worker` an uncaught exception), tagged with the user's §6 role
// and organization id, and the user as an id. Nothing else about the user or the request:
// no body, cookies, headers (Authorization), query string, token path segments
// (/preview/{token}, /downloads/{token}), breadcrumbs, local variables, nor SQL parameters
// (a database error goes as its SQL text and PostgreSQL fields, as errors.ts logs it).
// No tracing. @sentry/node is imported only when a DSN is set.
import type * as SentryNode from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import { APP_VERSION } from '../../domain/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { organizationsOf } from '../auth/actor.ts';
import { loggableError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a 5xx is reported (errors.ts); undefined when SENTRY_DSN is unset. */
    errorReports: ErrorReporter | undefined;
  }
}

type Sentry = typeof SentryNode;
type SentryEvent = Parameters<NonNullable<SentryNode.NodeOptions['beforeSend']>>[0];

export interface ErrorReporter {
  /** An unexpected error answered with a 5xx (errors.ts). Resolves once the event is queued. */
  captureRequestError(error: unknown, request: FastifyRequest): Promise<void>;
  /** A job's handler threw (not a JobRefusal: tracked.ts answers those itself). */
  captureJobError(error: unknown, job: { task: string; retryCount: number; retryLimit: number }): void;
  /** Send what is queued (tests, shutdown). */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** Path segments that are capabilities: a learner-preview link's and a download's token. */
const TOKEN_PATH = /(\/(?:preview|downloads)\/)[^/?#]+/g;
/** Any other segment that looks like a random token (24+ url-safe characters). */
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{24,}(?=\/|$)/g;

/** A request path as a report may carry it: no query string, no fragment, no tokens. */
export function scrubPath(url: string): string {
  return url.split(/[?#]/)[0]!.replace(TOKEN_PATH, '$1[token]').replace(TOKEN_SEGMENT, '/[token]');
}

function scrubUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  return origin + scrubPath(url.slice(origin.length));
}

/** The last say on every event: only the fields listed here leave the process. */
export function scrubEvent<E extends SentryEvent>(event: E): E {
  if (event.request) event.request = { method: event.request.method, url: event.request.url ? scrubUrl(event.request.url) : undefined };
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  delete event.breadcrumbs;
  delete event.extra;
  if (event.contexts) {
    // The runtime, OS and app contexts only (nodeContextIntegration); no state, no response.
    const { runtime, os, app, device, culture, cloud_resource, trace } = event.contexts;
    event.contexts = Object.fromEntries(Object.entries({ runtime, os, app, device, culture, cloud_resource, trace }).filter(([, v]) => v !== undefined));
  }
  for (const exception of event.exception?.values ?? []) {
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  return event;
}

/** A database error without its parameters and values (errors.ts loggableError); any other error as it is. */
function reportable(error: unknown): unknown {
  const safe = loggableError(error);
  if (safe === error || !safe || typeof safe !== 'object') return error;
  const { type, message, stack, ...fields } = safe as { type: string; message: string; stack: string };
  const copy = new Error(message);
  copy.name = type;
  copy.stack = stack;
  Object.assign(copy, fields);
  return copy;
}

let sentry: Sentry | undefined;
let initialized: string | undefined;

/**
 * Start the process's Sentry client for this configuration (once; again only for another
 * DSN). `processHandlers` (main.ts, serve and worker, whose first call it is): report uncaught
 * exceptions and unhandled rejections too.
 */
export async function initErrorReports(config: Config, options: { processHandlers?: boolean } = {}): Promise<Sentry | undefined> {
  if (!config.sentry) return undefined;
  sentry ??= await import('@sentry/node');
  const key = `${config.sentry.dsn} ${config.sentry.environment}`;
  if (initialized === key) return sentry;
  const S = sentry;
  S.initWithoutDefaultIntegrations({
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    release: `pena@${APP_VERSION}`,
    // Nothing about the user or the request is collected automatically (v11's sendDefaultPii: false).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      stackFrameVariables: false,
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      graphQL: { document: false, variables: false },
    },
    enableOpenTelemetrySetup: false,
    maxBreadcrumbs: 0,
    beforeBreadcrumb: () => null,
    integrations: [
      S.linkedErrorsIntegration(),
      S.dedupeIntegration(),
      S.nodeContextIntegration(),
      S.contextLinesIntegration(),
      ...(options.processHandlers ? [S.onUncaughtExceptionIntegration(), S.onUnhandledRejectionIntegration({ mode: 'warn' })] : []),
    ],
    beforeSend: (event) => scrubEvent(event),
  });
  initialized = key;
  return S;
}

/** The §6 role and organization of the request's user, from the memberships loaded with the session: the organization it names (organization_id), else their first, as selection.ts picks. */
async function actorTags(db: Db, request: FastifyRequest): Promise<Record<string, string>> {
  const user = request.user;
  if (!user) return { role: 'anonymous' };
  const named = (request.query as Record<string, unknown> | undefined)?.organization_id ?? (request.params as Record<string, unknown> | undefined)?.organization_id;
  try {
    const contexts = await organizationsOf(db, user); // the memberships the session brought: no statement
    const selected = contexts.find((c) => String(c.organization.id) === String(named)) ?? contexts[0];
    return selected ? { role: selected.access.role, organization_id: String(selected.organization.id) } : { role: 'no_organization' };
  } catch {
    return { role: 'unknown' };
  }
}

/** The reporter for one app or worker; undefined when SENTRY_DSN is unset (then nothing is ever sent). */
export async function errorReporter(config: Config, db: Db, options: { processHandlers?: boolean } = {}): Promise<ErrorReporter | undefined> {
  const S = await initErrorReports(config, options);
  if (!S) return undefined;
  return {
    async captureRequestError(error, request) {
      const route = request.routeOptions.url ?? '(unmatched)';
      const tags = await actorTags(db, request);
      S.withScope((scope) => {
        scope.setTags({ ...tags, route, method: request.method });
        if (request.user) scope.setUser({ id: String(request.user.id) });
        scope.setTransactionName(`${request.method} ${route}`);
        scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url: `${config.publicUrl}${scrubPath(request.url)}` } }));
        S.captureException(reportable(error));
      });
    },
    captureJobError(error, job) {
      S.withScope((scope) => {
        scope.setTags({ task: job.task, retry: `${job.retryCount}/${job.retryLimit}` });
        scope.setTransactionName(`job ${job.task}`);
        S.captureException(reportable(error));
      });
    },
    flush: (timeoutMs = 2000) => S.flush(timeoutMs),
  };
}
