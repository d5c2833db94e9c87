import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../auth/tokens.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { authHeader, makeMember, makeOrganization, makeUser, PASSWORD, tokenFor } from '../../test/factories.ts';

/** Moves an address's failures a minute ahead, so a check falls inside its delay however slow the machine. */
const aheadOf = (app: TestApp, address: string) =>
  app.db
    .update(loginAttempts)
    .set({ attemptedAt: sql`${loginAttempts.attemptedAt} + interval '1 minute'` })
    .where(eq(loginAttempts.address, address));

describe.each(testDatabaseKinds())('auth routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind, { LOGIN_MAX_ATTEMPTS: '3' });
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/map/auth', payload: body, headers });

  describe('POST /map/auth', () => {
    it('logs a teacher in, returns user, token and organization, and sets the cookie', async () => {
      const org = await makeOrganization(t.db, { name: 'SMA Satu', useTeams: true });
      const user = await makeMember(t.db, org.id, { teamRole: 'editor' });
      const res = await login({ email: user.email.toUpperCase(), password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'editor', has_multiple_organizations: false });
      expect(body.user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.organization).toMatchObject({ id: org.id, name: 'SMA Satu', role: 'editor', permissions: ['create', 'view', 'edit'] });
      const cookie = res.cookies.find((c) => c.name === 'pena_token');
      expect(cookie).toMatchObject({ value: body.user.token, httpOnly: true, sameSite: 'Lax', path: '/' });
      // Only the hash is stored.
      const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(body.user.token)));
      expect(row?.userId).toBe(user.id);
    });

    it('selects the organization asked for', async () => {
      const a = await makeOrganization(t.db, { name: 'Aaa School' });
      const b = await makeOrganization(t.db, { name: 'Bbb School' });
      const user = await makeMember(t.db, a.id, { admin: true });
      await makeMember(t.db, b.id, { email: `x-${user.email}` });
      const { addMember } = await import('../../commands/accountAdmin.ts');
      await addMember(t.db, { organizationId: b.id, email: user.email });
      const res = await login({ email: user.email, password: PASSWORD, organization_id: b.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().organization).toMatchObject({ id: b.id, role: 'member', has_multiple_organizations: true });
      expect(res.json().user.administrable_organizations).toEqual([a.id]);
    });

    it('answers 422 login failed for a wrong password and for an unknown account, in the caller language', async () => {
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const wrong = await login({ email: user.email, password: 'nope' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ error: 'unprocessable_entity', message: 'Could not log in. Please check your username and password.' });
      const unknown = await login({ email: 'nobody@example.com', password: 'x' }, { 'accept-language': 'id-ID,id;q=0.9' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().message).toBe('Gagal masuk. Periksa kembali nama pengguna dan kata sandi Anda.');
    });

    it('answers 403 for an account that is not a teacher joined to a school', async () => {
      const user = await makeUser(t.db);
      const res = await login({ email: user.email, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'permission_error', message: 'Could not login. Please log in with a teacher account.' });
      expect(res.cookies.find((c) => c.name === 'pena_token')).toBeUndefined();
    });

    it('answers 422 with field paths for a malformed body', async () => {
      const res = await login({ email: '', password: 5 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'password']);
      const id = await login({ email: '' }, { cookie: 'pena_lang=id' });
      expect(id.json().fields.email).toMatch(/Terlalu kecil/);
    });

    it('rate-limits failed logins per account', async () => {
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      for (let i = 0; i < 3; i++) expect((await login({ email: user.email, password: 'bad' })).statusCode).toBe(422);
      const limited = await login({ email: user.email, password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('rate_limited');
    });

    it('rate-limits failed logins per address across accounts', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 15; i++) await login({ email: `probe${i}@example.com`, password: 'bad' }, headers);
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      await aheadOf(t, '127.0.0.1');
      // X-Forwarded-For comes from no trusted proxy: the limiter sees the socket address.
      expect((await login({ email: user.email, password: PASSWORD }, { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(429);
      const rows = await t.db.select({ address: loginAttempts.address }).from(loginAttempts).where(eq(loginAttempts.email, 'probe0@example.com'));
      expect(rows.map((r) => r.address)).toEqual(['127.0.0.1']);
    });
  });

  describe('behind a configured proxy (TRUST_PROXY)', () => {
    let p: TestApp;
    beforeAll(async () => {
      // app.inject connects from 127.0.0.1: here that is the proxy.
      p = await testApp(kind, { LOGIN_MAX_ATTEMPTS: '3', TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => p.close());

    it('takes the client address from X-Forwarded-For', async () => {
      const proxied = (body: Record<string, unknown>, address: string) =>
        p.app.inject({ method: 'POST', url: '/map/auth', payload: body, headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < 15; i++) await proxied({ email: `probe${i}@example.com`, password: 'bad' }, '203.0.113.9');
      const org = await makeOrganization(p.db);
      const user = await makeMember(p.db, org.id);
      await aheadOf(p, '203.0.113.9');
      expect((await proxied({ email: user.email, password: PASSWORD }, '203.0.113.9')).statusCode).toBe(429);
      expect((await proxied({ email: user.email, password: PASSWORD }, '203.0.113.10')).statusCode).toBe(200);
      const rows = await p.db.select({ address: loginAttempts.address }).from(loginAttempts).where(eq(loginAttempts.email, 'probe0@example.com'));
      expect(rows.map((r) => r.address)).toEqual(['203.0.113.9']);
    });
  });

  describe('DELETE /map/auth', () => {
    it('revokes the session so the token no longer works', async () => {
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const token = await tokenFor(t.db, user.id);
      expect((await t.app.inject({ method: 'GET', url: '/users/show_current', headers: authHeader(token) })).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'DELETE', url: '/map/auth', headers: authHeader(token) });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === 'pena_token')?.value).toBe('');
      const after = await t.app.inject({ method: 'GET', url: '/users/show_current', headers: authHeader(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json().error).toBe('unauthenticated');
    });

    it('accepts the token in the body, as the spec sends it', async () => {
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const token = await tokenFor(t.db, user.id);
      const res = await t.app.inject({ method: 'DELETE', url: '/map/auth', payload: { token } });
      expect(res.statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: '/users/show_current', headers: authHeader(token) })).statusCode).toBe(401);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'DELETE', url: '/map/auth' })).statusCode).toBe(401);
    });
  });
});
