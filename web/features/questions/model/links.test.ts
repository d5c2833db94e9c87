import { describe, expect, it } from 'vitest';
import { precedingError, precedingLinks } from './links.ts';

// 10 (pos 1) ← 11 (pos 2, follows 1) ← 12 (pos 3, follows 2); 13 (pos 4) alone.
const topic = [
  { id: 10, position: 1, preceding_question_position: null },
  { id: 11, position: 2, preceding_question_position: 1 },
  { id: 12, position: 3, preceding_question_position: 2 },
  { id: 13, position: 4, preceding_question_position: null },
];

describe('preceding question links', () => {
  it('maps positions to ids', () => {
    expect([...precedingLinks(topic)]).toEqual([
      [10, null],
      [11, 10],
      [12, 11],
      [13, null],
    ]);
  });
  it('refuses a link that closes a circle, and a question following itself', () => {
    expect(precedingError(topic, 10, 12)).toBe('validation.question_link_circular');
    expect(precedingError(topic, 13, 13)).toBe('validation.question_link_self');
  });
  it('accepts links that make no circle, and any link of a question not saved yet', () => {
    expect(precedingError(topic, 13, 12)).toBeNull();
    expect(precedingError(topic, 12, null)).toBeNull();
    expect(precedingError(topic, null, 12)).toBeNull();
  });
});
