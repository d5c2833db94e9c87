// The top-level error boundary (spec §4): an unexpected error is reported and shows the
// unknownError page; a router 404 shows notFound.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/ErrorPage/index.ts';
import type { ErrorPageName } from '../components/ErrorPage/index.ts';
import { signedInHere } from '../features/auth/index.ts';
import { homePath, useLanguage } from '../i18n/useLanguage.ts';
import { reportError } from '../lib/errorReports.ts';

/** The console, and Sentry when the server names a DSN (lib/errorReports.ts). */
export { reportError };

export function AppErrorBoundary() {
  const error = useRouteError();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const signedIn = signedInHere(queryClient);
  const name: ErrorPageName = isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'unknownError';

  useEffect(() => {
    if (name === 'unknownError') reportError(error);
  }, [error, name]);

  return <ErrorPage name={name} signedIn={signedIn} courseListPath={homePath(language)} fullScreen />;
}
