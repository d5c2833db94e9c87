// Registers the service worker that web/build/serviceWorker.ts writes as /sw.js, in production
// builds only (the dev server and the component tests have none), after the page has loaded so
// its precaching never competes with the first screen. Imported once, by main.tsx.
import { SERVICE_WORKER_PATH } from '../../build/serviceWorkerScript.ts';
import { offerUpdate } from './updates.ts';

/** How often a tab left open for days asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

type Registration = Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'addEventListener' | 'update'>;

/**
 * Offers a new version when one is installed and waiting. On the first visit nothing controls
 * the page, and the worker simply takes over: nothing to offer.
 */
export function watchForUpdates(registration: Registration, container: Pick<ServiceWorkerContainer, 'controller'>): void {
  const offerWaiting = () => {
    if (registration.waiting && container.controller) offerUpdate(registration.waiting);
  };
  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
}

async function register(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_PATH);
  watchForUpdates(registration, container);
  const check = () => void registration.update().catch(() => {});
  window.setInterval(check, CHECK_EVERY_MS);
  window.addEventListener('online', check);
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void register(navigator.serviceWorker).catch((error: unknown) => {
      // Pena works without it (a private window, a browser that refuses): only the offline shell is lost.
      console.warn('The service worker could not be registered', error);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
