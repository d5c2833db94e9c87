import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTag, makeTopicWithLesson, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { countQueries } from '../../test/queries.ts';

describe.each(testDatabaseKinds())('GET /content/topics/{id} on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  let points: School;
  beforeAll(async () => {
    points = await makeSchool(t.db, { enablePointSystem: true });
  });

  const show = async (who: SchoolRole | null, id: number, query = '', school = s) =>
    t.app.inject({ url: `/content/topics/${id}${query}`, headers: who ? await headersFor(t.db, school[who]) : {} });

  it('shows the topic with where it sits, its grades and counts', async () => {
    const g10 = await makeTag(t.db, s.org.id, 'G10', 'grade');
    const g2 = await makeTag(t.db, s.org.id, 'G2', 'grade');
    const other = await makeTag(t.db, s.org.id, 'Remedial');
    const course = await makeCourse(t.db, s.org.id, { name: 'Matematika', tagIds: [g10.id, g2.id, other.id], schoolAssessmentCourse: true });
    const unit = await makeUnit(t.db, course, { name: 'Aljabar' });
    const topic = await makeTopicWithLesson(t.db, unit, { name: 'Persamaan', creatorId: s.limited.id, position: 2 });
    await fillTopic(t.db, topic, { pages: 2, passages: 3, points: [2.5, 1] });
    const res = await show('noRole', topic.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: topic.id,
      name: 'Persamaan',
      bundle_id: unit.id,
      bundle_name: 'Aljabar',
      course_id: course.id,
      course_name: 'Matematika',
      grades: [
        { id: g2.id, name: 'G2', type: 'grade' },
        { id: g10.id, name: 'G10', type: 'grade' },
      ],
      creator_id: s.limited.id,
      position: 2,
      school_assessment_course: true,
      chapters_count: 2,
      questions_count: 2,
      passages_count: 3,
      // The organization does not use points.
      points: null,
    });
  });

  it('sums the questions’ points when the organization uses points', async () => {
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, points.org.id)));
    await fillTopic(t.db, topic, { points: [2.5, 1, null, 0.5] });
    expect((await show('editor', topic.id, '', points)).json().points).toBe(4);
    const empty = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, points.org.id)));
    expect((await show('editor', empty.id, '', points)).json().points).toBe(0);
  });

  it('leaves out the parts named in exclude, and ignores names it does not know', async () => {
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, points.org.id)));
    await fillTopic(t.db, topic, { pages: 1, points: [3] });
    const noCounts = (await show('editor', topic.id, '?exclude=counts', points)).json();
    expect(noCounts).not.toHaveProperty('chapters_count');
    expect(noCounts).not.toHaveProperty('questions_count');
    expect(noCounts).not.toHaveProperty('passages_count');
    expect(noCounts.points).toBe(3);
    const neither = await show('editor', topic.id, '?exclude=points,%20counts,lesson', points);
    expect(neither.statusCode).toBe(200);
    expect(neither.json()).not.toHaveProperty('points');
    expect(neither.json()).not.toHaveProperty('chapters_count');
    expect(neither.json().name).toBe(topic.name);
    const bad = await show('editor', topic.id, '?exclude=counts;drop', points);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty('exclude');
  });

  it('takes the same number of queries whatever the topic holds', async () => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, points.org.id));
    const small = await makeTopicWithLesson(t.db, unit);
    const large = await makeTopicWithLesson(t.db, unit);
    await fillTopic(t.db, large, { pages: 30, passages: 10, points: Array.from({ length: 40 }, () => 1), links: 5 });
    const headers = await headersFor(t.db, points.editor);
    const a = await countQueries(t.database, () => t.app.inject({ url: `/content/topics/${small.id}`, headers }));
    const b = await countQueries(t.database, () => t.app.inject({ url: `/content/topics/${large.id}`, headers }));
    if (a !== null) expect(b).toBe(a);
  });

  it('refuses users a shared course is not shared with, restricted and unapproved members', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id, shareEnabled: true, sharedWith: [s.limited.id] });
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, course));
    for (const who of ['editor', 'limited', 'admin'] as const) expect((await show(who, topic.id)).statusCode).toBe(200);
    for (const who of ['publisher', 'noRole', 'restricted', 'unapproved'] as const) expect((await show(who, topic.id)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's topic and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, other.org.id)), { name: 'Rahasia' });
    const res = await show('admin', topic.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Rahasia');
    expect((await show(null, topic.id)).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('GET /map/topics on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const list = async (who: SchoolRole | null, query: string) =>
    t.app.inject({ url: `/map/topics?${query}`, headers: who ? await headersFor(t.db, s[who]) : {} });

  it("lists a unit's topics in order as copy targets", async () => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const b = await makeTopicWithLesson(t.db, unit, { name: 'B', position: 1 });
    const a = await makeTopicWithLesson(t.db, unit, { name: 'A', position: 0 });
    const res = await list('editor', `from_pena_courses=true&bundle_id=${unit.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: a.id, name: 'A', position: 0 },
      { id: b.id, name: 'B', position: 1 },
    ]);
  });

  it('refuses restricted members and users a shared course is not shared with', async () => {
    const shared = await makeUnit(t.db, await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true }));
    expect((await list('editor', `bundle_id=${shared.id}`)).statusCode).toBe(403);
    const open = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    expect((await list('restricted', `bundle_id=${open.id}`)).statusCode).toBe(403);
    expect((await list('unapproved', `bundle_id=${open.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's unit, 401 without a session, 422 without a unit", async () => {
    const other = await makeSchool(t.db);
    const unit = await makeUnit(t.db, await makeCourse(t.db, other.org.id));
    expect((await list('admin', `bundle_id=${unit.id}`)).statusCode).toBe(404);
    expect((await list(null, `bundle_id=${unit.id}`)).statusCode).toBe(401);
    const missing = await list('admin', 'from_pena_courses=true');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toHaveProperty('bundle_id');
    expect((await list('admin', `bundle_id=${unit.id}&from_pena_courses=maybe`)).statusCode).toBe(422);
  });
});
