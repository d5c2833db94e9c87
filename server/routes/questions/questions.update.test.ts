import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, questionCategories, questions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeUnit, makeCourse, makeTopic } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { expectedStored, storedOf } from '../../test/questionDocuments.ts';
import { documentOf, fullQuestion, makeQuestion, questionSchool, type QuestionSchool, type SchoolRole } from '../../test/questionFactories.ts';

const READ_ONLY_EN = "Question references imported from the provider's courses are not editable.";
const READ_ONLY_ID = 'Referensi soal yang diimpor dari kursus penyedia tidak dapat diedit.';

describe.each(testDatabaseKinds())('GET and PUT /map/questions/{id} on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t.close());

  const headers = async (who: SchoolRole | null, extra: Record<string, string> = {}) => ({ ...(who ? await s.as(who) : {}), ...extra });
  const read = async (who: SchoolRole | null, id: number) => t.app.inject({ method: 'GET', url: `/map/questions/${id}`, headers: await headers(who) });
  const save = async (who: SchoolRole | null, id: number, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/map/questions/${id}`, headers: await headers(who, extra), payload });
  /** A question created through the API by `who` in a topic of `topicCreator`. */
  const created = async (who: SchoolRole = 'editor', type: Parameters<typeof fullQuestion>[0] = 'multiple_choice', topicCreator?: number) => {
    const topic = await s.topic(topicCreator ?? s[who].id);
    const res = await t.app.inject({ method: 'POST', url: '/map/questions', headers: await s.as(who), payload: { topic_id: topic.id, ...fullQuestion(type) } });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it('saves the whole document, bumping lock_version and last_saved_at on every save', async () => {
    const q = await created();
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await t.db.update(questions).set({ lastSavedAt: longAgo }).where(eq(questions.id, q.id));
    const doc = {
      ...documentOf(q),
      content_html: '<p>Ibu kota Indonesia?</p>',
      answers: [...q.answers.slice(0, 2), { key: 'new', content: '<p>Bandung</p>', correct: true }],
      points: 4,
    };
    const first = await save('editor', q.id, doc);
    expect(first.statusCode).toBe(200);
    const saved = first.json();
    expect(saved).toMatchObject({ id: q.id, lock_version: 1, content: 'Ibu kota Indonesia?', points: 4 });
    expect(storedOf(saved)).toEqual(expectedStored(doc as never));
    expect(Date.parse(saved.last_saved_at)).toBeGreaterThan(Date.now() - 60_000);

    // Saving back what was loaded (keys are the new ids) changes nothing but the version.
    const second = await save('editor', q.id, documentOf(saved));
    expect(second.json().lock_version).toBe(2);
    expect(storedOf(second.json())).toEqual(storedOf(saved));
    expect((await read('editor', q.id)).json()).toEqual(second.json());
    // Parts are replaced, not added to.
    expect(await t.db.select().from(answers).where(eq(answers.questionId, q.id))).toHaveLength(3);
  });

  it('clears the old parts when the type changes (the document carries the new ones)', async () => {
    const q = await created('editor', 'categorise');
    const matching = fullQuestion('matching_choices');
    const res = await save('editor', q.id, { ...matching, lock_version: q.lock_version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'matching_choices', answers: [], categories: [] });
    expect(storedOf(res.json())).toEqual(expectedStored(matching));
    expect(await t.db.select().from(questionCategories).where(eq(questionCategories.questionId, q.id))).toEqual([]);
  });

  it('answers 409 to the second of two saves from the same loaded version, keeping the first', async () => {
    const q = await created();
    const tabA = { ...documentOf(q), content_html: '<p>Versi tab A</p>' };
    const tabB = { ...documentOf(q), content_html: '<p>Versi tab B</p>', answers: [{ key: 'x', content: 'B', correct: true }] };
    expect((await save('editor', q.id, tabA)).statusCode).toBe(200);
    const stale = await save('admin', q.id, tabB);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: { id: q.id, content_html: '<p>Versi tab A</p>', lock_version: 1 } });
    expect(stale.json().current.answers).toHaveLength(q.answers.length);
    const stored = (await read('editor', q.id)).json();
    expect(stored.content_html).toBe('<p>Versi tab A</p>');
    expect(storedOf(stored).answers).toEqual(storedOf(q).answers);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const q = await created();
    const [one, two] = await Promise.all([
      save('editor', q.id, { ...documentOf(q), content_html: '<p>Satu</p>' }),
      save('admin', q.id, { ...documentOf(q), content_html: '<p>Dua</p>' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? one.json() : two.json();
    const stored = (await read('editor', q.id)).json();
    expect(stored).toMatchObject({ content_html: winner.content_html, lock_version: 1 });
    expect(await t.db.select().from(answers).where(eq(answers.questionId, q.id))).toHaveLength(q.answers.length);
  });

  it('answers 409 rather than 422 when a stale save is also invalid', async () => {
    const q = await created();
    expect((await save('editor', q.id, documentOf(q))).statusCode).toBe(200);
    const res = await save('editor', q.id, { ...documentOf(q), answers: [] });
    expect(res.statusCode).toBe(409);
  });

  it('answers 422 by field path on a save that breaks a rule, and keeps what was stored', async () => {
    const q = await created();
    const res = await save('editor', q.id, { ...documentOf(q), answers: [{ key: 'a', content: 'Satu' }, { key: 'b', content: 'satu', correct: true }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ 'answers.1.content': 'A question cannot contain duplicate answers' });
    expect((await read('editor', q.id)).json().lock_version).toBe(0);
  });

  it('refuses to change a question imported from the provider, in both languages', async () => {
    const topic = await s.topic();
    const imported = await makeQuestion(t.db, topic, { source: 'provider', creatorId: s.editor.id });
    const got = await read('editor', imported.id);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ source: 'provider', read_only: true });
    const doc = { ...fullQuestion('true_or_false'), lock_version: 0 };
    const en = await save('editor', imported.id, doc);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({ error: 'permission_error', message: READ_ONLY_EN });
    const id = await save('admin', imported.id, doc, { 'accept-language': 'id' });
    expect(id.statusCode).toBe(403);
    expect(id.json().message).toBe(READ_ONLY_ID);
  });

  it("lets a limited editor read any question but save only their own", async () => {
    const own = await created('limited');
    const others = await created('editor', 'multiple_choice', s.limited.id);
    expect((await read('limited', others.id)).statusCode).toBe(200);
    expect((await save('limited', own.id, documentOf(own))).statusCode).toBe(200);
    const refused = await save('limited', others.id, documentOf(others));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to edit this question.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses a save by %s with 403', async (who) => {
    const q = await created();
    expect((await save(who, q.id, documentOf(q))).statusCode).toBe(403);
  });

  it.each(['restricted', 'unapproved'] as const)('refuses reading by %s with 403', async (who) => {
    const q = await created();
    expect((await read(who, q.id)).statusCode).toBe(403);
  });

  it('refuses users a shared course is not shared with', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true });
    const q = await makeQuestion(t.db, await makeTopic(t.db, await makeUnit(t.db, course)));
    const res = await read('editor', q.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This course is shared with selected users only.');
    expect((await read('admin', q.id)).statusCode).toBe(200);
  });

  it("answers 404 for another organization's question and a missing one, 401 without a session", async () => {
    const other = await questionSchool(t.db);
    const q = await makeQuestion(t.db, await other.topic());
    expect((await read('admin', q.id)).statusCode).toBe(404);
    expect((await save('admin', q.id, { ...fullQuestion('true_or_false'), lock_version: 0 })).statusCode).toBe(404);
    expect((await read('admin', 99_999_999)).statusCode).toBe(404);
    expect((await read(null, q.id)).statusCode).toBe(401);
    expect((await save(null, q.id, { ...fullQuestion('true_or_false'), lock_version: 0 })).statusCode).toBe(401);
  });

  it('answers 422 without a lock_version', async () => {
    const q = await created();
    const { lock_version: _, ...doc } = documentOf(q);
    const res = await save('editor', q.id, doc);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('lock_version');
  });
});
