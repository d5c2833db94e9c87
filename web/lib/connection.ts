// Whether Pena can reach its server: the browser's online and offline events, and what the
// API's requests meet (http.ts onServerReach), since a browser that says "online" on a dead
// school network or behind a captive portal still fails every request. Offline until the
// browser comes back online or a request gets a reply.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { onServerReach } from './http.ts';

export type ConnectionState = { offline: boolean };

let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let unreachable = false;
let state: ConnectionState = { offline: browserOffline };
const listeners = new Set<() => void>();

function update() {
  const offline = browserOffline || unreachable;
  if (offline === state.offline) return;
  state = { offline };
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    browserOffline = true;
    update();
  });
  window.addEventListener('online', () => {
    browserOffline = false;
    unreachable = false;
    update();
  });
}
onServerReach((reached) => {
  unreachable = !reached;
  update();
});

// TanStack Query believes it is online until an `offline` event; a page opened offline (the
// service worker's cached shell) hears none, so tell it: its queries then wait for the
// connection (and start when it returns) instead of failing one by one.
if (browserOffline) onlineManager.setOnline(false);

export function connectionState(): ConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True while offline (the browser says so, or the last request got no reply). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeConnection, () => state.offline);
}
