// The service worker itself, served as /sw.js. The build (serviceWorker.ts) strips its types and
// exports and appends `startServiceWorker(self, <manifest>)`, so it must stay one self-contained
// file: no imports, nothing from outside but the platform.
//
// - Pages (navigations): the network first, so a teacher online always gets the newest Pena;
//   the cached shell when the network fails or keeps the page waiting past a short timeout.
//   The shell's unhashed files (the icon) the same way, each its own copy.
// - Hashed assets (/assets/*): cache first, since a name never changes its content; assets
//   loaded later (a screen's chunk) are cached on the way through, up to a bound.
// - The API and anything else: never touched, the browser goes to the network as without a
//   worker (an API reply must never come from a cache).
// - One cache per build version; a new version waits until the app asks it to take over
//   (the "new version" notice), then removes the older caches.

/** What the build tells the worker. */
export type ShellManifest = {
  /** Derived from the content of the shell, so any change to the app is a new version. */
  version: string;
  /** Absolute paths to fetch at install: the page ('/'), its scripts and styles, the icon. */
  precache: string[];
  /** The server's API path prefixes (server/app.ts API_PREFIXES). */
  apiPrefixes: string[];
};

export type Strategy = 'page' | 'asset' | 'shell' | 'network';

/** How the worker answers a request; 'network' means it stays out of the way. */
export function strategyFor(
  request: { method: string; url: string; mode: string; headers: { has(name: string): boolean } },
  origin: string,
  manifest: Pick<ShellManifest, 'precache' | 'apiPrefixes'>,
): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (manifest.apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'network';
  if (request.mode === 'navigate') return 'page';
  // A range request (media seeking) wants part of a file; the cache holds whole files.
  if (request.headers.has('range')) return 'network';
  if (path.startsWith('/assets/')) return 'asset';
  if (manifest.precache.includes(path)) return 'shell';
  return 'network';
}

/** The one cache of a version; older versions' caches go when a newer one takes over. */
export const cacheName = (version: string) => `pena-${version}`;
const CACHE_PREFIX = 'pena-';

/** Past this, the cached shell beats waiting on a connection that barely works. */
const NETWORK_TIMEOUT_MS = 3000;
/** Chunks cached as screens load them, beyond the shell; the oldest go first. */
const MAX_LATER_ASSETS = 80;

/** Where the worker is served: the root, so its scope is the whole app. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The message the app posts to a waiting worker when the teacher chooses to reload. */
export const SKIP_WAITING = 'pena:skip-waiting';

// The parts of the worker's global scope and events used here (the DOM library the project
// compiles with does not describe a worker's).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
export type WorkerScope = {
  location: { origin: string };
  caches: CacheStorage;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

export function startServiceWorker(scope: WorkerScope, manifest: ShellManifest): void {
  const name = cacheName(manifest.version);
  const open = () => scope.caches.open(name);

  scope.addEventListener('install', (event) => {
    // Hashed files may come from the HTTP cache (the page has just loaded them); the page and
    // the unhashed files are asked again, since their names do not change with their content.
    const requests = manifest.precache.map((path) => new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'no-cache' }));
    event.waitUntil(open().then((cache) => cache.addAll(requests)));
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const names = await scope.caches.keys();
        await Promise.all(names.filter((other) => other.startsWith(CACHE_PREFIX) && other !== name).map((other) => scope.caches.delete(other)));
        // The page request starts while the worker wakes up, instead of after.
        await scope.registration.navigationPreload?.enable();
        // The first visit's page is served by this worker from now on, so the screens it loads
        // next are cached too.
        await scope.clients.claim();
      })(),
    );
  });

  scope.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
  });

  scope.addEventListener('fetch', (event) => {
    const strategy = strategyFor(event.request, scope.location.origin, manifest);
    if (strategy === 'page') event.respondWith(networkFirst(event.preloadResponse.then((preloaded) => preloaded ?? fetch(event.request)), '/'));
    else if (strategy === 'asset') event.respondWith(asset(event));
    else if (strategy === 'shell') event.respondWith(networkFirst(fetch(event.request), event.request));
  });

  /** The network's reply, or the cached `fallback` when it fails or is too slow. */
  async function networkFirst(network: Promise<Response>, fallback: Request | string): Promise<Response> {
    try {
      return await withTimeout(network, NETWORK_TIMEOUT_MS);
    } catch {
      const cached = await (await open()).match(fallback, { ignoreVary: true });
      // Nothing cached (the install never finished): what the browser would have had without a worker.
      return cached ?? network;
    }
  }

  async function asset(event: FetchEvent): Promise<Response> {
    const cache = await open();
    // Whatever the reply varied on, a hashed name has one content.
    const cached = await cache.match(event.request, { ignoreVary: true });
    if (cached) return cached;
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic') event.waitUntil(keep(cache, event.request, response.clone()));
    return response;
  }

  async function keep(cache: Cache, request: Request, response: Response): Promise<void> {
    await cache.put(request, response);
    const shell = new Set(manifest.precache.map((path) => new URL(path, scope.location.origin).href));
    // Keys come back in the order they were put.
    const later = (await cache.keys()).filter((key) => !shell.has(key.url));
    await Promise.all(later.slice(0, Math.max(0, later.length - MAX_LATER_ASSETS)).map((key) => cache.delete(key)));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
