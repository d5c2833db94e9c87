import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../../../domain/schemas/questions.ts';
import { answers, questions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { expectedStored, storedOf } from '../../test/questionDocuments.ts';
import { fullQuestion, makeMedia, makePassage, makeQuestion, questionSchool, type QuestionSchool, type SchoolRole } from '../../test/questionFactories.ts';

describe.each(testDatabaseKinds())('POST /map/questions on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t.close());

  const create = async (who: SchoolRole | null, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/map/questions', headers: { ...(who ? await s.as(who) : {}), ...extra }, payload });
  const read = async (id: number) => t.app.inject({ method: 'GET', url: `/map/questions/${id}`, headers: await s.as('editor') });

  it.each(QUESTION_TYPES)('creates a %s question and reads it back intact', async (type) => {
    const topic = await s.topic();
    const image = await makeMedia(t.db, s.org.id);
    const doc = fullQuestion(type, image.id);
    const res = await create('editor', { topic_id: topic.id, ...doc });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ topic_id: topic.id, organization_id: s.org.id, position: 0, status: 'unpublished', source: 'own', read_only: false });
    expect(created).toMatchObject({ creator_id: s.editor.id, lock_version: 0, content: 'Berapakah hasil dari [%x^2%]?' });
    expect(storedOf(created)).toEqual(expectedStored(doc));

    const again = await read(created.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created);
    // Every answer points at its category or group, every response at its premise, by row id.
    for (const a of created.answers) {
      if (a.category_key) expect(created.categories.map((c: { key: string }) => c.key)).toContain(a.category_key);
      if (a.group_key) expect(created.groups.map((g: { key: string }) => g.key)).toContain(a.group_key);
      expect(a.key).toBe(String(a.id));
    }
  });

  it('stores only the parts the type uses', async () => {
    const topic = await s.topic();
    const doc = { ...fullQuestion('multiple_choice'), categories: [{ key: 'x', name: 'Lost' }], premises: [{ key: 'p', content: 'Lost' }] };
    const created = (await create('admin', { topic_id: topic.id, ...doc })).json();
    expect(created.categories).toEqual([]);
    expect(created.premises).toEqual([]);
    expect(created.answers.every((a: { category_key: unknown }) => a.category_key === null)).toBe(true);
  });

  it('puts each new question last in its topic', async () => {
    const topic = await s.topic();
    await makeQuestion(t.db, topic, { position: 0 });
    const replies = await Promise.all([1, 2, 3].map(() => create('admin', { topic_id: topic.id, ...fullQuestion('true_or_false') })));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(replies.map((r) => r.json().position).sort()).toEqual([1, 2, 3]);
  });

  it('sanitizes rich text before storing it', async () => {
    const topic = await s.topic();
    const doc = fullQuestion('multiple_choice');
    const res = await create('editor', {
      topic_id: topic.id,
      ...doc,
      content_html: '<p onclick="steal()">Soal<script>alert(1)</script> <a href="javascript:alert(2)">tautan</a></p>',
      hint: { sections: [{ id: 'h', content_html: '<p>Petunjuk</p><iframe src="https://evil.example/x"></iframe><img src=x onerror="alert(3)">' }] },
      answers: [{ key: 'a', content: '<p>Benar<script>alert(4)</script></p>', correct: true }, { key: 'b', content: '<p>Salah</p>' }],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const stored = JSON.stringify(body);
    for (const bad of ['<script', 'onclick', 'javascript:', 'evil.example', 'onerror']) expect(stored).not.toContain(bad);
    expect(body.content_html).toBe('<p>Soal <a>tautan</a></p>');
    expect(body.answers[0].content).toBe('<p>Benar</p>');
    expect(body.hint.sections[0].content_html).toContain('<p>Petunjuk</p>');
  });

  it('links the question to a passage of its topic, and refuses a passage of another topic', async () => {
    const topic = await s.topic();
    const passage = await makePassage(t.db, topic);
    const linked = await create('editor', { topic_id: topic.id, ...fullQuestion('true_or_false'), passage_id: passage.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().passage_id).toBe(passage.id);

    const elsewhere = await makePassage(t.db, await s.topic());
    const refused = await create('editor', { topic_id: topic.id, ...fullQuestion('true_or_false'), passage_id: elsewhere.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ passage_id: 'Choose one from this topic' });
    const missing = await create('editor', { topic_id: topic.id, ...fullQuestion('true_or_false'), passage_id: 99_999_999 });
    expect(missing.json().fields).toEqual({ passage_id: 'Choose one from this topic' });
    expect(await t.db.select().from(questions).where(eq(questions.topicId, topic.id))).toHaveLength(1);
  });

  it("refuses media that is not the organization's, by field path", async () => {
    const topic = await s.topic();
    const other = await questionSchool(t.db);
    const foreign = await makeMedia(t.db, other.org.id);
    const notMedia = await makeMedia(t.db, s.org.id, 'study_guide');
    const res = await create('editor', {
      topic_id: topic.id,
      ...fullQuestion('multiple_choice', foreign.id),
      sections: [{ id: 's', content_html: `<p><img src="/files/x" data-media-id="${notMedia.id}"></p>` }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      'sections.0.content_html': 'This image or audio file was not found. Upload it again.',
      'answers.2.media_id': 'This image or audio file was not found. Upload it again.',
    });
    const rows = await t.db.select({ id: answers.id }).from(answers).innerJoin(questions, eq(questions.id, answers.questionId)).where(eq(questions.topicId, topic.id));
    expect(rows).toEqual([]);
  });

  it("lets a limited editor create questions in their own topic only", async () => {
    const own = await s.topic(s.limited.id);
    expect((await create('limited', { topic_id: own.id, ...fullQuestion('correct_order') })).statusCode).toBe(201);
    const refused = await create('limited', { topic_id: (await s.topic()).id, ...fullQuestion('correct_order') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to create questions in this topic.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const topic = await s.topic(s[who].id);
    expect((await create(who, { topic_id: topic.id, ...fullQuestion('true_or_false') })).statusCode).toBe(403);
  });

  it("answers 404 for another organization's topic and 401 without a session", async () => {
    const other = await questionSchool(t.db);
    const topic = await other.topic();
    expect((await create('admin', { topic_id: topic.id, ...fullQuestion('true_or_false') })).statusCode).toBe(404);
    expect((await create(null, { topic_id: topic.id, ...fullQuestion('true_or_false') })).statusCode).toBe(401);
  });

  it('answers 422 in Indonesian for an Indonesian caller', async () => {
    const topic = await s.topic();
    const res = await create('editor', { topic_id: topic.id, ...fullQuestion('multiple_choice'), content_html: '<p> </p>', sections: [] }, { 'accept-language': 'id' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Beberapa isian tidak valid.', fields: { content_html: 'Wajib diisi' } });
  });
});
