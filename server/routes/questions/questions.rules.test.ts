// Every §5 rule of a question refused by the server with the field path and message the
// editor shows, one case per rule; nothing is stored when a rule is broken.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../domain/messages/en.json' with { type: 'json' };
import type { ValidationKey } from '../../../domain/messages/index.ts';
import type { QuestionDocumentInput, QuestionType } from '../../../domain/schemas/questions.ts';
import { questions } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { fullQuestion, questionSchool, type QuestionSchool } from '../../test/questionFactories.ts';

type Doc = QuestionDocumentInput;
const text = (key: string, content: string, extra: Record<string, unknown> = {}) => ({ key, content, ...extra });
const many = <T,>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

// [rule, type, change to the valid document, field path, message key]
const rules: [string, QuestionType, (d: Doc) => Doc, string, ValidationKey][] = [
  ['a blank stem', 'multiple_choice', (d) => ({ ...d, content_html: '<p><br></p>', sections: [] }), 'content_html', 'required'],
  ['duplicate answers', 'multiple_choice', (d) => ({ ...d, answers: [text('a', '<p>Paris</p>', { correct: true }), text('b', 'PARIS ')] }), 'answers.1.content', 'answers_duplicate'],
  ['duplicate part keys', 'correct_order', (d) => ({ ...d, answers: [text('a', 'Satu'), text('a', 'Dua')] }), 'answers.1.key', 'invalid'],
  ['more than 26 answers', 'correct_order', (d) => ({ ...d, answers: many(27, (i) => text(`a${i}`, `Item ${i}`)) }), 'answers', 'answers_max'],
  ['no valid answer', 'multiple_choice', (d) => ({ ...d, answers: [text('a', '<p> </p>', { correct: true }), text('b', '')] }), 'answers', 'answers_min_valid'],
  ['no correct answer', 'multiple_choice', (d) => ({ ...d, answers: [text('a', 'Paris'), text('b', 'Roma')] }), 'answers', 'answers_need_correct'],
  ['true/false answers other than True and False', 'true_or_false', (d) => ({ ...d, answers: [text('a', 'Ya', { correct: true }), text('b', 'Tidak')] }), 'answers', 'true_false_answers'],
  ['true/false without one correct answer', 'true_or_false', (d) => ({ ...d, answers: [text('a', 'True'), text('b', 'False')] }), 'answers', 'true_false_one_correct'],
  ['grouped choices without a valid group', 'grouped_choices', (d) => ({ ...d, groups: [{ key: 'g1', name: ' ' }] }), 'groups', 'groups_min_valid'],
  ['grouped choices with equal group names', 'grouped_choices', (d) => ({ ...d, groups: [{ key: 'g1', name: 'Langit biru?' }, { key: 'g2', name: 'langit biru?' }] }), 'groups.1.name', 'group_name_duplicate'],
  ['an answer in no group', 'grouped_choices', (d) => ({ ...d, answers: [...d.answers!, text('e', 'Mungkin')] }), 'answers.4.group_key', 'group_required'],
  ['a group with two correct answers', 'grouped_choices', (d) => ({ ...d, answers: d.answers!.map((a, i) => (i === 1 ? { ...a, correct: true } : a)) }), 'groups.0.answers', 'group_one_correct'],
  ['a choice twice in one group', 'grouped_choices', (d) => ({ ...d, answers: d.answers!.map((a, i) => (i === 1 ? { ...a, content: 'ya' } : a)) }), 'answers.1.content', 'answers_duplicate'],
  ['categorise without a valid category', 'categorise', (d) => ({ ...d, categories: [], answers: [text('a', 'Apel')] }), 'categories', 'categories_min_valid'],
  ['categorise with equal category names', 'categorise', (d) => ({ ...d, categories: [{ key: 'c1', name: 'Buah' }, { key: 'c2', name: 'BUAH' }] }), 'categories.1.name', 'category_name_duplicate'],
  ['an answer without a category', 'categorise', (d) => ({ ...d, answers: [...d.answers!, text('d', 'Tomat')] }), 'answers.3.category_key', 'category_required'],
  ['correct order with one item', 'correct_order', (d) => ({ ...d, answers: [text('a', 'Satu')] }), 'answers', 'order_min_items'],
  ['matching without premises', 'matching_choices', (d) => ({ ...d, premises: [], responses: [text('r', 'Meong', { premise_key: null })] }), 'premises', 'premises_min'],
  ['a premise without a response', 'matching_choices', (d) => ({ ...d, responses: d.responses!.filter((r) => r.premise_key !== 'p2') }), 'premises.1.responses', 'premise_needs_response'],
  ['a blank response', 'matching_choices', (d) => ({ ...d, responses: d.responses!.map((r, i) => (i === 0 ? { ...r, content: '<p></p>' } : r)) }), 'responses.0.content', 'required'],
  ['duplicate premises', 'matching_choices', (d) => ({ ...d, premises: [{ key: 'p1', content: 'Kucing' }, { key: 'p2', content: 'kucing' }] }), 'premises.1.content', 'premise_duplicate'],
  ['duplicate responses', 'matching_choices', (d) => ({ ...d, responses: d.responses!.map((r, i) => (i === 1 ? { ...r, content: 'meong' } : r)) }), 'responses.1.content', 'response_duplicate'],
  [
    'more than 10 premises',
    'matching_choices',
    (d) => ({ ...d, premises: many(11, (i) => ({ key: `p${i}`, content: `P${i}` })), responses: many(11, (i) => ({ key: `r${i}`, content: `R${i}`, premise_key: `p${i}` })) }),
    'premises',
    'premises_max',
  ],
  ['more than 50 responses', 'matching_choices', (d) => ({ ...d, responses: many(51, (i) => ({ key: `r${i}`, content: `R${i}`, premise_key: 'p1' })) }), 'responses', 'responses_max'],
  [
    'more than 10 additional responses',
    'matching_choices',
    (d) => ({ ...d, responses: [...d.responses!, ...many(10, (i) => ({ key: `x${i}`, content: `X${i}`, premise_key: null }))] }),
    'responses',
    'additional_responses_max',
  ],
  ['exact value without a valid answer', 'exact_value', (d) => ({ ...d, answers: [text('a', ' ', { correct: true })] }), 'answers', 'answers_min_valid'],
  ['an exact-value item without a label', 'exact_value', (d) => ({ ...d, answers: [text('a', 'Jakarta', { correct: true, label: ' ' })] }), 'answers.0.label', 'label_required'],
  ['a label over 4 characters', 'exact_value', (d) => ({ ...d, answers: [text('a', 'Jakarta', { correct: true, label: 'abcde' })] }), 'answers.0.label', 'label_too_long'],
  ['a start number of 0', 'exact_value', (d) => ({ ...d, exact_value_options: { ...d.exact_value_options, numbering_start: 0 } }), 'exact_value_options.numbering_start', 'numbering_start_range'],
  ['a start number of 100', 'exact_value', (d) => ({ ...d, exact_value_options: { ...d.exact_value_options, numbering_start: 100 } }), 'exact_value_options.numbering_start', 'numbering_start_range'],
  ['a file-upload answer with no file type', 'multiple_choice', (d) => ({ ...d, file_upload_option: { required: false, file_types: [] } }), 'file_upload_option.file_types', 'file_types_required'],
  ['preceding and succeeding the same question', 'true_or_false', (d) => ({ ...d, preceding_question_id: 5, succeeding_question_id: 5 }), 'succeeding_question_id', 'question_link_circular'],
];

