// Query keys of version history, hierarchical by item: ['history', type, id] holds its lists
// (by query), its published version and each version's document (which never changes).
import type { HistoryItem, VersionListQuery } from './api.ts';

export const historyKeys = {
  all: ['history'] as const,
  item: (item: HistoryItem) => [...historyKeys.all, item.type, item.id] as const,
  list: (item: HistoryItem, query: VersionListQuery) => [...historyKeys.item(item), 'list', query] as const,
  published: (item: HistoryItem) => [...historyKeys.item(item), 'published'] as const,
  version: (item: HistoryItem, versionId: number) => [...historyKeys.item(item), 'version', versionId] as const,
};
