import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, questions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fullQuestion, makeQuestion, questionSchool, type QuestionSchool, type SchoolRole } from '../../test/questionFactories.ts';

describe.each(testDatabaseKinds())('DELETE /map/questions/{id} on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t.close());

  const remove = async (who: SchoolRole | null, id: number, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'DELETE', url: `/map/questions/${id}`, headers: { ...(who ? await s.as(who) : {}), ...extra } });
  const rowsOf = (topicId: number) =>
    t.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(asc(questions.position));

  it('deletes the question with its parts; later questions move up, its neighbours are unlinked and bumped', async () => {
    const topic = await s.topic();
    const res = await t.app.inject({ method: 'POST', url: '/map/questions', headers: await s.as('editor'), payload: { topic_id: topic.id, ...fullQuestion('multiple_choice') } });
    const doomed = res.json();
    const before = await makeQuestion(t.db, topic, { position: 1 });
    const after = await makeQuestion(t.db, topic, { position: 2, precedingQuestionId: doomed.id });
    await t.db.update(questions).set({ precedingQuestionId: before.id }).where(eq(questions.id, doomed.id));
    // The creator deletes it (an editor deletes only what they created).
    const deleted = await remove('editor', doomed.id);
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(answers).where(eq(answers.questionId, doomed.id))).toEqual([]);
    const rest = await rowsOf(topic.id);
    expect(rest.map((q) => [q.id, q.position])).toEqual([
      [before.id, 0],
      [after.id, 1],
    ]);
    // Both neighbours in the chain changed: their open editors must not write the old links back.
    expect(rest[0]).toMatchObject({ lockVersion: before.lockVersion + 1 });
    expect(rest[1]).toMatchObject({ precedingQuestionId: null, lockVersion: after.lockVersion + 1 });
    expect((await remove('editor', doomed.id)).statusCode).toBe(404);
  });

  it("lets only admins delete others' questions; team roles delete their own", async () => {
    const topic = await s.topic();
    for (const who of ['publisher', 'editor', 'limited'] as const) {
      const others = await makeQuestion(t.db, topic, { creatorId: s.admin.id });
      const refused = await remove(who, others.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to delete this question.');
      const own = await makeQuestion(t.db, topic, { creatorId: s[who].id });
      expect((await remove(who, own.id)).statusCode).toBe(204);
    }
    expect((await remove('admin', (await makeQuestion(t.db, topic, { creatorId: s.editor.id })).id)).statusCode).toBe(204);
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const q = await makeQuestion(t.db, await s.topic(), { creatorId: s[who].id });
    expect((await remove(who, q.id)).statusCode).toBe(403);
  });

  it('refuses to delete a question imported from the provider, in both languages', async () => {
    const q = await makeQuestion(t.db, await s.topic(), { source: 'provider' });
    const en = await remove('admin', q.id);
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe("Question references imported from the provider's courses are not editable.");
    expect((await remove('admin', q.id, { 'accept-language': 'id' })).json().message).toBe('Referensi soal yang diimpor dari kursus penyedia tidak dapat diedit.');
    expect(await t.db.select().from(questions).where(eq(questions.id, q.id))).toHaveLength(1);
  });

  it("answers 404 for another organization's question and 401 without a session", async () => {
    const other = await questionSchool(t.db);
    const q = await makeQuestion(t.db, await other.topic());
    expect((await remove('admin', q.id)).statusCode).toBe(404);
    expect((await remove(null, q.id)).statusCode).toBe(401);
  });
});
