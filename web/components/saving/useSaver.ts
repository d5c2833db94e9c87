// Saving an edited document (a page, a question, a passage) without ever losing an edit
// (spec §4 "Autosave"; docs/product/design.md#content-writes-carry-the-version):
// - every save sends the lock_version the editor loaded (or last saved);
// - with autosave on, a save follows 3 s after the last change (AUTOSAVE_DEBOUNCE_MS),
//   only while the document is valid; a failed save is retried with growing pauses and
//   can be retried by hand;
// - a 409 means someone saved a newer version: nothing is overwritten, the conflict holds
//   the stored record so the editor can show both and let the teacher choose.
// - when the session ends with changes unsaved (a 401 on any request), the editor's values are
//   kept as a local copy (localCopy.ts) for the editor that opens the item after the login.
// The hook knows nothing of forms: the editor calls `changed(doc, valid)` on every change
// and `saveNow(doc)` on an explicit save. `storeWith` stores a document through another write
// than the save (restoring a version): the same base version, 409 and retries.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DEBOUNCE_MS } from '../../../domain/constants.ts';
import { isApiError, onUnauthorized } from '../../lib/http.ts';
import { keepLocalCopy } from './localCopy.ts';

export type SaveStatus = 'idle' | 'pending' | 'success' | 'failed';

/** Pauses before automatic retries of a failed save; then only the retry button. */
const RETRY_DELAYS_MS = [5_000, 15_000, 45_000];

export interface SaverOptions<TDoc, TRecord> {
  /** Stores the document over `lockVersion`; resolves to the stored record. */
  save: (doc: TDoc, lockVersion: number) => Promise<TRecord>;
  versionOf: (record: TRecord) => number;
  savedAtOf: (record: TRecord) => string | null;
  /** The record the editor loaded. */
  loaded: TRecord;
  /** Autosave as it applies to this user in this organization. */
  autosave: boolean;
  onSaved?: (record: TRecord) => void;
  /** Where the editor's values (as its form holds them) are kept when the session ends unsaved. */
  localCopy?: { key: string; values: () => unknown };
}

export interface Saver<TDoc, TRecord> {
  status: SaveStatus;
  /** When the document was last stored (ISO), by anyone. */
  lastSavedAt: string | null;
  /** Changes not stored yet. */
  dirty: boolean;
  /** Someone else's newer version, when a save was refused with 409. */
  conflict: TRecord | null;
  /** The failure of the last save (not a conflict), for the indicator's message. */
  error: unknown;
  changed: (doc: TDoc, valid: boolean) => void;
  saveNow: (doc: TDoc) => Promise<TRecord | null>;
  retry: () => void;
  /** Keep my version: store it over the other one (its version becomes the base). */
  keepMine: (doc: TDoc) => Promise<TRecord | null>;
  /** Take the other version: the editor resets to the returned record. */
  takeTheirs: () => TRecord | null;
  /**
   * Stores `doc` (what the editor now shows) with `write` instead of the save, on the version
   * last stored: a restored version. A 409 is a conflict as for a save; a retry saves `doc`.
   */
  storeWith: (doc: TDoc, write: (lockVersion: number) => Promise<TRecord>) => Promise<TRecord | null>;
}

