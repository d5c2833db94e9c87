import { describe, expect, it } from 'vitest';
import { htmlToPlain, imageHtml, imageSrc, textToHtml } from './plainText.ts';

describe('plain text answers', () => {
  it('round-trips text with markup characters and spaces', () => {
    for (const text of ['x < 5 & y > 2', '  spaced ', 'Tom\'s "quote"', '3,14']) expect(htmlToPlain(textToHtml(text))).toBe(text);
  });
  it('reads stored HTML as text', () => {
    expect(htmlToPlain('<p>42&nbsp;kg</p>')).toBe('42\u00a0kg');
    expect(htmlToPlain('<p>a&#39;b &#x41;</p>')).toBe("a'b A");
  });
  it('keeps an image answer’s picture and media id', () => {
    const html = imageHtml('/files/abc?x=1&y=2', 7);
    expect(html).toBe('<img src="/files/abc?x=1&amp;y=2" alt="" data-media-id="7">');
    expect(imageSrc(html)).toBe('/files/abc?x=1&y=2');
    expect(imageSrc('')).toBeNull();
  });
});
