// Below the language prefix: loads the user on start (loading screen), shows the login
// screen when nobody is signed in, and an error screen if the user could not be loaded (the
// offline message when the server could not be reached, or the page opened offline). A
// session that ends mid-work (a 401 on any request) shows the login screen in place, with the
// expiry message, at the same address: the login leads back to where the teacher was.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { OfflineState } from '../components/connection/index.ts';
import { ErrorScreen } from '../components/ErrorScreen/index.ts';
import { LoginScreen, SignedInContext, useEndSessionOnUnauthorized, useSession } from '../features/auth/index.ts';
import { homePath, useLanguage } from '../i18n/useLanguage.ts';
import { tagErrorReports } from '../lib/errorReports.ts';
import { isApiError, isNetworkError } from '../lib/http.ts';

export function AuthGate() {
  const session = useSession();
  const language = useLanguage();
  // Error reports carry the user's §6 role in the selected organization (lib/errorReports.ts).
  const signedIn = session.data?.status === 'signedIn' ? session.data : null;
  const [userId, role, organizationId] = [signedIn?.user.id, signedIn?.access.role, signedIn?.organization.id];
  useEndSessionOnUnauthorized(userId ?? null);
  useEffect(
    () => tagErrorReports(userId !== undefined && role !== undefined && organizationId !== undefined ? { userId, role, organizationId } : null),
    [userId, role, organizationId],
  );

  if (!session.data) {
    // Offline: the query failed for want of a reply, or waits for the connection to return.
    if ((session.isError && isNetworkError(session.error)) || session.fetchStatus === 'paused') return <OfflineState fullScreen />;
    if (session.isError) {
      const name = isApiError(session.error) ? session.error.kind : 'unknownError';
      return <ErrorScreen name={name} signedIn={false} courseListPath={homePath(language)} fullScreen />;
    }
    return <LoadingScreen />;
  }
  if (session.data.status === 'signedOut') return <LoginScreen sessionExpired={session.data.expired} />;
  return (
    <SignedInContext.Provider value={session.data}>
      <Outlet />
    </SignedInContext.Provider>
  );
}
