import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, type QuestionDocument, type QuestionType } from '../schemas/questions.ts';
import type { ValidationKey } from '../messages/index.ts';
import { answer, questionIssuesOf, v, validQuestion } from './test/fixtures.ts';
import { isValidQuestion, questionIssues, questionWarnings } from './questionRules.ts';

type Mutate = (doc: QuestionDocument) => void;
interface Case {
  rule: string;
  type: QuestionType;
  /** A change that keeps the document valid, close to the failing one. */
  pass: Mutate;
  fail: Mutate;
  path: string;
  key: ValidationKey;
  pointsEnabled?: boolean;
}

const noop: Mutate = () => {};
const texts = (n: number, prefix = 'Item') => Array.from({ length: n }, (_, i) => answer(`x${i}`, `${prefix} ${i}`));

const cases: Case[] = [
  // Common to every type
  { rule: 'stem required', type: 'multiple_choice', pass: (d) => (d.content_html = '<p><img src="/f/1" data-media-id="1"></p>'), fail: (d) => (d.content_html = '<p>&nbsp;</p><p><br></p>'), path: 'content_html', key: 'required' },
  {
    rule: 'stem may live in a section',
    type: 'exact_value',
    pass: (d) => {
      d.content_html = '';
      d.sections = [{ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>Read this</p>' }];
    },
    fail: (d) => {
      d.content_html = '';
      d.sections = [{ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p> </p>' }];
    },
    path: 'content_html',
    key: 'required',
  },
  { rule: 'points required where used', type: 'multiple_choice', pointsEnabled: true, pass: (d) => (d.points = 0), fail: (d) => (d.points = null), path: 'points', key: 'points_required' },
  { rule: 'points at least 0', type: 'multiple_choice', pass: (d) => (d.points = 0), fail: (d) => (d.points = -0.1), path: 'points', key: 'points_min' },
  { rule: 'points at most 9999.9', type: 'multiple_choice', pass: (d) => (d.points = 9999.9), fail: (d) => (d.points = 10000), path: 'points', key: 'points_max' },
  { rule: 'points one decimal', type: 'true_or_false', pass: (d) => (d.points = 2.5), fail: (d) => (d.points = 2.55), path: 'points', key: 'points_decimals' },
  { rule: 'points a number', type: 'correct_order', pass: (d) => (d.points = 3), fail: (d) => (d.points = Number.NaN), path: 'points', key: 'points_invalid' },
  {
    rule: 'preceding and succeeding differ',
    type: 'multiple_choice',
    pass: (d) => Object.assign(d, { preceding_question_id: 4, succeeding_question_id: 5 }),
    fail: (d) => Object.assign(d, { preceding_question_id: 4, succeeding_question_id: 4 }),
    path: 'succeeding_question_id',
    key: 'question_link_circular',
  },
  { rule: 'part keys unique', type: 'multiple_choice', pass: (d) => (d.answers[1]!.key = 'other'), fail: (d) => (d.answers[1]!.key = d.answers[0]!.key), path: 'answers.1.key', key: 'invalid' },
  { rule: 'at most 26 answers', type: 'multiple_choice', pass: (d) => (d.answers = [answer('c', 'C', { correct: true }), ...texts(25)]), fail: (d) => (d.answers = [answer('c', 'C', { correct: true }), ...texts(26)]), path: 'answers', key: 'answers_max' },

  // Duplicate answers
  { rule: 'no duplicate text answers', type: 'multiple_choice', pass: (d) => (d.answers[1]!.content = '<p>Pari</p>'), fail: (d) => (d.answers[1]!.content = '<p><b>paris</b>&nbsp;</p>'), path: 'answers.1.content', key: 'answers_duplicate' },
  {
    rule: 'no duplicate equations',
    type: 'multiple_choice',
    pass: (d) => (d.answers = [answer('e1', 'x^2', { answer_type: 'equation', correct: true }), answer('e2', 'x^3', { answer_type: 'equation' })]),
    fail: (d) => (d.answers = [answer('e1', 'x^2', { answer_type: 'equation', correct: true }), answer('e2', ' x^2  ', { answer_type: 'equation' })]),
    path: 'answers.1.content',
    key: 'answers_duplicate',
  },
  {
    rule: 'no duplicate images',
    type: 'multiple_choice',
    pass: (d) => (d.answers = [answer('i1', '', { answer_type: 'image', media_id: 3, correct: true }), answer('i2', '', { answer_type: 'image', media_id: 4 })]),
    fail: (d) => (d.answers = [answer('i1', '', { answer_type: 'image', media_id: 3, correct: true }), answer('i2', '', { answer_type: 'image', media_id: 3 })]),
    path: 'answers.1.media_id',
    key: 'answers_duplicate',
  },
  {
    rule: 'exact value: case kept when case-sensitive',
    type: 'exact_value',
    pass: (d) => {
      d.exact_value_options.case_sensitive = true;
      d.answers = [answer('a', 'Paris'), answer('b', 'paris')];
    },
    fail: (d) => (d.answers = [answer('a', 'Paris'), answer('b', 'paris')]),
    path: 'answers.1.content',
    key: 'answers_duplicate',
  },
  { rule: 'correct order: no duplicate items', type: 'correct_order', pass: noop, fail: (d) => (d.answers[1]!.content = 'First'), path: 'answers.1.content', key: 'answers_duplicate' },
  { rule: 'categorise: no duplicate items', type: 'categorise', pass: noop, fail: (d) => (d.answers[1]!.content = 'apple'), path: 'answers.1.content', key: 'answers_duplicate' },
  { rule: 'grouped choices: no duplicate in one group', type: 'grouped_choices', pass: noop, fail: (d) => (d.answers[1]!.content = 'YES'), path: 'answers.1.content', key: 'answers_duplicate' },

  // Multiple choice
  { rule: 'multiple choice: one valid answer', type: 'multiple_choice', pass: (d) => (d.answers[1]!.content = ''), fail: (d) => d.answers.forEach((a) => (a.content = '<p> </p>')), path: 'answers', key: 'answers_min_valid' },
  { rule: 'multiple choice: one valid correct answer', type: 'multiple_choice', pass: (d) => (d.answers[1]!.correct = true), fail: (d) => (d.answers[0]!.correct = false), path: 'answers', key: 'answers_need_correct' },
  {
    rule: 'multiple choice: a blank correct answer does not count',
    type: 'multiple_choice',
    pass: (d) => d.answers.push(answer('blank', '', { correct: true })),
    fail: (d) => {
      d.answers[0]!.correct = false;
      d.answers.push(answer('blank', '', { correct: true }));
    },
    path: 'answers',
    key: 'answers_need_correct',
  },
  { rule: 'multiple choice: an image answer is valid', type: 'multiple_choice', pass: (d) => (d.answers = [answer('i', '', { answer_type: 'image', media_id: 9, correct: true })]), fail: (d) => (d.answers = [answer('i', '', { answer_type: 'image', media_id: null, correct: true })]), path: 'answers', key: 'answers_min_valid' },

  // True or false
  { rule: 'true or false: the answers True and False', type: 'true_or_false', pass: (d) => d.answers.reverse(), fail: (d) => (d.answers[1]!.content = 'Maybe'), path: 'answers', key: 'true_false_answers' },
  { rule: 'true or false: exactly two answers', type: 'true_or_false', pass: noop, fail: (d) => d.answers.push(answer('x', 'True')), path: 'answers', key: 'true_false_answers' },
  { rule: 'true or false: one correct (none)', type: 'true_or_false', pass: (d) => ((d.answers[0]!.correct = false), (d.answers[1]!.correct = true)), fail: (d) => (d.answers[0]!.correct = false), path: 'answers', key: 'true_false_one_correct' },
  { rule: 'true or false: one correct (both)', type: 'true_or_false', pass: noop, fail: (d) => (d.answers[1]!.correct = true), path: 'answers', key: 'true_false_one_correct' },

  // Exact value
  { rule: 'exact value: one valid answer', type: 'exact_value', pass: noop, fail: (d) => (d.answers[0]!.content = ' '), path: 'answers', key: 'answers_min_valid' },
  {
    rule: 'exact value: custom labels on every item',
    type: 'exact_value',
    pass: (d) => {
      Object.assign(d.exact_value_options, { enable_numbering: true, numbering_format: 'custom' });
      d.answers[0]!.label = 'i.';
    },
    fail: (d) => Object.assign(d.exact_value_options, { enable_numbering: true, numbering_format: 'custom' }),
    path: 'answers.0.label',
    key: 'label_required',
  },
  { rule: 'exact value: labels not needed for numbers', type: 'exact_value', pass: (d) => Object.assign(d.exact_value_options, { enable_numbering: true, numbering_format: 'number' }), fail: (d) => Object.assign(d.exact_value_options, { enable_numbering: true, numbering_format: 'custom' }), path: 'answers.0.label', key: 'label_required' },
  { rule: 'exact value: label at most 4 characters', type: 'exact_value', pass: (d) => (d.answers[0]!.label = 'abcd'), fail: (d) => (d.answers[0]!.label = 'abcde'), path: 'answers.0.label', key: 'label_too_long' },
  { rule: 'exact value: start at least 1', type: 'exact_value', pass: (d) => (d.exact_value_options.numbering_start = 1), fail: (d) => (d.exact_value_options.numbering_start = 0), path: 'exact_value_options.numbering_start', key: 'numbering_start_range' },
  { rule: 'exact value: start at most 99', type: 'exact_value', pass: (d) => (d.exact_value_options.numbering_start = 99), fail: (d) => (d.exact_value_options.numbering_start = 100), path: 'exact_value_options.numbering_start', key: 'numbering_start_range' },
  { rule: 'exact value: start whole', type: 'exact_value', pass: (d) => (d.exact_value_options.numbering_start = 7), fail: (d) => (d.exact_value_options.numbering_start = 1.5), path: 'exact_value_options.numbering_start', key: 'numbering_start_range' },

  // Categorise
  { rule: 'categorise: one valid answer', type: 'categorise', pass: (d) => (d.answers[1]!.content = ''), fail: (d) => d.answers.forEach((a) => (a.content = '')), path: 'answers', key: 'answers_min_valid' },
  {
    rule: 'categorise: one valid category',
    type: 'categorise',
    pass: (d) => d.categories.push({ key: 'c3', name: '<p> </p>' }),
    fail: (d) => d.categories.forEach((c) => (c.name = '  ')),
    path: 'categories',
    key: 'categories_min_valid',
  },
  { rule: 'categorise: unique category names', type: 'categorise', pass: (d) => (d.categories[1]!.name = 'Fruits'), fail: (d) => (d.categories[1]!.name = ' fruit'), path: 'categories.1.name', key: 'category_name_duplicate' },
  { rule: 'categorise: a category must be entered', type: 'categorise', pass: (d) => (d.answers[1]!.category_key = 'c1'), fail: (d) => (d.answers[1]!.category_key = null), path: 'answers.1.category_key', key: 'category_required' },
  { rule: 'categorise: the category must be a valid one', type: 'categorise', pass: noop, fail: (d) => (d.answers[1]!.category_key = 'gone'), path: 'answers.1.category_key', key: 'category_required' },
  { rule: 'categorise: at most 26 categories', type: 'categorise', pass: (d) => d.categories.push(...Array.from({ length: 24 }, (_, i) => ({ key: `n${i}`, name: `Cat ${i}` }))), fail: (d) => d.categories.push(...Array.from({ length: 25 }, (_, i) => ({ key: `n${i}`, name: `Cat ${i}` }))), path: 'categories', key: 'categories_max' },

  // Grouped choices
  {
    rule: 'grouped choices: one valid group',
    type: 'grouped_choices',
    pass: noop,
    fail: (d) => d.groups.forEach((g) => (g.name = '')),
    path: 'groups',
    key: 'groups_min_valid',
  },
  { rule: 'grouped choices: unique group names', type: 'grouped_choices', pass: (d) => (d.groups[1]!.name = 'Is grass green?'), fail: (d) => (d.groups[1]!.name = 'is the sky blue?'), path: 'groups.1.name', key: 'group_name_duplicate' },
  { rule: 'grouped choices: every answer in a group', type: 'grouped_choices', pass: (d) => (d.answers[1]!.content = ''), fail: (d) => (d.answers[1]!.group_key = null), path: 'answers.1.group_key', key: 'group_required' },
  { rule: 'grouped choices: one correct per group (none)', type: 'grouped_choices', pass: noop, fail: (d) => (d.answers[0]!.correct = false), path: 'groups.0.answers', key: 'group_one_correct' },
  { rule: 'grouped choices: one correct per group (two)', type: 'grouped_choices', pass: noop, fail: (d) => (d.answers[2]!.correct = true), path: 'groups.1.answers', key: 'group_one_correct' },
  { rule: 'grouped choices: the correct answer must be valid', type: 'grouped_choices', pass: (d) => (d.answers[1]!.content = ''), fail: (d) => (d.answers[0]!.content = ''), path: 'groups.0.answers', key: 'group_one_correct' },
  { rule: 'grouped choices: at most 26 groups', type: 'grouped_choices', pass: noop, fail: (d) => d.groups.push(...Array.from({ length: 25 }, (_, i) => ({ key: `n${i}`, name: '' }))), path: 'groups', key: 'groups_max' },

  // Correct order
  { rule: 'correct order: two valid items', type: 'correct_order', pass: (d) => d.answers.push(answer('a3', '')), fail: (d) => (d.answers[1]!.content = '<p></p>'), path: 'answers', key: 'order_min_items' },

  // Matching
  {
    rule: 'matching: one premise',
    type: 'matching_choices',
    pass: noop,
    fail: (d) => {
      d.premises = [];
      d.responses = [{ key: 'r3', content: 'Moo', premise_key: null }];
    },
    path: 'premises',
    key: 'premises_min',
  },
  { rule: 'matching: premise needed', type: 'matching_choices', pass: (d) => (d.premises[0]!.content = 'Kitten'), fail: (d) => (d.premises[0]!.content = '<p> </p>'), path: 'premises.0.content', key: 'required' },
  { rule: 'matching: response needed', type: 'matching_choices', pass: (d) => (d.responses[0]!.content = 'Purr'), fail: (d) => (d.responses[0]!.content = ''), path: 'responses.0.content', key: 'required' },
  { rule: 'matching: a response per premise', type: 'matching_choices', pass: (d) => (d.responses[2]!.premise_key = 'p2'), fail: (d) => (d.responses[1]!.premise_key = null), path: 'premises.1.responses', key: 'premise_needs_response' },
  { rule: 'matching: response premise exists', type: 'matching_choices', pass: (d) => (d.responses[2]!.premise_key = 'p1'), fail: (d) => (d.responses[2]!.premise_key = 'p9'), path: 'responses.2.premise_key', key: 'invalid' },
  { rule: 'matching: no duplicate premises', type: 'matching_choices', pass: (d) => (d.premises[1]!.content = 'Dogs'), fail: (d) => (d.premises[1]!.content = '<i>cat</i>'), path: 'premises.1.content', key: 'premise_duplicate' },
  { rule: 'matching: no duplicate responses', type: 'matching_choices', pass: (d) => (d.responses[2]!.content = 'Baa'), fail: (d) => (d.responses[2]!.content = 'woof'), path: 'responses.2.content', key: 'response_duplicate' },
  {
    rule: 'matching: at most 10 premises',
    type: 'matching_choices',
    pass: (d) => {
      d.premises = Array.from({ length: 10 }, (_, i) => ({ key: `p${i}`, content: `Premise ${i}` }));
      d.responses = d.premises.map((p, i) => ({ key: `r${i}`, content: `Response ${i}`, premise_key: p.key }));
    },
    fail: (d) => {
      d.premises = Array.from({ length: 11 }, (_, i) => ({ key: `p${i}`, content: `Premise ${i}` }));
      d.responses = d.premises.map((p, i) => ({ key: `r${i}`, content: `Response ${i}`, premise_key: p.key }));
    },
    path: 'premises',
    key: 'premises_max',
  },
  {
    rule: 'matching: at most 50 responses',
    type: 'matching_choices',
    pass: (d) => (d.responses = Array.from({ length: 50 }, (_, i) => ({ key: `r${i}`, content: `Response ${i}`, premise_key: i % 2 ? 'p1' : 'p2' }))),
    fail: (d) => (d.responses = Array.from({ length: 51 }, (_, i) => ({ key: `r${i}`, content: `Response ${i}`, premise_key: i % 2 ? 'p1' : 'p2' }))),
    path: 'responses',
    key: 'responses_max',
  },
  {
    rule: 'matching: at most 10 additional responses',
    type: 'matching_choices',
    pass: (d) => d.responses.push(...Array.from({ length: 9 }, (_, i) => ({ key: `x${i}`, content: `Extra ${i}`, premise_key: null }))),
    fail: (d) => d.responses.push(...Array.from({ length: 10 }, (_, i) => ({ key: `x${i}`, content: `Extra ${i}`, premise_key: null }))),
    path: 'responses',
    key: 'additional_responses_max',
  },

  // File-upload answer option
  { rule: 'file upload: at least one file type', type: 'multiple_choice', pass: (d) => (d.file_upload_option = { required: true, file_types: ['image'] }), fail: (d) => (d.file_upload_option = { required: true, file_types: [] }), path: 'file_upload_option.file_types', key: 'file_types_required' },
  { rule: 'file upload: no repeated file type', type: 'multiple_choice', pass: (d) => (d.file_upload_option = { required: false, file_types: ['office', 'code'] }), fail: (d) => (d.file_upload_option = { required: false, file_types: ['office', 'office'] }), path: 'file_upload_option.file_types', key: 'invalid' },
];

const prepared = (type: QuestionType, mutate: Mutate) => {
  const doc = structuredClone(validQuestion(type));
  mutate(doc);
  return doc;
};

describe('question rules (spec §5)', () => {
  it.each(QUESTION_TYPES)('a complete %s question breaks no rule, with or without points', (type) => {
    expect(questionIssuesOf(validQuestion(type))).toEqual([]);
    expect(questionIssuesOf({ ...validQuestion(type), points: 12.5 }, { pointsEnabled: true })).toEqual([]);
    expect(isValidQuestion(validQuestion(type), { pointsEnabled: false })).toBe(true);
  });

  it.each(cases)('$rule: passes', ({ type, pass, pointsEnabled = false }) => {
    expect(questionIssuesOf(prepared(type, pass), { pointsEnabled })).toEqual([]);
  });

  it.each(cases)('$rule: fails with $key at $path', ({ type, fail, path, key, pointsEnabled = false }) => {
    expect(questionIssuesOf(prepared(type, fail), { pointsEnabled })).toEqual([[path, v(key)]]);
  });

  it('points are optional where the organization does not use them', () => {
    expect(questionIssuesOf({ ...validQuestion('multiple_choice'), points: null }, { pointsEnabled: false })).toEqual([]);
  });

  it('ignores parts of lists the type does not use', () => {
    const doc = { ...validQuestion('multiple_choice'), premises: [{ key: 'p', content: '' }], categories: [{ key: 'c', name: '' }] };
    expect(questionIssuesOf(doc)).toEqual([]);
  });

  it('reports only "one valid answer" when no answer is valid, not also "mark one correct"', () => {
    const doc = prepared('multiple_choice', (d) => d.answers.forEach((a) => (a.content = '')));
    expect(questionIssues(doc, { pointsEnabled: false }).map((i) => i.message)).toEqual([v('answers_min_valid')]);
  });

  it('reports every broken rule at once, in field order', () => {
    const doc = prepared('categorise', (d) => {
      d.content_html = '';
      d.points = null;
      d.categories[1]!.name = 'FRUIT';
      d.answers[0]!.category_key = null;
    });
    expect(questionIssuesOf(doc, { pointsEnabled: true })).toEqual([
      ['content_html', v('required')],
      ['points', v('points_required')],
      ['categories.1.name', v('category_name_duplicate')],
      ['answers.0.category_key', v('category_required')],
    ]);
  });
});

describe('question warnings', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

  it.each([
    ['premise', (d: QuestionDocument) => (d.premises[1]!.content = `<p>${words(151)}</p>`), 'premises.1.content'],
    ['response', (d: QuestionDocument) => (d.responses[0]!.content = words(151)), 'responses.0.content'],
  ])('a %s over 150 words gets the suggestion, and still saves', (_, mutate, path) => {
    const doc = prepared('matching_choices', mutate);
    expect(questionWarnings(doc)).toEqual([{ path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: v('matching_words_warning') }]);
    expect(questionIssuesOf(doc)).toEqual([]);
  });

  it('150 words is fine, and other types have no warnings', () => {
    expect(questionWarnings(prepared('matching_choices', (d) => (d.premises[0]!.content = words(150))))).toEqual([]);
    expect(questionWarnings({ type: 'multiple_choice', premises: [{ key: 'p', content: words(500) }], responses: [] })).toEqual([]);
  });
});
