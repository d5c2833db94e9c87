// The service worker as the build writes it (/sw.js): the shell it precaches, and what the
// emitted script does with requests, run against a stand-in for the worker's scope and caches.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { API_PREFIXES, serviceWorkerSource, shellPaths } from './serviceWorker.ts';
import { SKIP_WAITING, strategyFor } from './serviceWorkerScript.ts';
import type { ShellManifest } from './serviceWorkerScript.ts';

const origin = 'https://pena.example';

const builtPage = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-XyZ789.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Q1w2E3.css">
    <link rel="preconnect" href="https://fonts.example">
    <link rel="dns-prefetch" href="//cdn.example">
  </head>
  <body><div id="root"></div></body>
</html>`;

const manifest: ShellManifest = { version: 'v2', precache: shellPaths(builtPage), apiPrefixes: API_PREFIXES };

describe('the shell', () => {
  it('is the page and every same-origin file index.html names', () => {
    expect(shellPaths(builtPage)).toEqual(['/', '/favicon.svg', '/assets/index-AbC123.js', '/assets/react-XyZ789.js', '/assets/index-Q1w2E3.css']);
  });

  it('leaves alone the same API paths as the server', () => {
    const app = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server/app.ts'), 'utf8');
    const declared = /export const API_PREFIXES = (\[[^\]]*\])/.exec(app)?.[1];
    expect(JSON.parse(declared!.replaceAll("'", '"'))).toEqual(API_PREFIXES);
  });
});

describe('strategyFor', () => {
  const request = (path: string, init: { method?: string; mode?: string; range?: boolean } = {}) => ({
    url: path.startsWith('http') ? path : `${origin}${path}`,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    headers: new Headers(init.range ? { range: 'bytes=0-' } : {}),
  });
  it.each([
    ['a page', request('/en/topics/3', { mode: 'navigate' }), 'page'],
    ['the root page', request('/', { mode: 'navigate' }), 'page'],
    ['an API read', request('/content/topics/3'), 'network'],
    ['an API path opened as a page', request('/api/docs', { mode: 'navigate' }), 'network'],
    ['a file download', request('/files/abc', { mode: 'navigate' }), 'network'],
    ['a write', request('/assets/index-AbC123.js', { method: 'POST' }), 'network'],
    ['a hashed script', request('/assets/index-AbC123.js'), 'asset'],
    ['a screen loaded later', request('/assets/editor-K9k9K9.js'), 'asset'],
    ['part of a file', request('/assets/clip-K9k9K9.mp4', { range: true }), 'network'],
    ['the icon', request('/favicon.svg'), 'shell'],
    ['another public file', request('/icons/fisika.svg'), 'network'],
    ['another origin', request('https://www.youtube-nocookie.com/embed/x', { mode: 'navigate' }), 'network'],
    ['a path that only starts like the API', request('/contents', { mode: 'navigate' }), 'page'],
  ])('%s', (_what, req, strategy) => {
    expect(strategyFor(req, origin, manifest)).toBe(strategy);
  });
});

/** Cache Storage in memory, keyed by URL, as a worker sees it. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  readonly fetchFn: (request: Request) => Promise<Response>;
  constructor(fetchFn: (request: Request) => Promise<Response>) {
    this.fetchFn = fetchFn;
  }
  async addAll(requests: Request[]) {
    for (const request of requests) await this.put(request, await this.fetchFn(request));
  }
  async put(request: Request | string, response: Response) {
    this.entries.delete(url(request));
    this.entries.set(url(request), response);
  }
  async match(request: Request | string) {
    return this.entries.get(url(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((key) => new Request(key));
  }
  async delete(request: Request) {
    return this.entries.delete(url(request));
  }
}
const url = (request: Request | string) => (typeof request === 'string' ? new URL(request, origin).href : request.url);

type Listener = (event: Record<string, unknown>) => void;

/** Runs the emitted /sw.js in a scope of its own: the events it listens to, its caches, its fetches. */
async function startWorker(fetchFn: (request: Request) => Promise<Response>, existingCaches: string[] = []) {
  const listeners = new Map<string, Listener>();
  const caches = new Map<string, MemoryCache>(existingCaches.map((name) => [name, new MemoryCache(fetchFn)]));
  const scope = {
    location: { origin },
    caches: {
      open: async (name: string) => caches.get(name) ?? caches.set(name, new MemoryCache(fetchFn)).get(name)!,
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
    },
    registration: { navigationPreload: { enable: vi.fn(async () => {}) } },
    clients: { claim: vi.fn(async () => {}) },
    skipWaiting: vi.fn(async () => {}),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  class RelativeRequest extends Request {
    constructor(input: string | Request, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, origin) : input, init);
    }
  }
  const fetchStub = vi.fn((request: Request) => fetchFn(request));
  vm.runInNewContext(await serviceWorkerSource(manifest), { self: scope, Request: RelativeRequest, URL, fetch: fetchStub, setTimeout, clearTimeout });

  const dispatch = async (type: string, fields: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)!({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => (response = promise),
    });
    const answered = response ? await response : undefined;
    await Promise.all(waits);
    return answered;
  };
  const fetchEvent = (path: string, mode: 'cors' | 'navigate' = 'cors') => {
    const request = new RelativeRequest(path);
    // A page's own request, which a script cannot make.
    if (mode === 'navigate') Object.defineProperty(request, 'mode', { value: 'navigate' });
    return dispatch('fetch', { request, preloadResponse: Promise.resolve(undefined) });
  };
  return { scope, caches, fetch: fetchStub, dispatch, fetchEvent };
}

/** A same-origin reply, as the worker's fetch gets it. */
const reply = (body: string) => Object.defineProperty(new Response(body, { status: 200 }), 'type', { value: 'basic' });
const served = (request: Request) => Promise.resolve(reply(`served ${new URL(request.url).pathname}`));

describe('the emitted worker', () => {
  it('is a classic script: no imports or exports, and it starts itself with the manifest', async () => {
    const source = await serviceWorkerSource(manifest);
    expect(() => new vm.Script(source)).not.toThrow();
    expect(source).toContain(JSON.stringify(manifest));
  });

  it('precaches the shell under its version on install', async () => {
    const worker = await startWorker(served);
    await worker.dispatch('install');
    expect([...worker.caches.keys()]).toEqual(['pena-v2']);
    expect([...worker.caches.get('pena-v2')!.entries.keys()]).toEqual(manifest.precache.map((path) => `${origin}${path}`));
  });

  it('on activate removes older versions only, and takes over the open pages', async () => {
    const worker = await startWorker(served, ['pena-v1', 'other-app']);
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect([...worker.caches.keys()].sort()).toEqual(['other-app', 'pena-v2']);
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });

  it('answers a page from the network, and with the cached shell when the network fails', async () => {
    let online = true;
    const worker = await startWorker((request) => (online ? served(request) : Promise.reject(new TypeError('Failed to fetch'))));
    await worker.dispatch('install');
    online = true;
    expect(await (await worker.fetchEvent('/en/topics/3', 'navigate'))!.text()).toBe('served /en/topics/3');
    online = false;
    expect(await (await worker.fetchEvent('/en/topics/3', 'navigate'))!.text()).toBe('served /');
  });

  it('answers the icon and the other unhashed files from the network, and from the cache when it fails', async () => {
    let online = true;
    const worker = await startWorker((request) =>
      online ? Promise.resolve(reply(`fresh ${new URL(request.url).pathname}`)) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await worker.dispatch('install');
    online = true;
    expect(await (await worker.fetchEvent('/favicon.svg'))!.text()).toBe('fresh /favicon.svg');
    online = false;
    expect((await worker.fetchEvent('/favicon.svg'))!.status).toBe(200);
  });

  it('answers hashed files from the cache, and keeps those loaded later', async () => {
    const worker = await startWorker(served);
    await worker.dispatch('install');
    worker.fetch.mockClear();
    expect(await (await worker.fetchEvent('/assets/index-AbC123.js'))!.text()).toBe('served /assets/index-AbC123.js');
    expect(worker.fetch).not.toHaveBeenCalled();
    await worker.fetchEvent('/assets/editor-K9k9K9.js');
    await worker.fetchEvent('/assets/editor-K9k9K9.js');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('never answers the API', async () => {
    const worker = await startWorker(served);
    expect(await worker.fetchEvent('/content/topics/3')).toBeUndefined();
    expect(await worker.fetchEvent('/users/show_current')).toBeUndefined();
  });

  it('takes over only when the app asks', async () => {
    const worker = await startWorker(served);
    await worker.dispatch('message', { data: { type: 'something else' } });
    expect(worker.scope.skipWaiting).not.toHaveBeenCalled();
    await worker.dispatch('message', { data: { type: SKIP_WAITING } });
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
  });
});
