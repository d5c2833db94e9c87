// The one answer to a stale save: 409 with the record as stored now, so the editor can show
// both versions (docs/product/design.md#content-writes-carry-the-version), or 404 when the
// record is gone. Every route that saves against a lock_version answers through here,
// whether it saw the stale version before writing or the command did
// (commands/versionedSave.ts).
import type { Saved } from '../commands/versionedSave.ts';
import { errors } from '../errors.ts';

/** How a route reads its record as stored now, and the reply the 409 carries as `current`. */
export interface StoredRecord<R> {
  /** Undefined or null when the record is gone. */
  find: () => Promise<R | null | undefined>;
  reply: (record: R) => unknown;
}

/** Throws 409 with the stored record, or 404 when it is gone. */
export async function refuseStale<R>(stored: StoredRecord<R>): Promise<never> {
  const record = await stored.find();
  if (record === null || record === undefined) throw errors.notFound();
  throw errors.conflict(await stored.reply(record));
}

/** The saved row; a stale save is refused as refuseStale refuses it. */
export async function savedOrConflict<T, R>(result: Saved<T>, stored: StoredRecord<R>): Promise<T> {
  if (result.kind === 'saved') return result.row;
  return refuseStale(stored);
}
