import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makePage, makeLessonTopic, sessions } from '../../test/pageFactories.ts';
import { makeSchool, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

describe.each(testDatabaseKinds())('PUT /content/topics/{id}/chapters/reorder.json on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const reorder = async (who: SchoolRole | null, topicId: number, body: unknown) =>
    t.app.inject({ method: 'PUT', url: `/content/topics/${topicId}/chapters/reorder.json`, payload: body as object, headers: who ? await headers(who) : {} });
  const order = async (topicId: number) =>
    (await t.db.select().from(chapters).where(eq(chapters.topicId, topicId)).orderBy(asc(chapters.position))).map((c) => [c.id, c.position, c.lockVersion]);

  async function threePages(creatorId: number | null = null) {
    const { topic } = await makeLessonTopic(t.db, s.org.id, { creatorId });
    const pages = [];
    for (let position = 0; position < 3; position++) pages.push(await makePage(t.db, topic, { position }));
    return { topic, ids: pages.map((p) => p.id) };
  }

  it("rewrites the topic's page positions without bumping their versions", async () => {
    const { topic, ids } = await threePages();
    const [a, b, c] = ids as [number, number, number];
    const res = await reorder('editor', topic.id, { order: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ topic_id: topic.id, order: [c, a, b] });
    expect(await order(topic.id)).toEqual([
      [c, 0, 0],
      [a, 1, 0],
      [b, 2, 0],
    ]);
  });

  it('refuses an order that does not list every page of the topic exactly once', async () => {
    const { topic, ids } = await threePages();
    const [a, b, c] = ids as [number, number, number];
    const elsewhere = await makePage(t.db, (await makeLessonTopic(t.db, s.org.id)).topic);
    for (const wrong of [[a, b], [a, b, c, c], [a, b, elsewhere.id], [a, b, c, elsewhere.id]]) {
      const res = await reorder('editor', topic.id, { order: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ order: 'Must list every item exactly once' });
    }
    const empty = await reorder('editor', topic.id, { order: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toHaveProperty('order');
    expect((await order(topic.id)).map(([id]) => id)).toEqual([a, b, c]);
  });

  it("lets a limited editor reorder the pages of their own topic only", async () => {
    const own = await threePages(s.limited.id);
    expect((await reorder('limited', own.topic.id, { order: [...own.ids].reverse() })).statusCode).toBe(200);
    const others = await threePages(s.editor.id);
    const refused = await reorder('limited', others.topic.id, { order: [...others.ids].reverse() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to reorder the pages of this sub-chapter.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const { topic, ids } = await threePages(s[who].id);
    expect((await reorder(who, topic.id, { order: [...ids].reverse() })).statusCode).toBe(403);
    expect((await order(topic.id)).map(([id]) => id)).toEqual(ids);
  });

  it("answers 404 for another organization's topic and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const { topic } = await makeLessonTopic(t.db, other.org.id);
    const page = await makePage(t.db, topic);
    expect((await reorder('admin', topic.id, { order: [page.id] })).statusCode).toBe(404);
    expect((await reorder(null, topic.id, { order: [page.id] })).statusCode).toBe(401);
  });
});
