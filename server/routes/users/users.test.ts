import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { authHeader, makeMember, makeOrganization, tokenFor } from '../../test/factories.ts';

describe.each(testDatabaseKinds())('user routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind, { INTERNAL_EMAIL_DOMAIN: 'pena.id' });
  });
  afterAll(() => t.close());

  describe('GET /users/show_current', () => {
    it('returns the user and the first organization by name, or the one asked for', async () => {
      const b = await makeOrganization(t.db, { name: 'Zeta School' });
      const a = await makeOrganization(t.db, { name: 'Alpha School', useTeams: true });
      const user = await makeMember(t.db, a.id, { teamRole: 'publisher' });
      const { addMember } = await import('../../commands/accountAdmin.ts');
      await addMember(t.db, { organizationId: b.id, email: user.email, restricted: true });
      const token = await tokenFor(t.db, user.id);

      const first = await t.app.inject({ url: '/users/show_current', headers: authHeader(token) });
      expect(first.statusCode).toBe(200);
      expect(first.json().organization).toMatchObject({ id: a.id, role: 'publisher', permissions: ['create', 'view', 'edit', 'publish'] });
      expect(first.json().user).toMatchObject({ id: user.id, role: 'publisher', has_multiple_organizations: true });
      expect(first.json().user).not.toHaveProperty('password_hash');
      expect(first.json().user).not.toHaveProperty('token');

      const second = await t.app.inject({ url: `/users/show_current?organization_id=${b.id}`, headers: authHeader(token) });
      expect(second.json().organization).toMatchObject({ id: b.id, role: 'restricted', restricted: true, permissions: [] });
    });

    it('records when a session was last used, at most every ten minutes', async () => {
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const token = await tokenFor(t.db, user.id);
      const old = new Date(Date.now() - 3600_000);
      await t.db.update(sessions).set({ lastUsedAt: old }).where(eq(sessions.userId, user.id));
      await t.app.inject({ url: '/users/show_current', headers: authHeader(token) });
      const [touched] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(touched!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
      await t.app.inject({ url: '/users/show_current', headers: authHeader(token) });
      const [again] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(again!.lastUsedAt.getTime()).toBe(touched!.lastUsedAt.getTime());
    });

    it('reads the session cookie as well as the Authorization header', async () => {
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const token = await tokenFor(t.db, user.id);
      const res = await t.app.inject({ url: '/users/show_current', cookies: { pena_token: token } });
      expect(res.statusCode).toBe(200);
    });

    it('answers 401 without a session and 401 token_expired for an expired one', async () => {
      expect((await t.app.inject({ url: '/users/show_current' })).json()).toMatchObject({ error: 'unauthenticated' });
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const token = await tokenFor(t.db, user.id);
      await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
      const res = await t.app.inject({ url: '/users/show_current', headers: authHeader(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('token_expired');
    });

    it('answers 404 for an organization the user does not belong to', async () => {
      const mine = await makeOrganization(t.db);
      const other = await makeOrganization(t.db);
      const user = await makeMember(t.db, mine.id);
      const token = await tokenFor(t.db, user.id);
      const res = await t.app.inject({ url: `/users/show_current?organization_id=${other.id}`, headers: authHeader(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'The page you are looking for does not exist.' });
    });

    it('answers 403 when the user has been removed from every school', async () => {
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const token = await tokenFor(t.db, user.id);
      const { removeMember } = await import('../../commands/accountAdmin.ts');
      await removeMember(t.db, org.id, user.email);
      expect((await t.app.inject({ url: '/users/show_current', headers: authHeader(token) })).statusCode).toBe(403);
    });

    it('answers 422 for a malformed organization_id', async () => {
      const org = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const res = await t.app.inject({ url: '/users/show_current?organization_id=abc', headers: authHeader(await tokenFor(t.db, user.id)) });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty('organization_id');
    });
  });

  describe('PUT /users/update_use_autosave', () => {
    it('stores the setting and applies the internal-domain rule (§4)', async () => {
      const off = await makeOrganization(t.db, { enableAutosave: false });
      const staff = await makeMember(t.db, off.id, { email: `staff-${Date.now()}@pena.id` });
      const teacher = await makeMember(t.db, off.id);
      for (const [user, effective] of [
        [staff, false], // internal users need the organization to enable autosave
        [teacher, true], // others follow their own setting
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/users/update_use_autosave',
          headers: authHeader(await tokenFor(t.db, user.id)),
          payload: { use_autosave: true },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().user).toMatchObject({ use_autosave: true, autosave_effective: effective });
      }
      const on = await makeOrganization(t.db, { enableAutosave: true });
      const { addMember } = await import('../../commands/accountAdmin.ts');
      await addMember(t.db, { organizationId: on.id, email: staff.email });
      const res = await t.app.inject({ url: `/users/show_current?organization_id=${on.id}`, headers: authHeader(await tokenFor(t.db, staff.id)) });
      expect(res.json().user.autosave_effective).toBe(true);
    });

    it('answers 401 without a session, 422 for a bad body, 404 for another organization', async () => {
      expect((await t.app.inject({ method: 'PUT', url: '/users/update_use_autosave', payload: { use_autosave: true } })).statusCode).toBe(401);
      const org = await makeOrganization(t.db);
      const other = await makeOrganization(t.db);
      const user = await makeMember(t.db, org.id);
      const headers = authHeader(await tokenFor(t.db, user.id));
      const bad = await t.app.inject({ method: 'PUT', url: '/users/update_use_autosave', headers, payload: { use_autosave: 'yes' } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toHaveProperty('use_autosave');
      const foreign = await t.app.inject({
        method: 'PUT',
        url: `/users/update_use_autosave?organization_id=${other.id}`,
        headers,
        payload: { use_autosave: false },
      });
      expect(foreign.statusCode).toBe(404);
    });
  });
});
