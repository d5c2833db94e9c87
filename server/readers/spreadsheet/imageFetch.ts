// Fetching an image a cell names by URL: http(s) only, at most `maxBytes`, within a
// timeout, up to three redirects (each checked again), and never from a private, loopback,
// link-local or otherwise non-public address unless `allowPrivate` (tests; the config's
// IMPORT_ALLOW_PRIVATE_IMAGE_URLS). The address is checked on the resolved IP the socket
// connects to (a custom lookup), so a name that resolves differently later cannot slip by.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

export type FetchOutcome = { ok: true; body: Buffer; filename: string } | { ok: false; reason: 'not_allowed' | 'failed' | 'too_large' };

// IPv4 and IPv6 rules are kept apart: Node's BlockList checks an IPv4 address against IPv6
// rules as its IPv4-mapped form, so a `::ffff:0:0/96` rule beside the IPv4 ones matched every
// IPv4 address. An IPv6 address that embeds an IPv4 one (mapped `::ffff:a.b.c.d`, or the old
// compatible `::a.b.c.d`) is judged by the IPv4 rules.
const blockedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blockedV4.addSubnet(net, prefix, 'ipv4');
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['::ffff:0:0:0', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blockedV6.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 one embeds (`::ffff:a.b.c.d` or `::a.b.c.d`, in any spelling), else null. */
function embeddedV4(address: string): string | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const m = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!m) return null;
  const hi = parseInt(m[1]!, 16);
  const lo = parseInt(m[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether an address is not a public one (private, loopback, link-local and metadata, reserved…); not an IP address at all: true. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family === 0) return true;
  const v4 = embeddedV4(address);
  return v4 !== null ? blockedV4.check(v4, 'ipv4') : blockedV6.check(address, 'ipv6');
}

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Ends the fetch early (the import's time budget). */
  signal?: AbortSignal;
  /** Tests: which addresses are refused (default isPrivateAddress; none when allowPrivate). */
  blocked?: (address: string) => boolean;
  /** Tests: the DNS answers for a name (default the system resolver, every address). */
  resolve?: Resolver;
}

export type Resolver = (hostname: string, options: object) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname, options) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { ...options, all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

const blockedBy = (opts: Pick<FetchOptions, 'allowPrivate' | 'blocked'>) => (opts.allowPrivate ? () => false : (opts.blocked ?? isPrivateAddress));

/**
 * The socket's lookup: every address the name resolves to is checked (one refused address
 * refuses the name, so a resolver cannot hand a private one second), and only checked
 * addresses are handed to the socket.
 */
export function guardedLookup(blocked: (address: string) => boolean, resolver: Resolver = systemResolver) {
  return (hostname: string, options: object, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    resolver(hostname, options).then(
      (list) => {
        if (list.length === 0) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
        if (list.some((a) => blocked(a.address))) return callback(Object.assign(new Error('private address'), { code: 'PRIVATE_ADDRESS' }), '', 0);
        if ((options as { all?: boolean }).all) return callback(null, list);
        callback(null, list[0]!.address, list[0]!.family);
      },
      (err: Error) => callback(err, '', 0),
    );
  };
}

/** The file name an address ends with; one that is not valid percent-encoding is `image.<ext>`. */
export function nameOf(url: URL): string {
  const last = url.pathname.split('/').pop() || '';
  try {
    return decodeURIComponent(last) || 'image';
  } catch {
    const ext = /\.([a-z0-9]{1,5})$/i.exec(last)?.[1];
    return `image${ext ? `.${ext.toLowerCase()}` : ''}`;
  }
}

function getOnce(url: URL, opts: FetchOptions, signal: AbortSignal): Promise<{ redirect: URL } | FetchOutcome> {
  return new Promise((settle) => {
    let settled = false;
    const resolve = (outcome: { redirect: URL } | FetchOutcome) => {
      if (settled) return;
      settled = true;
      settle(outcome);
    };
    // Every callback below runs outside this promise's executor: whatever throws there fails
    // the fetch instead of escaping as an uncaught exception.
    const guarded =
      <A extends unknown[]>(fn: (...args: A) => void) =>
      (...args: A) => {
        try {
          fn(...args);
        } catch {
          resolve({ ok: false, reason: 'failed' });
          req.destroy();
        }
      };
    const client = url.protocol === 'https:' ? https : http;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const blocked = blockedBy(opts);
    if (isIP(host) !== 0 && blocked(host)) return resolve({ ok: false, reason: 'not_allowed' });
    const req = client.get(url, { lookup: guardedLookup(blocked, opts.resolve) as never, signal, headers: { accept: 'image/*' } }, guarded((res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        let next: URL;
        try {
          next = new URL(res.headers.location, url);
        } catch {
          return resolve({ ok: false, reason: 'failed' });
        }
        return resolve({ redirect: next });
      }
      if (status !== 200) {
        res.resume();
        return resolve({ ok: false, reason: 'failed' });
      }
      if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
        res.destroy();
        return resolve({ ok: false, reason: 'too_large' });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', guarded((c: Buffer) => {
        size += c.length;
        if (size > opts.maxBytes) {
          res.destroy();
          resolve({ ok: false, reason: 'too_large' });
        } else chunks.push(c);
      }));
      res.on('error', () => resolve({ ok: false, reason: 'failed' }));
      res.on('aborted', () => resolve({ ok: false, reason: 'failed' }));
      res.on('close', () => resolve({ ok: false, reason: 'failed' }));
      res.on('end', guarded(() => resolve({ ok: true, body: Buffer.concat(chunks), filename: nameOf(url) })));
    }));
    req.on('error', (err: Error & { code?: string }) => resolve({ ok: false, reason: err.code === 'PRIVATE_ADDRESS' ? 'not_allowed' : 'failed' }));
  });
}

export async function fetchImage(ref: string, opts: FetchOptions): Promise<FetchOutcome> {
  let url: URL;
  try {
    url = new URL(ref);
  } catch {
    return { ok: false, reason: 'not_allowed' };
  }
  const signal = opts.signal ? AbortSignal.any([AbortSignal.timeout(opts.timeoutMs), opts.signal]) : AbortSignal.timeout(opts.timeoutMs);
  for (let hop = 0; hop <= 3; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'not_allowed' };
    if (url.username || url.password) return { ok: false, reason: 'not_allowed' };
    const outcome = await getOnce(url, opts, signal);
    if (!('redirect' in outcome)) return outcome;
    url = outcome.redirect;
  }
  return { ok: false, reason: 'failed' };
}
