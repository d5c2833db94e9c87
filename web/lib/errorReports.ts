// Error reports from the browser (spec §9), on only when the server's
// /public_config names a Sentry DSN (error_reporting): @sentry/browser is then loaded with a
// dynamic import, so nothing of it is in the main bundle and no request leaves when it is off.
// - Replays: none for sessions (sampling 0), every error's (sampling 1), with all text masked
//   and all media blocked, so no user content leaves.
// - No release-health sessions, no client reports: without an error, nothing is sent.
// - The user's §6 role and organization are tagged once known (tagErrorReports); the user as an id.
// - URLs lose their query strings and token segments (/preview/{token}, /downloads/{token});
//   breadcrumbs keep no bodies, and console breadcrumbs are dropped.
import type * as SentryBrowser from '@sentry/browser';
import type { PublicConfig } from '../../domain/schemas/account.ts';

type Sentry = typeof SentryBrowser;
type Settings = NonNullable<PublicConfig['error_reporting']>;

let loading: Promise<Sentry> | undefined;
type Actor = { userId: number; role: string; organizationId: number } | null;
let actor: Actor = null;

const TOKEN_PATH = /(\/(?:preview|downloads)\/)[^/?#"\s]+/g;
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{24,}(?=[/?#"\s]|$)/g;
const QUERY = /\?[^#"\s]*/g;

/** A URL (or a text holding URLs) without query strings and token path segments. */
export function scrubUrls(text: string): string {
  return text.replace(QUERY, '').replace(TOKEN_PATH, '$1[token]').replace(TOKEN_SEGMENT, '/[token]');
}

type Breadcrumb = { category?: string; message?: string; data?: Record<string, unknown> };

function scrubBreadcrumb<B extends Breadcrumb>(breadcrumb: B): B | null {
  if (breadcrumb.category === 'console') return null;
  const data = breadcrumb.data ?? {};
  const kept: Record<string, unknown> = {};
  // Requests and navigations: where (scrubbed), method and status only; never a body.
  for (const key of ['method', 'status_code', 'url', 'from', 'to']) {
    const value = data[key];
    if (value !== undefined) kept[key] = typeof value === 'string' ? scrubUrls(value) : value;
  }
  return { ...breadcrumb, message: breadcrumb.message ? scrubUrls(breadcrumb.message) : breadcrumb.message, data: kept };
}

/** Start reporting (once); nothing when the server sends no DSN. */
export function startErrorReports(settings: Settings | null | undefined): void {
  if (!settings || loading) return;
  loading = import('@sentry/browser').then((S) => {
    S.init({
      dsn: settings.dsn,
      environment: settings.environment,
      release: settings.release,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      sendClientReports: false,
      // No release-health session envelope at start: without an error, nothing is sent.
      integrations: (defaults) => [
        ...defaults.filter((i) => i.name !== 'BrowserSession'),
        S.replayIntegration({
          maskAllText: true,
          maskAllInputs: true,
          blockAllMedia: true,
          // The page's CSP keeps workers to its own scripts: send recordings uncompressed.
          useCompression: false,
          networkDetailAllowUrls: [],
          beforeAddRecordingEvent: (event) => {
            const text = JSON.stringify(event);
            return /[?]|\/preview\/|\/downloads\//.test(text) ? (JSON.parse(scrubUrls(text)) as typeof event) : event;
          },
        }),
      ],
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
      beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
      beforeSend: (event) => {
        if (event.request) event.request = { url: event.request.url ? scrubUrls(event.request.url) : undefined };
        if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
        event.breadcrumbs = event.breadcrumbs?.map((b) => scrubBreadcrumb(b)).filter((b) => b !== null);
        if (event.transaction) event.transaction = scrubUrls(event.transaction);
        return event;
      },
    });
    applyTags(S);
    return S;
  });
}

function applyTags(S: Sentry) {
  S.setTags({ role: actor?.role ?? 'signed_out', organization_id: actor ? String(actor.organizationId) : undefined });
  S.setUser(actor ? { id: String(actor.userId) } : null);
}

/** Tag reports with the signed-in user's role and organization (user id only); null when signed out. */
export function tagErrorReports(current: Actor): void {
  actor = current;
  void loading?.then(applyTags);
}

/** Report an unexpected error (the error boundary); the console always has it too. */
export function reportError(error: unknown): void {
  console.error('[pena] unexpected error', error);
  void loading?.then((S) => S.captureException(error));
}