export function useSaver<TDoc, TRecord>(options: SaverOptions<TDoc, TRecord>): Saver<TDoc, TRecord> {
  const { autosave } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /** Saves the latest document again (automatic retries, deferred autosaves); set below, once `store` exists. */
  const retryLater = useRef<() => void>(() => {});

  const version = useRef(options.versionOf(options.loaded));
  const pendingDoc = useRef<{ doc: TDoc; valid: boolean } | null>(null);
  const timer = useRef<number | null>(null);
  const retries = useRef(0);
  const inFlight = useRef<Promise<TRecord | null> | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [lastSavedAt, setLastSavedAt] = useState<string | null>(options.savedAtOf(options.loaded));
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<TRecord | null>(null);
  const [error, setError] = useState<unknown>(null);

  const clearTimer = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };

  const store = useCallback(async (doc: TDoc, baseVersion: number, write?: (lockVersion: number) => Promise<TRecord>): Promise<TRecord | null> => {
    clearTimer();
    setStatus('pending');
    setError(null);
    const attempt = (async () => {
      try {
        const record = await (write ? write(baseVersion) : latest.current.save(doc, baseVersion));
        version.current = latest.current.versionOf(record);
        setLastSavedAt(latest.current.savedAtOf(record));
        retries.current = 0;
        // Edits made while this save was in flight are still unsaved.
        const stillDirty = pendingDoc.current !== null && pendingDoc.current.doc !== doc;
        if (!stillDirty) pendingDoc.current = null;
        setDirty(stillDirty);
        setConflict(null);
        setStatus('success');
        // A timer that fired during this save skipped its turn: give the later edit its own.
        if (stillDirty && latest.current.autosave && timer.current === null) {
          timer.current = window.setTimeout(() => retryLater.current(), AUTOSAVE_DEBOUNCE_MS);
        }
        latest.current.onSaved?.(record);
        return record;
      } catch (failure) {
        if (isApiError(failure) && failure.status === 409 && failure.body?.current) {
          setConflict(failure.body.current as TRecord);
          setStatus('failed');
          return null;
        }
        setError(failure);
        setStatus('failed');
        // Refusals (4xx) wait for the teacher; network and server failures retry by themselves.
        const transient = !isApiError(failure) || failure.status >= 500 || failure.status === 429;
        const delay = RETRY_DELAYS_MS[retries.current];
        if (transient && delay !== undefined && latest.current.autosave) {
          retries.current += 1;
          timer.current = window.setTimeout(() => retryLater.current(), delay);
        }
        return null;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = attempt;
    return attempt;
  }, []);

  useEffect(() => {
    retryLater.current = () => {
      const next = pendingDoc.current;
      if (next?.valid) void store(next.doc, version.current);
    };
  }, [store]);

  const changed = useCallback(
    (doc: TDoc, valid: boolean) => {
      pendingDoc.current = { doc, valid };
      setDirty(true);
      clearTimer();
      if (!autosave || !valid || conflict) return;
      timer.current = window.setTimeout(() => {
        const next = pendingDoc.current;
        // One save at a time: a change during a save is picked up by the next timer.
        timer.current = null;
        if (next?.valid && !inFlight.current) void store(next.doc, version.current);
      }, AUTOSAVE_DEBOUNCE_MS);
    },
    [autosave, conflict, store],
  );

  const saveNow = useCallback(
    async (doc: TDoc) => {
      pendingDoc.current = { doc, valid: true };
      if (inFlight.current) await inFlight.current;
      return store(doc, version.current);
    },
    [store],
  );

  const retry = useCallback(() => {
    retries.current = 0;
    const next = pendingDoc.current;
    if (next) void store(next.doc, version.current);
  }, [store]);

  const keepMine = useCallback(
    async (doc: TDoc) => {
      if (!conflict) return null;
      const base = latest.current.versionOf(conflict);
      // The kept document is now the latest edit: once stored, nothing is left unsaved.
      pendingDoc.current = { doc, valid: true };
      return store(doc, base);
    },
    [conflict, store],
  );

  const takeTheirs = useCallback(() => {
    const theirs = conflict;
    if (!theirs) return null;
    version.current = latest.current.versionOf(theirs);
    setLastSavedAt(latest.current.savedAtOf(theirs));
    pendingDoc.current = null;
    setDirty(false);
    setConflict(null);
    setStatus('idle');
    return theirs;
  }, [conflict]);

  const storeWith = useCallback(
    async (doc: TDoc, write: (lockVersion: number) => Promise<TRecord>) => {
      // What the editor shows now is the latest edit: unsaved until the write stores it.
      pendingDoc.current = { doc, valid: true };
      setDirty(true);
      if (inFlight.current) await inFlight.current;
      return store(doc, version.current, write);
    },
    [store],
  );

  useEffect(() => () => clearTimer(), []);

  // The session ended: unsaved work is kept before the login screen takes the editor's place.
  useEffect(
    () =>
      onUnauthorized(() => {
        const copy = latest.current.localCopy;
        if (copy && pendingDoc.current !== null) keepLocalCopy(copy.key, { values: copy.values(), version: version.current });
      }),
    [],
  );

  return { status, lastSavedAt, dirty, conflict, error, changed, saveNow, retry, keepMine, takeTheirs, storeWith };
}
