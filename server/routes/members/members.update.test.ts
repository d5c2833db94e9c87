// PUT /content/organizations/{id}/members/{userId} (spec §6: administrators change members' roles).
import { describe, expect, it } from 'vitest';
import { headersFor, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeMember, makeOrganization } from '../../test/factories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('PUT member on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const put = async (who: SchoolRole | null, userId: number, body: unknown, orgId = s.org.id, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/content/organizations/${orgId}/members/${userId}`,
      headers: { ...(who ? await headersFor(t.db, s[who]) : {}), 'accept-language': lang },
      payload: body as object,
    });

  it('an administrator makes a member admin, restricts and approves them, and the role follows', async () => {
    const teacher = await makeMember(t.db, s.org.id, { approved: false, teamRole: 'editor' });
    const approved = await put('admin', teacher.id, { approved: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: teacher.id, approved: true, restricted: false, admin: false, role: 'editor', teams: [{ role: 'editor' }] });
    const restricted = await put('admin', teacher.id, { restricted: true });
    expect(restricted.json()).toMatchObject({ restricted: true, role: 'restricted' });
    const admin = await put('admin', teacher.id, { admin: true, restricted: false });
    expect(admin.json()).toMatchObject({ admin: true, restricted: false, role: 'admin' });
    // The change is what the member now acts with.
    const list = await t.app.inject({ url: `/content/organizations/${s.org.id}/members?q=${encodeURIComponent(teacher.email)}`, headers: await headersFor(t.db, teacher) });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id: teacher.id, admin: true });
  });

  it('an administrator may drop their own admin flag while another administrator remains', async () => {
    const school = await makeSchool(t.db);
    const second = await makeMember(t.db, school.org.id, { admin: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/content/organizations/${school.org.id}/members/${second.id}`,
      headers: await headersFor(t.db, second),
      payload: { admin: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ admin: false });
  });

  it('422 with a clear message when the last administrator drops their admin flag, in their language', async () => {
    const school = await makeSchool(t.db);
    const headers = await headersFor(t.db, school.admin);
    const drop = (lang: string, body: object = { admin: false }) =>
      t.app.inject({
        method: 'PUT',
        url: `/content/organizations/${school.org.id}/members/${school.admin.id}`,
        headers: { ...headers, 'accept-language': lang },
        payload: body,
      });
    const en = await drop('en');
    expect(en.statusCode).toBe(422);
    expect(en.json().fields.admin).toMatch(/at least one administrator/);
    const id = await drop('id');
    expect(id.statusCode).toBe(422);
    expect(id.json().fields.admin).toMatch(/setidaknya satu administrator/);
    // Nothing changed.
    const again = await drop('en', { restricted: false });
    expect(again.json()).toMatchObject({ admin: true, role: 'admin' });
  });

  it('422 naming the field for bad input', async () => {
    const empty = await put('admin', s.noRole.id, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().fields)).toContain('admin');
    const wrongType = await put('admin', s.noRole.id, { restricted: 'yes' });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().fields)).toContain('restricted');
    const badId = await put('admin', 0, { admin: true });
    expect(badId.statusCode).toBe(422);
  });

  it('401 without a session', async () => {
    expect((await put(null, s.noRole.id, { admin: true })).statusCode).toBe(401);
  });

  it.each(['publisher', 'editor', 'limited', 'restricted'] as const)('403 for %s', async (who) => {
    const res = await put(who, s.noRole.id, { admin: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('permission_error');
  });

  it("404 for another organization, and for a user who is not this organization's member", async () => {
    const other = await makeSchool(t.db);
    expect((await put('admin', other.noRole.id, { admin: true }, other.org.id)).statusCode).toBe(404);
    expect((await put('admin', other.noRole.id, { admin: true })).statusCode).toBe(404);
    const empty = await makeOrganization(t.db);
    expect((await put('admin', s.noRole.id, { admin: true }, empty.id)).statusCode).toBe(404);
  });
});
