// Answer checking: one table per question type, the exact-value options
// (case sensitivity, special characters, numbering), empty responses and several correct answers.
import { describe, expect, it } from 'vitest';
import type { ExactValueOptions, QuestionDocument, QuestionType } from '../schemas/questions.ts';
import { defaultExactValueOptions } from '../schemas/questions.ts';
import {
  EXACT_VALUE_FIELD,
  type LearnerResponse,
  checkAnswer,
  comparableValue,
  emptyResponse,
  exactValueFields,
  hasSeveralCorrect,
} from './answerCheck.ts';
import { numberingLabel } from './numbering.ts';
import { answer, validQuestion } from './test/fixtures.ts';

type Row = [name: string, response: LearnerResponse, correct: boolean, parts: Record<string, boolean>];

const q = (type: QuestionType, extra: Partial<QuestionDocument> = {}): QuestionDocument => ({ ...validQuestion(type), ...extra });
const exact = (options: Partial<ExactValueOptions>, answers: QuestionDocument['answers']) =>
  q('exact_value', { exact_value_options: { ...defaultExactValueOptions, ...options }, answers });

function table(question: QuestionDocument, rows: Row[]) {
  it.each(rows)('%s', (_name, response, correct, parts) => {
    const result = checkAnswer(question, response);
    expect(result.parts).toEqual(parts);
    expect(result.correct).toBe(correct);
  });
}

describe('multiple choice, one correct answer', () => {
  // a1 Paris (correct), a2 Rome, plus a blank answer that learners never see.
  const question = q('multiple_choice', { answers: [...validQuestion('multiple_choice').answers, answer('blank', '<p> </p>')] });
  table(question, [
    ['the correct answer', { type: 'multiple_choice', chosen: ['a1'] }, true, { a1: true, a2: true }],
    ['a wrong answer', { type: 'multiple_choice', chosen: ['a2'] }, false, { a1: false, a2: false }],
    ['nothing chosen', { type: 'multiple_choice', chosen: [] }, false, { a1: false, a2: true }],
    ['both chosen', { type: 'multiple_choice', chosen: ['a1', 'a2'] }, false, { a1: true, a2: false }],
  ]);
});

describe('multiple choice, several correct answers', () => {
  const question = q('multiple_choice', {
    answers: [answer('a', '2', { correct: true }), answer('b', '3', { correct: true }), answer('c', '4'), answer('d', '\\pi', { answer_type: 'equation' })],
  });
  it('offers checkboxes', () => expect(hasSeveralCorrect(question)).toBe(true));
  table(question, [
    ['all the correct ones', { type: 'multiple_choice', chosen: ['b', 'a'] }, true, { a: true, b: true, c: true, d: true }],
    ['only one of them', { type: 'multiple_choice', chosen: ['a'] }, false, { a: true, b: false, c: true, d: true }],
    ['the correct ones and a wrong one', { type: 'multiple_choice', chosen: ['a', 'b', 'd'] }, false, { a: true, b: true, c: true, d: false }],
  ]);
});

describe('true or false', () => {
  const question = q('true_or_false'); // t True (correct), f False
  table(question, [
    ['true', { type: 'true_or_false', chosen: 't' }, true, { t: true, f: true }],
    ['false', { type: 'true_or_false', chosen: 'f' }, false, { t: false, f: false }],
    ['nothing', { type: 'true_or_false', chosen: null }, false, { t: false, f: true }],
  ]);
});

describe('exact value, accepted answers without numbering', () => {
  const question = exact({}, [answer('a1', 'Paris', { correct: true }), answer('a2', 'Kota Paris', { correct: true })]);
  const typed = (value: string): LearnerResponse => ({ type: 'exact_value', values: { [EXACT_VALUE_FIELD]: value } });
  it('has one field', () => expect(exactValueFields(question)).toEqual([{ key: EXACT_VALUE_FIELD, label: null }]));
  table(question, [
    ['the first accepted answer', typed('Paris'), true, { value: true }],
    ['another accepted answer', typed('Kota Paris'), true, { value: true }],
    ['case ignored when not case sensitive', typed('PARIS'), true, { value: true }],
    ['spaces collapsed', typed('  kota   paris '), true, { value: true }],
    ['punctuation ignored when special characters are not allowed', typed('Paris!'), true, { value: true }],
    ['a wrong value', typed('London'), false, { value: false }],
    ['blank', typed('   '), false, { value: false }],
    ['nothing typed', { type: 'exact_value', values: {} }, false, { value: false }],
  ]);
});

