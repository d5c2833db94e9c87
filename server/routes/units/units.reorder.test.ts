import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('PUT /content/bundles/reorder.json on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const reorder = async (who: SchoolRole | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/content/bundles/reorder.json', headers: who ? await headersFor(t.db, s[who]) : {}, payload });

  async function courseWithUnits(opts: Parameters<typeof makeCourse>[2] = {}, unitCreator: number | null = null) {
    const course = await makeCourse(t.db, s.org.id, opts);
    const units = [];
    for (let i = 0; i < 3; i++) units.push(await makeUnit(t.db, course, { position: i, creatorId: unitCreator }));
    return { course, ids: units.map((u) => u.id) };
  }
  const storedOrder = async (courseId: number) =>
    (await t.db.select().from(bundles).where(eq(bundles.courseId, courseId)).orderBy(asc(bundles.position))).map((b) => [b.id, b.position, b.lockVersion]);

  it('rewrites the positions in the given order without touching lock_version', async () => {
    const { course, ids } = await courseWithUnits();
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await reorder('editor', { course_id: course.id, order });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ course_id: course.id, order });
    expect(await storedOrder(course.id)).toEqual(order.map((id, i) => [id, i, 0]));
    const shown = await t.app.inject({ url: `/content/bundles/${ids[2]}`, headers: await headersFor(t.db, s.editor) });
    expect(shown.json().position).toBe(0);
  });

  it.each([
    ['a unit left out', (ids: number[]) => [ids[0], ids[1]]],
    ['a unit twice', (ids: number[]) => [ids[0], ids[1], ids[1]]],
    ['a unit twice instead of another', (ids: number[]) => [ids[0], ids[0], ids[1]]],
    ['a unit of another course', (ids: number[], foreign: number) => [ids[0], ids[1], ids[2], foreign]],
    ['another course’s unit in place of one', (ids: number[], foreign: number) => [ids[0], ids[1], foreign]],
  ])('answers 422 on order with %s and changes nothing', async (_label, build) => {
    const { course, ids } = await courseWithUnits();
    const foreign = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const before = await storedOrder(course.id);
    const res = await reorder('admin', { course_id: course.id, order: build(ids, foreign.id) });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ order: 'Must list every item exactly once' });
    expect(await storedOrder(course.id)).toEqual(before);
  });

  it('answers 422 for an empty order and for ids that are not numbers', async () => {
    const { course } = await courseWithUnits();
    expect((await reorder('admin', { course_id: course.id, order: [] })).json().fields).toHaveProperty('order');
    expect((await reorder('admin', { course_id: course.id, order: ['a'] })).statusCode).toBe(422);
    expect((await reorder('admin', { order: [1] })).json().fields).toHaveProperty('course_id');
  });

  it("lets a limited editor reorder their own course's units only", async () => {
    const own = await courseWithUnits({ creatorId: s.limited.id });
    const others = await courseWithUnits({ creatorId: s.editor.id }, s.limited.id);
    expect((await reorder('limited', { course_id: own.course.id, order: [...own.ids].reverse() })).statusCode).toBe(200);
    expect((await reorder('limited', { course_id: others.course.id, order: [...others.ids].reverse() })).statusCode).toBe(403);
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const { course, ids } = await courseWithUnits({ creatorId: s[who].id });
    expect((await reorder(who, { course_id: course.id, order: ids })).statusCode).toBe(403);
  });

  it('refuses users a shared course is not shared with', async () => {
    const { course, ids } = await courseWithUnits({ creatorId: s.admin.id, shareEnabled: true });
    expect((await reorder('publisher', { course_id: course.id, order: ids })).statusCode).toBe(403);
  });

  it("answers 404 for another organization's course and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const course = await makeCourse(t.db, other.org.id);
    const unit = await makeUnit(t.db, course);
    expect((await reorder('admin', { course_id: course.id, order: [unit.id] })).statusCode).toBe(404);
    expect((await reorder(null, { course_id: course.id, order: [unit.id] })).statusCode).toBe(401);
  });
});
