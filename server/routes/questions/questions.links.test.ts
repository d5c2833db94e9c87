// Preceding and succeeding question links (spec §3, §5): positions in replies, chains of one
// successor each, and circles refused on the field that would close them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fullQuestion, makeQuestion, questionSchool, type QuestionSchool } from '../../test/questionFactories.ts';

const CIRCULAR = 'These questions would be linked in a circle. Choose another question.';
const SELF = 'A question cannot be linked to itself';

describe.each(testDatabaseKinds())('question links on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db);
  });
  afterAll(() => t.close());

  const row = async (id: number) => (await t.db.select().from(questions).where(eq(questions.id, id)))[0]!;
  const read = async (id: number) => (await t.app.inject({ method: 'GET', url: `/map/questions/${id}`, headers: await s.as('editor') })).json();
  /** Saves a valid true/false document over the question at its stored version, with `links`. */
  const link = async (id: number, links: { preceding_question_id?: number | null; succeeding_question_id?: number | null }) =>
    t.app.inject({
      method: 'PUT',
      url: `/map/questions/${id}`,
      headers: await s.as('editor'),
      payload: { ...fullQuestion('true_or_false'), ...links, lock_version: (await row(id)).lockVersion },
    });
  /** A topic with questions at positions 0, 1, 2 … */
  const topicWith = async (n: number) => {
    const topic = await s.topic();
    const made = [];
    for (let position = 0; position < n; position++) made.push(await makeQuestion(t.db, topic, { position }));
    return { topic, ids: made.map((q) => q.id) };
  };

  it('links a question after another and shows both positions', async () => {
    const { ids: [a, b, c] } = await topicWith(3);
    const res = await link(c!, { preceding_question_id: a! });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ preceding_question_id: a, preceding_question_position: 0, succeeding_question_id: null, succeeding_question_position: null });
    expect(await read(a!)).toMatchObject({ succeeding_question_id: c, succeeding_question_position: 2, preceding_question_id: null });
    expect(await read(b!)).toMatchObject({ preceding_question_id: null, succeeding_question_id: null });
  });

  it('refuses a→b→a with the circular-linking message, changing nothing', async () => {
    const { ids: [a, b] } = await topicWith(2);
    expect((await link(b!, { preceding_question_id: a! })).statusCode).toBe(200);
    const before = await row(a!);
    const res = await link(a!, { preceding_question_id: b! });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ preceding_question_id: CIRCULAR });
    expect(await row(a!)).toEqual(before);
  });

  it('refuses a longer circle a→b→c→a', async () => {
    const { ids: [a, b, c] } = await topicWith(3);
    await link(b!, { preceding_question_id: a! });
    await link(c!, { preceding_question_id: b! });
    const res = await link(a!, { preceding_question_id: c! });
    expect(res.json().fields).toEqual({ preceding_question_id: CIRCULAR });
  });

  it('refuses a question preceding or succeeding itself', async () => {
    const { ids: [a] } = await topicWith(1);
    const preceding = await link(a!, { preceding_question_id: a! });
    expect(preceding.statusCode).toBe(422);
    expect(preceding.json().fields).toEqual({ preceding_question_id: SELF });
    expect((await link(a!, { succeeding_question_id: a! })).json().fields).toEqual({ succeeding_question_id: SELF });
  });

  it('refuses a succeeding question that would close a circle', async () => {
    const { ids: [a, b, c] } = await topicWith(3);
    await link(b!, { preceding_question_id: a! });
    await link(c!, { preceding_question_id: b! });
    const res = await link(c!, { preceding_question_id: b!, succeeding_question_id: a! });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ succeeding_question_id: CIRCULAR });
  });

  it('refuses links to questions of another topic', async () => {
    const { ids: [a] } = await topicWith(1);
    const { ids: [elsewhere] } = await topicWith(1);
    expect((await link(a!, { preceding_question_id: elsewhere! })).json().fields).toEqual({ preceding_question_id: 'Choose one from this topic' });
    expect((await link(a!, { succeeding_question_id: elsewhere! })).json().fields).toEqual({ succeeding_question_id: 'Choose one from this topic' });
    expect((await link(a!, { preceding_question_id: 99_999_999 })).statusCode).toBe(422);
  });

  it('keeps one successor per question: the one displaced is unlinked and its editor gets 409', async () => {
    const { ids: [a, b, c] } = await topicWith(3);
    await link(b!, { preceding_question_id: a! });
    const bLoaded = await read(b!);
    expect((await link(c!, { preceding_question_id: a! })).statusCode).toBe(200);
    expect(await row(b!)).toMatchObject({ precedingQuestionId: null, lockVersion: bLoaded.lock_version + 1 });
    expect((await read(a!)).succeeding_question_id).toBe(c);
    // b's editor still shows "after a": its save must not silently take a back.
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/map/questions/${b}`,
      headers: await s.as('editor'),
      payload: { ...fullQuestion('true_or_false'), preceding_question_id: a, lock_version: bLoaded.lock_version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.preceding_question_id).toBeNull();
  });

  it('bumps the question a new follower attaches to, so its open editor cannot undo the link', async () => {
    const { ids: [a, b] } = await topicWith(2);
    const aLoaded = await read(a!);
    expect(aLoaded.succeeding_question_id).toBeNull();
    expect((await link(b!, { preceding_question_id: a! })).statusCode).toBe(200);
    expect((await row(a!)).lockVersion).toBe(aLoaded.lock_version + 1);
    // a's editor still shows "nothing follows": its save would unlink b.
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/map/questions/${a}`,
      headers: await s.as('editor'),
      payload: { ...fullQuestion('true_or_false'), succeeding_question_id: null, lock_version: aLoaded.lock_version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.succeeding_question_id).toBe(b);
    expect((await row(b!)).precedingQuestionId).toBe(a);
  });

  it('sets, keeps and clears the succeeding question', async () => {
    const { ids: [a, b, c] } = await topicWith(3);
    await link(b!, { preceding_question_id: a! });
    const linked = await link(a!, { succeeding_question_id: c! });
    expect(linked.json()).toMatchObject({ succeeding_question_id: c, succeeding_question_position: 2 });
    expect((await row(b!)).precedingQuestionId).toBeNull();
    expect((await row(c!)).precedingQuestionId).toBe(a);
    // Absent: left as it is.
    expect((await link(a!, {})).json().succeeding_question_id).toBe(c);
    // Null: nothing follows any more.
    expect((await link(a!, { succeeding_question_id: null })).json().succeeding_question_id).toBeNull();
    expect((await row(c!)).precedingQuestionId).toBeNull();
  });

  it('creates a question between two linked ones', async () => {
    const { topic, ids: [a, c] } = await topicWith(2);
    await link(c!, { preceding_question_id: a! });
    const res = await t.app.inject({
      method: 'POST',
      url: '/map/questions',
      headers: await s.as('editor'),
      payload: { topic_id: topic.id, ...fullQuestion('true_or_false'), preceding_question_id: a, succeeding_question_id: c },
    });
    expect(res.statusCode).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({ preceding_question_id: a, preceding_question_position: 0, succeeding_question_id: c, succeeding_question_position: 1, position: 2 });
    expect((await read(a!)).succeeding_question_id).toBe(b.id);
  });

  it('refuses to create a question that would close a circle, and creates nothing', async () => {
    const { topic, ids: [x, y] } = await topicWith(2);
    await link(x!, { preceding_question_id: y! });
    const res = await t.app.inject({
      method: 'POST',
      url: '/map/questions',
      headers: await s.as('editor'),
      payload: { topic_id: topic.id, ...fullQuestion('true_or_false'), preceding_question_id: x, succeeding_question_id: y },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ succeeding_question_id: CIRCULAR });
    expect(await t.db.select().from(questions).where(eq(questions.topicId, topic.id))).toHaveLength(2);
  });
});
