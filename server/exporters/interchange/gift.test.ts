import { type Matching, type MultipleChoice, type ShortAnswer, type TextChoice, type TrueFalse, parse } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../domain/schemas/questions.ts';
import { answer, memoryMedia, question, sevenQuestions, text, topicOf, written } from './test/fixtures.ts';
import { planQuestionExport, writeQuestionExport } from './index.ts';

const caseBlind = (q: Question): Question => (q.type === 'exact_value' ? { ...q, exact_value_options: { ...q.exact_value_options, case_sensitive: false } } : q);
const giftCategorise = question(20, 'categorise', '<p>Sort: fruit or vegetable?</p>', {
  categories: [
    { id: 1, key: 'c1', name: 'Fruit' },
    { id: 2, key: 'c2', name: 'Vegetable' },
  ],
  answers: [answer('Apple', { category_key: 'c1' }), answer('Pear', { category_key: 'c1' }), answer('Carrot', { category_key: 'c2' })],
});
const giftMatching = question(21, 'matching_choices', '<p>Match the animals.</p>', {
  premises: [
    { id: 1, key: 'p1', content: 'Cat' },
    { id: 2, key: 'p2', content: 'Dog' },
  ],
  responses: [
    { id: 3, key: 'r1', content: 'Meow', premise_key: 'p1' },
    { id: 4, key: 'r2', content: 'Woof', premise_key: 'p2' },
  ],
});

async function parsed() {
  const topic = topicOf([...sevenQuestions().map(caseBlind), giftCategorise, giftMatching]);
  const gift = text(await written((out) => writeQuestionExport('gift', [topic], memoryMedia, out)));
  return { gift, questions: parse(gift) };
}

describe('GIFT export', () => {
  it('parses as GIFT with each question of the right type and answers', async () => {
    const { questions } = await parsed();
    const items = questions.filter((q) => q.type !== 'Category');
    expect(items.map((q) => q.type)).toEqual(['MC', 'MC', 'TF', 'Short', 'Matching', 'Matching']);
    const [mc, multi, tf, short, cats, match] = items as [MultipleChoice, MultipleChoice, TrueFalse, ShortAnswer, Matching, Matching];
    expect(mc.title).toBe('1. Which is a {city}: a=b?');
    expect(mc.stem.format).toBe('html');
    expect(mc.stem.text).toContain('Which is a {city}: a=b?');
    expect(mc.choices.map((c: TextChoice) => [c.text.text, c.isCorrect])).toEqual([
      ['<p>Paris</p>', true],
      ['<p>Rome ~ Italy</p>', false],
      ['\\(x^2\\)', false],
    ]);
    expect(mc.globalFeedback?.text).toBe('<p>Paris is the capital of France.</p>');
    expect(multi.choices.map((c) => c.weight)).toEqual([50, 50, -100, -100]);
    expect(multi.choices[3]!.text.text).toContain('https://pena.example/files/7');
    expect(tf.isTrue).toBe(true);
    expect(tf.stem.text).toContain('Once upon a time');
    expect(short.choices.map((c) => c.text.text)).toEqual(['Paris', 'PARIS']);
    expect(cats.matchPairs.map((p) => [p.subquestion.text, p.subanswer])).toEqual([
      ['Apple', 'Fruit'],
      ['Pear', 'Fruit'],
      ['Carrot', 'Vegetable'],
    ]);
    expect(match.matchPairs.map((p) => p.subanswer)).toEqual(['Meow', 'Woof']);
  });

  it('puts each topic under its category', async () => {
    const { questions } = await parsed();
    expect(questions[0]).toMatchObject({ type: 'Category', title: '$course$/Capitals // Cities/Capitals // Cities' });
  });

  it('lists what GIFT cannot hold and leaves it out', async () => {
    const plan = planQuestionExport('gift', [topicOf(sevenQuestions())]);
    expect(plan.leftOut.map((q) => [q.questionId, q.reason])).toEqual([
      [4, 'type_not_in_format'],
      [5, 'type_not_in_format'],
      [6, 'type_not_in_format'],
      [7, 'type_not_in_format'],
      [8, 'type_not_in_format'],
    ]);
    expect(plan.questions).toBe(3);
    expect(plan.leftOut[2]!.item).toBe('6. Order the numbers.');
  });
});
