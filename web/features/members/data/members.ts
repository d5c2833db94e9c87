// User Management on the wire (spec §2 "Other screens", §6): a page of the organization's
// members (GET /content/organizations/{id}/members: q, page, per; totals in X-Pena-Count /
// X-Pena-Pages), an administrator's change of a member's flags (PUT .../members/{userId}), and
// of their team place through the team endpoints (POST /content/teams/{teamId}/{add|remove}_member/{userId}).
// Query keys are hierarchical: ['members', organizationId, query].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../../../domain/constants.ts';
import type { ManagedMember, UpdateMemberRequest } from '../../../../domain/schemas/members.ts';
import { http } from '../../../lib/http.ts';
import type { Page } from '../../../lib/http.ts';
import { keepPreviousWithin } from '../../../lib/placeholderData.ts';
import { sessionKeys } from '../../auth/index.ts';
import { organizationKeys } from '../../organizations/index.ts';
import { moveToTeam } from '../../teams/index.ts';

export type MembersApiQuery = { q?: string; page?: number; per: number };

export const memberKeys = {
  all: ['members'] as const,
  organization: (organizationId: number) => [...memberKeys.all, organizationId] as const,
  list: (organizationId: number, query: MembersApiQuery) => [...memberKeys.organization(organizationId), query] as const,
};

/** The list call's query: no empty search, page 1 dropped (§9). */
export function toApiQuery(search: string, page: number): MembersApiQuery {
  return { ...(search ? { q: search } : {}), ...(page > FIRST_PAGE ? { page } : {}), per: DEFAULT_PAGE_SIZE };
}

/** One page of members; the school's previous page stays on screen while the next one loads. */
export function useMembers(organizationId: number, search: string, page: number) {
  const query = toApiQuery(search, page);
  return useQuery({
    queryKey: memberKeys.list(organizationId, query),
    queryFn: ({ signal }): Promise<Page<ManagedMember>> =>
      http.page<ManagedMember>(`/content/organizations/${organizationId}/members`, { query, signal }),
    placeholderData: keepPreviousWithin(memberKeys.organization(organizationId)),
  });
}

/** After a change: the lists, the organization (team page) and, for one's own flags, the session. */
function useRefresh(organizationId: number) {
  const queryClient = useQueryClient();
  return (self: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.organization(organizationId) }),
      queryClient.invalidateQueries({ queryKey: organizationKeys.detail(organizationId) }),
      ...(self ? [queryClient.invalidateQueries({ queryKey: sessionKeys.all })] : []),
    ]);
}

export function useUpdateMember(organizationId: number, currentUserId: number) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: ({ userId, change }: { userId: number; change: UpdateMemberRequest }) =>
      http.put<ManagedMember>(`/content/organizations/${organizationId}/members/${userId}`, change),
    onSuccess: (_, { userId }) => refresh(userId === currentUserId),
  });
}

/** A team place is a role (§6): the teams feature's move between teams. */
export function useMoveToTeam(organizationId: number) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: moveToTeam,
    // Even a half-done move changed something: show what the server now holds.
    onSettled: () => refresh(false),
  });
}
