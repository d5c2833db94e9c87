import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passages, questions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makePassage, makeQuestion, questionSchool, type QuestionSchool, type SchoolRole } from '../../test/questionFactories.ts';

describe.each(testDatabaseKinds())('DELETE /map/passages/{id} on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t.close());

  const remove = async (who: SchoolRole | null, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/map/passages/${id}`, headers: who ? await s.as(who) : {} });

  it('deletes the passage; its questions stay, unlinked and bumped; later passages move up', async () => {
    const topic = await s.topic();
    const doomed = await makePassage(t.db, topic, { position: 0, creatorId: s.editor.id });
    const next = await makePassage(t.db, topic, { position: 1 });
    const linked = await makeQuestion(t.db, topic, { passageId: doomed.id });
    const unrelated = await makeQuestion(t.db, topic, { passageId: next.id, position: 1 });
    expect((await remove('editor', doomed.id)).statusCode).toBe(204);
    expect((await t.db.select().from(passages).where(eq(passages.topicId, topic.id)).orderBy(asc(passages.position))).map((p) => [p.id, p.position])).toEqual([[next.id, 0]]);
    const [after] = await t.db.select().from(questions).where(eq(questions.id, linked.id));
    expect(after).toMatchObject({ passageId: null, lockVersion: linked.lockVersion + 1 });
    const [other] = await t.db.select().from(questions).where(eq(questions.id, unrelated.id));
    expect(other).toMatchObject({ passageId: next.id, lockVersion: unrelated.lockVersion });
    expect((await remove('editor', doomed.id)).statusCode).toBe(404);
  });

  it("lets only admins delete others' passages; team roles delete their own", async () => {
    const topic = await s.topic();
    for (const who of ['publisher', 'editor', 'limited'] as const) {
      const refused = await remove(who, (await makePassage(t.db, topic, { creatorId: s.admin.id })).id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to delete this passage.');
      expect((await remove(who, (await makePassage(t.db, topic, { creatorId: s[who].id })).id)).statusCode).toBe(204);
    }
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    expect((await remove(who, (await makePassage(t.db, await s.topic(), { creatorId: s[who].id })).id)).statusCode).toBe(403);
  });

  it('refuses to delete a passage imported from the provider', async () => {
    const passage = await makePassage(t.db, await s.topic(), { source: 'provider' });
    const res = await remove('admin', passage.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Question references imported from the provider's courses are not editable.");
  });

  it("answers 404 for another organization's passage and 401 without a session", async () => {
    const passage = await makePassage(t.db, await (await questionSchool(t.db)).topic());
    expect((await remove('admin', passage.id)).statusCode).toBe(404);
    expect((await remove(null, passage.id)).statusCode).toBe(401);
  });
});
