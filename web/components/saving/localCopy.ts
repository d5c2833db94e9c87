// The saver's local copy (spec §4: an edit is never lost). When the session ends mid-work (a
// 401: it expired or was revoked), the login screen takes the editor's place; first, a saver
// with unsaved changes keeps the editor's values in this tab's sessionStorage under the
// editor's address without its language (`/chapters/12`, a new item's
// `/topics/5/chapters/new`), with the version they were made on. The login leads back to the
// same address, and the editor opened there starts from the copy over that version: a newer
// version stored meanwhile is then a conflict to settle (the conflict dialog), never overwritten.
import { useEffect, useState } from 'react';
import { isLanguage } from '../../i18n/language.ts';

export type LocalCopy<TValues> = { values: TValues; version: number };

const PREFIX = 'pena.local_copy:';

/** The key of an editor's copy: its address without the language (the login screen may change it). */
export function localCopyKey(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return isLanguage(first) ? `/${rest.join('/')}` : pathname;
}

export function keepLocalCopy<TValues>(key: string, copy: LocalCopy<TValues>): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(copy));
  } catch {
    // No storage, or it is full: the login screen comes anyway; nothing more can be done here.
  }
}

export function readLocalCopy<TValues>(key: string): LocalCopy<TValues> | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    const copy = JSON.parse(raw) as Partial<LocalCopy<TValues>> | null;
    return copy && typeof copy.version === 'number' && copy.values !== undefined ? { values: copy.values, version: copy.version } : null;
  } catch {
    return null;
  }
}

export function dropLocalCopy(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}

/** Every copy of this tab: a logout, or a login by someone else, gives none of them back. */
export function discardLocalCopies(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) => window.sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The copy kept for the editor at `key`, read once as the editor mounts (it starts from it);
 * then it leaves storage: the editor holds it as unsaved work, which the saver keeps again if
 * the session ends again.
 */
export function useRestoredCopy<TValues>(key: string): LocalCopy<TValues> | null {
  const [start] = useState(() => ({ key, copy: readLocalCopy<TValues>(key) }));
  useEffect(() => {
    if (start.copy) dropLocalCopy(start.key);
  }, [start]);
  return start.copy;
}
