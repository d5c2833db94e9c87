import { describe, expect, it } from 'vitest';
import { findDuplicate, matchesSearch, missingGrades, searchKey, systemGrade } from './nameMatch.ts';

describe('searchKey and matchesSearch', () => {
  it('ignore case, spaces, punctuation and underscores', () => {
    expect(searchKey(' Kelas_10 - IPA ')).toBe('kelas10ipa');
    expect(matchesSearch('Kelas 10', 'kelas-10')).toBe(true);
    expect(matchesSearch('Persiapan UTBK', 'utbk')).toBe(true);
    expect(matchesSearch('Remedial', 'utbk')).toBe(false);
  });

  it('an empty or punctuation-only query matches everything', () => {
    expect(matchesSearch('G10', '')).toBe(true);
    expect(matchesSearch('G10', ' - ')).toBe(true);
  });
});

describe('findDuplicate', () => {
  it('finds a name equal apart from case and spacing', () => {
    expect(findDuplicate('  g10 ', ['Kinder', 'G10'])).toBe('G10');
    expect(findDuplicate('kelas   10', ['Kelas 10'])).toBe('Kelas 10');
    expect(findDuplicate('Kelas10', ['Kelas 10'])).toBe('Kelas 10');
  });

  it('does not flag different names or an empty one', () => {
    expect(findDuplicate('G1', ['G10', 'G11'])).toBeUndefined();
    expect(findDuplicate('   ', ['G10'])).toBeUndefined();
  });
});

describe('grades', () => {
  it('a grade tag spells one of the system grades', () => {
    expect(systemGrade(' g 10')).toBe('G10');
    expect(systemGrade('KINDER')).toBe('Kinder');
    expect(systemGrade('Kelas 10')).toBeUndefined();
    expect(systemGrade('G13')).toBeUndefined();
  });

  it('lists the system grades not added yet, in school order', () => {
    expect(missingGrades(['G1', 'g 3', 'Kinder', 'G2', 'G5', 'G6', 'G7', 'G8', 'G9', 'G10', 'G11'])).toEqual(['G4', 'G12']);
  });
});
