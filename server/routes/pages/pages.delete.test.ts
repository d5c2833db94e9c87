import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, lessons } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makePage, makeLessonTopic, sessions } from '../../test/pageFactories.ts';
import { makeSchool, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

describe.each(testDatabaseKinds())('DELETE /content/chapters/{id} on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const remove = async (who: SchoolRole | null, id: number) => t.app.inject({ method: 'DELETE', url: `/content/chapters/${id}`, headers: who ? await headers(who) : {} });

  it('deletes the page only, and the pages after it move up', async () => {
    const { topic, lesson } = await makeLessonTopic(t.db, s.org.id);
    const sibling = await makeLessonTopic(t.db, s.org.id);
    const [a, b, c] = [await makePage(t.db, topic, { position: 0 }), await makePage(t.db, topic, { position: 1 }), await makePage(t.db, topic, { position: 2 })];
    const elsewhere = await makePage(t.db, sibling.topic, { position: 2 });
    const res = await remove('admin', b!.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const left = await t.db.select().from(chapters).where(inArray(chapters.topicId, [topic.id, sibling.topic.id])).orderBy(asc(chapters.id));
    expect(left.map((r) => [r.id, r.position])).toEqual([
      [a!.id, 0],
      [c!.id, 1],
      [elsewhere.id, 2],
    ]);
    expect(await t.db.select().from(lessons).where(eq(lessons.id, lesson.id))).toHaveLength(1);
    expect((await remove('admin', b!.id)).statusCode).toBe(404);
  });

  it('lets team roles delete only their own pages; admins delete any', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    for (const who of ['publisher', 'editor', 'limited'] as const) {
      const own = await makePage(t.db, topic, { creatorId: s[who].id });
      const others = await makePage(t.db, topic, { creatorId: s.admin.id });
      const refused = await remove(who, others.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to delete this page.');
      expect((await remove(who, own.id)).statusCode).toBe(204);
    }
    expect((await remove('admin', (await makePage(t.db, topic, { creatorId: s.editor.id })).id)).statusCode).toBe(204);
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403, even on their own page', async (who) => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const page = await makePage(t.db, topic, { creatorId: s[who].id });
    expect((await remove(who, page.id)).statusCode).toBe(403);
    expect(await t.db.select().from(chapters).where(eq(chapters.id, page.id))).toHaveLength(1);
  });

  it('refuses users a shared course is not shared with', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id, { course: { creatorId: s.admin.id, shareEnabled: true } });
    const page = await makePage(t.db, topic, { creatorId: s.editor.id });
    expect((await remove('editor', page.id)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's page and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const { topic } = await makeLessonTopic(t.db, other.org.id);
    const page = await makePage(t.db, topic);
    expect((await remove('admin', page.id)).statusCode).toBe(404);
    expect((await remove(null, page.id)).statusCode).toBe(401);
    expect(await t.db.select().from(chapters).where(eq(chapters.id, page.id))).toHaveLength(1);
  });
});
