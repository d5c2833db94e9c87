// The rich-text comparison: words inserted and deleted are marked on each side, formulas,
// images and table cells are compared whole, tables stay tables, identical versions come back
// untouched, and a page rewritten from end to end is still marked in full.
import { describe, expect, it } from 'vitest';
import { renderMathInHtml } from '../../../components/richText/index.ts';
import { compareRichText } from './compareRichText.ts';

const labels = { inserted: 'inserted', deleted: 'deleted' };

function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

/** The text of every mark of a kind, screen-reader words left out. */
function marked(html: string, tag: 'ins' | 'del'): string[] {
  return [...dom(html).querySelectorAll(tag)].map((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-diff-label]').forEach((label) => label.remove());
    return copy.textContent ?? '';
  });
}

describe('compareRichText', () => {
  it('gives identical versions back as they were, with nothing marked', () => {
    const html = '<p>Air menguap dari <strong>laut</strong>.</p><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(compareRichText(html, html, labels)).toEqual({ before: html, after: html, changed: false });
  });

  it('ignores how the same text is written (white space, entities)', () => {
    const result = compareRichText('<p>Air  menguap&nbsp;dari laut.</p>', '<p>Air menguap dari\nlaut.</p>', labels);
    expect(result.changed).toBe(false);
  });

  it('marks an inserted word on the newer side only', () => {
    const result = compareRichText('<p>Air menguap dari laut.</p>', '<p>Air menguap perlahan dari laut.</p>', labels);
    expect(result.changed).toBe(true);
    expect(marked(result.after, 'ins')).toEqual(['perlahan']);
    expect(marked(result.before, 'del')).toEqual([]);
    expect(dom(result.after).textContent).toBe('Air menguap inserted perlahan dari laut.');
  });

  it('marks deleted and replaced words, neighbours in one mark', () => {
    const result = compareRichText('<p>Hujan turun sangat deras sekali di kota.</p>', '<p>Hujan turun pelan di kota.</p>', labels);
    expect(marked(result.before, 'del')).toEqual(['sangat deras sekali']);
    expect(marked(result.after, 'ins')).toEqual(['pelan']);
    expect(dom(result.before).querySelector('del [data-diff-label]')?.textContent).toBe('deleted ');
  });

  it('counts a change of formatting as a change of the word', () => {
    const result = compareRichText('<p>Air menguap.</p>', '<p>Air <strong>menguap</strong>.</p>', labels);
    expect(marked(result.after, 'ins')).toEqual(['menguap']);
    expect(dom(result.after).querySelector('strong ins')?.textContent).toContain('menguap');
  });

  it('compares a formula whole and keeps it a formula inside its mark', () => {
    const result = compareRichText('<p>Rumus [%x^2 + 1%] benar.</p>', '<p>Rumus [%x^3 + 1%] benar.</p>', labels);
    expect(marked(result.before, 'del')).toEqual(['[%x^2 + 1%]']);
    expect(marked(result.after, 'ins')).toEqual(['[%x^3 + 1%]']);
    const rendered = dom(renderMathInHtml(result.after));
    expect(rendered.querySelector('ins .pena-math')?.getAttribute('data-latex')).toBe('x^3 + 1');
    expect(rendered.querySelector('ins .katex')).not.toBeNull();
  });

  it('marks a display formula added beside unchanged text', () => {
    const result = compareRichText('<p>Lihat:</p>', '<p>Lihat: [[%\\frac{a}{b}%]]</p>', labels);
    expect(marked(result.after, 'ins')).toEqual(['[[%\\frac{a}{b}%]]']);
  });

  it('compares images by what they show and wraps a changed one whole', () => {
    const same = '<img src="/files/a.png" data-media-id="5" alt="">';
    expect(compareRichText(`<p>Gambar ${same}</p>`, `<p>Gambar ${same}</p>`, labels).changed).toBe(false);
    const result = compareRichText(`<p>Gambar ${same}</p>`, '<p>Gambar <img src="/files/b.png" data-media-id="6" alt=""></p>', labels);
    expect(dom(result.before).querySelector('del img')?.getAttribute('data-media-id')).toBe('5');
    expect(dom(result.after).querySelector('ins img')?.getAttribute('data-media-id')).toBe('6');
    expect(dom(result.after).querySelector('ins [data-diff-label]')?.textContent).toBe('inserted ');
  });

  it('marks an added audio clip', () => {
    const result = compareRichText('<p>Dengar</p>', '<p>Dengar</p><audio src="/files/c.mp3" data-media-id="9" controls></audio>', labels);
    expect(dom(result.after).querySelector('ins audio')).not.toBeNull();
  });

  it('keeps tables tables: a changed cell is marked inside it, an added row as a row', () => {
    const table = (rows: string[][]) =>
      `<table><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td><p>${cell}</p></td>`).join('')}</tr>`).join('')}</tbody></table>`;
    const result = compareRichText(table([['a', 'b'], ['c', 'd']]), table([['a', 'x'], ['c', 'd'], ['e', 'f']]), labels);
    const after = dom(result.after);
    expect(after.querySelectorAll('table tr')).toHaveLength(3);
    expect(after.querySelector('tr:nth-child(1) td:nth-child(2) ins')?.textContent).toContain('x');
    expect(after.querySelector('tr:nth-child(3)')?.getAttribute('data-diff')).toBe('inserted');
    expect(after.querySelector('tr:nth-child(3) td')?.getAttribute('data-diff')).toBe('inserted');
    expect(marked(result.after, 'ins')).toEqual(['x', 'e', 'f']);
    expect(marked(result.before, 'del')).toEqual(['b']);
    // Words never match across cells: moving a word to the next cell is a change of both.
    const moved = compareRichText(table([['a b', '']]), table([['a', 'b']]), labels);
    expect(marked(moved.before, 'del')).toEqual(['b']);
    expect(marked(moved.after, 'ins')).toEqual(['b']);
  });

  it('marks a paragraph added between unchanged ones, and its block', () => {
    const result = compareRichText('<p>Satu.</p><p>Tiga.</p>', '<p>Satu.</p><p>Dua.</p><p>Tiga.</p>', labels);
    expect(marked(result.after, 'ins')).toEqual(['Dua.']);
    expect(dom(result.after).querySelector('p[data-diff="inserted"]')?.textContent).toContain('Dua.');
    expect(result.before).not.toContain('<del');
  });

  it('marks everything of a long page rewritten from end to end', () => {
    const words = (word: string, count: number) => Array.from({ length: count }, (_, i) => `${word}${i}`).join(' ');
    const before = Array.from({ length: 40 }, (_, i) => `<p>${words(`a${i}x`, 100)}</p>`).join('');
    const after = Array.from({ length: 40 }, (_, i) => `<p>${words(`b${i}y`, 100)}</p>`).join('');
    const result = compareRichText(before, after, labels);
    expect(dom(result.before).querySelectorAll('del')).toHaveLength(40);
    expect(dom(result.after).querySelectorAll('ins')).toHaveLength(40);
    expect(marked(result.after, 'ins').join(' ').split(' ')).toHaveLength(4000);
  });

  it('writes no screen-reader words when given none', () => {
    const result = compareRichText('<p>a</p>', '<p>b</p>');
    expect(result.after).toBe('<p><ins data-diff="inserted">b</ins></p>');
  });
});
