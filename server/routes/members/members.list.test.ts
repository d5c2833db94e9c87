// GET /content/organizations/{id}/members (spec §2 User Management, §5 search, §6, §9 paging).
import { describe, expect, it } from 'vitest';
import { COUNT_HEADER, PAGES_HEADER } from '../../../domain/constants.ts';
import { headersFor, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeMember } from '../../test/factories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('GET members on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const get = async (who: SchoolRole | null, query = '', orgId = s.org.id) =>
    t.app.inject({ url: `/content/organizations/${orgId}/members${query}`, headers: who ? await headersFor(t.db, s[who]) : {} });

  it('lists the members by name with role, teams, approval and restricted state, and the totals', async () => {
    const res = await get('admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers[COUNT_HEADER.toLowerCase()]).toBe('7');
    expect(res.headers[PAGES_HEADER.toLowerCase()]).toBe('1');
    const body = res.json() as { id: number; role: string; admin: boolean; restricted: boolean; approved: boolean; teams: { role: string }[] }[];
    const byId = new Map(body.map((m) => [m.id, m]));
    expect(byId.get(s.admin.id)).toMatchObject({ admin: true, role: 'admin', teams: [] });
    expect(byId.get(s.publisher.id)).toMatchObject({ admin: false, role: 'publisher', teams: [{ role: 'publisher' }] });
    expect(byId.get(s.limited.id)?.role).toBe('limited_editor');
    expect(byId.get(s.noRole.id)).toMatchObject({ role: 'no_role', teams: [] });
    expect(byId.get(s.restricted.id)).toMatchObject({ restricted: true, role: 'restricted' });
    expect(byId.get(s.unapproved.id)).toMatchObject({ approved: false, role: 'restricted' });
  });

  it('searches name and email case-insensitively after stripping non-word characters (§5)', async () => {
    const school = await makeSchool(t.db);
    await makeMember(t.db, school.org.id, { email: 'Siti.Rahma@sekolah.sch.id' });
    const headers = await headersFor(t.db, school.admin);
    const find = (q: string) => t.app.inject({ url: `/content/organizations/${school.org.id}/members?q=${encodeURIComponent(q)}`, headers });
    for (const q of ['sitirahma', 'SITI-rahma', 'siti rahma@']) {
      const res = await find(q);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((m: { email: string }) => m.email)).toEqual(['siti.rahma@sekolah.sch.id']);
      expect(res.headers[COUNT_HEADER.toLowerCase()]).toBe('1');
    }
    expect((await find('nobody-here')).json()).toEqual([]);
  });

  it('pages 15 at a time by default', async () => {
    const school = await makeSchool(t.db);
    for (let i = 0; i < 10; i++) await makeMember(t.db, school.org.id);
    const headers = await headersFor(t.db, school.editor);
    const first = await t.app.inject({ url: `/content/organizations/${school.org.id}/members`, headers });
    const second = await t.app.inject({ url: `/content/organizations/${school.org.id}/members?page=2`, headers });
    expect(first.json()).toHaveLength(15);
    expect(second.json()).toHaveLength(2);
    expect(first.headers[COUNT_HEADER.toLowerCase()]).toBe('17');
    expect(first.headers[PAGES_HEADER.toLowerCase()]).toBe('2');
    const ids = [...first.json(), ...second.json()].map((m: { id: number }) => m.id);
    expect(new Set(ids).size).toBe(17);
  });

  it.each(['publisher', 'editor', 'limited', 'noRole'] as const)('%s views the members', async (who) => {
    expect((await get(who)).statusCode).toBe(200);
  });

  it('401 without a session', async () => {
    expect((await get(null)).statusCode).toBe(401);
  });

  it.each(['restricted', 'unapproved'] as const)('403 for %s (cannot view members, §6)', async (who) => {
    const res = await get(who, '', s.org.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('permission_error');
  });

  it("404 for another organization's members", async () => {
    const other = await makeSchool(t.db);
    expect((await get('admin', '', other.org.id)).statusCode).toBe(404);
  });

  it('422 naming the field for bad paging or search', async () => {
    const bad = await get('admin', '?page=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toContain('page');
    const long = await get('admin', `?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().fields)).toContain('q');
  });
});
