// Version rows → API JSON (domain/schemas/history.ts). A version whose author's account is
// gone has a null author; the web names it "a former member".
import type { Version, VersionSummary } from '../../domain/schemas/history.ts';
import type { VersionRow, VersionSummaryRow } from '../queries/itemVersions.ts';

export function presentVersionSummary(row: VersionSummaryRow): VersionSummary {
  return {
    id: row.id,
    kind: row.kind,
    author: row.authorId !== null ? { id: row.authorId, name: row.authorName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    saved_at: row.savedAt.toISOString(),
    lock_version: row.lockVersion,
    source: row.source ?? null,
  };
}

export function presentVersion(row: VersionRow): Version {
  return { ...presentVersionSummary(row), document: row.document };
}
