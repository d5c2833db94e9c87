// The top-level error boundary (spec §4): an unexpected error is reported and shows the
// unknownError page; a router 404 shows notFound. An error while offline (most often a screen's
// code that could not load) shows the offline message, and the page reloads when the
// connection returns: a screen whose code failed to load keeps failing until then.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { OfflineState } from '../components/connection/index.ts';
import { ErrorScreen } from '../components/ErrorScreen/index.ts';
import type { ErrorScreenName } from '../components/ErrorScreen/index.ts';
import { signedInHere } from '../features/auth/index.ts';
import { homePath, useLanguage } from '../i18n/useLanguage.ts';
import { connectionState, subscribeConnection } from '../lib/connection.ts';
import { reportError } from '../lib/errorReports.ts';
import { isNetworkError } from '../lib/http.ts';

/** The console, and Sentry when the server names a DSN (lib/errorReports.ts). */
export { reportError };

export function AppErrorBoundary() {
  const error = useRouteError();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const signedIn = signedInHere(queryClient);
  const name: ErrorScreenName = isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'unknownError';
  // Decided once: the connection's return must not turn this into the generic error page.
  const [offline] = useState(() => isNetworkError(error) || connectionState().offline);

  useEffect(() => {
    if (name === 'unknownError' && !offline) reportError(error);
  }, [error, name, offline]);

  useEffect(() => {
    if (!offline) return;
    return subscribeConnection(() => {
      if (!connectionState().offline) window.location.reload();
    });
  }, [offline]);

  if (offline) return <OfflineState fullScreen onRetry={() => window.location.reload()} />;
  return <ErrorScreen name={name} signedIn={signedIn} courseListPath={homePath(language)} fullScreen />;
}
