// A new version is offered when the worker holds one waiting, never on the first visit, and
// takes over only when the app asks; the page reloads once the new worker controls it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SKIP_WAITING } from '../../build/serviceWorkerScript.ts';
import { watchForUpdates } from './register.ts';
import { applyUpdate, clearUpdateOffer, offerUpdate } from './updates.ts';

afterEach(() => clearUpdateOffer());

type FakeWorker = EventTarget & { state: ServiceWorkerState; postMessage: Mock<(message: unknown) => void> };
const worker = (state: ServiceWorkerState): FakeWorker =>
  Object.assign(new EventTarget(), { state, postMessage: vi.fn<(message: unknown) => void>() });

function registration(waiting: FakeWorker | null = null) {
  return Object.assign(new EventTarget(), { waiting, installing: null as FakeWorker | null, update: vi.fn(async () => undefined) });
}

/** Whether an offer is out, read through applyUpdate (which does nothing without one). */
function offered(): boolean {
  const reload = vi.fn();
  const container = new EventTarget();
  applyUpdate({ container, reload });
  container.dispatchEvent(new Event('controllerchange'));
  return reload.mock.calls.length > 0;
}

describe('watchForUpdates', () => {
  it('offers a worker already waiting when the page has a controller', () => {
    watchForUpdates(registration(worker('installed')) as unknown as ServiceWorkerRegistration, { controller: {} as ServiceWorker });
    expect(offered()).toBe(true);
  });

  it('offers nothing on the first visit, when nothing controls the page yet', () => {
    const first = registration();
    watchForUpdates(first as unknown as ServiceWorkerRegistration, { controller: null });
    const installing = worker('installing');
    first.installing = installing;
    first.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    first.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    expect(offered()).toBe(false);
  });

  it('offers a version found while the page is open, once it is installed', () => {
    const open = registration();
    watchForUpdates(open as unknown as ServiceWorkerRegistration, { controller: {} as ServiceWorker });
    const installing = worker('installing');
    open.installing = installing;
    open.dispatchEvent(new Event('updatefound'));
    expect(offered()).toBe(false);
    installing.state = 'installed';
    open.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    expect(offered()).toBe(true);
  });
});

describe('applyUpdate', () => {
  it('asks the waiting worker to take over and reloads only once it controls the page', () => {
    const waiting = worker('installed');
    offerUpdate(waiting);
    const container = new EventTarget();
    const reload = vi.fn();
    applyUpdate({ container, reload });
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('only reloads when the new version took over already (another tab reloaded)', () => {
    const active = worker('activated');
    offerUpdate(active);
    const reload = vi.fn();
    applyUpdate({ container: new EventTarget(), reload });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(active.postMessage).not.toHaveBeenCalled();
  });
});
