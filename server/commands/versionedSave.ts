// What a save against a lock_version comes to, the one answer of every command that saves
// that way: the row as saved, or stale (the stored lock_version was not the one named, or the
// record is gone; nothing changed). Routes turn a stale save into 409 with the stored record,
// or 404 when it is gone (routes/staleSave.ts;
// docs/product/design.md#content-writes-carry-the-version).

export interface Stale {
  readonly kind: 'stale';
}

export type Saved<T> = { readonly kind: 'saved'; readonly row: T } | Stale;

export const saved = <T>(row: T): Saved<T> => ({ kind: 'saved', row });

export const stale = (): Stale => ({ kind: 'stale' });
