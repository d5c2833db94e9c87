// The selected organization: the `pena_organization_id` cookie (readable by scripts, path /).
// A tiny external store over the cookie so every reader re-renders when it changes.
import { useSyncExternalStore } from 'react';
import { ORGANIZATION_COOKIE } from '../../../../domain/constants.ts';
import { deleteCookie, readCookie, writeCookie } from '../../../lib/cookies.ts';

const listeners = new Set<() => void>();

function parse(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function readSelectedOrganizationId(): number | null {
  return parse(readCookie(ORGANIZATION_COOKIE));
}

function emit() {
  for (const listener of listeners) listener();
}

export function selectOrganization(id: number): void {
  writeCookie(ORGANIZATION_COOKIE, String(id));
  emit();
}

export function clearSelectedOrganization(): void {
  deleteCookie(ORGANIZATION_COOKIE);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedOrganizationId(): number | null {
  return useSyncExternalStore(subscribe, readSelectedOrganizationId, () => null);
}
