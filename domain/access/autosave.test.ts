import { describe, expect, it } from 'vitest';
import { autosaveToggleVisible, effectiveAutosave, isInternalEmail } from './autosave.ts';

const internal = 'pena.example';

describe('isInternalEmail', () => {
  it.each<[string, string, boolean]>([
    ['ana@pena.example', internal, true],
    ['Ana@PENA.Example', internal, true],
    ['ana@pena.example', '@pena.example', true],
    ['ana@pena.example', 'PENA.EXAMPLE', true],
    ['ana@school.example', internal, false],
    ['ana@mail.pena.example', internal, false],
    ['ana@pena.example.evil', internal, false],
    ['pena.example@school.example', internal, false],
    ['@pena.example', internal, false],
    ['pena.example', internal, false],
    ['ana@pena.example', '', false],
    ['ana@', '', false],
  ])('%s with domain %j → %s', (email, domain, expected) => {
    expect(isInternalEmail(email, domain)).toBe(expected);
  });
});

describe('effectiveAutosave', () => {
  it.each<[string, boolean, boolean, boolean]>([
    // email, user turned it on, organization enables it, expected
    ['ana@pena.example', true, true, true],
    ['ana@pena.example', true, false, false],
    ['ana@pena.example', false, true, false],
    ['ana@pena.example', false, false, false],
    ['budi@school.example', true, true, true],
    ['budi@school.example', true, false, true],
    ['budi@school.example', false, true, false],
    ['budi@school.example', false, false, false],
  ])('%s use=%s org=%s → %s', (email, useAutosave, enableAutosave, expected) => {
    expect(effectiveAutosave({ email, useAutosave }, { enableAutosave }, internal)).toBe(expected);
  });
});

describe('autosaveToggleVisible', () => {
  it.each([
    [true, true],
    [false, false],
  ])('enableAutosave=%s → %s', (enableAutosave, expected) => {
    expect(autosaveToggleVisible({ enableAutosave })).toBe(expected);
  });
});
