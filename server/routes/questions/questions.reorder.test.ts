import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeQuestion, questionSchool, type QuestionSchool, type SchoolRole } from '../../test/questionFactories.ts';

describe.each(testDatabaseKinds())('PUT /map/topics/{id}/questions/reorder.json on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t.close());

  const reorder = async (who: SchoolRole | null, topicId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/map/topics/${topicId}/questions/reorder.json`, headers: who ? await s.as(who) : {}, payload });
  /** A topic of `creatorId` with three questions; their ids in position order. */
  const topicWithThree = async (creatorId: number = s.admin.id) => {
    const topic = await s.topic(creatorId);
    const ids = [];
    for (let position = 0; position < 3; position++) ids.push((await makeQuestion(t.db, topic, { position })).id);
    return { topic, ids };
  };
  const order = async (topicId: number) =>
    (await t.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(asc(questions.position))).map((q) => [q.id, q.position, q.lockVersion]);

  it('puts the questions in the given order without bumping their versions', async () => {
    const { topic, ids: [a, b, c] } = await topicWithThree();
    const res = await reorder('editor', topic.id, { order: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ topic_id: topic.id, order: [c, a, b] });
    expect(await order(topic.id)).toEqual([
      [c, 0, 0],
      [a, 1, 0],
      [b, 2, 0],
    ]);
  });

  it.each([
    ['a question missing', (ids: number[]) => ids.slice(0, 2)],
    ['a question twice', (ids: number[]) => [ids[0], ids[0], ids[1], ids[2]]],
    ['a question of another topic', (ids: number[]) => [...ids.slice(0, 2), 99_999_999]],
  ])('answers 422 for an order with %s and changes nothing', async (_label, make) => {
    const { topic, ids } = await topicWithThree();
    const res = await reorder('editor', topic.id, { order: make(ids) });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ order: 'Must list every item exactly once' });
    expect((await order(topic.id)).map(([id]) => id)).toEqual(ids);
  });

  it('answers 422 for an empty or malformed order', async () => {
    const { topic } = await topicWithThree();
    expect((await reorder('editor', topic.id, { order: [] })).statusCode).toBe(422);
    expect((await reorder('editor', topic.id, { order: ['x'] })).statusCode).toBe(422);
  });

  it("lets a limited editor reorder their own topic's questions only", async () => {
    const own = await topicWithThree(s.limited.id);
    expect((await reorder('limited', own.topic.id, { order: [...own.ids].reverse() })).statusCode).toBe(200);
    const others = await topicWithThree();
    const refused = await reorder('limited', others.topic.id, { order: [...others.ids].reverse() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to reorder the questions of this topic.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const { topic, ids } = await topicWithThree(s[who].id);
    expect((await reorder(who, topic.id, { order: ids })).statusCode).toBe(403);
  });

  it("answers 404 for another organization's topic and 401 without a session", async () => {
    const other = await questionSchool(t.db);
    const topic = await other.topic();
    const q = await makeQuestion(t.db, topic);
    expect((await reorder('admin', topic.id, { order: [q.id] })).statusCode).toBe(404);
    expect((await reorder(null, topic.id, { order: [q.id] })).statusCode).toBe(401);
  });
});
