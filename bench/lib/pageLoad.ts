// How a screen loads in Chromium on a slow network, for bench/first-load.ts: the throttling
// (network and CPU, through the DevTools protocol), what went over the wire, and when the
// screen became usable, measured inside the page.
//
// DevTools' network throttling is set per target: the page's own session throttles what the
// page fetches, but not what its service worker fetches (pages through the worker's network
// first, assets it caches on the way). So the worker is attached too, through the browser's
// session (a non-flattened session, since Playwright hands out sessions for pages only), and
// throttled and counted the same way.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Lighthouse's "Slow 4G" (its mobileSlow4G: 150 ms round trip, 1.6 Mbps down = 1,638.4 kbit/s,
 * 750 kbit/s up; kbit = 1,024 bits, as Lighthouse counts) applied as DevTools applies it: the
 * latency per request, the throughput in bytes per second. BENCH_RTT_MS and BENCH_DOWN_KBPS
 * change it (Lighthouse's own DevTools-throttled runs use 562.5 ms and 1,474.56 kbit/s to make
 * up for request-level throttling being milder than a real network).
 */
export const NETWORK = {
  latency: Number(process.env.BENCH_RTT_MS ?? 150),
  downloadKbps: Number(process.env.BENCH_DOWN_KBPS ?? 1638.4),
  uploadKbps: 750,
};
export const CPU_SLOWDOWN = 4;

const conditions = () => ({
  offline: false,
  latency: NETWORK.latency,
  downloadThroughput: (NETWORK.downloadKbps * 1024) / 8,
  uploadThroughput: (NETWORK.uploadKbps * 1024) / 8,
});

/** A DevTools protocol session, whichever way it is reached. */
type Cdp = {
  send(method: string, params?: object): Promise<unknown>;
  on(event: string, listener: (params: never) => void): void;
};

const ofPlaywright = (session: CDPSession): Cdp => ({
  send: (method, params) => session.send(method as never, params as never),
  on: (event, listener) => void session.on(event as never, listener as never),
});

type Request = { requestId: string; request: { url: string } };
type Response = { requestId: string; response: { fromDiskCache?: boolean; fromServiceWorker?: boolean; fromPrefetchCache?: boolean } };
type Finished = { requestId: string; encodedDataLength: number };

/**
 * What went over the wire from the sessions it watches: bytes (encoded, as received, headers
 * included) and requests that reached the network, and those answered from a cache or by the
 * service worker. `quiet()` waits until nothing has been in flight for a while.
 */
export class Traffic {
  bytes = 0;
  requests = 0;
  cached = 0;
  private pending = new Set<string>();
  private local = new Set<string>();
  private lastActivity = Date.now();

