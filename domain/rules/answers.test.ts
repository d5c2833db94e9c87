import { describe, expect, it } from 'vitest';
import { MAX_ANSWERS, answerComparisonValue, answerLetter, duplicateAnswerIndexes, isValidAnswer } from './answers.ts';
import { answer } from './test/fixtures.ts';

describe('answer letters (spec §9 a to z)', () => {
  it.each([
    [0, 'a'],
    [1, 'b'],
    [25, 'z'],
  ])('answer %i is lettered %s', (index, letter) => {
    expect(answerLetter(index)).toBe(letter);
  });

  it.each([-1, 26, 1.5])('there is no letter for %d', (index) => {
    expect(() => answerLetter(index)).toThrow(RangeError);
  });

  it('allows 26 answers', () => {
    expect(MAX_ANSWERS).toBe(26);
  });
});

describe('valid answers', () => {
  it.each([
    ['text with words', answer('a', '<p>Paris</p>'), true],
    ['text of only markup and spaces', answer('a', '<p>&nbsp;<br></p>'), false],
    ['an equation', answer('a', '\\frac{1}{2}', { answer_type: 'equation' }), true],
    ['an empty equation', answer('a', '  ', { answer_type: 'equation' }), false],
    ['an image with its media id', answer('a', '', { answer_type: 'image', media_id: 5 }), true],
    ['an image without one', answer('a', '<p>caption</p>', { answer_type: 'image', media_id: null }), false],
  ])('%s: %s', (_, a, valid) => {
    expect(isValidAnswer(a)).toBe(valid);
  });
});

describe('duplicate answers', () => {
  it('compares text as read, case-folded by default', () => {
    const answers = [answer('a', '<p>Paris</p>'), answer('b', 'PARIS '), answer('c', 'Rome'), answer('d', 'paris')];
    expect(duplicateAnswerIndexes(answers)).toEqual([1, 3]);
    expect(duplicateAnswerIndexes(answers, true)).toEqual([]);
  });

  it('never counts blank answers as duplicates', () => {
    expect(duplicateAnswerIndexes([answer('a', ''), answer('b', ' ')])).toEqual([]);
  });

  it('keeps answers of different types apart', () => {
    const text = answer('a', 'x^2');
    const equation = answer('b', 'x^2', { answer_type: 'equation' });
    expect(answerComparisonValue(text)).not.toBe(answerComparisonValue(equation));
    expect(duplicateAnswerIndexes([text, equation])).toEqual([]);
  });

  it('compares equations by LaTeX and images by media id', () => {
    expect(duplicateAnswerIndexes([answer('a', 'a +  b', { answer_type: 'equation' }), answer('b', 'a + b', { answer_type: 'equation' })])).toEqual([1]);
    expect(duplicateAnswerIndexes([answer('a', '', { answer_type: 'image', media_id: 2 }), answer('b', 'other', { answer_type: 'image', media_id: 2 })])).toEqual([1]);
  });
});
