import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSubjects } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { headersFor, makeCourse, makeSchool, makeSubject, type School, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('subjects on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind);
  });
  afterAll(() => t.close());

  const call = async (s: School, who: SchoolRole | null, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/content/organizations/${s.org.id}/${path}`, headers: who ? await headersFor(t.db, s[who]) : {}, payload: payload as never });

  it("lists the organization's subjects, and its country's apart", async () => {
    const s = await makeSchool(t.db);
    const other = await makeSchool(t.db);
    const fisika = await makeSubject(t.db, s.org.id, 'Fisika');
    const biologi = await makeSubject(t.db, s.org.id, 'Biologi');
    await makeSubject(t.db, other.org.id, 'Kimia');
    const national = await makeSubject(t.db, null, `Bahasa Indonesia ${s.org.id}`, 'ID');
    await makeSubject(t.db, null, `Araling Panlipunan ${s.org.id}`, 'PH');
    const own = await call(s, 'noRole', 'GET', 'subjects');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      { id: biologi.id, name: 'Biologi', organization_id: s.org.id },
      { id: fisika.id, name: 'Fisika', organization_id: s.org.id },
    ]);
    const country = await call(s, 'limited', 'GET', 'country_subjects');
    expect(country.statusCode).toBe(200);
    expect(country.json()).toContainEqual({ id: national.id, name: national.name, organization_id: null });
    expect(country.json().map((x: { name: string }) => x.name)).not.toContain(`Araling Panlipunan ${s.org.id}`);
  });

  it('creates a subject with cleaned-up spacing; refuses duplicates of its own and its country’s', async () => {
    const s = await makeSchool(t.db);
    await makeSubject(t.db, null, `Sejarah ${s.org.id}`, 'ID');
    const res = await call(s, 'editor', 'POST', 'subjects', { subject_name: '  Prakarya  dan Kewirausahaan ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Prakarya dan Kewirausahaan', organization_id: s.org.id });
    for (const name of ['prakarya dan kewirausahaan', 'PrakaryaDan Kewirausahaan', `sejarah ${s.org.id}`]) {
      const dup = await call(s, 'admin', 'POST', 'subjects', { subject_name: name });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().fields).toEqual({ subject_name: 'This name already exists' });
    }
  });

  it.each([
    ['an empty name', { subject_name: '' }],
    ['a name over 64 characters', { subject_name: 'x'.repeat(65) }],
    ['no name', {}],
  ])('answers 422 for %s', async (_label, payload) => {
    const s = await makeSchool(t.db);
    const res = await call(s, 'admin', 'POST', 'subjects', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('subject_name');
  });

  it('deletes the organization’s subjects, takes them off courses, and replies with those left', async () => {
    const s = await makeSchool(t.db);
    const a = await makeSubject(t.db, s.org.id, 'A');
    const keep = await makeSubject(t.db, s.org.id, 'B');
    const course = await makeCourse(t.db, s.org.id);
    await t.db.insert(courseSubjects).values([{ courseId: course.id, subjectId: a.id }, { courseId: course.id, subjectId: keep.id }]);
    const res = await call(s, 'admin', 'DELETE', 'delete_subjects', { subject_ids: [a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: keep.id, name: 'B', organization_id: s.org.id }]);
    const links = await t.db.select().from(courseSubjects).where(eq(courseSubjects.courseId, course.id));
    expect(links.map((l) => l.subjectId)).toEqual([keep.id]);
  });

  it("answers 422 and deletes nothing for a country subject or another organization's subject", async () => {
    const s = await makeSchool(t.db);
    const other = await makeSchool(t.db);
    const mine = await makeSubject(t.db, s.org.id, 'Milik');
    const national = await makeSubject(t.db, null, `Nasional ${s.org.id}`, 'ID');
    const theirs = await makeSubject(t.db, other.org.id, 'Bukan');
    for (const foreign of [national.id, theirs.id]) {
      const res = await call(s, 'admin', 'DELETE', 'delete_subjects', { subject_ids: [mine.id, foreign] });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ subject_ids: 'Not found in this organization' });
    }
    expect((await call(s, 'admin', 'GET', 'subjects')).json()).toHaveLength(1);
  });

  it.each(['limited', 'noRole', 'restricted', 'unapproved'] as const)('refuses a %s member creating or deleting with 403', async (who) => {
    const s = await makeSchool(t.db);
    const subject = await makeSubject(t.db, s.org.id, 'A');
    expect((await call(s, who, 'POST', 'subjects', { subject_name: 'Baru' })).statusCode).toBe(403);
    expect((await call(s, who, 'DELETE', 'delete_subjects', { subject_ids: [subject.id] })).statusCode).toBe(403);
  });

  it.each(['restricted', 'unapproved'] as const)('refuses a %s member reading with 403', async (who) => {
    const s = await makeSchool(t.db);
    expect((await call(s, who, 'GET', 'subjects')).statusCode).toBe(403);
    expect((await call(s, who, 'GET', 'country_subjects')).statusCode).toBe(403);
  });

  it('refuses creating when the organization cannot manage tags', async () => {
    const s = await makeSchool(t.db, { features: [] });
    expect((await call(s, 'admin', 'POST', 'subjects', { subject_name: 'Baru' })).statusCode).toBe(403);
  });

  it('answers 404 for another organization and 401 without a session', async () => {
    const s = await makeSchool(t.db);
    const other = await makeSchool(t.db);
    const headers = await headersFor(t.db, s.admin);
    for (const [method, path, payload] of [
      ['GET', 'subjects', undefined],
      ['GET', 'country_subjects', undefined],
      ['POST', 'subjects', { subject_name: 'X' }],
      ['DELETE', 'delete_subjects', { subject_ids: [1] }],
    ] as const) {
      const res = await t.app.inject({ method, url: `/content/organizations/${other.org.id}/${path}`, headers, payload: payload as never });
      expect(res.statusCode).toBe(404);
      expect((await call(s, null, method, path, payload)).statusCode).toBe(401);
    }
  });
});