describe('exact value, case sensitive', () => {
  const question = exact({ case_sensitive: true }, [answer('a1', 'Paris', { correct: true }), answer('a2', 'paris', { correct: true }), answer('a3', 'H2O', { correct: true })]);
  const typed = (value: string): LearnerResponse => ({ type: 'exact_value', values: { value } });
  table(question, [
    ['the same case', typed('Paris'), true, { value: true }],
    ['another accepted case', typed('paris'), true, { value: true }],
    ['a case not accepted', typed('PARIS'), false, { value: false }],
    ['h2o is not H2O', typed('h2o'), false, { value: false }],
  ]);
});

describe('exact value, special characters', () => {
  const numbers = [answer('a1', '1,000', { correct: true }), answer('a2', '-3.5', { correct: true }), answer('a3', 'rock &amp; roll', { correct: true })];
  const typed = (value: string): LearnerResponse => ({ type: 'exact_value', values: { value } });
  describe('not allowed: commas and symbols are ignored on both sides', () => {
    table(exact({}, numbers), [
      ['without the comma', typed('1000'), true, { value: true }],
      ['with the comma', typed('1,000'), true, { value: true }],
      ['a decimal point still counts', typed('35'), false, { value: false }],
      ['a sign still counts', typed('3.5'), false, { value: false }],
      ['the signed decimal', typed('-3.5'), true, { value: true }],
      ['the ampersand ignored', typed('rock roll'), true, { value: true }],
      ['only punctuation is blank', typed('?!'), false, { value: false }],
    ]);
  });
  describe('allowed: compared as typed', () => {
    table(exact({ allow_special_characters: true }, numbers), [
      ['with the comma', typed('1,000'), true, { value: true }],
      ['without the comma', typed('1000'), false, { value: false }],
      ['the ampersand', typed('rock & roll'), true, { value: true }],
      ['no ampersand', typed('rock roll'), false, { value: false }],
    ]);
  });
  it.each([
    ['Hello, world!', false, 'hello world'],
    ['Hello, world!', true, 'hello, world!'],
    ['１２３', false, '123'],
    ['x = -2', false, 'x -2'],
  ])('comparableValue(%j, special %s) is %j', (value, allow, expected) => {
    expect(comparableValue(value, { case_sensitive: false, allow_special_characters: allow })).toBe(expected);
  });
});

describe('exact value with numbering: one field per item', () => {
  const answers = [answer('x', 'H', { correct: true, label: 'i' }), answer('y', 'He', { correct: true, label: 'ii' }), answer('blank', '', { correct: true })];
  it.each<[Partial<ExactValueOptions>, (string | null)[]]>([
    [{ enable_numbering: true }, ['(1)', '(2)']],
    [{ enable_numbering: true, numbering_start: 9, numbering_bracket: '[]' }, ['[9]', '[10]']],
    [{ enable_numbering: true, numbering_format: 'letter', numbering_bracket: '{}', numbering_start: 26 }, ['{z}', '{aa}']],
    [{ enable_numbering: true, numbering_format: 'custom' }, ['(i)', '(ii)']],
  ])('labels with %j', (options, labels) => {
    expect(exactValueFields(exact(options, answers)).map((f) => f.label)).toEqual(labels);
    expect(exactValueFields(exact(options, answers)).map((f) => f.key)).toEqual(['x', 'y']);
  });
  it('numberingLabel is null without numbering', () => expect(numberingLabel(defaultExactValueOptions, 0, null)).toBeNull());

  const question = exact({ enable_numbering: true, numbering_format: 'letter' }, answers);
  const typed = (values: Record<string, string>): LearnerResponse => ({ type: 'exact_value', values });
  table(question, [
    ['each item right', typed({ x: 'h', y: 'HE' }), true, { x: true, y: true }],
    ['the items swapped', typed({ x: 'He', y: 'H' }), false, { x: false, y: false }],
    ['one item right', typed({ x: 'H', y: 'Li' }), false, { x: true, y: false }],
    ['the label typed in front', typed({ x: '(a) H', y: 'b) He' }), true, { x: true, y: true }],
    ['one item missing', typed({ x: 'H' }), false, { x: true, y: false }],
    ['nothing typed', typed({}), false, { x: false, y: false }],
  ]);
  it('a value that merely starts like a label is still read as typed', () => {
    const decimals = exact({ enable_numbering: true }, [answer('n', '1.5', { correct: true })]);
    expect(checkAnswer(decimals, typed({ n: '1.5' })).correct).toBe(true);
  });
});

describe('categorise', () => {
  const question = q('categorise'); // a1 Apple → c1 Fruit, a2 Carrot → c2 Vegetable
  table(question, [
    ['each in its category', { type: 'categorise', placed: { a1: 'c1', a2: 'c2' } }, true, { a1: true, a2: true }],
    ['swapped', { type: 'categorise', placed: { a1: 'c2', a2: 'c1' } }, false, { a1: false, a2: false }],
    ['one not placed', { type: 'categorise', placed: { a1: 'c1', a2: null } }, false, { a1: true, a2: false }],
    ['nothing placed', { type: 'categorise', placed: {} }, false, { a1: false, a2: false }],
  ]);
});

