// Reading the activity feeds. A feed is read fresh whenever its screen opens (every act adds
// a line); the previous page stays on screen while the next one, or another filter, loads.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../../domain/constants.ts';
import { keepPreviousWithin } from '../../../lib/placeholderData.ts';
import type { ActivityListState } from '../paths.ts';
import { activityApi, type ActivityApiQuery, type ActivityFeed } from './api.ts';
import { activityKeys } from './keys.ts';

export function toApiQuery(state: ActivityListState): ActivityApiQuery {
  return {
    page: state.page,
    per: DEFAULT_PAGE_SIZE,
    ...(state.actorId !== null ? { actor_id: state.actorId } : {}),
    ...(state.kind !== null ? { kind: state.kind } : {}),
    ...(state.from !== null ? { from: state.from } : {}),
    ...(state.to !== null ? { to: state.to } : {}),
  };
}

export function useActivity(feed: ActivityFeed, state: ActivityListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: activityKeys.list(feed, query),
    queryFn: ({ signal }) => activityApi.list(feed, query, signal),
    placeholderData: keepPreviousWithin(activityKeys.feed(feed)),
    refetchOnMount: 'always',
  });
}

/** The organization's members for the person filter, searched on the server by name or email. */
export function usePeople(organizationId: number, search: string) {
  return useQuery({
    queryKey: activityKeys.people(organizationId, search),
    queryFn: ({ signal }) => activityApi.people(organizationId, search, signal),
    placeholderData: keepPreviousWithin([...activityKeys.all, 'people', organizationId]),
    select: (page) => page.items.map((member) => ({ id: member.id, name: member.name || member.email })),
  });
}
