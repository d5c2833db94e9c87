// The QTI 1.2 reader on Canvas's own exports (instructure/qti fixtures): every Canvas question
// type, the feedback variants, and question groups.
import { describe, expect, it } from 'vitest';
import { questionIssues } from '../../../../domain/rules/questionRules.ts';
import { questionDocumentFields } from '../../../../domain/schemas/questions.ts';
import type { InterchangeRead } from '../model.ts';
import { readQti12File } from './file.ts';
import { sampleXml } from './test/samples.ts';

const read = (name: string) => readQti12File(sampleXml(`canvas-qti/${name}`), { categories: 'note' });
const explanationOf = (r: InterchangeRead, item: string) => r.questions.find((q) => q.item === item)!.document.explanation!.sections!.map((s) => s.content_html);
const byItem = (r: InterchangeRead, item: string) => r.questions.find((q) => q.item === item)!.document;

describe('readQti12File: all_canvas_simple_1.2.xml (every Canvas type)', async () => {
  const r = await read('all_canvas_simple_1.2.xml');

  it('carries seven questions and skips the three Pena cannot hold, with the reason', () => {
    expect(r.format).toBe('qti12');
    expect(r.questions.map((q) => [q.item, q.document.type])).toEqual([
      ['Question 1', 'multiple_choice'],
      ['Question 2', 'true_or_false'],
      ['Question 3', 'exact_value'],
      ['Question 4', 'exact_value'],
      ['Question 5', 'multiple_choice'],
      ['Question 6', 'grouped_choices'],
      ['Question 7', 'matching_choices'],
    ]);
    expect(r.skipped).toEqual([
      { item: 'Question 8', reason: 'numeric_tolerance', detail: 'numerical_question' },
      { item: 'Question 9', reason: 'unsupported_type', detail: 'calculated_question' },
      { item: 'Question 10', reason: 'unsupported_type', detail: 'essay_question' },
    ]);
    expect(r.media).toEqual([]);
  });

  it('gives documents the editor would save as they are (§5 rules met)', () => {
    for (const q of r.questions) {
      const doc = questionDocumentFields.parse(q.document);
      expect([q.item, questionIssues(doc, { pointsEnabled: true })]).toEqual([q.item, []]);
    }
  });

  it('multiple choice: the stem, the choices in order, the credited one correct, points and quiz title', () => {
    const q = byItem(r, 'Question 1');
    expect(q.content_html).toBe('<div><p>Question 1, Multiple Choice, Answer is C</p></div>');
    expect(q.answers!.map((a) => [a.content, a.correct])).toEqual([
      ['C', true],
      ['A', false],
      ['B', false],
      ['D', false],
    ]);
    expect(q.points).toBe(1);
    expect(q.quiz_title).toBe('Every Canvas Interaction');
  });

  it('keeps every feedback in the explanation: general, correct, incorrect, then each choice’s own', () => {
    expect(explanationOf(r, 'Question 1')).toEqual([
      '<p>Item Feedback, Neutral</p>',
      '<p>Item Feedback, Correct</p>',
      '<p>Item Feedback, Incorrect</p>',
      '<p><strong>C</strong></p><p>Answer feedback for C, correct</p>',
      '<p><strong>A</strong></p><p>Answer feedback for A, incorrect</p>',
      '<p><strong>B</strong></p><p>Answer feedback for B, incorrect</p>',
      '<p><strong>D</strong></p><p>Answer feedback for D, incorrect</p>',
    ]);
  });

  it('true/false: True correct', () => {
    expect(byItem(r, 'Question 2').answers!.map((a) => [a.content, a.correct])).toEqual([
      ['True', true],
      ['False', false],
    ]);
  });

  it('short answer: accepted values equal but for case are one answer, not case-sensitive', () => {
    const q = byItem(r, 'Question 3');
    expect(q.answers!.map((a) => a.content)).toEqual(['Blank']);
    expect(q.exact_value_options).toMatchObject({ case_sensitive: false, allow_special_characters: false });
  });

  it('fill in multiple blanks: a numbered exact value, the blanks labelled in the stem', () => {
    const q = byItem(r, 'Question 4');
    expect(q.content_html).toBe("<div><p>Question 4, Fill in (1) (2), Answers 'Multiple', 'Blanks'</p></div>");
    expect(q.answers!.map((a) => a.content)).toEqual(['Multiple', 'Blanks']);
    expect(q.exact_value_options).toMatchObject({ enable_numbering: true, numbering_format: 'number', numbering_bracket: '()', numbering_start: 1 });
  });

  it('multiple answers: the three required choices correct, blank choices dropped', () => {
    expect(byItem(r, 'Question 5').answers!.map((a) => [a.content, a.correct])).toEqual([
      ['<p>A</p>', true],
      ['B', true],
      ['C', true],
      ['D', false],
      ['E', false],
      ['F', false],
    ]);
  });

  it('multiple dropdowns: one group per blank, its credited choice correct', () => {
    const q = byItem(r, 'Question 6');
    expect(q.content_html).toBe('<div><p>Question 6, Multiple Dropdowns, Answers is C: (1)</p></div>');
    expect(q.groups).toEqual([{ key: 'g1', name: '(1)' }]);
    expect(q.answers!.map((a) => [a.content, a.correct, a.group_key])).toEqual([
      ['C', true, 'g1'],
      ['D', false, 'g1'],
    ]);
  });

  it('matching: left items are premises (repeats and blanks folded), unmatched right answers distractors', () => {
    const q = byItem(r, 'Question 7');
    expect(q.premises).toEqual([
      { key: 'p1', content: 'A' },
      { key: 'p2', content: 'B' },
    ]);
    expect(q.responses!.map((x) => [x.content, x.premise_key])).toEqual([
      ['1', 'p1'],
      ['2', 'p2'],
      ['C', null],
      ['D', null],
      ['E', null],
      ['F', null],
      ['3', null],
      ['4', null],
      ['5', null],
    ]);
    expect(explanationOf(r, 'Question 7').slice(3)).toEqual(['<p>Answer Feedback, A:1 Chosen</p>', '<p>Answer Feedback, B:2 Chosen</p>']);
  });
});

