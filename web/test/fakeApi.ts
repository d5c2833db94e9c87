// A stand-in for the network in component tests: `fetch` answers from a table of
// "METHOD /path" handlers and records every call. Unknown calls answer 404.
import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Reply = Answer | Promise<Answer>;
export type Handler = (request: { url: URL; body: unknown }) => Reply;
export type Call = { method: string; path: string; search: string; body: unknown };

export function json(body: unknown, status = 200) {
  return { status, body };
}

export function fakeApi(handlers: Record<string, Handler | Answer>) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const entry = handlers[`${method} ${url.pathname}`];
    const reply = await (typeof entry === 'function' ? entry({ url, body }) : (entry ?? { status: 404, body: { error: 'not_found', message: 'Not found' } }));
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

/** A promise you settle from the test, to hold a request "in flight". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
