// The learner's question order: stored, or shuffled by a seed with linked questions kept together.
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../domain/schemas/questions.ts';
import { questionOrder, seedOf } from './order.ts';

const q = (id: number, preceding: number | null = null) => ({ id, preceding_question_id: preceding }) as Question;
const ids = (list: Question[]) => list.map((x) => x.id);

describe('questionOrder', () => {
  const list = [q(1), q(2), q(3, 2), q(4, 3), q(5), q(6), q(7), q(8)];

  it('keeps the stored order when the topic does not shuffle', () => {
    expect(ids(questionOrder(list, false, 123))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shuffles the same way for the same seed, and differently for others', () => {
    const a = ids(questionOrder(list, true, seedOf('token-a')));
    expect(ids(questionOrder(list, true, seedOf('token-a')))).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const orders = new Set(['b', 'c', 'd', 'e', 'f'].map((s) => ids(questionOrder(list, true, seedOf(s))).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('keeps a question right after the one it follows (a chain moves as one block)', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) {
      const order = ids(questionOrder(list, true, seedOf(seed)));
      const at = order.indexOf(2);
      expect(order.slice(at, at + 3)).toEqual([2, 3, 4]);
    }
  });

  it('keeps questions of a cycle (refused by the editor) rather than losing them', () => {
    const cycle = [q(1, 2), q(2, 1), q(3)];
    expect(ids(questionOrder(cycle, true, 5)).sort()).toEqual([1, 2, 3]);
  });
});
