import { describe, expect, it } from 'vitest';
import { memoryMedia, sevenQuestions, text, topicOf, written } from './test/fixtures.ts';
import { planQuestionExport, writeQuestionExport } from './index.ts';

describe('Aiken export', () => {
  it('writes single-answer multiple choice only, as plain text', async () => {
    const aiken = text(await written((out) => writeQuestionExport('aiken', [topicOf(sevenQuestions())], memoryMedia, out)));
    expect(aiken).toBe('Which is a {city}: a=b?\nA. Paris\nB. Rome ~ Italy\nC. \\(x^2\\)\nANSWER: A\n\n');
  });

  it('says why every other question is left out', () => {
    const plan = planQuestionExport('aiken', [topicOf(sevenQuestions())]);
    expect(plan.questions).toBe(1);
    expect(plan.leftOut.map((q) => q.questionId)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(plan.leftOut.map((q) => q.reason))).toEqual(new Set(['not_single_choice']));
  });

  it('leaves out a question whose stem an Aiken reader would take for an option', async () => {
    const [single] = sevenQuestions();
    const options = [{ ...single!, id: 50, content_html: '<p>I. Bacalah teks berikut.</p>' }, { ...single!, id: 51, content_html: '<p>B)Which one?</p>' }];
    const plan = planQuestionExport('aiken', [topicOf(options)]);
    expect(plan.questions).toBe(0);
    expect(plan.leftOut.map((q) => [q.questionId, q.reason])).toEqual([
      [50, 'stem_like_option'],
      [51, 'stem_like_option'],
    ]);
    expect(text(await written((out) => writeQuestionExport('aiken', [topicOf(options)], memoryMedia, out)))).toBe('');
  });
});

