// topicDocuments answers each topic's pages, questions and passages exactly as their own GET
// routes do, in order, in a fixed number of statements whatever the number of topics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../../domain/schemas/questions.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { makePage } from '../test/pageFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { countQueries } from '../test/queries.ts';
import { fullQuestion, makeMedia, makePassage, questionSchool, type QuestionSchool } from '../test/questionFactories.ts';
import { topicDocuments } from './topicDocuments.ts';

describe.each(testDatabaseKinds())('topicDocuments on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await questionSchool(t.db, { pointsEnabled: true });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: await s.as('admin') });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  const createQuestion = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/map/questions', headers: await s.as('admin'), payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  it('answers what the GET routes answer, by position, topic by topic', async () => {
    const [first, second, empty] = [await s.topic(), await s.topic(), await s.topic()];
    const image = await makeMedia(t.db, s.org.id);
    // Pages stored out of order: position decides.
    const pages = [
      await makePage(t.db, first, { position: 2, title: 'Tiga' }),
      await makePage(t.db, first, { position: 0, title: 'Satu', sections: [{ id: 's', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>x</p>' }] }),
      await makePage(t.db, first, { position: 1, type: 'video', title: 'Dua', content: '', videoUrl: 'youtube:dQw4w9WgXcQ' }),
      await makePage(t.db, second, { position: 0 }),
    ];
    const passage = await makePassage(t.db, first, { position: 0 });
    const other = await makePassage(t.db, second, { position: 0 });
    const made: number[] = [];
    for (const type of QUESTION_TYPES) made.push((await createQuestion({ topic_id: first.id, ...fullQuestion(type, image.id), passage_id: passage.id })).id);
    // A linked pair (preceding/succeeding positions come from the links).
    made.push((await createQuestion({ topic_id: first.id, ...fullQuestion('true_or_false'), preceding_question_id: made[0] })).id);
    const secondQuestion = (await createQuestion({ topic_id: second.id, ...fullQuestion('exact_value') })).id;

    const found = await topicDocuments(t.db, [second.id, first.id, empty.id, first.id]);
    expect([...found.keys()].sort()).toEqual([first.id, second.id, empty.id].sort());
    expect(found.get(empty.id)).toEqual({ chapters: [], questions: [], passages: [] });

    const docs = found.get(first.id)!;
    expect(docs.chapters.map((c) => c.title)).toEqual(['Satu', 'Dua', 'Tiga']);
    expect(docs.chapters).toEqual(await Promise.all([pages[1]!, pages[2]!, pages[0]!].map((p) => get(`/content/chapters/${p.id}`))));
    expect(docs.questions.map((q) => q.id)).toEqual(made);
    expect(docs.questions).toEqual(await Promise.all(made.map((id) => get(`/map/questions/${id}`))));
    expect(docs.questions[0]!.succeeding_question_id).toBe(made.at(-1));
    expect(docs.passages).toEqual([await get(`/map/passages/${passage.id}`)]);
    expect(docs.passages[0]!.questions_count).toBe(QUESTION_TYPES.length);

    const seconds = found.get(second.id)!;
    expect(seconds.chapters).toEqual([await get(`/content/chapters/${pages[3]!.id}`)]);
    expect(seconds.questions).toEqual([await get(`/map/questions/${secondQuestion}`)]);
    expect(seconds.passages).toEqual([await get(`/map/passages/${other.id}`)]);
  });

  it('takes the same number of statements for one topic and for many, and none for none', async () => {
    const one = await s.topic();
    await makePage(t.db, one);
    await createQuestion({ topic_id: one.id, ...fullQuestion('multiple_choice') });
    const many: number[] = [];
    for (let i = 0; i < 6; i++) {
      const topic = await s.topic();
      many.push(topic.id);
      await makePage(t.db, topic);
      await makePassage(t.db, topic);
      for (const type of ['categorise', 'matching_choices', 'grouped_choices'] as const) await createQuestion({ topic_id: topic.id, ...fullQuestion(type) });
    }
    const small = await countQueries(t.database, () => topicDocuments(t.db, [one.id]));
    const large = await countQueries(t.database, () => topicDocuments(t.db, many));
    const none = await countQueries(t.database, () => topicDocuments(t.db, []));
    if (small === null) return; // counted on PGlite
    expect(small).toBe(3);
    expect(large).toBe(small);
    expect(none).toBe(0);
  });
});