  async watch(cdp: Cdp, prefix: string): Promise<void> {
    const id = (requestId: string) => `${prefix}:${requestId}`;
    const touch = () => (this.lastActivity = Date.now());
    cdp.on('Network.requestWillBeSent', ({ requestId, request }: Request) => {
      if (!/^https?:/.test(request.url)) return;
      this.pending.add(id(requestId));
      touch();
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }: { requestId: string }) => void this.local.add(id(requestId)));
    cdp.on('Network.responseReceived', ({ requestId, response }: Response) => {
      if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache) this.local.add(id(requestId));
      touch();
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }: Finished) => {
      if (!this.pending.delete(id(requestId))) return;
      if (this.local.has(id(requestId))) this.cached++;
      else {
        this.requests++;
        this.bytes += encodedDataLength;
      }
      touch();
    });
    cdp.on('Network.loadingFailed', ({ requestId }: { requestId: string }) => {
      this.pending.delete(id(requestId));
      touch();
    });
    await cdp.send('Network.enable');
  }

  /** From now on, counts afresh. */
  reset(): void {
    this.bytes = this.requests = this.cached = 0;
  }

  /** Until nothing has been in flight for `quietMs` (at most `capMs`). */
  async quiet(quietMs = 1000, capMs = 30_000): Promise<void> {
    const deadline = Date.now() + capMs;
    while (Date.now() < deadline && (this.pending.size > 0 || Date.now() - this.lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The page's session, with its traffic watched and, when `throttled`, the network and CPU slowed. */
export async function pageSession(context: BrowserContext, page: Page, traffic: Traffic, throttled: boolean): Promise<{ cdp: CDPSession; throttle: () => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  await traffic.watch(ofPlaywright(cdp), 'page');
  const throttle = async () => {
    await cdp.send('Network.emulateNetworkConditions', conditions());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  };
  if (throttled) await throttle();
  return { cdp, throttle };
}

/**
 * Attaches to the service workers of `page`'s context that run now, throttles their network as
 * the page's and counts their traffic into `traffic`. Answers how many it found, and how to
 * let go of them.
 */
export async function throttleServiceWorkers(browser: Browser, pageCdp: CDPSession, traffic: Traffic): Promise<{ workers: number; detach: () => Promise<void> }> {
  const { targetInfo } = await pageCdp.send('Target.getTargetInfo');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker' && t.browserContextId === targetInfo.browserContextId);
  for (const worker of workers) {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    let next = 0;
    const waiting = new Map<number, (result: unknown) => void>();
    const listeners = new Map<string, ((params: never) => void)[]>();
    session.on('Target.receivedMessageFromTarget', (message) => {
      if (message.sessionId !== sessionId) return;
      const parsed = JSON.parse(message.message) as { id?: number; method?: string; params?: never; result?: unknown };
      if (parsed.id !== undefined) waiting.get(parsed.id)?.(parsed.result);
      else for (const listener of listeners.get(parsed.method ?? '') ?? []) listener(parsed.params as never);
    });
    const cdp: Cdp = {
      send: (method, params = {}) =>
        new Promise((resolve) => {
          const id = ++next;
          waiting.set(id, resolve);
          void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
        }),
      on: (event, listener) => void listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    };
    await traffic.watch(cdp, `worker-${worker.targetId}`);
    await cdp.send('Network.emulateNetworkConditions', conditions());
  }
  return { workers: workers.length, detach: () => session.detach() };
}

/** A screen's main control: a CSS selector, on an address whose path matches `path` (a regular expression's source). */
export type Control = { selector: string; path: string };

type BenchState = { target: Control | null; usableAt: number | null; clickAt: number | null; lcp: number | null };
type BenchWindow = { __bench: BenchState; __benchWatch: (target: Control) => void };

/**
 * Runs in the page before its scripts (addInitScript): notes the time of the frame in which
 * the watched control is first visible (from a MutationObserver, so no polling delay), the
 * last largest contentful paint and the time of the last click. Times are the page's
 * (milliseconds since its navigation started).
 */
function probe(initial: Control | null) {
  const w = window as unknown as BenchWindow;
  const state: BenchState = { target: initial, usableAt: null, clickAt: null, lcp: null };
  w.__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    const target = state.target;
    if (!target || state.usableAt !== null || !new RegExp(target.path).test(window.location.pathname)) return;
    const element = document.querySelector(target.selector);
    if (!element || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    state.usableAt = -1;
    requestAnimationFrame((frame) => (state.usableAt = frame));
  };
  w.__benchWatch = (target) => {
    state.target = target;
    state.usableAt = null;
    look();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('click', (event) => (state.clickAt = event.timeStamp), { capture: true });
}

/** Installs the probe in every document of `page`, watching for `control` from the start. */
export async function installProbe(page: Page, control: Control | null): Promise<void> {
  await page.addInitScript(probe, control);
}

/** From now on, watches for `control` (a screen reached inside the app). */
export async function watchFor(page: Page, control: Control): Promise<void> {
  await page.evaluate((target) => (window as unknown as BenchWindow).__benchWatch(target), control);
}

/** Waits until the watched control has shown; its time in the page's clock. */
export async function usableAt(page: Page, what: string, timeout = 90_000): Promise<number> {
  try {
    await page.waitForFunction(() => ((window as unknown as BenchWindow).__bench.usableAt ?? -1) >= 0, undefined, { timeout, polling: 200 });
  } catch {
    throw new Error(`${what}: its main control did not show in ${timeout / 1000} s (at ${page.url()})`);
  }
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.usableAt!);
}

/** First and largest contentful paint and the last click, in the page's clock (null when none). */
export async function paints(page: Page): Promise<{ fcp: number | null; lcp: number | null; clickAt: number | null }> {
  return page.evaluate(() => {
    const state = (window as unknown as BenchWindow).__bench;
    return { fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, lcp: state.lcp, clickAt: state.clickAt };
  });
}

export function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** A table with a header row, columns padded to their widest cell (the first left-aligned). */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
