// A failed request as an error page in place (spec §4: permission, not-found,
// unprocessable and server errors show inline). An unknown error is re-thrown so the
// top-level error boundary reports it; but not a 401: the session ended, and the auth gate
// above shows the login screen in this page's place (an error boundary would take the whole
// app, login screen included). No reply at all (offline) is Pena's offline message instead.
import { isApiError, isNetworkError } from '../lib/http.ts';
import { OfflineState } from './connection/index.ts';
import { ErrorScreen } from './ErrorScreen/index.ts';

export function QueryError({ error, courseListPath }: { error: unknown; courseListPath: string }) {
  if (isApiError(error) && error.status === 401) return null;
  if (isNetworkError(error)) return <OfflineState />;
  if (!isApiError(error) || error.kind === 'unknownError') throw error;
  return <ErrorScreen name={error.kind} signedIn courseListPath={courseListPath} />;
}
