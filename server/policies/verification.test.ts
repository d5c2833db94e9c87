// §2 verification gate on the server: a member of an unverified organization is refused every
// write (and read) of its content, members, teams and tags with a 403 that says the organization
// is not verified; once verified the same requests work. The session and the organization
// switch still answer, so the web can show the unverified page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../commands/accountAdmin.ts';
import { organizations } from '../db/schema/index.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic, type School, type SchoolRole } from '../test/contentFactories.ts';
import { makeMember } from '../test/factories.ts';
import { testDatabaseKinds } from '../test/databases.ts';

describe.each(testDatabaseKinds())('verification gate on %s', (kind) => {
  let t: TestApp;
  let s: School;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
  });
  afterAll(() => t?.close());

  const setVerified = (verified: boolean) => t.db.update(organizations).set({ verified }).where(eq(organizations.id, s.org.id));
  const send = async (who: SchoolRole, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, payload: payload as never, headers: { ...(await headersFor(t.db, s[who])), 'accept-language': lang } });

  /** One request of each kind of write, made afresh each time (ids of records made for it). */
  async function writes() {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id });
    const unit = await makeUnit(t.db, course);
    const topic = await makeTopic(t.db, unit);
    const team = await createTeam(t.db, { organizationId: s.org.id, name: `Tim ${course.id}`, role: 'editor' });
    const teacher = await makeMember(t.db, s.org.id);
    return [
      ['create a course', 'editor', 'POST', '/content/courses', { course: { name: 'Kimia' }, coursable_id: s.org.id, coursable_type: 'Organization' }],
      ['update a course', 'editor', 'PUT', `/content/courses/${course.id}`, { course: { name: 'Kimia Dasar' }, lock_version: course.lockVersion }],
      ['create a unit', 'editor', 'POST', '/content/bundles', { course_id: course.id, name: 'Larutan' }],
      ['create a topic', 'editor', 'POST', '/content/topics', { bundle_id: unit.id, name: 'Molaritas' }],
      ['create a text page', 'editor', 'POST', '/content/chapters', { topic_id: topic.id, type: 'text', title: 'Mol', content: '<p>Mol</p>' }],
      ['ask for an upload form', 'editor', 'GET', `/map/topics/${topic.id}/upload_form_values.json?purpose=image`, undefined],
      ['create a tag', 'admin', 'POST', `/content/organizations/${s.org.id}/course_tags`, { course_tag_name: `Tag ${course.id}`, type: 'other' }],
      ['add a member to a team', 'admin', 'POST', `/content/teams/${team.id}/add_member/${teacher.id}`, undefined],
      ['delete a course', 'admin', 'DELETE', `/content/courses/${course.id}`, undefined],
    ] as const;
  }

  it('refuses every write of a member of an unverified organization with a 403 that says so', async () => {
    await setVerified(false);
    for (const [what, who, method, url, payload] of await writes()) {
      const res = await send(who, method, url, payload);
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toEqual({ error: 'permission_error', message: expect.stringContaining('organization is not verified') });
    }
    const [, who, method, url, payload] = (await writes())[0];
    expect((await send(who, method, url, payload, 'id')).json().message).toContain('Organisasi Anda belum diverifikasi');
    // Nor may they read its content.
    expect((await send('editor', 'GET', `/content/organizations/${s.org.id}/courses`)).statusCode).toBe(403);
  });

  it('still answers the session, so the web can show the unverified page', async () => {
    await setVerified(false);
    const res = await send('editor', 'GET', '/users/show_current');
    expect(res.statusCode).toBe(200);
    expect(res.json().organization).toMatchObject({ id: s.org.id, verified: false });
  });

  it('lets the same requests through once the organization is verified', async () => {
    await setVerified(true);
    for (const [what, who, method, url, payload] of await writes()) {
      const res = await send(who, method, url, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
    }
  });
});