// Points where the organization uses them: [value, message key, or null when accepted].
const points: [number | null, ValidationKey | null][] = [
  [null, 'points_required'],
  [-0.5, 'points_min'],
  [10000, 'points_max'],
  [1.25, 'points_decimals'],
  [0, null],
  [9999.9, null],
  [12.5, null],
];

describe.each(testDatabaseKinds())('question rules of §5 on %s', (kind) => {
  let t: TestApp;
  let s: QuestionSchool;
  let withPoints: QuestionSchool;
  beforeAll(async () => {
    t = await testApp(kind);
    [s, withPoints] = await Promise.all([questionSchool(t.db), questionSchool(t.db, { pointsEnabled: true })]);
  });
  afterAll(() => t.close());

  const create = async (school: QuestionSchool, topicId: number, doc: Doc) =>
    t.app.inject({ method: 'POST', url: '/map/questions', headers: await school.as('editor'), payload: { topic_id: topicId, ...doc } });

  it.each(rules)('refuses %s (%s)', async (_rule, type, change, path, key) => {
    const topic = await s.topic();
    const res = await create(s, topic.id, change(fullQuestion(type)));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('unprocessable_entity');
    expect(res.json().fields).toMatchObject({ [path]: en[key].replace('{{max}}', '255') });
    expect(await t.db.select().from(questions).where(eq(questions.topicId, topic.id))).toEqual([]);
  });

  it.each(points)('points %s where the organization uses points → %s', async (value, key) => {
    const topic = await withPoints.topic();
    const res = await create(withPoints, topic.id, { ...fullQuestion('true_or_false'), points: value });
    if (key === null) {
      expect(res.statusCode).toBe(201);
      expect(res.json().points).toBe(value);
    } else {
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ points: en[key] });
    }
  });

  it('reads "Points cannot be empty" exactly (§8)', async () => {
    const res = await create(withPoints, (await withPoints.topic()).id, { ...fullQuestion('true_or_false'), points: null });
    expect(res.json().fields.points).toBe('Points cannot be empty');
  });

  it('accepts empty points where the organization does not use points, but still checks a value given', async () => {
    const topic = await s.topic();
    const empty = await create(s, topic.id, { ...fullQuestion('true_or_false'), points: null });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().points).toBeNull();
    const tooPrecise = await create(s, topic.id, { ...fullQuestion('true_or_false'), points: 0.05 });
    expect(tooPrecise.json().fields).toEqual({ points: en.points_decimals });
  });

  it('accepts the matching limits themselves: 10 premises, 50 responses, 10 additional', async () => {
    const premises = many(10, (i) => ({ key: `p${i}`, content: `P${i}` }));
    const responses = [
      ...many(40, (i) => ({ key: `r${i}`, content: `R${i}`, premise_key: `p${i % 10}` })),
      ...many(10, (i) => ({ key: `x${i}`, content: `X${i}`, premise_key: null })),
    ];
    const res = await create(s, (await s.topic()).id, { ...fullQuestion('matching_choices'), premises, responses } as Doc);
    expect(res.statusCode).toBe(201);
    expect(res.json().responses).toHaveLength(50);
  });
});
