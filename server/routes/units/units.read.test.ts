import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type SchoolRole } from '../../test/contentFactories.ts';
import { countQueries } from '../../test/queries.ts';

describe.each(testDatabaseKinds())('GET /content/bundles/{id} on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const show = async (who: SchoolRole | null, id: number) =>
    t.app.inject({ url: `/content/bundles/${id}`, headers: who ? await headersFor(t.db, s[who]) : {} });

  it('shows the unit with its topics in order and their counts', async () => {
    const course = await makeCourse(t.db, s.org.id, { name: 'Fisika' });
    const unit = await makeUnit(t.db, course, { name: 'Gerak', creatorId: s.editor.id });
    const second = await makeTopicWithLesson(t.db, unit, { name: 'Gerak lurus', position: 2 });
    const first = await makeTopicWithLesson(t.db, unit, { name: 'Kecepatan', position: 1, creatorId: s.limited.id });
    await fillTopic(t.db, first, { pages: 3, questions: 2, passages: 1 });
    const res = await show('noRole', unit.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: unit.id,
      course_id: course.id,
      course_name: 'Fisika',
      name: 'Gerak',
      creator_id: s.editor.id,
      accessible: true,
      lock_version: 0,
      published_at: null,
      changed_since_published: false,
    });
    expect(res.json().topics).toEqual([
      {
        id: first.id,
        name: 'Kecepatan',
        status: 'unpublished',
        accessible: true,
        creator_id: s.limited.id,
        position: 1,
        chapters_count: 3,
        questions_count: 2,
        passages_count: 1,
        published_at: null,
        changed_since_published: false,
      },
      expect.objectContaining({ id: second.id, chapters_count: 0, questions_count: 0, passages_count: 0 }),
    ]);
  });

  it('takes the same number of queries for 2 topics as for 25', async () => {
    const course = await makeCourse(t.db, s.org.id);
    const small = await makeUnit(t.db, course);
    const large = await makeUnit(t.db, course);
    for (let i = 0; i < 2; i++) await fillTopic(t.db, await makeTopicWithLesson(t.db, small, { position: i }), { pages: 1, questions: 1 });
    for (let i = 0; i < 25; i++) await fillTopic(t.db, await makeTopicWithLesson(t.db, large, { position: i }), { pages: 2, questions: 3 });
    const headers = await headersFor(t.db, s.editor);
    let smallCount = 0;
    const a = await countQueries(t.database, async () => {
      const res = await t.app.inject({ url: `/content/bundles/${small.id}`, headers });
      smallCount = res.json().topics.length;
    });
    const b = await countQueries(t.database, () => t.app.inject({ url: `/content/bundles/${large.id}`, headers }));
    expect(smallCount).toBe(2);
    if (a !== null) {
      expect(b).toBe(a);
      expect(a).toBeLessThanOrEqual(8);
    }
  });

  it('lets the author, admins and selected users open a unit of a shared course, and nobody else', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.limited.id, shareEnabled: true, sharedWith: [s.noRole.id] });
    const unit = await makeUnit(t.db, course);
    for (const who of ['limited', 'admin', 'noRole'] as const) expect((await show(who, unit.id)).statusCode).toBe(200);
    for (const who of ['editor', 'publisher'] as const) {
      const res = await show(who, unit.id);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(unit.name);
    }
  });

  it.each(['restricted', 'unapproved'] as const)('refuses a %s member with 403', async (who) => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    expect((await show(who, unit.id)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's unit and a missing one, 401 without a session, 422 for a bad id", async () => {
    const other = await makeSchool(t.db);
    const unit = await makeUnit(t.db, await makeCourse(t.db, other.org.id), { name: 'Unit rahasia' });
    const res = await show('admin', unit.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Unit rahasia');
    expect((await show('admin', 2_000_000_000)).statusCode).toBe(404);
    expect((await show(null, unit.id)).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/content/bundles/abc', headers: await headersFor(t.db, s.admin) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty('id');
  });
});
