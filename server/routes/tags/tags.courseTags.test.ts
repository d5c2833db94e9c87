import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCourseTags } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { headersFor, makeCourse, makeSchool, makeTag, type School, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('course tags on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind);
  });
  afterAll(() => t.close());

  const call = async (s: School, who: SchoolRole | null, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/content/organizations/${s.org.id}/${path}`, headers: who ? await headersFor(t.db, s[who]) : {}, payload: payload as never });

  describe('GET course_tags', () => {
    it('lists grades in system order, then other tags, each with the number of courses tagged', async () => {
      const s = await makeSchool(t.db);
      const g10 = await makeTag(t.db, s.org.id, 'G10', 'grade');
      const g2 = await makeTag(t.db, s.org.id, 'G2', 'grade');
      const kinder = await makeTag(t.db, s.org.id, 'Kinder', 'grade');
      const remedial = await makeTag(t.db, s.org.id, 'Remedial');
      const olimpiade = await makeTag(t.db, s.org.id, 'olimpiade');
      await makeCourse(t.db, s.org.id, { tagIds: [g10.id, remedial.id] });
      await makeCourse(t.db, s.org.id, { tagIds: [g10.id] });
      const res = await call(s, 'noRole', 'GET', 'course_tags');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: kinder.id, name: 'Kinder', type: 'grade', count: 0 },
        { id: g2.id, name: 'G2', type: 'grade', count: 0 },
        { id: g10.id, name: 'G10', type: 'grade', count: 2 },
        { id: olimpiade.id, name: 'olimpiade', type: 'other', count: 0 },
        { id: remedial.id, name: 'Remedial', type: 'other', count: 1 },
      ]);
    });

    it.each(['restricted', 'unapproved'] as const)('refuses a %s member with 403', async (who) => {
      const s = await makeSchool(t.db);
      expect((await call(s, who, 'GET', 'course_tags')).statusCode).toBe(403);
    });

    it("answers 404 for another organization and 401 without a session", async () => {
      const s = await makeSchool(t.db);
      const other = await makeSchool(t.db);
      const res = await t.app.inject({ url: `/content/organizations/${other.org.id}/course_tags`, headers: await headersFor(t.db, s.admin) });
      expect(res.statusCode).toBe(404);
      expect((await call(s, null, 'GET', 'course_tags')).statusCode).toBe(401);
    });
  });

  describe('POST course_tags', () => {
    it('creates another tag with its spacing cleaned up, and a grade in system spelling', async () => {
      const s = await makeSchool(t.db);
      const tag = await call(s, 'editor', 'POST', 'course_tags', { course_tag_name: '  Persiapan   UN ', type: 'other' });
      expect(tag.statusCode).toBe(201);
      expect(tag.json()).toMatchObject({ name: 'Persiapan UN', type: 'other', count: 0 });
      const grade = await call(s, 'admin', 'POST', 'course_tags', { course_tag_name: 'g 11', type: 'grade' });
      expect(grade.statusCode).toBe(201);
      expect(grade.json()).toMatchObject({ name: 'G11', type: 'grade' });
      const list = await call(s, 'admin', 'GET', 'course_tags');
      expect(list.json().map((x: { name: string }) => x.name)).toEqual(['G11', 'Persiapan UN']);
    });

    it('refuses a name that differs from an existing tag of the same type only in case or spacing', async () => {
      const s = await makeSchool(t.db);
      await makeTag(t.db, s.org.id, 'Kelas Unggulan');
      await makeTag(t.db, s.org.id, 'G7', 'grade');
      for (const [name, type] of [['kelas unggulan', 'other'], ['KelasUnggulan', 'other'], [' kelas  UNGGULAN', 'other'], ['g7', 'grade']] as const) {
        const res = await call(s, 'admin', 'POST', 'course_tags', { course_tag_name: name, type });
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toEqual({ course_tag_name: 'This name already exists' });
      }
      // The same name as a tag of the other type is fine.
      expect((await call(s, 'admin', 'POST', 'course_tags', { course_tag_name: 'G7', type: 'other' })).statusCode).toBe(201);
    });

    it('refuses two names differing only in spacing sent at the same time', async () => {
      const s = await makeSchool(t.db);
      const replies = await Promise.all(
        ['Bahasa Daerah', 'BahasaDaerah', 'bahasa daerah'].map((name) => call(s, 'admin', 'POST', 'course_tags', { course_tag_name: name, type: 'other' })),
      );
      expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    });

    it('refuses a grade that is not a system grade', async () => {
      const s = await makeSchool(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: `/content/organizations/${s.org.id}/course_tags`,
        headers: { ...(await headersFor(t.db, s.admin)), 'accept-language': 'id' },
        payload: { course_tag_name: 'Kelas 13', type: 'grade' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ course_tag_name: 'Harus salah satu dari Kinder, G1 sampai G12' });
    });

    it.each([
      ['an empty name', { course_tag_name: '   ', type: 'other' }, 'course_tag_name'],
      ['a name over 64 characters', { course_tag_name: 'x'.repeat(65), type: 'other' }, 'course_tag_name'],
      ['an unknown type', { course_tag_name: 'X', type: 'subject' }, 'type'],
      ['no type', { course_tag_name: 'X' }, 'type'],
    ])('answers 422 for %s', async (_label, payload, field) => {
      const s = await makeSchool(t.db);
      const res = await call(s, 'admin', 'POST', 'course_tags', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty(field);
    });

    it.each(['limited', 'noRole', 'restricted', 'unapproved'] as const)('refuses a %s member with 403', async (who) => {
      const s = await makeSchool(t.db);
      const res = await call(s, who, 'POST', 'course_tags', { course_tag_name: 'Baru', type: 'other' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to manage the tags of this organization.');
    });

    it('refuses everyone, admins too, when the organization cannot manage tags', async () => {
      const s = await makeSchool(t.db, { features: [] });
      expect((await call(s, 'admin', 'POST', 'course_tags', { course_tag_name: 'Baru', type: 'other' })).statusCode).toBe(403);
      expect((await call(s, 'admin', 'GET', 'course_tags')).statusCode).toBe(200);
    });

    it("answers 404 for another organization and 401 without a session", async () => {
      const s = await makeSchool(t.db);
      const other = await makeSchool(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: `/content/organizations/${other.org.id}/course_tags`,
        headers: await headersFor(t.db, s.admin),
        payload: { course_tag_name: 'Baru', type: 'other' },
      });
      expect(res.statusCode).toBe(404);
      expect((await call(s, null, 'POST', 'course_tags', { course_tag_name: 'Baru', type: 'other' })).statusCode).toBe(401);
    });
  });

  describe('DELETE delete_course_tags', () => {
    it('deletes the tags, takes them off their courses, and replies with the tags left', async () => {
      const s = await makeSchool(t.db);
      const a = await makeTag(t.db, s.org.id, 'A');
      const b = await makeTag(t.db, s.org.id, 'B');
      const keep = await makeTag(t.db, s.org.id, 'C');
      const course = await makeCourse(t.db, s.org.id, { tagIds: [a.id, keep.id] });
      const res = await call(s, 'publisher', 'DELETE', 'delete_course_tags', { course_tag_ids: [a.id, b.id, a.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ id: keep.id, name: 'C', type: 'other', count: 1 }]);
      const links = await t.db.select().from(courseCourseTags).where(eq(courseCourseTags.courseId, course.id));
      expect(links.map((l) => l.courseTagId)).toEqual([keep.id]);
    });

    it("answers 422 and deletes nothing when an id is not one of this organization's tags", async () => {
      const s = await makeSchool(t.db);
      const other = await makeSchool(t.db);
      const mine = await makeTag(t.db, s.org.id, 'Milik');
      const theirs = await makeTag(t.db, other.org.id, 'Bukan');
      for (const ids of [[mine.id, theirs.id], [mine.id, 2_000_000_000]]) {
        const res = await call(s, 'admin', 'DELETE', 'delete_course_tags', { course_tag_ids: ids });
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toEqual({ course_tag_ids: 'Not found in this organization' });
      }
      expect((await call(s, 'admin', 'GET', 'course_tags')).json()).toHaveLength(1);
      expect((await call(other, 'admin', 'GET', 'course_tags')).json()).toHaveLength(1);
      expect((await call(s, 'admin', 'DELETE', 'delete_course_tags', { course_tag_ids: [] })).statusCode).toBe(422);
    });

    it.each(['limited', 'noRole', 'restricted', 'unapproved'] as const)('refuses a %s member with 403', async (who) => {
      const s = await makeSchool(t.db);
      const tag = await makeTag(t.db, s.org.id, 'A');
      expect((await call(s, who, 'DELETE', 'delete_course_tags', { course_tag_ids: [tag.id] })).statusCode).toBe(403);
    });

    it("answers 404 for another organization and 401 without a session", async () => {
      const s = await makeSchool(t.db);
      const other = await makeSchool(t.db);
      const tag = await makeTag(t.db, other.org.id, 'A');
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/content/organizations/${other.org.id}/delete_course_tags`,
        headers: await headersFor(t.db, s.admin),
        payload: { course_tag_ids: [tag.id] },
      });
      expect(res.statusCode).toBe(404);
      expect((await call(other, null, 'DELETE', 'delete_course_tags', { course_tag_ids: [tag.id] })).statusCode).toBe(401);
    });
  });
});
