// A session that ends mid-work (it expired, or was revoked: a 401 on any request, query or
// write, while signed in) ends at once for every screen: the auth gate shows the login screen
// with the §2 expiry message (login.token_expired) at the same address, which the login then
// leads back to. The editors hear the same 401 first and keep their unsaved work as local
// copies (components/saving), which they get back after the login.
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_HINT_COOKIE } from '../../../../domain/constants.ts';
import { deleteCookie } from '../../../lib/cookies.ts';
import { onUnauthorized } from '../../../lib/http.ts';
import { rememberEndedSession } from './endedSession.ts';
import { sessionKeys, signedOut } from './session.ts';
import type { SessionState } from './session.ts';

export function endSession(queryClient: QueryClient, userId: number): void {
  rememberEndedSession(userId);
  deleteCookie(SESSION_HINT_COOKIE);
  queryClient.setQueriesData<SessionState>({ queryKey: sessionKeys.all }, (state) => (state === undefined ? state : signedOut(true)));
}

/** While `userId` is signed in, a 401 from any request ends the session (endSession). */
export function useEndSessionOnUnauthorized(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => (userId === null ? undefined : onUnauthorized(() => endSession(queryClient, userId))), [queryClient, userId]);
}
