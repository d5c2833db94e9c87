import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topics } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('PUT /content/topics/reorder.json on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const reorder = async (who: SchoolRole | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/content/topics/reorder.json', headers: who ? await headersFor(t.db, s[who]) : {}, payload });

  async function unitWithTopics(unitCreator: number | null = null, courseOpts: Parameters<typeof makeCourse>[2] = {}) {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id, courseOpts), { creatorId: unitCreator });
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await makeTopicWithLesson(t.db, unit, { position: i })).id);
    return { unit, ids };
  }
  const stored = async (unitId: number) =>
    (await t.db.select().from(topics).where(eq(topics.bundleId, unitId)).orderBy(asc(topics.position))).map((x) => [x.id, x.position, x.lockVersion]);

  it('rewrites the positions in the given order without touching lock_version', async () => {
    const { unit, ids } = await unitWithTopics();
    const order = [ids[3]!, ids[1]!, ids[0]!, ids[2]!];
    const res = await reorder('publisher', { bundle_id: unit.id, order });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bundle_id: unit.id, order });
    expect(await stored(unit.id)).toEqual(order.map((id, i) => [id, i, 0]));
  });

  it.each([
    ['a topic left out', (ids: number[]) => ids.slice(1)],
    ['a topic twice', (ids: number[]) => [...ids, ids[0]!]],
    ['a repeated topic in place of another', (ids: number[]) => [ids[0]!, ids[0]!, ids[2]!, ids[3]!]],
    ['a topic of another unit', (ids: number[], foreign: number) => [...ids.slice(1), foreign]],
  ])('answers 422 on order with %s and changes nothing', async (_label, build) => {
    const { unit, ids } = await unitWithTopics();
    const foreign = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));
    const before = await stored(unit.id);
    const res = await reorder('admin', { bundle_id: unit.id, order: build(ids, foreign.id) });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ order: 'Must list every item exactly once' });
    expect(await stored(unit.id)).toEqual(before);
  });

  it('answers 422 for an empty order or a missing unit id', async () => {
    const { unit } = await unitWithTopics();
    expect((await reorder('admin', { bundle_id: unit.id, order: [] })).json().fields).toHaveProperty('order');
    expect((await reorder('admin', { order: [1] })).json().fields).toHaveProperty('bundle_id');
  });

  it("lets a limited editor reorder their own unit's topics only", async () => {
    const own = await unitWithTopics(s.limited.id);
    const others = await unitWithTopics(s.editor.id);
    expect((await reorder('limited', { bundle_id: own.unit.id, order: [...own.ids].reverse() })).statusCode).toBe(200);
    expect((await reorder('limited', { bundle_id: others.unit.id, order: [...others.ids].reverse() })).statusCode).toBe(403);
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const { unit, ids } = await unitWithTopics(s[who].id);
    expect((await reorder(who, { bundle_id: unit.id, order: ids })).statusCode).toBe(403);
  });

  it('refuses users a shared course is not shared with', async () => {
    const { unit, ids } = await unitWithTopics(null, { creatorId: s.admin.id, shareEnabled: true });
    expect((await reorder('editor', { bundle_id: unit.id, order: ids })).statusCode).toBe(403);
  });

  it("answers 404 for another organization's unit and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const unit = await makeUnit(t.db, await makeCourse(t.db, other.org.id));
    const topic = await makeTopicWithLesson(t.db, unit);
    expect((await reorder('admin', { bundle_id: unit.id, order: [topic.id] })).statusCode).toBe(404);
    expect((await reorder(null, { bundle_id: unit.id, order: [topic.id] })).statusCode).toBe(401);
  });
});
