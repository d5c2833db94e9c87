import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { makePage } from '../../test/pageFactories.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('PATCH /content/topics/{id} (move) on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const move = async (who: SchoolRole | null, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/content/topics/${id}`, headers: who ? await headersFor(t.db, s[who]) : {}, payload });

  it('moves a topic to another unit of the course, last there, with what it holds', async () => {
    const course = await makeCourse(t.db, s.org.id);
    const from = await makeUnit(t.db, course, { name: 'Asal' });
    const to = await makeUnit(t.db, course, { name: 'Tujuan', position: 1 });
    await makeTopicWithLesson(t.db, to, { position: 0 });
    await makeTopicWithLesson(t.db, to, { position: 6 });
    const topic = await makeTopicWithLesson(t.db, from);
    await fillTopic(t.db, topic, { pages: 2, points: [1] });
    const res = await move('editor', topic.id, { bundle_id: to.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bundle_id: to.id, bundle_name: 'Tujuan', course_id: course.id, position: 7, lock_version: 1, chapters_count: 2, questions_count: 1 });
    const target = await t.app.inject({ url: `/content/bundles/${to.id}`, headers: await headersFor(t.db, s.editor) });
    expect(target.json().topics.at(-1).id).toBe(topic.id);
    const source = await t.app.inject({ url: `/content/bundles/${from.id}`, headers: await headersFor(t.db, s.editor) });
    expect(source.json().topics).toEqual([]);
  });

  it('moves a topic to a unit of another course of the organization, updating its course', async () => {
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));
    const otherCourse = await makeCourse(t.db, s.org.id, { name: 'Kursus lain' });
    const to = await makeUnit(t.db, otherCourse);
    const res = await move('admin', topic.id, { bundle_id: to.id, lock_version: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bundle_id: to.id, course_id: otherCourse.id, course_name: 'Kursus lain', position: 0 });
    const tree = await t.app.inject({ url: `/map/topics?bundle_id=${to.id}`, headers: await headersFor(t.db, s.admin) });
    expect(tree.json().map((x: { id: number }) => x.id)).toEqual([topic.id]);
  });

  it('leaves a topic where it is when moved to its own unit', async () => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const topic = await makeTopicWithLesson(t.db, unit, { position: 0 });
    await makeTopicWithLesson(t.db, unit, { position: 1 });
    const res = await move('editor', topic.id, { bundle_id: unit.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ position: 0, lock_version: 0 });
  });

  it('answers 409 with the stored topic when lock_version is stale', async () => {
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)), { name: 'Tetap' });
    const to = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const res = await move('editor', topic.id, { bundle_id: to.id, lock_version: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().current).toMatchObject({ id: topic.id, bundle_id: topic.bundleId, name: 'Tetap' });
  });

  it('answers 422 for a unit of another organization or a missing one, and moves nothing', async () => {
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));
    const other = await makeSchool(t.db);
    const foreign = await makeUnit(t.db, await makeCourse(t.db, other.org.id));
    for (const unitId of [foreign.id, 2_000_000_000]) {
      const res = await move('admin', topic.id, { bundle_id: unitId });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ bundle_id: 'Not found in this organization' });
    }
    const shown = await t.app.inject({ url: `/content/topics/${topic.id}`, headers: await headersFor(t.db, s.admin) });
    expect(shown.json().bundle_id).toBe(topic.bundleId);
    const bad = await move('admin', topic.id, { bundle_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect((await move('admin', topic.id, {})).json().fields).toHaveProperty('bundle_id');
  });

  it('lets a limited editor move only their own topic into their own unit', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.limited.id });
    const ownUnit = await makeUnit(t.db, course, { creatorId: s.limited.id });
    const othersUnit = await makeUnit(t.db, course, { creatorId: s.editor.id });
    const ownTopic = await makeTopicWithLesson(t.db, othersUnit, { creatorId: s.limited.id });
    const othersTopic = await makeTopicWithLesson(t.db, othersUnit, { creatorId: s.editor.id });
    expect((await move('limited', othersTopic.id, { bundle_id: ownUnit.id })).statusCode).toBe(403);
    const intoOthers = await makeTopicWithLesson(t.db, ownUnit, { creatorId: s.limited.id });
    const refused = await move('limited', intoOthers.id, { bundle_id: othersUnit.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to move this sub-chapter to that unit.');
    expect((await move('limited', ownTopic.id, { bundle_id: ownUnit.id })).statusCode).toBe(200);
  });

  it("refuses a limited editor's own topic that carries someone else's page (they edit only their own content)", async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.limited.id });
    const from = await makeUnit(t.db, course, { creatorId: s.limited.id });
    const to = await makeUnit(t.db, course, { creatorId: s.limited.id });
    const topic = await makeTopicWithLesson(t.db, from, { creatorId: s.limited.id });
    await makePage(t.db, topic, { creatorId: s.editor.id, title: 'Halaman Bu Dewi' });
    const refused = await move('limited', topic.id, { bundle_id: to.id });
    expect(refused.statusCode).toBe(403);
    const shown = await t.app.inject({ url: `/content/topics/${topic.id}`, headers: await headersFor(t.db, s.admin) });
    expect(shown.json().bundle_id).toBe(from.id);
    expect((await move('editor', topic.id, { bundle_id: to.id })).statusCode).toBe(200);
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const course = await makeCourse(t.db, s.org.id);
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, course), { creatorId: s[who].id });
    const to = await makeUnit(t.db, course, { creatorId: s[who].id });
    expect((await move(who, topic.id, { bundle_id: to.id })).statusCode).toBe(403);
  });

  it('refuses moving into or out of a course not shared with the actor', async () => {
    const open = await makeCourse(t.db, s.org.id);
    const shared = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true });
    const inOpen = await makeTopicWithLesson(t.db, await makeUnit(t.db, open));
    const sharedUnit = await makeUnit(t.db, shared);
    const into = await move('editor', inOpen.id, { bundle_id: sharedUnit.id });
    expect(into.statusCode).toBe(403);
    expect(into.json().message).toBe('This course is shared with selected users only.');
    const inShared = await makeTopicWithLesson(t.db, sharedUnit);
    expect((await move('editor', inShared.id, { bundle_id: (await makeUnit(t.db, open)).id })).statusCode).toBe(403);
    expect((await move('admin', inOpen.id, { bundle_id: sharedUnit.id })).statusCode).toBe(200);
  });

  it("answers 404 for another organization's topic and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, other.org.id)));
    const mine = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    expect((await move('admin', topic.id, { bundle_id: mine.id })).statusCode).toBe(404);
    expect((await move(null, topic.id, { bundle_id: mine.id })).statusCode).toBe(401);
  });
});
