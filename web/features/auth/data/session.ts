// The signed-in user and the selected organization (GET /users/show_current), login and
// logout. A 401 is not an error here: it is the signed-out state, with `expired` telling
// the login screen that the session ran out (code `token_expired`, or a session that ended
// while this tab was signed in: sessionEnd.ts). Without the session hint cookie
// (SESSION_HINT_COOKIE) there is no session to ask about, unless this tab held one.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { OrganizationSummary, SessionReply, User } from '../../../../domain/schemas/account.ts';
import { accessForRole, organizationFactsFromSummary } from '../../../../domain/access/index.ts';
import type { Access, OrganizationFacts } from '../../../../domain/access/index.ts';
import { SESSION_HINT_COOKIE } from '../../../../domain/constants.ts';
import { deleteCookie, readCookie } from '../../../lib/cookies.ts';
import { http, isApiError } from '../../../lib/http.ts';
import { clearSelectedOrganization, useSelectedOrganizationId } from '../../organizations/index.ts';
import { endedSessionUser } from './endedSession.ts';

export type SignedIn = {
  status: 'signedIn';
  user: User;
  organization: OrganizationSummary;
  access: Access;
  facts: OrganizationFacts;
};
export type SignedOut = { status: 'signedOut'; expired: boolean };
export type SessionState = SignedIn | SignedOut;

export const sessionKeys = {
  all: ['session'] as const,
  current: (organizationId: number | null) => [...sessionKeys.all, 'current', organizationId ?? 'default'] as const,
};

export function signedIn(reply: SessionReply): SignedIn {
  const { token: _token, ...user } = reply.user;
  const facts = organizationFactsFromSummary(reply.organization);
  return {
    status: 'signedIn',
    user,
    organization: reply.organization,
    facts,
    access: accessForRole(reply.organization.role, facts),
  };
}

export const signedOut = (expired = false): SignedOut => ({ status: 'signedOut', expired });

/** Whether this tab holds a signed-in session (in any of the user's organizations). */
export function signedInHere(queryClient: QueryClient): boolean {
  return queryClient.getQueriesData<SessionState>({ queryKey: sessionKeys.all }).some(([, state]) => state?.status === 'signedIn');
}

/**
 * `signedInHere`: this tab holds a session, so the server is asked even without the hint
 * cookie (it expires with the session): its 401 ends the session for every screen
 * (sessionEnd.ts), the editors keeping their unsaved work first.
 */
export async function fetchSession(organizationId: number | null, { signedInHere = false } = {}): Promise<SessionState> {
  // No session hint (never logged in here, logged out, or the session's time is up): signed
  // out, without a request that could only answer 401.
  if (!signedInHere && readCookie(SESSION_HINT_COOKIE) === null) return signedOut(endedSessionUser() !== null);
  const query = { organization_id: organizationId ?? undefined };
  try {
    const reply = await http.get<SessionReply>('/users/show_current', { query });
    return signedIn(reply);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) {
      deleteCookie(SESSION_HINT_COOKIE);
      return signedOut(error.code === 'token_expired' || signedInHere || endedSessionUser() !== null);
    }
    // The stored organization is not (or no longer) one of the user's: forget it.
    if (organizationId !== null && (error.status === 403 || error.status === 404)) {
      clearSelectedOrganization();
      return fetchSession(null, { signedInHere });
    }
    throw error;
  }
}

const retryUnlessClientError = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status < 500);

export function useSession(options: { refetchInterval?: number } = {}) {
  const queryClient = useQueryClient();
  const organizationId = useSelectedOrganizationId();
  return useQuery({
    queryKey: sessionKeys.current(organizationId),
    queryFn: () => fetchSession(organizationId, { signedInHere: signedInHere(queryClient) }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
    refetchInterval: options.refetchInterval,
  });
}

/** What the auth gate shows: every signed-in screen reads the same session from it. */
export const SignedInContext = createContext<SignedIn | null>(null);

/** The session inside the signed-in part of the app (below the auth gate). */
export function useSignedIn(): SignedIn {
  const session = useContext(SignedInContext);
  if (!session) throw new Error('useSignedIn is only available to signed-in screens');
  return session;
}
