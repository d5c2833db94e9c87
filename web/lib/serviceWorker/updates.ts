// A new version of Pena that the service worker has installed and holds waiting: the app
// offers it, and the teacher chooses when to reload; it never takes over a page by itself.
import { useSyncExternalStore } from 'react';
import { SKIP_WAITING } from '../../build/serviceWorkerScript.ts';

/** The parts of a ServiceWorker the offer uses. */
export type WaitingWorker = Pick<ServiceWorker, 'postMessage' | 'state'>;

let waiting: WaitingWorker | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Offers `worker` as the new version (the notice shows until the page reloads). */
export function offerUpdate(worker: WaitingWorker): void {
  waiting = worker;
  notify();
}

/** Forgets the offer (component tests; a dismissed notice hides itself instead). */
export function clearUpdateOffer(): void {
  waiting = null;
  notify();
}

export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => waiting !== null,
  );
}

type Dependencies = {
  container: Pick<ServiceWorkerContainer, 'addEventListener'>;
  reload: () => void;
};

/**
 * Lets the waiting worker take over, then reloads once it controls the page. The reload
 * goes through `beforeunload`, so unsaved work still asks first (useUnsavedChanges). A worker
 * that took over already (another tab's reload) needs only the reload.
 */
export function applyUpdate({ container, reload }: Dependencies = defaults()): void {
  if (!waiting) return;
  if (waiting.state !== 'installed') {
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
}

function defaults(): Dependencies {
  return { container: navigator.serviceWorker, reload: () => window.location.reload() };
}
