// Query keys of the activity feeds, hierarchical by feed: ['activity', scope, id] holds its
// pages (by query); the person filter's members are the organization's, by search.
import type { ActivityApiQuery, ActivityFeed } from './api.ts';

export const activityKeys = {
  all: ['activity'] as const,
  feed: (feed: ActivityFeed) => [...activityKeys.all, feed.scope, feed.id] as const,
  list: (feed: ActivityFeed, query: ActivityApiQuery) => [...activityKeys.feed(feed), query] as const,
  people: (organizationId: number, search: string) => [...activityKeys.all, 'people', organizationId, search] as const,
};
