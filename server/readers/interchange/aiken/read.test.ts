// The Aiken reader on Moodle's Aiken fixtures (interop-samples/aiken): the clean file, and the
// error file whose three good questions are kept around its malformed blocks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionIssues } from '../../../../domain/rules/questionRules.ts';
import { questionDocumentFields } from '../../../../domain/schemas/questions.ts';
import type { InterchangeRead, InterchangeReadOptions } from '../model.ts';
import { looksLikeGift } from '../gift/index.ts';
import { looksLikeAiken, readAiken, readAikenBytes } from './index.ts';

const samples = new URL('../../../../../shared/interop-samples/', import.meta.url);
const note: InterchangeReadOptions = { categories: 'note' };
const file = (name: string) => new Uint8Array(readFileSync(new URL(name, samples)));
const summary = (r: InterchangeRead) =>
  r.questions.map((q) => {
    const d = questionDocumentFields.parse(q.document);
    expect(questionIssues(d, { pointsEnabled: false }), q.item).toEqual([]);
    return { item: q.item, type: d.type, stem: d.content_html, answers: d.answers.map((a) => [a.content, a.correct]), points: d.points, quiz_title: d.quiz_title };
  });

describe('readAiken', () => {
  it('questions.aiken.txt: both questions, HTML in the text escaped', async () => {
    const r = await readAikenBytes(file('aiken/questions.aiken.txt'), note);
    expect(r.format).toBe('aiken');
    expect(r.skipped).toEqual([]);
    expect(summary(r)).toEqual([
      {
        item: 'The Moodle project was started by:',
        type: 'multiple_choice',
        stem: '<p>The Moodle project was started by:</p>',
        answers: [
          ['Petr Skoda', false],
          ['Martin Dougiamas', true],
          ['Eloy Lafuente', false],
          ['Tim Hunt', false],
        ],
        points: null,
        quiz_title: null,
      },
      {
        item: 'Moodle\'s abilities include handling user input that includes <html class="cool"…',
        type: 'multiple_choice',
        stem: '<p>Moodle\'s abilities include handling user input that includes &lt;html class="cool"&gt; &amp; images:</p>',
        answers: [
          ['True', true],
          ['False', false],
        ],
        points: null,
        quiz_title: null,
      },
    ]);
  });

  it('aiken_errors.txt: the three good questions kept, each malformed block skipped by its first line', async () => {
    const r = await readAikenBytes(file('aiken/aiken_errors.txt'), note);
    expect(summary(r).map(({ item, stem, answers }) => ({ item, stem, answers }))).toEqual([
      { item: 'A good question', stem: '<p>A good question</p>', answers: [['Correct', true], ['Incorrect', false]] },
      { item: 'A second good question', stem: '<p>A second good question</p>', answers: [['Incorrect (No space)', false], ['Correct (No space)', true]] },
      {
        item: 'A third good question with HTML chars such as > < &',
        stem: '<p>A third good question with HTML chars such as &gt; &lt; &amp;</p>',
        answers: [['Correct (&lt; &gt; &amp;)', true], ['Incorrect (&lt; &gt; &amp;)', false]],
      },
    ]);
    expect(r.skipped).toEqual([
      { item: 'A question with too few answers', reason: 'damaged_item', detail: '' },
      { item: 'A) Question not started', reason: 'damaged_item', detail: '' },
      { item: 'A question started but not finished', reason: 'damaged_item', detail: 'ANSWER:' },
    ]);
  });

  it('skips an ANSWER naming no option, cuts long item names, and reads CRLF text', async () => {
    const long = 'x'.repeat(200);
    const r = await readAiken(`${long}\r\nA. one\r\nB. two\r\nANSWER: C\r\n\r\nShort?\r\nA) yes\r\nB) no\r\nANSWER: A\r\n`, note);
    expect(r.skipped).toEqual([{ item: `${'x'.repeat(79)}…`, reason: 'no_correct_answer', detail: 'ANSWER: C' }]);
    expect(summary(r).map((q) => q.answers)).toEqual([[['yes', true], ['no', false]]]);
  });

  it('refuses bytes that are not UTF-8', async () => {
    await expect(readAikenBytes(new Uint8Array([0x51, 0xe9, 0x0a, 0x41, 0x29, 0x20, 0x78]), note)).rejects.toMatchObject({ code: 'not_utf8' });
  });
});

describe('looksLikeAiken', () => {
  it('tells the Aiken samples from GIFT and other text', () => {
    for (const name of ['aiken/questions.aiken.txt', 'aiken/aiken_errors.txt']) {
      const text = readFileSync(new URL(name, samples), 'utf8');
      expect(looksLikeAiken(text), name).toBe(true);
      expect(looksLikeGift(text), name).toBe(false);
    }
    expect(looksLikeAiken('Shopping list\nA. eggs\nB. milk\n')).toBe(false);
  });
});
