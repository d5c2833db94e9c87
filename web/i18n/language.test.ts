import { describe, expect, it } from 'vitest';
import { firstSegment, hasLanguagePrefix, localeFor, resolveLanguage, withLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it.each([
    ['/id/teams', null, 'id'],
    ['/en/', 'id', 'en'],
    ['/id', 'en', 'id'],
    ['/', 'id', 'id'],
    ['/teams', 'id', 'id'],
    ['/', null, 'en'],
    ['/', 'fr', 'en'],
    ['/fr/teams', null, 'en'],
    ['/fil/', null, 'en'],
    ['/ID/', null, 'en'],
    ['', undefined, 'en'],
  ])('%s with cookie %s → %s', (path, cookie, expected) => {
    expect(resolveLanguage(path, cookie)).toBe(expected);
  });
});

describe('withLanguage', () => {
  it.each([
    ['/en/tags/other', 'id', '/id/tags/other'],
    ['/id/', 'en', '/en/'],
    ['/id', 'en', '/en/'],
    ['/teams', 'id', '/id/teams'],
    ['/', 'en', '/en/'],
  ] as const)('%s in %s → %s', (path, language, expected) => {
    expect(withLanguage(path, language)).toBe(expected);
  });
});

describe('prefix helpers', () => {
  it('reads the first segment', () => {
    expect(firstSegment('/en/teams')).toBe('en');
    expect(firstSegment('/')).toBeNull();
  });
  it('knows a language prefix', () => {
    expect(hasLanguagePrefix('/id/tags')).toBe(true);
    expect(hasLanguagePrefix('/courses/1')).toBe(false);
  });
});

describe('localeFor', () => {
  it('overlays Filipino on English for Philippine organizations only', () => {
    expect(localeFor('en', 'PH')).toBe('fil');
    expect(localeFor('id', 'PH')).toBe('id');
    expect(localeFor('en', 'ID')).toBe('en');
    expect(localeFor('en', null)).toBe('en');
  });
});
