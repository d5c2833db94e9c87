import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('POST /content/bundles on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const create = async (who: SchoolRole | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/content/bundles', headers: who ? await headersFor(t.db, s[who]) : {}, payload });

  it('creates a unit at the end of the course, owned by the actor', async () => {
    const course = await makeCourse(t.db, s.org.id, { name: 'Biologi' });
    await makeUnit(t.db, course, { position: 0 });
    await makeUnit(t.db, course, { position: 4 });
    const res = await create('editor', { course_id: course.id, name: '  Sel dan Jaringan ', description: 'Bab pertama' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      course_id: course.id,
      course_name: 'Biologi',
      organization_id: s.org.id,
      name: 'Sel dan Jaringan',
      description: 'Bab pertama',
      status: 'unpublished',
      accessible: true,
      creator_id: s.editor.id,
      position: 5,
      topics: [],
      lock_version: 0,
    });
    expect(res.json().guid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives units created at the same time their own positions', async () => {
    const course = await makeCourse(t.db, s.org.id);
    const replies = await Promise.all([1, 2, 3, 4].map((i) => create('admin', { course_id: course.id, name: `Unit ${i}` })));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(replies.map((r) => r.json().position).sort()).toEqual([0, 1, 2, 3]);
  });

  it('lets a limited editor add units to their own course only', async () => {
    const own = await makeCourse(t.db, s.org.id, { creatorId: s.limited.id });
    const others = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id });
    expect((await create('limited', { course_id: own.id, name: 'Milik saya' })).statusCode).toBe(201);
    const refused = await create('limited', { course_id: others.id, name: 'Bukan milik saya' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('permission_error');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s[who].id });
    const res = await create(who, { course_id: course.id, name: 'Unit' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses anyone but the author, admins and selected users on a shared course', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id, shareEnabled: true, sharedWith: [s.publisher.id] });
    const refused = await create('limited', { course_id: course.id, name: 'Unit' });
    expect(refused.statusCode).toBe(403);
    const publisherSees = await create('publisher', { course_id: course.id, name: 'Unit' });
    expect(publisherSees.statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'POST',
      url: '/content/bundles',
      headers: { ...(await headersFor(t.db, s.noRole)), 'accept-language': 'id' },
      payload: { course_id: course.id, name: 'Unit' },
    });
    expect(other.statusCode).toBe(403);
    expect((await create('admin', { course_id: course.id, name: 'Unit admin' })).statusCode).toBe(201);
  });

  it('answers in the caller’s language why a shared course is refused', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/content/bundles',
      headers: { ...(await headersFor(t.db, s.editor)), 'accept-language': 'id' },
      payload: { course_id: course.id, name: 'Unit' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Kursus ini hanya dibagikan kepada pengguna tertentu.');
  });

  it("answers 404 for another organization's course and for a missing one", async () => {
    const other = await makeSchool(t.db);
    const course = await makeCourse(t.db, other.org.id, { name: 'Rahasia' });
    const res = await create('admin', { course_id: course.id, name: 'Unit' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Rahasia');
    expect((await create('admin', { course_id: 2_000_000_000, name: 'Unit' })).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const course = await makeCourse(t.db, s.org.id);
    expect((await create(null, { course_id: course.id, name: 'Unit' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', 'Required'],
    ['a missing name', {}, 'name', 'Required'],
    ['a name over 255 characters', { name: 'a'.repeat(256) }, 'name', 'Must be at most 255 characters'],
    ['a description over 10,000 characters', { name: 'Unit', description: 'a'.repeat(10_001) }, 'description', 'Must be at most 10000 characters'],
    ['a course id that is not a number', { name: 'Unit', course_id: 'abc' }, 'course_id', undefined],
  ])('answers 422 for %s', async (_label, body, field, message) => {
    const course = await makeCourse(t.db, s.org.id);
    const res = await create('admin', { course_id: course.id, ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('unprocessable_entity');
    expect(res.json().fields).toHaveProperty(field);
    if (message) expect(res.json().fields[field]).toBe(message);
  });
});
