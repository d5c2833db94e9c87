// fetchImage settles on every path a server can take it down: a served name that is not
// valid percent-encoding, and a redirect to an address no URL parser accepts (both threw
// inside the response's callbacks, an uncaught exception, the promise never settled).
// The address guard: public addresses pass (a `::ffff:0:0/96` rule once matched every IPv4
// address, so no image could be fetched); private, loopback, link-local and metadata
// addresses are refused, as typed, after a redirect, and in DNS answers. Nothing here
// connects anywhere but 127.0.0.1: the test server stands in for a public host (the
// `blocked` hook lets that one address through) and the DNS answers come from `resolve`.
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../../storage/fixtures/files.ts';
import { fetchImage, guardedLookup, isPrivateAddress } from './imageFetch.ts';

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/%E0%A4%A.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(files.png());
    if (req.url === '/bad-redirect') return res.writeHead(302, { location: 'http://[::1' }).end();
    if (req.url === '/bad-redirect-2') return res.writeHead(301, { location: 'http://%zz/' }).end();
    if (req.url === '/picture.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(files.png());
    if (req.url?.startsWith('/to/')) return res.writeHead(302, { location: decodeURIComponent(req.url.slice(4)) }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const opts = { maxBytes: 1024 * 1024, timeoutMs: 5_000, allowPrivate: true };

describe('fetchImage', () => {
  it('stores a served image whose name is not valid percent-encoding under a plain name', async () => {
    const got = await fetchImage(`${base}/%E0%A4%A.png`, opts);
    expect(got).toMatchObject({ ok: true, filename: 'image.png' });
  });

  it('fails a redirect to an unparsable address', async () => {
    expect(await fetchImage(`${base}/bad-redirect`, opts)).toEqual({ ok: false, reason: 'failed' });
    expect(await fetchImage(`${base}/bad-redirect-2`, opts)).toEqual({ ok: false, reason: 'failed' });
  });
});

const PUBLIC = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '203.0.114.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8', '::ffff:808:808'];
const NOT_PUBLIC = [
  ['10.0.0.1', 'private'], ['172.16.5.4', 'private'], ['172.31.255.255', 'private'], ['192.168.1.1', 'private'], ['100.64.0.1', 'shared (CGNAT)'],
  ['127.0.0.1', 'loopback'], ['127.255.255.254', 'loopback'], ['::1', 'loopback'], ['0.0.0.0', 'this host'], ['::', 'unspecified'],
  ['169.254.169.254', 'metadata (link-local)'], ['169.254.0.1', 'link-local'], ['fe80::1', 'link-local'], ['fd00:ec2::254', 'metadata (unique local)'], ['fc00::1', 'unique local'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'], ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'], ['0:0:0:0:0:ffff:a9fe:a9fe', 'IPv4-mapped metadata'], ['::ffff:10.1.2.3', 'IPv4-mapped private'],
  ['::127.0.0.1', 'IPv4-compatible loopback'], ['64:ff9b::a9fe:a9fe', 'NAT64'], ['224.0.0.1', 'multicast'], ['ff02::1', 'multicast'], ['255.255.255.255', 'broadcast'], ['not-an-ip', 'not an address'],
] as const;

describe('isPrivateAddress', () => {
  it.each(PUBLIC)('%s is public', (address) => expect(isPrivateAddress(address)).toBe(false));
  it.each(NOT_PUBLIC)('%s is refused (%s)', (address) => expect(isPrivateAddress(address)).toBe(true));
});

describe('the lookup the socket uses', () => {
  const answers = (...addresses: string[]) => async (): Promise<LookupAddress[]> => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const look = (resolve: ReturnType<typeof answers>, all = false) =>
    new Promise<{ err: (Error & { code?: string }) | null; address: unknown }>((done) => guardedLookup(isPrivateAddress, resolve)('images.example', { all }, (err, address) => done({ err, address })));

  it('hands on a public answer', async () => {
    expect(await look(answers('93.184.216.34'))).toEqual({ err: null, address: '93.184.216.34' });
    expect((await look(answers('93.184.216.34', '2606:2800:220:1::'), true)).address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::', family: 6 },
    ]);
  });

  it.each([['169.254.169.254'], ['10.0.0.7'], ['127.0.0.1'], ['::1'], ['::ffff:169.254.169.254'], ['fd00:ec2::254']])('refuses a name that resolves to %s, also beside a public answer', async (bad) => {
    expect((await look(answers(bad))).err?.code).toBe('PRIVATE_ADDRESS');
    expect((await look(answers('93.184.216.34', bad), true)).err?.code).toBe('PRIVATE_ADDRESS');
  });
});

describe('fetchImage refuses what is not public', () => {
  // 127.0.0.1 (the test server) stands in for a public host; every other address is judged as in production.
  const guarded = {
    maxBytes: 1024 * 1024,
    timeoutMs: 5_000,
    allowPrivate: false,
    blocked: (address: string) => address !== '127.0.0.1' && isPrivateAddress(address),
    resolve: async (hostname: string): Promise<LookupAddress[]> => {
      const table: Record<string, string[]> = {
        'public.test': ['127.0.0.1'],
        'metadata.test': ['169.254.169.254'],
        'private.test': ['10.0.0.7'],
        'rebind.test': ['127.0.0.1', '192.168.0.10'],
      };
      return (table[hostname] ?? []).map((address) => ({ address, family: 4 }));
    },
  };
  const port = () => new URL(base).port;
  const via = (target: string) => `${base}/to/${encodeURIComponent(target)}`;

  it('fetches from a public host, directly and after a redirect', async () => {
    expect(await fetchImage(`http://public.test:${port()}/picture.png`, guarded)).toMatchObject({ ok: true, filename: 'picture.png' });
    expect(await fetchImage(via(`http://public.test:${port()}/picture.png`), guarded)).toMatchObject({ ok: true, filename: 'picture.png' });
  });

  it('refuses a private, loopback or link-local address typed in the cell, before connecting', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/a.png', 'http://[::1]/a.png', 'http://[::ffff:169.254.169.254]/', 'http://127.0.0.2/a.png', 'http://0.0.0.0/a.png']) {
      expect(await fetchImage(url, guarded), url).toEqual({ ok: false, reason: 'not_allowed' });
    }
  });

  it('refuses a redirect to a private, loopback, link-local or metadata address', async () => {
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      `http://127.0.0.2:${port()}/picture.png`,
      `http://[::1]:${port()}/picture.png`,
      `http://[::ffff:7f00:2]:${port()}/picture.png`,
      `http://metadata.test:${port()}/picture.png`,
      `http://private.test:${port()}/picture.png`,
    ]) {
      expect(await fetchImage(via(target), guarded), target).toEqual({ ok: false, reason: 'not_allowed' });
    }
  });

  it('refuses a name whose DNS answers include a private address', async () => {
    expect(await fetchImage(`http://metadata.test:${port()}/picture.png`, guarded)).toEqual({ ok: false, reason: 'not_allowed' });
    expect(await fetchImage(`http://rebind.test:${port()}/picture.png`, guarded)).toEqual({ ok: false, reason: 'not_allowed' });
  });
});
