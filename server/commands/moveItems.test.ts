// What a question or passage move carries (movedSet) and which links it cuts (linksToCut).
import { describe, expect, it } from 'vitest';
import { linksToCut, movedSet, type LinkRow, type Moved } from './moveItems.ts';

// Topic: passage 100 (questions 1, 2); chain 1 ← 2 ← 3 (3 follows 2 follows 1); 4 alone; 5 ← 6; passage 200 (question 6).
const rows: LinkRow[] = [
  { id: 1, preceding: null, passageId: 100 },
  { id: 2, preceding: 1, passageId: 100 },
  { id: 3, preceding: 2, passageId: null },
  { id: 4, preceding: null, passageId: null },
  { id: 5, preceding: null, passageId: null },
  { id: 6, preceding: 5, passageId: 200 },
];
const passages = new Set([100, 200, 300]);
const q = (...ids: number[]): Moved => ({ questionIds: new Set(ids), passageIds: new Set() });
const p = (...ids: number[]): Moved => ({ questionIds: new Set(), passageIds: new Set(ids) });
const plain = (m: Moved) => ({ questions: [...m.questionIds].sort(), passages: [...m.passageIds].sort() });

describe('movedSet', () => {
  it('without the option: only what was asked', () => {
    expect(plain(movedSet(rows, passages, q(2), false))).toEqual({ questions: [2], passages: [] });
  });

  it('a question brings its whole chain and its passage, whose questions bring theirs', () => {
    expect(plain(movedSet(rows, passages, q(3), true))).toEqual({ questions: [1, 2, 3], passages: [100] });
    expect(plain(movedSet(rows, passages, q(5), true))).toEqual({ questions: [5, 6], passages: [200] });
    expect(plain(movedSet(rows, passages, q(4), true))).toEqual({ questions: [4], passages: [] });
  });

  it('a passage brings its questions and their chains; one without questions comes alone', () => {
    expect(plain(movedSet(rows, passages, p(200), true))).toEqual({ questions: [5, 6], passages: [200] });
    expect(plain(movedSet(rows, passages, p(300), true))).toEqual({ questions: [], passages: [300] });
  });
});

describe('linksToCut', () => {
  it('cuts links both ways between what moves and what stays', () => {
    // Moving 2 alone: 2 stops following 1, 3 stops following 2, 2 loses passage 100.
    expect(linksToCut(rows, q(2))).toEqual({ preceding: [2, 3], passage: [2], count: 3 });
    // Moving passage 100 alone: its questions lose it.
    expect(linksToCut(rows, p(100))).toEqual({ preceding: [], passage: [1, 2], count: 2 });
  });

  it('cuts nothing when everything linked moves along', () => {
    expect(linksToCut(rows, movedSet(rows, passages, q(2), true))).toEqual({ preceding: [], passage: [], count: 0 });
  });
});
