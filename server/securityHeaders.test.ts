// Response headers every reply carries, the API documentation's CSP, and logs that keep
// user content out: a failing SQL statement is logged without its parameters, a request's
// query string without search text or emails.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { App } from './context.ts';
import type { Database } from './db/client.ts';
import { testApp, testConfig, type TestApp } from './test/app.ts';
import { openTestDatabase, testDatabaseKinds } from './test/databases.ts';

describe('security headers', () => {
  let plain: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    plain = await testApp('pglite');
    secure = await testApp('pglite', { PUBLIC_URL: 'https://pena.example.sch.id' });
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
  });

  it('denies devices and sensors, lets the players go full screen, isolates the window, and asks for HTTPS only over HTTPS', async () => {
    const res = await plain.app.inject({ url: '/healthz' });
    const policy = String(res.headers['permissions-policy']);
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(denied);
    expect(policy).toMatch(/fullscreen=\(self [^)]*"https:\/\/www\.youtube\.com"[^)]*"https:\/\/players\.brightcove\.net"/);
    expect(policy).toMatch(/autoplay=\(self /);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await secure.app.inject({ url: '/healthz' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('gives the API documentation a CSP without inline script', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await plain.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });
});

describe.each(testDatabaseKinds())('logs of a failing SQL statement on %s', (kind) => {
  let database: Database;
  let app: App;
  let dataDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-test-'));
    const config = testConfig({ LOG_LEVEL: 'info', DATA_DIR: dataDir });
    app = await buildApp({ config, database, db: database.db }, { serveWeb: false, logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keep the SQL and the PostgreSQL code but no parameter, value or email', async () => {
    // A real failure: this database refuses to record failed logins (a check constraint).
    await database.db.execute(sql`ALTER TABLE login_attempts ADD CONSTRAINT no_attempts CHECK (email = '')`);
    const email = 'siti.rahma@sekolah.example';
    const res = await app.inject({ method: 'POST', url: '/map/auth', payload: { email, password: 'Rahasia-Siti-123' } });
    expect(res.statusCode).toBe(500);

    const logged = lines.map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> }).find((l) => l.msg === 'unhandled error');
    expect(logged?.err).toMatchObject({ code: '23514', constraint: 'no_attempts', table: 'login_attempts' });
    expect(String(logged?.err?.message)).toMatch(/^Failed query: insert into "login_attempts"/);
    const all = lines.join('\n');
    expect(all).not.toContain('siti.rahma');
    expect(all).not.toContain('sekolah.example');
    expect(all).not.toContain('Rahasia');
    expect(all).not.toContain('127.0.0.1,');
  });

  it('keep no learner-preview token: the path logs it masked, on the API and the web page alike', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-token';
    await app.inject({ method: 'GET', url: `/preview/${token}?version=draft` });
    await app.inject({ method: 'GET', url: `/en/preview/${token}` });
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toContain('/preview/[token]?version=draft');
    expect(urls).toContain('/en/preview/[token]');
    expect(lines.join('\n')).not.toContain(token);
  });

  it('keep of a query string only the known, harmless parameters: no search text or email', async () => {
    const email = 'ani.lestari@sekolah.example';
    await app.inject({ method: 'GET', url: `/content/organizations/1/courses?q=Rahasia%20Ani&page=2&sort_by=name&publish_status=published&user_ids[]=7&email=${email}` });
    await app.inject({ method: 'GET', url: `/content/organizations/1/members?q=${email}&per=30` });
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toContain('/content/organizations/1/courses?q=[redacted]&page=2&sort_by=name&publish_status=published&user_ids[]=7&email=[redacted]');
    expect(urls).toContain('/content/organizations/1/members?q=[redacted]&per=30');
    const all = lines.join('\n');
    expect(all).not.toContain('Rahasia');
    expect(all).not.toContain('ani.lestari');
  });
});
