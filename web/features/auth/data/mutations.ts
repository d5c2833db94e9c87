// Login, logout and the autosave setting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionReply, User } from '../../../../domain/schemas/account.ts';
import { discardLocalCopies } from '../../../components/saving/index.ts';
import { http } from '../../../lib/http.ts';
import {
  clearSelectedOrganization,
  organizationKeys,
  readSelectedOrganizationId,
  selectOrganization,
} from '../../organizations/index.ts';
import { endedSessionUser, forgetEndedSession } from './endedSession.ts';
import { fetchSession, sessionKeys, signedIn, signedOut } from './session.ts';
import type { SessionState } from './session.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Pick<LoginRequest, 'email' | 'password'>) =>
      http.post<SessionReply>('/map/auth', {
        ...credentials,
        organization_id: readSelectedOrganizationId() ?? undefined,
      }),
    onSuccess: (reply) => {
      const id = reply.organization.id;
      // What the login screen does not show was read for a session that ended: read it again.
      queryClient.removeQueries({ type: 'inactive' });
      // The editors' local copies of a session that ended are this user's to get back, nobody else's.
      const ended = endedSessionUser();
      forgetEndedSession();
      if (ended !== null && ended !== reply.user.id) discardLocalCopies();
      queryClient.setQueryData<SessionState>(sessionKeys.current(id), signedIn(reply));
      selectOrganization(id);
    },
  });
}

/** Calls the server, then resets every piece of data and forgets the organization. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<null>('/map/auth'),
    onSuccess: () => {
      queryClient.clear();
      forgetEndedSession();
      discardLocalCopies();
      clearSelectedOrganization();
      queryClient.setQueryData<SessionState>(sessionKeys.current(null), signedOut());
    },
  });
}

type SessionWithUser = Extract<SessionState, { status: 'signedIn' }>;

/**
 * PUT /users/update_use_autosave. The switch shows the new value at once (optimistic),
 * and the cached sessions go back to the old value if the server refuses.
 */
export function useUpdateAutosave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (useAutosave: boolean) =>
      http.put<{ user: User }>('/users/update_use_autosave', { use_autosave: useAutosave }),
    onMutate: async (useAutosave: boolean) => {
      await queryClient.cancelQueries({ queryKey: sessionKeys.all });
      const previous = queryClient.getQueriesData<SessionState>({ queryKey: sessionKeys.all });
      queryClient.setQueriesData<SessionState>({ queryKey: sessionKeys.all }, (state) =>
        state?.status === 'signedIn' ? { ...state, user: { ...state.user, use_autosave: useAutosave } } : state,
      );
      return { previous };
    },
    onError: (_error, _value, context) => {
      // Back to the old value, in the sessions still signed in (a 401 has just ended them).
      for (const [key, state] of context?.previous ?? []) {
        if (queryClient.getQueryData<SessionState>(key)?.status === 'signedIn') queryClient.setQueryData(key, state);
      }
    },
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<SessionState>({ queryKey: sessionKeys.all }, (state) =>
        state?.status === 'signedIn' ? ({ ...state, user: { ...state.user, ...user } } satisfies SessionWithUser) : state,
      );
    },
  });
}

/**
 * Switches to another of the user's organizations: the session for it is fetched first, so
 * the screens never see a moment without one; then the choice is stored in the cookie.
 * `leave` runs in between (the top bar's switcher goes to the course list, §2): the page
 * shown until then never sees the other organization, which a record's page would answer by
 * switching back to the record's (useRecordOrganization). When it answers false, a guard kept
 * the teacher where they were (unsaved changes) and nothing is switched.
 */
export function useSwitchOrganization({ leave }: { leave?: () => boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      queryClient.fetchQuery({ queryKey: sessionKeys.current(id), queryFn: () => fetchSession(id, { signedInHere: true }), staleTime: 0 }),
    onSuccess: (state, id) => {
      if (state.status !== 'signedIn') return;
      if (leave && !leave()) return;
      selectOrganization(state.organization.id === id ? id : state.organization.id);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}
