import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editors write', () => {
    const html =
      '<h2 style="text-align: center">Gaya</h2><p>F = [%m \\cdot a%] <strong>kuat</strong> <em>x</em> <u>y</u></p>' +
      '<ul><li>satu</li></ul><table><tbody><tr><td colspan="2">sel</td></tr></tbody></table>' +
      '<p><a href="https://pena.id" target="_blank">tautan</a></p><img src="/files/org/1/image/a.png" data-media-id="7" alt="grafik">' +
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2 style="text-align:center">Gaya</h2>');
    expect(out).toContain('[%m \\cdot a%]');
    expect(out).toContain('<a href="https://pena.id" target="_blank" rel="noopener noreferrer nofollow">tautan</a>');
    expect(out).toContain('data-media-id="7"');
    expect(out).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>');
    expect(out).toContain('<td colspan="2">sel</td>');
  });

  it('stores our own media by relative address, whatever host it was uploaded at', () => {
    const key = 'org/3/image/0b6c9a5e-1f2d-4c3b-9a8e-7d6f5e4c3b2a';
    expect(sanitizeRichText(`<img src="http://localhost:3000/files/${key}" data-media-id="7">`)).toBe(`<img src="/files/${key}" data-media-id="7" />`);
    expect(sanitizeRichText(`<audio controls src="https://pena.example.sch.id/files/org/3/audio/0b6c9a5e-1f2d-4c3b-9a8e-7d6f5e4c3b2a" data-media-id="8"></audio>`)).toBe(
      '<audio controls src="/files/org/3/audio/0b6c9a5e-1f2d-4c3b-9a8e-7d6f5e4c3b2a" data-media-id="8"></audio>',
    );
    // Other sites' images keep their address.
    expect(sanitizeRichText('<img src="https://cdn.example.com/files/a.png">')).toBe('<img src="https://cdn.example.com/files/a.png" />');
  });

  it.each([
    ['a new tab', '<a href="https://pena.id" target="_blank">x</a>'],
    ['a new tab in capitals, asking for the opener', '<a href="https://pena.id" target="_BLANK" rel="opener">x</a>'],
    ['a named window', '<a href="https://pena.id" target="lesson">x</a>'],
    ['a named window with a rel of its own', '<a href="https://pena.id" target="Pelajaran" rel="OPENER external">x</a>'],
    ['an empty target', '<a href="https://pena.id" target="">x</a>'],
  ])('gives a link that opens elsewhere (%s) rel="noopener noreferrer"', (_name, html) => {
    const out = sanitizeRichText(html);
    const rel = /rel="([^"]*)"/.exec(out)?.[1] ?? '';
    expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(rel.split(' ').map((token) => token.toLowerCase())).not.toContain('opener');
  });

  it('drops an opener from a link that opens in place', () => {
    expect(sanitizeRichText('<a href="https://pena.id" rel="opener">x</a>')).toBe('<a href="https://pena.id">x</a>');
    expect(sanitizeRichText('<a href="https://pena.id" rel="external Opener">x</a>')).toBe('<a href="https://pena.id" rel="external">x</a>');
  });

  it('removes scripts, handlers, javascript: URLs and foreign iframes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)">a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<iframe src="https://evil.example/embed"></iframe>')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
  });
});
