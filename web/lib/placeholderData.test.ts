import { describe, expect, it } from 'vitest';
import { keepPreviousWithin } from './placeholderData.ts';

describe('keepPreviousWithin', () => {
  const page1 = { items: ['Matematika Wajib Kelas X'] };
  const keep = keepPreviousWithin(['courses', 'list', 1]);

  it('keeps the previous result of the same list (another page, search or filter)', () => {
    expect(keep(page1, { queryKey: ['courses', 'list', 1, { page: 1 }] })).toBe(page1);
    expect(keep(page1, { queryKey: ['courses', 'list', 1, { q: 'fisika' }] })).toBe(page1);
  });

  it('never keeps another list’s result (another organization’s): the list shows its loading state', () => {
    expect(keep(page1, { queryKey: ['courses', 'list', 2, { page: 1 }] })).toBeUndefined();
    expect(keep(page1, { queryKey: ['members', 1, {}] })).toBeUndefined();
    expect(keep(page1, undefined)).toBeUndefined();
  });
});
