// Compressed replies: the built web app's .br and .gz copies chosen by Accept-Encoding
// (the SPA fallback's index.html too), and the API's JSON compressed above 1 KB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../web/build/compressAssets.ts';
import { buildApp } from '../app.ts';
import type { App } from '../context.ts';
import type { Database } from '../db/client.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeTopic } from '../test/contentFactories.ts';
import { testConfig } from '../test/app.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { schoolApp } from '../test/schoolApp.ts';

/** Text that compresses like a bundle does: repeated, but not one character. */
const script = Array.from({ length: 400 }, (_, i) => `export function f${i}(a){return a*${i}+"${'x'.repeat(i % 7)}"}`).join('\n');
const page = `<!doctype html><html><head><title>Pena</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

describe('the built web app, compressed at build time', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-web-'));
  let database: Database;
  let app: App;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), page);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    await compressDirectory(webDir);
    database = await openTestDatabase('pglite');
    app = await buildApp({ config: { ...testConfig(), webDir }, database, db: database.db }, { logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers an asset as brotli to a browser that takes it, gzip to one that takes only gzip, as it is otherwise', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends a file too small to gain as it is, and never serves a compressed copy as a file of its own', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    expect(fs.existsSync(path.join(webDir, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    // A .br path is no asset: the single-page app answers it as any unknown page.
    const copy = await get('/assets/app-abc123.js.br');
    expect(copy.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers a page path with the compressed index.html, its CSP and no-cache', async () => {
    const res = await get('/en/courses', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);

    const gz = await get('/en/courses', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(page);
  });
});

describe.each(testDatabaseKinds())('API replies compressed on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const bigCourse = async () => {
    const course = await makeCourse(t.db, s.org.id, { name: 'Matematika Kelas X' });
    for (let u = 0; u < 4; u++) {
      const unit = await makeUnit(t.db, course, { position: u, name: `Bab ${u + 1}` });
      for (let p = 0; p < 4; p++) await fillTopic(t.db, await makeTopic(t.db, unit, { position: p, name: `Subbab ${u + 1}.${p + 1}` }), { pages: 1 });
    }
    return course;
  };

  it('compresses a large JSON read with brotli, else gzip, and says it varies by Accept-Encoding', async () => {
    const course = await bigCourse();
    const url = `/content/courses/${course.id}/show_tree`;
    const headers = await headersFor(t.db, s.editor);
    const plain = await t.app.inject({ url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small JSON reply as it is', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
