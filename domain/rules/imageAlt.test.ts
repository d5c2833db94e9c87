import { describe, expect, it } from 'vitest';
import { hasImageWithoutAlt, imageTags, setImageAlt } from './imageAlt.ts';

describe('imageTags', () => {
  it('reads every image in order with its address and decoded alt', () => {
    const html = `<p>a<img src="/files/1.png" alt="A &amp; B"></p><img alt='x' src='/files/2.png'/><IMG SRC=/files/3.png>`;
    expect(imageTags(html)).toEqual([
      { index: 0, src: '/files/1.png', alt: 'A & B' },
      { index: 1, src: '/files/2.png', alt: 'x' },
      { index: 2, src: '/files/3.png', alt: '' },
    ]);
  });

  it('reads nothing from empty HTML', () => {
    expect(imageTags(null)).toEqual([]);
    expect(imageTags('<p>text</p>')).toEqual([]);
  });
});

describe('hasImageWithoutAlt', () => {
  it.each([
    ['no alt', '<img src="/a">', true],
    ['blank alt', '<img src="/a" alt="">', true],
    ['spaces only', '<img src="/a" alt="  ">', true],
    ['an entity space only', '<img src="/a" alt="&#32;">', true],
    ['alt text', '<img src="/a" alt="A map">', false],
    ['no images', '<p>x</p>', false],
    ['one of two without', '<img alt="ok" src="/a"><img src="/b">', true],
  ])('%s', (_, html, expected) => {
    expect(hasImageWithoutAlt(html)).toBe(expected);
  });
});

describe('setImageAlt', () => {
  it.each([
    ['adds an alt to an image without one', '<p><img src="/a"></p>', 0, 'A map', '<p><img alt="A map" src="/a"></p>'],
    ['replaces a blank alt', '<img src="/a" alt="">', 0, 'A map', '<img src="/a" alt="A map">'],
    ['replaces a single-quoted alt', "<img alt='' src=\"/a\">", 0, 'Cat', '<img alt="Cat" src="/a">'],
    ['replaces an unquoted alt', '<img alt=x src="/a">', 0, 'Cat', '<img alt="Cat" src="/a">'],
    ['sets only the n-th image', '<img src="/a"><img src="/b"><img src="/c">', 1, 'B', '<img src="/a"><img alt="B" src="/b"><img src="/c">'],
    ['escapes quotes and markup', '<img src="/a">', 0, 'say "hi" <b> & go', '<img alt="say &quot;hi&quot; &lt;b&gt; &amp; go" src="/a">'],
    ['changes nothing past the last image', '<img src="/a">', 3, 'X', '<img src="/a">'],
    ['keeps a self-closing tag', '<img src="/a" />', 0, 'X', '<img alt="X" src="/a" />'],
  ])('%s', (_, html, index, alt, expected) => {
    expect(setImageAlt(html, index, alt)).toBe(expected);
  });

  it('leaves the check satisfied for the image it set, and reads back what it wrote', () => {
    const html = '<img src="/a"><img src="/b" alt="">';
    const fixed = setImageAlt(setImageAlt(html, 0, 'A "quote"'), 1, 'B & C');
    expect(hasImageWithoutAlt(fixed)).toBe(false);
    expect(imageTags(fixed).map((i) => i.alt)).toEqual(['A "quote"', 'B & C']);
  });
});
