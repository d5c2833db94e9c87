// A failed request as an error page in place (spec §4: permission, not-found,
// unprocessable and server errors show inline). An unknown error is re-thrown so the
// top-level error boundary reports it; but not a 401: the session ended, and the auth gate
// above shows the login screen in this page's place (an error boundary would take the whole
// app, login screen included).
import { isApiError } from '../lib/http.ts';
import { ErrorPage } from './ErrorPage/index.ts';

export function QueryError({ error, courseListPath }: { error: unknown; courseListPath: string }) {
  if (isApiError(error) && error.status === 401) return null;
  if (!isApiError(error) || error.kind === 'unknownError') throw error;
  return <ErrorPage name={error.kind} signedIn courseListPath={courseListPath} />;
}
