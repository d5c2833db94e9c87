import { beforeAll, describe, expect, it } from 'vitest';
import { headersFor, makeSchool, makeSubject, makeTag, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('validate_tag and validate_subject on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  beforeAll(async () => {
    await makeTag(t.db, s.org.id, 'Kelas Unggulan');
    await makeTag(t.db, s.org.id, 'G8', 'grade');
    await makeSubject(t.db, s.org.id, 'Seni Budaya');
    await makeSubject(t.db, null, `Pendidikan Pancasila ${s.org.id}`, 'ID');
    await makeSubject(t.db, null, `Filipino ${s.org.id}`, 'PH');
  });

  const validateTag = async (name: string, type: string, who: SchoolRole | null = 'editor', school = s) =>
    t.app.inject({
      url: `/content/organizations/${school.org.id}/validate_tag?course_tag_name=${encodeURIComponent(name)}&type=${type}`,
      headers: who ? await headersFor(t.db, school[who]) : {},
    });
  const validateSubject = async (name: string, who: SchoolRole | null = 'editor', school = s) =>
    t.app.inject({
      url: `/content/organizations/${school.org.id}/validate_subject?subject_name=${encodeURIComponent(name)}`,
      headers: who ? await headersFor(t.db, school[who]) : {},
    });

  it.each([
    ['a new name', 'Olimpiade', 'other', { valid: true, suggested_name: null }],
    ['a new name with messy spacing', '  Olimpiade   Sains ', 'other', { valid: true, suggested_name: 'Olimpiade Sains' }],
    ['an existing name in other case', 'kelas unggulan', 'other', { valid: false, suggested_name: 'Kelas Unggulan' }],
    ['an existing name without its space', 'KelasUnggulan', 'other', { valid: false, suggested_name: 'Kelas Unggulan' }],
    ['an existing name exactly', 'Kelas Unggulan', 'other', { valid: false, suggested_name: null }],
    ['an existing name of the other type', 'Kelas Unggulan', 'grade', { valid: false, suggested_name: null }],
    ['a system grade in its spelling', 'G9', 'grade', { valid: true, suggested_name: null }],
    ['a system grade in other case and spacing', 'g 9', 'grade', { valid: true, suggested_name: 'G9' }],
    ['an existing grade', 'g8', 'grade', { valid: false, suggested_name: 'G8' }],
    ['a grade that is not a system grade', 'Kelas 13', 'grade', { valid: false, suggested_name: null }],
    ['an empty name', '   ', 'other', { valid: false, suggested_name: null }],
    ['a name over 64 characters', 'x'.repeat(65), 'other', { valid: false, suggested_name: null }],
  ])('validate_tag: %s', async (_label, name, type, expected) => {
    const res = await validateTag(name, type);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it.each([
    ['a new name', 'Informatika', true],
    ['an existing name in other case and spacing', 'seni  budaya', false],
    ['a subject of the organization’s country', 'pendidikan pancasila', false],
    ['a subject of another country', 'Filipino', true],
    ['an empty name', '', false],
  ])('validate_subject: %s', async (_label, name, valid) => {
    // Country subjects carry the school's id in their name so test runs never collide.
    const full = name.startsWith('pendidikan') || name === 'Filipino' ? `${name} ${s.org.id}` : name;
    const res = await validateSubject(full);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid });
  });

  it('lets any member who may view content check names, and refuses restricted and unapproved ones', async () => {
    for (const who of ['admin', 'publisher', 'limited', 'noRole'] as const) {
      expect((await validateTag('X', 'other', who)).statusCode).toBe(200);
      expect((await validateSubject('X', who)).statusCode).toBe(200);
    }
    for (const who of ['restricted', 'unapproved'] as const) {
      expect((await validateTag('X', 'other', who)).statusCode).toBe(403);
      expect((await validateSubject('X', who)).statusCode).toBe(403);
    }
  });

  it('answers 422 for a missing name or type, 404 for another organization, 401 without a session', async () => {
    const missingType = await t.app.inject({
      url: `/content/organizations/${s.org.id}/validate_tag?course_tag_name=X`,
      headers: await headersFor(t.db, s.admin),
    });
    expect(missingType.statusCode).toBe(422);
    expect(missingType.json().fields).toHaveProperty('type');
    const missingName = await t.app.inject({ url: `/content/organizations/${s.org.id}/validate_subject`, headers: await headersFor(t.db, s.admin) });
    expect(missingName.json().fields).toHaveProperty('subject_name');
    expect((await validateTag('X', 'tag')).statusCode).toBe(422);
    const other = await makeSchool(t.db);
    const foreign = await t.app.inject({
      url: `/content/organizations/${other.org.id}/validate_tag?course_tag_name=X&type=other`,
      headers: await headersFor(t.db, s.admin),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await validateTag('X', 'other', null)).statusCode).toBe(401);
    expect((await validateSubject('X', null)).statusCode).toBe(401);
  });
});
