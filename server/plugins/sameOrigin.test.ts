// Cookie-authenticated writes only from Pena's own origin (plugins/sameOrigin.ts): a form on
// another origin of the same site, e.g. http://127.0.0.1:3199, cannot act with the session.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { iconImages, uploadedFiles, videoPresenters } from '../db/schema/index.ts';
import { png } from '../storage/fixtures/files.ts';
import { formBody, makeCourse } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { authHeader, PASSWORD, tokenFor } from '../test/factories.ts';
import { schoolApp } from '../test/schoolApp.ts';

/** Pena opened at 127.0.0.1:3000 while PUBLIC_URL (the test default) is localhost:3000. */
const HOST = '127.0.0.1:3000';
const OWN = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };
const PUBLIC = { host: HOST, origin: 'http://localhost:3000' };
const OTHER_PORT = { host: HOST, origin: 'http://127.0.0.1:3199', 'sec-fetch-site': 'same-site' };
const OTHER_PORT_OLD_BROWSER = { host: HOST, origin: 'http://127.0.0.1:3199' };
const OTHER_SITE = { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

describe.each(testDatabaseKinds())('same-origin writes on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const cookie = async () => ({ pena_token: await tokenFor(t.db, s.editor.id) });
  const presenters = async (courseId: number) =>
    Number((await t.db.select({ n: count() }).from(videoPresenters).where(eq(videoPresenters.courseId, courseId)))[0]!.n);
  const icons = async () => Number((await t.db.select({ n: count() }).from(iconImages).where(eq(iconImages.organizationId, s.org.id)))[0]!.n);
  const files = async () => Number((await t.db.select({ n: count() }).from(uploadedFiles).where(eq(uploadedFiles.organizationId, s.org.id)))[0]!.n);

  async function addPresenter(courseId: number, headers: Record<string, string>, withCookie = true) {
    const form = await formBody({ name: 'Bu Dewi' }, { field: 'image', bytes: png(), name: 'foto.png' });
    return t.app.inject({
      method: 'POST',
      url: `/content/courses/${courseId}/video_presenters`,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
      ...(withCookie ? { cookies: await cookie() } : {}),
    });
  }
  async function addIcon(headers: Record<string, string>) {
    const form = await formBody({}, { field: 'image', bytes: png(), name: 'logo.png' });
    return t.app.inject({
      method: 'POST',
      url: `/content/organizations/${s.org.id}/icon_images`,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
      cookies: await cookie(),
    });
  }

  it('refuses a cookie-only multipart post from another origin and creates nothing', async () => {
    const c = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id });
    const filesBefore = await files();
    for (const headers of [OTHER_PORT, OTHER_PORT_OLD_BROWSER, OTHER_SITE, { host: HOST, origin: 'null' }]) {
      const presenter = await addPresenter(c.id, headers);
      expect(presenter.statusCode, headers.origin).toBe(403);
      expect(presenter.json()).toEqual({
        error: 'permission_error',
        message: 'This request came from another site or address and was refused. Open Pena at its own address and try again.',
      });
      expect((await addIcon(headers)).statusCode, headers.origin).toBe(403);
    }
    const id = await addIcon({ ...OTHER_PORT, 'accept-language': 'id' });
    expect(id.json().message).toMatch(/^Permintaan ini berasal dari situs atau alamat lain/);
    expect(await presenters(c.id)).toBe(0);
    expect(await icons()).toBe(0);
    expect(await files()).toBe(filesBefore);
  });

  it('accepts the same writes from its own origin, from PUBLIC_URL, and from clients without browser headers', async () => {
    const c = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id });
    for (const headers of [OWN, PUBLIC, { host: HOST }]) {
      expect((await addPresenter(c.id, headers)).statusCode).toBe(201);
      expect((await addIcon(headers)).statusCode).toBe(201);
    }
    expect(await presenters(c.id)).toBe(3);
  });

  it('lets API clients with an Authorization token write whatever their origin', async () => {
    const c = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id });
    const token = await tokenFor(t.db, s.editor.id);
    expect((await addPresenter(c.id, { ...OTHER_SITE, ...authHeader(token) }, false)).statusCode).toBe(201);
  });

  it('covers login and logout, and leaves the signed storage upload alone', async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/map/auth', payload: { email: s.editor.email, password: PASSWORD }, headers });
    expect((await login(OTHER_PORT)).statusCode).toBe(403);
    expect((await login(OWN)).statusCode).toBe(200);
    const token = await tokenFor(t.db, s.editor.id);
    expect((await t.app.inject({ method: 'DELETE', url: '/map/auth', headers: OTHER_SITE, cookies: { pena_token: token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/map/auth', headers: OWN, cookies: { pena_token: token } })).statusCode).toBe(204);
    // The local driver's browser POST carries its signed policy, not the cookie: a bad
    // policy is its own error, never the cross-origin refusal.
    const form = await formBody({ key: 'x', policy: 'bad' }, { field: 'file', bytes: png(), name: 'a.png' });
    const upload = await t.app.inject({ method: 'POST', url: '/storage/upload', payload: form.payload, headers: { ...form.headers, ...OTHER_PORT } });
    expect(upload.body).not.toMatch(/another site/);
    expect(upload.headers['content-type']).toMatch(/xml/);
  });
});
