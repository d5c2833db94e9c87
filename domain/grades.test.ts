import { describe, expect, it } from 'vitest';
import { compareGradeNames, compareTags } from './grades.ts';

describe('compareGradeNames', () => {
  it('orders system grades the way schools do, then other names naturally', () => {
    const names = ['G10', 'Remedial', 'G2', 'Kinder', 'G1', 'Kelas 10', 'Kelas 2', 'G12'];
    expect([...names].sort(compareGradeNames)).toEqual(['Kinder', 'G1', 'G2', 'G10', 'G12', 'Kelas 2', 'Kelas 10', 'Remedial']);
  });

  it('ignores case and surrounding spaces when it recognises a system grade', () => {
    expect([' g10', 'kinder', 'G3 '].sort(compareGradeNames)).toEqual(['kinder', 'G3 ', ' g10']);
  });
});

describe('compareTags', () => {
  it('puts grades first in grade order, then other tags by name, equal names by id', () => {
    const tags = [
      { id: 1, name: 'remedial', type: 'other' },
      { id: 2, name: 'G10', type: 'grade' },
      { id: 3, name: 'Olimpiade', type: 'other' },
      { id: 4, name: 'G2', type: 'grade' },
      { id: 5, name: 'Kinder', type: 'grade' },
      { id: 0, name: 'Remedial', type: 'other' },
    ];
    expect([...tags].sort(compareTags).map((t) => t.id)).toEqual([5, 4, 2, 3, 0, 1]);
  });
});
