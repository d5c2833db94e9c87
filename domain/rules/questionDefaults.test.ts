import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, defaultExactValueOptions } from '../schemas/questions.ts';
import { counterKeys, questionIssuesOf, v, validQuestion } from './test/fixtures.ts';
import { clearForTypeChange, defaultParts, emptyQuestionDocument, partListsOf, stripUnusedParts } from './questionDefaults.ts';

describe('starting parts of each type', () => {
  it('seeds two empty answers for choice types and the items of an order', () => {
    for (const type of ['multiple_choice', 'correct_order'] as const) {
      const parts = defaultParts(type, counterKeys());
      expect(parts.answers.map((a) => [a.key, a.content])).toEqual([
        ['k1', ''],
        ['k2', ''],
      ]);
    }
  });

  it('seeds True and False, neither correct yet, so the teacher must choose', () => {
    const doc = emptyQuestionDocument('true_or_false', counterKeys());
    expect(doc.answers.map((a) => [a.content, a.correct])).toEqual([
      ['True', false],
      ['False', false],
    ]);
    const issues = questionIssuesOf({ ...doc, content_html: 'Statement' });
    expect(issues).toEqual([['answers', v('true_false_one_correct')]]);
  });

  it('seeds one category or group with two answers in it, and a premise with its response', () => {
    const categorise = defaultParts('categorise', counterKeys());
    expect(categorise.categories).toEqual([{ key: 'k1', name: '' }]);
    expect(categorise.answers.map((a) => a.category_key)).toEqual(['k1', 'k1']);
    const grouped = defaultParts('grouped_choices', counterKeys());
    expect(grouped.answers.map((a) => a.group_key)).toEqual(['k1', 'k1']);
    const matching = defaultParts('matching_choices', counterKeys());
    expect(matching.premises).toEqual([{ key: 'k1', content: '' }]);
    expect(matching.responses).toEqual([{ key: 'k2', content: '', premise_key: 'k1' }]);
    expect(defaultParts('exact_value', counterKeys()).answers).toEqual([expect.objectContaining({ correct: true, content: '' })]);
  });

  it('starts a new question with the §3 exact-value defaults and unique random keys', () => {
    const doc = emptyQuestionDocument('multiple_choice');
    expect(doc.exact_value_options).toEqual({
      case_sensitive: false,
      allow_special_characters: false,
      enable_numbering: false,
      numbering_bracket: '()',
      numbering_format: 'number',
      numbering_start: 1,
    });
    expect(doc.exact_value_options).not.toBe(defaultExactValueOptions);
    expect(new Set(doc.answers.map((a) => a.key)).size).toBe(2);
  });
});

describe('clearForTypeChange (spec §4)', () => {
  it.each(QUESTION_TYPES.flatMap((from) => QUESTION_TYPES.map((to) => [from, to] as const)))('%s → %s clears the parts and keeps the rest', (from, to) => {
    const doc = { ...validQuestion(from), points: 3, quiz_title: 'Quiz', shuffle_answers: true, passage_id: 8 };
    const changed = clearForTypeChange(doc, to, counterKeys('n'));
    expect(changed.type).toBe(to);
    expect({ ...changed, type: from, answers: [], categories: [], groups: [], premises: [], responses: [] }).toEqual({
      ...doc,
      answers: [],
      categories: [],
      groups: [],
      premises: [],
      responses: [],
    });
    const parts = defaultParts(to, counterKeys('n'));
    expect(changed.answers).toEqual(parts.answers);
    expect(changed.categories).toEqual(parts.categories);
    expect(changed.groups).toEqual(parts.groups);
    expect(changed.premises).toEqual(parts.premises);
    expect(changed.responses).toEqual(parts.responses);
  });
});

describe('stripUnusedParts', () => {
  it('empties the lists a type does not use and clears meaningless answer fields', () => {
    const doc = {
      ...validQuestion('categorise'),
      groups: [{ key: 'g', name: 'G' }],
      premises: [{ key: 'p', content: 'P' }],
    };
    doc.answers[0]!.label = 'x';
    doc.answers[0]!.group_key = 'g';
    const stripped = stripUnusedParts(doc);
    expect(stripped.groups).toEqual([]);
    expect(stripped.premises).toEqual([]);
    expect(stripped.categories).toEqual(doc.categories);
    expect(stripped.answers[0]).toMatchObject({ category_key: 'c1', group_key: null, label: null });
  });

  it('keeps only premises and responses for matching, and labels for exact value', () => {
    const matching = stripUnusedParts({ ...validQuestion('matching_choices'), answers: validQuestion('multiple_choice').answers });
    expect(matching.answers).toEqual([]);
    expect(matching.responses).toHaveLength(3);
    const exact = validQuestion('exact_value');
    exact.answers[0]!.label = 'A';
    expect(stripUnusedParts(exact).answers[0]!.label).toBe('A');
    expect(partListsOf('grouped_choices')).toEqual(['answers', 'groups']);
  });
});
