import { describe, expect, it } from 'vitest';
import { v } from './test/fixtures.ts';
import { findCycle, precedingQuestionError, succeedingQuestions } from './questionLinks.ts';

// 1 ← 2 ← 3 (3 follows 2, which follows 1); 4 stands alone.
const chain = () =>
  new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
  ]);

describe('preceding question links (spec §5 "Answers and question types")', () => {
  it.each<[string, number, number | null, number[] | null]>([
    ['unlinking', 2, null, null],
    ['following an unrelated question', 4, 3, null],
    ['following the head of its own chain from further down', 3, 1, null],
    ['re-linking to the same predecessor', 2, 1, null],
    ['a question preceding itself', 2, 2, [2, 2]],
    ['the head following its own tail', 1, 3, [1, 3, 2, 1]],
    ['a two-question loop', 1, 2, [1, 2, 1]],
  ])('%s: findCycle(links, %i, %j) is %j', (_, id, preceding, cycle) => {
    expect(findCycle(chain(), id, preceding)).toEqual(cycle);
  });

  it('works with string ids (unsaved questions in the editor)', () => {
    const links = new Map<string, string | null>([
      ['a', null],
      ['b', 'a'],
    ]);
    expect(findCycle(links, 'a', 'b')).toEqual(['a', 'b', 'a']);
  });

  it('stops on a loop already in the data that does not pass through the question', () => {
    const corrupt = new Map<number, number | null>([
      [5, 6],
      [6, 5],
      [7, null],
    ]);
    expect(findCycle(corrupt, 7, 5)).toBeNull();
  });

  it('checks a succeeding link as the preceding link of the other question', () => {
    // Making 1 succeed 3 means 1 follows 3: a loop 1 ← 3 ← 2 ← 1.
    expect(findCycle(chain(), 1, 3)).not.toBeNull();
    expect(succeedingQuestions(chain(), 1)).toEqual([2]);
    expect(succeedingQuestions(chain(), 3)).toEqual([]);
  });

  it.each<[number, number | null, string | null]>([
    [2, 1, null],
    [2, 2, v('question_link_self')],
    [1, 3, v('question_link_circular')],
  ])('precedingQuestionError(links, %i, %j) is %j', (id, preceding, message) => {
    expect(precedingQuestionError(chain(), id, preceding)).toBe(message);
  });
});
