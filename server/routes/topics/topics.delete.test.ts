import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type SchoolRole } from '../../test/contentFactories.ts';
import { topicContents } from '../../test/queries.ts';

describe.each(testDatabaseKinds())('DELETE /content/topics/{id} on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const remove = async (who: SchoolRole | null, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/content/topics/${id}`, headers: who ? await headersFor(t.db, s[who]) : {} });

  it('deletes the topic and everything under it, and nothing of its sibling', async () => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    const topic = await makeTopicWithLesson(t.db, unit);
    const sibling = await makeTopicWithLesson(t.db, unit, { position: 1 });
    await fillTopic(t.db, topic, { pages: 3, passages: 2, points: [1, 2, 3], links: 1, assignmentUsages: 1 });
    await fillTopic(t.db, sibling, { pages: 1, passages: 1, points: [1], links: 1, assignmentUsages: 1 });
    const res = await remove('admin', topic.id);
    expect(res.statusCode).toBe(204);

    expect(await topicContents(t.db, [topic])).toEqual({ topics: 0, lessons: 0, chapters: 0, questions: 0, answers: 0, passages: 0, links: 0, assignmentUsages: 0 });
    expect(await topicContents(t.db, [sibling])).toEqual({ topics: 1, lessons: 1, chapters: 1, questions: 1, answers: 1, passages: 1, links: 1, assignmentUsages: 1 });
    expect((await remove('admin', topic.id)).statusCode).toBe(404);
  });

  it('lets team roles delete only their own topics; admins delete any', async () => {
    const unit = await makeUnit(t.db, await makeCourse(t.db, s.org.id));
    for (const who of ['publisher', 'editor', 'limited'] as const) {
      const own = await makeTopicWithLesson(t.db, unit, { creatorId: s[who].id });
      const others = await makeTopicWithLesson(t.db, unit, { creatorId: s.admin.id });
      const refused = await remove(who, others.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to delete this sub-chapter.');
      expect((await remove(who, own.id)).statusCode).toBe(204);
    }
    expect((await remove('admin', (await makeTopicWithLesson(t.db, unit, { creatorId: s.editor.id })).id)).statusCode).toBe(204);
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)), { creatorId: s[who].id });
    expect((await remove(who, topic.id)).statusCode).toBe(403);
  });

  it('refuses users a shared course is not shared with', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true });
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, course), { creatorId: s.editor.id });
    expect((await remove('editor', topic.id)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's topic, 401 without a session, 422 for a bad id", async () => {
    const other = await makeSchool(t.db);
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, other.org.id)));
    expect((await remove('admin', topic.id)).statusCode).toBe(404);
    expect((await remove(null, topic.id)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/content/topics/x', headers: await headersFor(t.db, s.admin) })).statusCode).toBe(422);
  });
});
