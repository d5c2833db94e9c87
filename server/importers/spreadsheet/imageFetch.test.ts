// fetchImage settles on every path a server can take it down: a served name that is not
// valid percent-encoding, and a redirect to an address no URL parser accepts (both threw
// inside the response's callbacks, an uncaught exception, the promise never settled).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../../storage/fixtures/files.ts';
import { fetchImage } from './imageFetch.ts';

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/%E0%A4%A.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(files.png());
    if (req.url === '/bad-redirect') return res.writeHead(302, { location: 'http://[::1' }).end();
    if (req.url === '/bad-redirect-2') return res.writeHead(301, { location: 'http://%zz/' }).end();
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
