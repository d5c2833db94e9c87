// A fake Sentry envelope receiver for error-report tests: a loopback HTTP server that accepts
// envelopes at /api/<project>/envelope/ (gzip, deflate or plain) and keeps them parsed, with the
// raw text too, so a test can look for what must NOT be in a report.
// Used by server/observability tests and e2e/error-reports.spec.ts (`fakeSentry()`; its `dsn`).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  /** The item's payload as text (JSON items: parse with `json`). */
  text: string;
  /** The payload parsed as JSON, when it is JSON. */
  json: unknown;
}

export interface Envelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole envelope as received (decompressed), for "contains nothing of …" checks. */
  raw: string;
  /** Response headers the request carried (to check nothing like a cookie was sent along). */
  requestHeaders: http.IncomingHttpHeaders;
}

export interface FakeSentry {
  /** A DSN pointing here: http://public@127.0.0.1:<port>/<project>. */
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** Items of a type across every envelope received, e.g. 'event', 'replay_event', 'replay_recording'. */
  items(type: string): EnvelopeItem[];
  /** Resolves once `predicate` holds for what was received (checked on each new envelope). */
  waitFor(predicate: (envelopes: Envelope[]) => boolean): Promise<void>;
  close(): Promise<void>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An envelope: a header line, then per item a header line and a payload of `length` bytes or up to the next newline. */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end).toString('utf8');
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = (parseJson(line()) ?? {}) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const headerLine = line();
    if (headerLine.trim() === '') continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length);
      at += itemHeader.length;
      if (body[at] === 0x0a) at++;
    } else {
      const end = body.indexOf(0x0a, at);
      payload = body.subarray(at, end === -1 ? body.length : end);
      at = end === -1 ? body.length : end + 1;
    }
    const text = payload.toString('utf8');
    items.push({ header: itemHeader, text, json: parseJson(text) });
  }
  return { header, items };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return body;
}

export async function fakeSentry(options: { port?: number } = {}): Promise<FakeSentry> {
  const envelopes: Envelope[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((request, response) => {
    // The browser SDK posts from the page's origin.
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const match = /^\/api\/([^/]+)\/envelope\/?(\?.*)?$/.exec(request.url ?? '');
    if (!match || request.method !== 'POST') return void response.writeHead(404, cors).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const body = decode(Buffer.concat(chunks), request.headers['content-encoding']);
        envelopes.push({ project: match[1]!, ...parseEnvelope(body), raw: body.toString('utf8'), requestHeaders: request.headers });
        response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400, cors).end();
      }
      for (const wake of [...waiters]) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    origin,
    envelopes,
    items: (type) => envelopes.flatMap((e) => e.items.filter((i) => i.header.type === type)),
    waitFor: (predicate) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!predicate(envelopes)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
