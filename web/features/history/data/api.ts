// The version history calls of the API, the same for pages, questions and passages:
// GET {item}/versions (newest first, paged, totals in X-Pena-Count / X-Pena-Pages),
// GET {item}/versions/{versionId} (one version with its document) and
// POST {item}/versions/{versionId}/restore {lock_version} (the item's save reply, 409 when stale).
// A page is a chapter at the API's edge.
import type { Version, VersionKind, VersionSummary } from '../../../../domain/schemas/history.ts';
import { http } from '../../../lib/http.ts';
import type { Page } from '../../../lib/http.ts';

export type HistoryItemType = 'page' | 'question' | 'passage';
/** What a history belongs to. */
export type HistoryItem = { type: HistoryItemType; id: number };

export type VersionListQuery = { page: number; per: number; kind?: VersionKind };

function itemPath({ type, id }: HistoryItem): string {
  if (type === 'page') return `/content/chapters/${id}`;
  if (type === 'question') return `/map/questions/${id}`;
  return `/map/passages/${id}`;
}

export const historyApi = {
  list: (item: HistoryItem, query: VersionListQuery, signal?: AbortSignal): Promise<Page<VersionSummary>> =>
    http.page<VersionSummary>(`${itemPath(item)}/versions`, { query, signal }),
  get: (item: HistoryItem, versionId: number, signal?: AbortSignal) => http.get<Version>(`${itemPath(item)}/versions/${versionId}`, { signal }),
  /** Resolves to the item as stored after the restore (the reply of its save). */
  restore: <TRecord>(item: HistoryItem, versionId: number, lockVersion: number) =>
    http.post<TRecord>(`${itemPath(item)}/versions/${versionId}/restore`, { lock_version: lockVersion }),
};
