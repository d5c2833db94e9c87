// Subjects once per name: a school's own and the country's "Matematika" are one choice with both ids.
import { describe, expect, it } from 'vitest';
import { subjectChoices } from './filters.ts';

describe('subject choices', () => {
  it('lists each name once, sorted, with every id of that name', () => {
    const choices = subjectChoices([
      { id: 5, name: 'Matematika' },
      { id: 6, name: 'Bahasa Indonesia' },
      { id: 15, name: 'Matematika' },
      { id: 16, name: 'bahasa indonesia ' },
      { id: 17, name: 'IPA' },
      { id: 5, name: 'Matematika' },
    ]);
    expect(choices).toEqual([
      { value: 'bahasa indonesia', label: 'Bahasa Indonesia', ids: [6, 16] },
      { value: 'ipa', label: 'IPA', ids: [17] },
      { value: 'matematika', label: 'Matematika', ids: [5, 15] },
    ]);
  });
});