describe('readQti12File: feedback_quiz_1.2.xml', async () => {
  const r = await read('feedback_quiz_1.2.xml');

  it('skips the essay and keeps each true/false question’s feedback, choice feedback headed by the choice', () => {
    expect(r.skipped).toEqual([{ item: 'Question', reason: 'unsupported_type', detail: 'essay_question' }]);
    expect(r.questions.map((q) => q.document.content_html)).toEqual(['<div><p>True</p></div>', '<div><p>Also, True</p></div>']);
    expect(r.questions[0]!.document.explanation!.sections!.map((s) => s.content_html)).toEqual([
      '<p>Neutral</p>',
      '<p>Correct</p>',
      '<p>Incorrect</p>',
      '<p><strong>True</strong></p><p>Answer was True</p>',
      '<p><strong>False</strong></p><p>Answer was False</p>',
    ]);
    expect(r.questions[1]!.document.explanation!.sections!.map((s) => s.content_html)).toEqual([
      '<p><strong>True</strong></p><p>Correct!</p>',
      '<p><strong>False</strong></p><p>Incorrect!</p>',
    ]);
    expect(r.questions[1]!.document.answers!.find((a) => a.correct)!.content).toBe('True');
  });
});

describe('readQti12File: question_group.xml', async () => {
  const r = await read('question_group.xml');

  it('imports every question of each group (1 of 4 and 3 of 5 drawn in Canvas) and the item after them, nothing skipped', () => {
    expect(r.questions.map((q) => q.document.content_html)).toEqual([
      '<div><p>Question 1/4</p></div>',
      '<div><p>Question 2/4</p></div>',
      '<div><p>Question 3/4</p></div>',
      '<div><p>Question 4/4</p></div>',
      '<div><p>Question 1/5</p></div>',
      '<div><p>Question 2/5</p></div>',
      '<div><p>Question 3/5</p></div>',
      '<div><p>Question 4/5</p></div>',
      '<div><p>Question 5/5</p></div>',
      '<div><p>Question! 5</p></div>',
    ]);
    expect(r.skipped).toEqual([]);
    for (const q of r.questions) {
      expect(q.document.type).toBe('true_or_false');
      expect(q.document.answers!.map((a) => [a.content, a.correct])).toEqual([
        ['True', true],
        ['False', false],
      ]);
      expect(q.document.quiz_title).toBe('Question Groups');
    }
  });
});
