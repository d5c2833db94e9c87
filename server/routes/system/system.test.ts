import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testApp, testConfig, type TestApp } from '../../test/app.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';

describe.each(testDatabaseKinds())('system routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind, { SUPPORT_PHONE_PH: '+63 2 555 0100', LINK_APP_URL: 'https://link.example.org' });
  });
  afterAll(() => t.close());

  it('GET /healthz reports the database', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /healthz answers 503 while the process drains, and replies ask to close the connection', async () => {
    t.app.draining = true;
    try {
      const res = await t.app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
      // Other requests are still served while draining, each closing its connection.
      const other = await t.app.inject({ url: '/public_config' });
      expect(other.statusCode).toBe(200);
      expect(other.headers.connection).toBe('close');
    } finally {
      t.app.draining = false;
    }
    const after = await t.app.inject({ url: '/healthz' });
    expect(after.statusCode).toBe(200);
    expect(after.headers.connection).not.toBe('close');
  });

  it('GET /healthz answers 503 when the database cannot be reached', async () => {
    const database = await openTestDatabase(kind);
    const app = await buildApp({ config: t.config, database, db: database.db, storage: t.storage, queue: t.queue }, { logger: false, serveWeb: false });
    try {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });

  it('GET /public_config gives the shell its settings without a session', async () => {
    const res = await t.app.inject({ url: '/public_config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      forgot_password_url: { en: 'https://link.example.org/en/forgot_password', id: 'https://link.example.org/id/forgot_password' },
      support: { PH: { phone: '+63 2 555 0100' } },
    });
    expect(res.json()).toHaveProperty('provider_organization_id');
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/map/auth', '/users/show_current', '/content/organizations/{id}']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/content/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers malformed JSON with 422, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/map/auth', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('unprocessable_entity');
  });
});

describe('the built web app', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Pena</title>');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');

  it('answers page paths with index.html and API paths with JSON', async () => {
    const database = await openTestDatabase('pglite');
    const config = { ...testConfig(), webDir };
    const app = await buildApp({ config, database, db: database.db }, { logger: false });
    try {
      const page = await app.inject({ url: '/id/courses/12' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
      const api = await app.inject({ url: '/content/courses/12' });
      expect(api.headers['content-type']).toMatch(/application\/json/);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('the web app on a bucket', () => {
  it('lets the browser connect to the bucket it uploads to (connect-src), and only to its own origin on local files', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Pena</title>');
    const database = await openTestDatabase('pglite');
    const connectSrc = async (env: NodeJS.ProcessEnv) => {
      const config = { ...testConfig(env), webDir };
      const app = await buildApp({ config, database, db: database.db }, { logger: false });
      try {
        const csp = String((await app.inject({ url: '/en/' })).headers['content-security-policy']);
        return csp.split('; ').find((d) => d.startsWith('connect-src'));
      } finally {
        await app.close();
      }
    };
    try {
      const bucket = { S3_BUCKET: 'pena-csp', S3_ENDPOINT: 'http://127.0.0.1:7499', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
      expect(await connectSrc(bucket)).toBe("connect-src 'self' http://127.0.0.1:7499");
      expect(await connectSrc({})).toBe("connect-src 'self'");
    } finally {
      await database.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
