import { describe, expect, it } from 'vitest';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTag, makeTopic, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { countStatements } from '../../test/queries.ts';
import { schoolApp } from '../../test/schoolApp.ts';

type TreeTopic = { id: number; name: string; position: number; chapters_count: number; questions_count: number; passages_count: number; accessible: boolean };
type TreeUnit = { id: number; name: string; accessible: boolean; topics: TreeTopic[] };

describe.each(testDatabaseKinds())('GET /content/courses/{id}/show_tree on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const tree = async (id: number, who: SchoolRole = 'admin') => t.app.inject({ url: `/content/courses/${id}/show_tree`, headers: await headersFor(t.db, s[who]) });

  it('gives units by position with their topics by position, and counts per topic', async () => {
    const g10 = await makeTag(t.db, s.org.id, 'G10', 'grade');
    const other = await makeTag(t.db, s.org.id, 'Kurikulum Merdeka');
    const c = await makeCourse(t.db, s.org.id, { name: 'Fisika Kelas XI', creatorId: s.editor.id, schoolAssessmentCourse: true, tagIds: [other.id, g10.id] });
    // Inserted out of order on purpose.
    const second = await makeUnit(t.db, c, { name: 'Bab 2 Usaha dan Energi', position: 1 });
    const first = await makeUnit(t.db, c, { name: 'Bab 1 Gerak Lurus', position: 0 });
    const empty = await makeUnit(t.db, c, { name: 'Bab 3 Momentum', position: 2 });
    const glbb = await makeTopic(t.db, first, { name: 'Gerak Lurus Berubah Beraturan', position: 1 });
    const glb = await makeTopic(t.db, first, { name: 'Gerak Lurus Beraturan', position: 0 });
    const usaha = await makeTopic(t.db, second, { name: 'Usaha', position: 0, status: 'published' });
    await fillTopic(t.db, glb, { pages: 3, questions: 5, passages: 2 });
    await fillTopic(t.db, usaha, { questions: 1 });

    const res = await tree(c.id, 'editor');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: c.id,
      name: 'Fisika Kelas XI',
      accessible: true,
      school_assessment_course: true,
      creator_id: s.editor.id,
      grades: [{ id: g10.id, name: 'G10', type: 'grade' }],
      course_tags: [{ id: g10.id }, { id: other.id }],
      bundles_count: 3,
      topics_count: 3,
    });
    expect(body.bundles.map((b: TreeUnit) => [b.id, b.topics.map((x) => x.id)])).toEqual([
      [first.id, [glb.id, glbb.id]],
      [second.id, [usaha.id]],
      [empty.id, []],
    ]);
    const topicById = new Map<number, TreeTopic>(body.bundles.flatMap((b: TreeUnit) => b.topics.map((x) => [x.id, x] as const)));
    expect(topicById.get(glb.id)).toMatchObject({ chapters_count: 3, questions_count: 5, passages_count: 2, accessible: true, position: 0 });
    expect(topicById.get(glbb.id)).toMatchObject({ chapters_count: 0, questions_count: 0, passages_count: 0 });
    expect(topicById.get(usaha.id)).toMatchObject({ questions_count: 1, status: 'published' });
    expect(body.bundles[0]).toMatchObject({ name: 'Bab 1 Gerak Lurus', accessible: true, status: 'unpublished', guid: first.guid });
  });

  it('is two statements whatever the size: authentication, then the course, its share and its tree', async () => {
    const tag = await makeTag(t.db, s.org.id, 'G11', 'grade');
    const small = await makeCourse(t.db, s.org.id, { tagIds: [tag.id] });
    await makeTopic(t.db, await makeUnit(t.db, small));
    const large = await makeCourse(t.db, s.org.id, { tagIds: [tag.id] });
    for (let u = 0; u < 4; u++) {
      const unit = await makeUnit(t.db, large, { position: u });
      for (let p = 0; p < 3; p++) await fillTopic(t.db, await makeTopic(t.db, unit, { position: p }), { pages: 1, questions: 1, passages: 1 });
    }
    const headers = await headersFor(t.db, s.editor);
    const count = (id: number) => countStatements(t.database, async () => expect((await t.app.inject({ url: `/content/courses/${id}/show_tree`, headers })).statusCode).toBe(200));
    expect(await count(small.id)).toBe(2);
    expect(await count(large.id)).toBe(2);
  });

  it('gives an empty list of units for a course without units', async () => {
    const c = await makeCourse(t.db, s.org.id);
    expect((await tree(c.id)).json()).toMatchObject({ bundles: [], bundles_count: 0, topics_count: 0 });
  });

  it.each(['publisher', 'editor', 'limited', 'noRole'] as const)("shows another's course tree to a %s", async (who) => {
    const c = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id });
    const unit = await makeUnit(t.db, c);
    await makeTopic(t.db, unit);
    const res = await tree(c.id, who);
    expect(res.statusCode).toBe(200);
    expect(res.json().bundles[0]).toMatchObject({ accessible: true, topics: [{ accessible: true }] });
  });

  it.each(['restricted', 'unapproved'] as const)('refuses a %s teacher with 403', async (who) => {
    expect((await tree((await makeCourse(t.db, s.org.id)).id, who)).statusCode).toBe(403);
  });

  it('refuses the tree of a shared course to users outside it', async () => {
    const c = await makeCourse(t.db, s.org.id, { creatorId: s.limited.id, shareEnabled: true, sharedWith: [s.editor.id] });
    await makeUnit(t.db, c, { name: 'Unit Rahasia' });
    for (const who of ['limited', 'editor', 'admin'] as const) expect((await tree(c.id, who)).statusCode).toBe(200);
    const refused = await tree(c.id, 'publisher');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Unit Rahasia');
  });

  it("answers 404 for another organization's course and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const foreign = await makeCourse(t.db, other.org.id);
    expect((await tree(foreign.id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/content/courses/${foreign.id}/show_tree` })).statusCode).toBe(401);
  });
});
