import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseTags, subjects } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { authHeader, makeMember, makeOrganization, tokenFor } from '../../test/factories.ts';

describe.each(testDatabaseKinds())('organization routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind);
  });
  afterAll(() => t.close());

  async function school() {
    const org = await makeOrganization(t.db, { name: `SMA ${Math.random().toString(36).slice(2, 7)}`, useTeams: true, countryCode: 'ID' });
    const admin = await makeMember(t.db, org.id, { admin: true });
    const editor = await makeMember(t.db, org.id, { teamRole: 'editor' });
    const limited = await makeMember(t.db, org.id, { teamRole: 'limited_editor' });
    const noRole = await makeMember(t.db, org.id);
    const restricted = await makeMember(t.db, org.id, { restricted: true });
    const unapproved = await makeMember(t.db, org.id, { approved: false });
    return { org, admin, editor, limited, noRole, restricted, unapproved };
  }
  const as = async (userId: number) => authHeader(await tokenFor(t.db, userId));

  describe('GET /content/organizations', () => {
    it("lists the user's organizations with the user's role in each", async () => {
      const s = await school();
      const other = await makeOrganization(t.db, { name: 'Another School' });
      const { addMember } = await import('../../commands/accountAdmin.ts');
      await addMember(t.db, { organizationId: other.id, email: s.editor.email, admin: true });
      const res = await t.app.inject({ url: '/content/organizations', headers: await as(s.editor.id) });
      expect(res.statusCode).toBe(200);
      const byId = Object.fromEntries(res.json().map((o: { id: number; role: string }) => [o.id, o.role]));
      expect(byId).toEqual({ [s.org.id]: 'editor', [other.id]: 'admin' });
      expect(res.json().every((o: { has_multiple_organizations: boolean }) => o.has_multiple_organizations)).toBe(true);
    });

    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ url: '/content/organizations' })).statusCode).toBe(401);
    });
  });

  describe('GET /content/organizations/{id}', () => {
    it('shows members with roles, teams, tags with counts and subjects', async () => {
      const s = await school();
      await t.db.insert(courseTags).values([
        { organizationId: s.org.id, name: 'G10', type: 'grade' },
        { organizationId: s.org.id, name: 'Remedial', type: 'other' },
      ]);
      await t.db.insert(subjects).values([
        { organizationId: s.org.id, name: 'Fisika' },
        { countryCode: 'ID', name: `Negara ${s.org.id}` },
        { countryCode: 'PH', name: `Country ${s.org.id}` },
      ]);
      const res = await t.app.inject({ url: `/content/organizations/${s.org.id}`, headers: await as(s.admin.id) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const roles = Object.fromEntries(body.members.map((m: { id: number; role: string }) => [m.id, m.role]));
      expect(roles).toEqual({
        [s.admin.id]: 'admin',
        [s.editor.id]: 'editor',
        [s.limited.id]: 'limited_editor',
        [s.noRole.id]: 'no_role',
        [s.restricted.id]: 'restricted',
        [s.unapproved.id]: 'restricted',
      });
      expect(body.teams.map((tm: { role: string; users: { id: number }[] }) => [tm.role, tm.users.map((u) => u.id)])).toEqual(
        expect.arrayContaining([
          ['editor', [s.editor.id]],
          ['limited_editor', [s.limited.id]],
        ]),
      );
      expect(body.course_tags).toEqual([
        expect.objectContaining({ name: 'G10', type: 'grade', count: 0 }),
        expect.objectContaining({ name: 'Remedial', type: 'other', count: 0 }),
      ]);
      expect(body.subjects.map((x: { name: string }) => x.name)).toEqual(['Fisika']);
      expect(body.country_subjects.map((x: { name: string }) => x.name)).toContain(`Negara ${s.org.id}`);
      expect(body.country_subjects.map((x: { name: string }) => x.name)).not.toContain(`Country ${s.org.id}`);
    });

    it('hides members and teams from restricted users (§6)', async () => {
      const s = await school();
      const res = await t.app.inject({ url: `/content/organizations/${s.org.id}`, headers: await as(s.restricted.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ restricted: true, members: [], teams: [] });
    });

    it("answers 404 for another organization's record and 401 without a session", async () => {
      const s = await school();
      const other = await school();
      const res = await t.app.inject({ url: `/content/organizations/${other.org.id}`, headers: await as(s.admin.id) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(other.org.name);
      expect((await t.app.inject({ url: `/content/organizations/${s.org.id}` })).statusCode).toBe(401);
    });

    it('answers 422 for a malformed id', async () => {
      const s = await school();
      const res = await t.app.inject({ url: '/content/organizations/abc', headers: await as(s.admin.id) });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty('id');
    });
  });

  describe('PUT /content/organizations/{id}', () => {
    it('lets an admin switch teams off and on, which changes members’ roles', async () => {
      const s = await school();
      const off = await t.app.inject({
        method: 'PUT',
        url: `/content/organizations/${s.org.id}`,
        headers: await as(s.admin.id),
        payload: { use_teams_in_qcreate: false },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().use_teams_in_qcreate).toBe(false);
      const roleOf = (body: { members: { id: number; role: string }[] }, id: number) => body.members.find((m) => m.id === id)?.role;
      expect(roleOf(off.json(), s.limited.id)).toBe('member');
      const on = await t.app.inject({
        method: 'PUT',
        url: `/content/organizations/${s.org.id}`,
        headers: await as(s.admin.id),
        payload: { use_teams_in_qcreate: true },
      });
      expect(roleOf(on.json(), s.limited.id)).toBe('limited_editor');
    });

    it.each(['editor', 'limited', 'noRole', 'restricted', 'unapproved'] as const)('refuses a %s with 403', async (who) => {
      const s = await school();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/content/organizations/${s.org.id}`,
        headers: await as(s[who].id),
        payload: { use_teams_in_qcreate: false },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('permission_error');
    });

    it("answers 404 for another organization, 422 for a bad body, 401 without a session", async () => {
      const s = await school();
      const other = await school();
      const headers = await as(s.admin.id);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/content/organizations/${other.org.id}`, headers, payload: { use_teams_in_qcreate: false } }))
          .statusCode,
      ).toBe(404);
      const bad = await t.app.inject({ method: 'PUT', url: `/content/organizations/${s.org.id}`, headers, payload: { use_teams_in_qcreate: 'no' } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toHaveProperty('use_teams_in_qcreate');
      expect((await t.app.inject({ method: 'PUT', url: `/content/organizations/${s.org.id}`, payload: { use_teams_in_qcreate: false } })).statusCode).toBe(401);
    });
  });
});
