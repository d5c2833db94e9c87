// What an editor hands the history screens about its item: which item, how its fields read
// for a comparison, its current draft, whether the teacher may restore, and the restore
// itself, which goes through the editor's own saver (so it is conflict-safe like any save: a
// stale version is a 409 and the editor's conflict dialog with both versions).
import type { TFunction } from 'i18next';
import type { Version } from '../../../domain/schemas/history.ts';
import type { HistoryItem } from './data/api.ts';
import type { CompareField } from './compare/fields.ts';

/**
 * How a restore ended: `restored`; `unsaved` when the editor's unsaved changes could not be
 * saved first (nothing was restored); `refused` when the restore was not stored (a 409 the
 * editor now shows with both versions, or a failure its save indicator shows).
 */
export type RestoreOutcome = 'restored' | 'unsaved' | 'refused';

export type HistorySubject = {
  item: HistoryItem;
  /** The item's fields as a comparison shows them, from a version's document or the draft. */
  fieldsOf: (document: unknown, t: TFunction) => CompareField[];
  /** The editor's current values, in the shape of a version's document (the save request without lock_version). */
  draft: () => unknown;
  /** The teacher may edit the item (never a read-only reference): "Restore this version" is offered. */
  canRestore: boolean;
  /** Shows the version's document in the editor and stores it through the editor's saver with historyApi.restore. */
  restore: (version: Version) => Promise<RestoreOutcome>;
};
