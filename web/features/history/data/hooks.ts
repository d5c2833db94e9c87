// Reading an item's history. Lists are read fresh whenever a panel opens (every save may
// add or extend a version); a version's document is kept, since a version never changes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../../domain/constants.ts';
import type { Version } from '../../../../domain/schemas/history.ts';
import { keepPreviousWithin } from '../../../lib/placeholderData.ts';
import { historyApi, type HistoryItem } from './api.ts';
import { historyKeys } from './keys.ts';

/** One page of the item's versions, newest first; the previous page stays on screen while the next loads. */
export function useVersionList(item: HistoryItem, page: number) {
  const query = { page, per: DEFAULT_PAGE_SIZE };
  return useQuery({
    queryKey: historyKeys.list(item, query),
    queryFn: ({ signal }) => historyApi.list(item, query, signal),
    placeholderData: keepPreviousWithin(historyKeys.item(item)),
    refetchOnMount: 'always',
  });
}

function versionQuery(item: HistoryItem, versionId: number) {
  return {
    queryKey: historyKeys.version(item, versionId),
    queryFn: ({ signal }: { signal?: AbortSignal }) => historyApi.get(item, versionId, signal),
    staleTime: Infinity,
  };
}

/** A version with its document; null asks for nothing. */
export function useVersion(item: HistoryItem, versionId: number | null) {
  return useQuery({ ...versionQuery(item, versionId ?? 0), enabled: versionId !== null });
}

/** A version with its document, from the cache when it was read before (restoring needs its document). */
export function fetchVersion(queryClient: QueryClient, item: HistoryItem, versionId: number): Promise<Version> {
  return queryClient.fetchQuery(versionQuery(item, versionId));
}

/** The item's latest published version with its document, or null when none is recorded. */
export function useLatestPublished(item: HistoryItem, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: historyKeys.published(item),
    queryFn: async ({ signal }) => {
      const { items } = await historyApi.list(item, { page: 1, per: 1, kind: 'published' }, signal);
      const latest = items[0];
      return latest ? fetchVersion(queryClient, item, latest.id) : null;
    },
    enabled,
    refetchOnMount: 'always',
  });
}

/** After a save or a restore: the item's lists and published version are read again when next shown. */
export function forgetHistoryLists(queryClient: QueryClient, item: HistoryItem) {
  return queryClient.invalidateQueries({
    queryKey: historyKeys.item(item),
    predicate: (query) => query.queryKey[3] !== 'version',
  });
}
