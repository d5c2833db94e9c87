// Team management writes (spec §6, §7 "Organization"): switch the organization between
// managing by roles and "all members can edit" (PUT /content/organizations/{id}), and add
// or remove a member of a team (POST /content/teams/{teamId}/{add|remove}_member/{userId}).
// After each change the organization is fetched again; a mode switch also refreshes the
// session, whose organization summary carries the mode the rest of the app reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationDetail } from '../../../../domain/schemas/account.ts';
import { http } from '../../../lib/http.ts';
import { sessionKeys } from '../../auth/index.ts';
import { organizationKeys } from '../../organizations/index.ts';

export type MemberAction = 'add' | 'remove';

function teamMemberPath(teamId: number, action: MemberAction, userId: number): string {
  return `/content/teams/${teamId}/${action}_member/${userId}`;
}

function useRefetchOrganization(organizationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(organizationId) });
}

export function useSwitchTeamMode(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (useTeams: boolean) =>
      http.put<OrganizationDetail>(`/content/organizations/${organizationId}`, { use_teams_in_qcreate: useTeams }),
    onSuccess: (detail) => {
      if (detail && typeof detail === 'object' && 'members' in detail) {
        queryClient.setQueryData(organizationKeys.detail(organizationId), detail);
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}

export function useTeamMember(organizationId: number) {
  const refetch = useRefetchOrganization(organizationId);
  return useMutation({
    mutationFn: ({ teamId, userId, action }: { teamId: number; userId: number; action: MemberAction }) =>
      http.post(teamMemberPath(teamId, action, userId)),
    onSuccess: refetch,
  });
}

export type TeamMove = { userId: number; to: number | null; from: readonly number[] };

/**
 * A role change is a move between teams: add_member?move=true joins the new team and leaves
 * the organization's others in one transaction. `to` null leaves every team (`from`; no role).
 */
export async function moveToTeam({ userId, to, from }: TeamMove): Promise<void> {
  if (to !== null) {
    await http.post(`${teamMemberPath(to, 'add', userId)}?move=true`);
    return;
  }
  for (const teamId of from) await http.post(teamMemberPath(teamId, 'remove', userId));
}

export function useMoveMember(organizationId: number) {
  const refetch = useRefetchOrganization(organizationId);
  return useMutation({
    mutationFn: moveToTeam,
    // Even a half-done move changed something: show what the server now holds.
    onSettled: refetch,
  });
}
