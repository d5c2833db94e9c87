// The formula guard every workbook Pena writes shares, and its inverse the reader applies.
import { describe, expect, it } from 'vitest';
import { readSafeText, safeText } from './formulaGuard.ts';

describe('safeText', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+62 812', "'+62 812"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ["'quoted'", "'quoted'"],
    ['Matematika', 'Matematika'],
    ['', ''],
  ])('%j → %j', (input, output) => expect(safeText(input)).toBe(output));
});

describe('readSafeText', () => {
  it.each(['=1+2', '+62 812', '-5', '@SUM(A1)', "'=x", "''-y", "'quoted'", "''", "'", 'Matematika', ''])('takes back exactly what safeText added to %j', (text) => {
    expect(readSafeText(safeText(text))).toBe(text);
  });

  it('leaves an apostrophe that guards nothing', () => {
    expect(readSafeText("'tis")).toBe("'tis");
  });
});
