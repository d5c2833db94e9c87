// Fields of two versions paired by id: in the newer version's order, a field only the older
// had after the one it followed there; plain text shown as it is.
import { describe, expect, it } from 'vitest';
import { compareFields, textAsHtml } from './fields.ts';

const field = (id: string, html: string) => ({ id, label: id.toUpperCase(), html });

describe('compareFields', () => {
  it('pairs fields by id in the newer order, keeping fields only one side has', () => {
    const result = compareFields([field('title', 'A'), field('gone', 'x'), field('body', '<p>b</p>')], [field('title', 'A'), field('body', '<p>c</p>'), field('new', 'y')]);
    expect(result.map((f) => [f.id, f.changed])).toEqual([
      ['title', false],
      ['gone', true],
      ['body', true],
      ['new', true],
    ]);
    expect(result[1]).toMatchObject({ label: 'GONE', before: '<del data-diff="deleted">x</del>', after: '' });
    expect(result[3]).toMatchObject({ before: '', after: '<ins data-diff="inserted">y</ins>' });
  });
});

describe('textAsHtml', () => {
  it('escapes markup, keeps line breaks and leaves formulas as text', () => {
    expect(textAsHtml('a < b & [%x^2%]\nnext')).toBe('a &lt; b &amp; [%x^2%]<br>next');
    expect(textAsHtml(null)).toBe('');
    expect(textAsHtml(4.5)).toBe('4.5');
  });
});
