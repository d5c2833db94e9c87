import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTag, makeTopicWithLesson, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('POST /content/topics on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const create = async (who: SchoolRole | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/content/topics', headers: who ? await headersFor(t.db, s[who]) : {}, payload });

  it('creates the topic last in its unit, with its lesson', async () => {
    const g7 = await makeTag(t.db, s.org.id, 'G7', 'grade');
    const course = await makeCourse(t.db, s.org.id, { name: 'IPA Terpadu', tagIds: [g7.id] });
    const unit = await makeUnit(t.db, course, { name: 'Zat' });
    await makeTopicWithLesson(t.db, unit, { position: 3 });
    const res = await create('editor', { bundle_id: unit.id, name: ' Wujud zat ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Wujud zat',
      bundle_id: unit.id,
      bundle_name: 'Zat',
      course_id: course.id,
      course_name: 'IPA Terpadu',
      organization_id: s.org.id,
      grades: [{ id: g7.id, name: 'G7', type: 'grade' }],
      shuffle_answers: false,
      shuffle_questions: false,
      questions_label: null,
      status: 'unpublished',
      accessible: true,
      creator_id: s.editor.id,
      position: 4,
      school_assessment_course: false,
      chapters_count: 0,
      questions_count: 0,
      passages_count: 0,
      points: null,
      lock_version: 0,
    });
    const lessonRows = await t.db.select().from(lessons).where(eq(lessons.topicId, body.id));
    expect(lessonRows).toHaveLength(1);
  });

  it('gives topics created at the same time their own positions', async () => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const replies = await Promise.all([1, 2, 3].map((i) => create('admin', { bundle_id: unit.id, name: `Subbab ${i}` })));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(replies.map((r) => r.json().position).sort()).toEqual([0, 1, 2]);
  });

  it("lets a limited editor create in their own unit only", async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.limited.id });
    const own = await makeUnit(t.db, course, { creatorId: s.limited.id });
    const others = await makeUnit(t.db, course, { creatorId: s.editor.id });
    expect((await create('limited', { bundle_id: own.id, name: 'Milik saya' })).statusCode).toBe(201);
    const refused = await create('limited', { bundle_id: others.id, name: 'Bukan' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to create sub-chapters in this unit.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id, { creatorId: s[who].id }), { creatorId: s[who].id });
    expect((await create(who, { bundle_id: unit.id, name: 'X' })).statusCode).toBe(403);
  });

  it('refuses users a shared course is not shared with, and lets selected users in', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true, sharedWith: [s.editor.id] });
    const unit = await makeUnit(t.db, course);
    expect((await create('publisher', { bundle_id: unit.id, name: 'X' })).statusCode).toBe(403);
    expect((await create('editor', { bundle_id: unit.id, name: 'Y' })).statusCode).toBe(201);
  });

  it("answers 404 for another organization's unit and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const unit = await makeUnit(t.db, await makeCourse(t.db, other.org.id));
    expect((await create('admin', { bundle_id: unit.id, name: 'X' })).statusCode).toBe(404);
    expect((await create(null, { bundle_id: unit.id, name: 'X' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name'],
    ['a name over 255 characters', { name: 'x'.repeat(256) }, 'name'],
    ['no unit', { bundle_id: undefined, name: 'X' }, 'bundle_id'],
  ])('answers 422 for %s', async (_label, payload, field) => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const res = await create('admin', { bundle_id: unit.id, ...payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty(field);
  });
});