describe('correct order', () => {
  const question = q('correct_order', { answers: [answer('a1', 'One'), answer('a2', 'Two'), answer('a3', 'Three')] });
  table(question, [
    ['the stored order', { type: 'correct_order', order: ['a1', 'a2', 'a3'] }, true, { a1: true, a2: true, a3: true }],
    ['two swapped', { type: 'correct_order', order: ['a1', 'a3', 'a2'] }, false, { a1: true, a2: false, a3: false }],
    ['reversed', { type: 'correct_order', order: ['a3', 'a2', 'a1'] }, false, { a1: false, a2: true, a3: false }],
    ['empty', { type: 'correct_order', order: [] }, false, { a1: false, a2: false, a3: false }],
  ]);
});

describe('grouped choices', () => {
  const question = q('grouped_choices'); // g1: a1 correct, a2; g2: a3, a4 correct
  table(question, [
    ['each group right', { type: 'grouped_choices', chosen: { g1: 'a1', g2: 'a4' } }, true, { g1: true, g2: true }],
    ['one group wrong', { type: 'grouped_choices', chosen: { g1: 'a1', g2: 'a3' } }, false, { g1: true, g2: false }],
    ['an answer of another group', { type: 'grouped_choices', chosen: { g1: 'a4', g2: 'a4' } }, false, { g1: false, g2: true }],
    ['nothing chosen', { type: 'grouped_choices', chosen: {} }, false, { g1: false, g2: false }],
  ]);
});

describe('matching', () => {
  const question = q('matching_choices'); // p1 Cat → r1 Meow, p2 Dog → r2 Woof, r3 Moo additional
  table(question, [
    ['each premise matched', { type: 'matching_choices', matches: { p1: ['r1'], p2: ['r2'] } }, true, { p1: true, p2: true }],
    ['the distractor', { type: 'matching_choices', matches: { p1: ['r1'], p2: ['r3'] } }, false, { p1: true, p2: false }],
    ['swapped', { type: 'matching_choices', matches: { p1: ['r2'], p2: ['r1'] } }, false, { p1: false, p2: false }],
    ['nothing matched', { type: 'matching_choices', matches: {} }, false, { p1: false, p2: false }],
  ]);

  describe('a premise with two responses takes both', () => {
    const two = q('matching_choices', {
      responses: [...validQuestion('matching_choices').responses, { key: 'r4', content: 'Purr', premise_key: 'p1' }],
    });
    table(two, [
      ['both', { type: 'matching_choices', matches: { p1: ['r4', 'r1'], p2: ['r2'] } }, true, { p1: true, p2: true }],
      ['one of them', { type: 'matching_choices', matches: { p1: ['r1'], p2: ['r2'] } }, false, { p1: false, p2: true }],
    ]);
  });
});

describe('empty responses are wrong for every type', () => {
  it.each<QuestionType>(['multiple_choice', 'true_or_false', 'exact_value', 'categorise', 'correct_order', 'grouped_choices', 'matching_choices'])('%s', (type) => {
    const question = q(type);
    expect(checkAnswer(question, emptyResponse(question)).correct).toBe(false);
  });
});

describe('score', () => {
  const question = q('correct_order', { points: 3, answers: [answer('a1', 'One'), answer('a2', 'Two'), answer('a3', 'Three')] });
  it.each<[string, string[], boolean, number | null]>([
    ['all points when right', ['a1', 'a2', 'a3'], false, 3],
    ['none when wrong', ['a1', 'a3', 'a2'], false, 0],
    ['a share per right part with point per answer', ['a1', 'a3', 'a2'], true, 1],
    ['all points with point per answer when right', ['a1', 'a2', 'a3'], true, 3],
  ])('%s', (_name, order, pointPerAnswer, score) => {
    expect(checkAnswer(question, { type: 'correct_order', order }, { pointPerAnswer }).score).toBe(score);
  });
  it('rounds to one decimal', () => {
    const seven = q('correct_order', { points: 1, answers: [answer('a1', 'One'), answer('a2', 'Two'), answer('a3', 'Three')] });
    expect(checkAnswer(seven, { type: 'correct_order', order: ['a1', 'a3', 'a2'] }, { pointPerAnswer: true }).score).toBe(0.3);
  });
  it('is null without points', () => expect(checkAnswer(q('true_or_false'), { type: 'true_or_false', chosen: 't' }).score).toBeNull());
});

it('refuses a response of another type', () => {
  expect(() => checkAnswer(q('true_or_false'), { type: 'multiple_choice', chosen: [] })).toThrow(TypeError);
});
