import { describe, expect, it } from 'vitest';
import { collapseWhitespace, comparableText, countWords, decodeEntities, hasMedia, htmlToText, isBlankRichText } from './text.ts';

describe('htmlToText', () => {
  it.each([
    ['', ''],
    [null, ''],
    ['plain', 'plain'],
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['<p>a</p><p>b</p>', 'a b'],
    ['line<br>break', 'line break'],
    ['<p>&nbsp;&amp;&lt;tag&gt; &quot;q&quot; &#39;s&#39; &#x41;&#66;</p>', '&<tag> "q" \'s\' AB'],
    ['<p title="a > b">text</p>', 'text'],
    ["<p title='x>y'>t</p>", 't'],
    ['<script>alert(1)</script>after', 'after'],
    ['<STYLE>p{}</STYLE>shown', 'shown'],
    ['<!-- note -->visible', 'visible'],
    ['before<!-- never closed', 'before'],
    ['&NBSP;x&AMP;', 'x&'],
    ['a < b and c > d', 'a < b and c > d'],
    ['unclosed <p', 'unclosed'],
    ['<script>never closed', ''],
    ['[% x^2 %]', '[% x^2 %]'],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('stays linear on hostile input: thousands of unclosed tags are one pass, not a scan to the end from each', () => {
    const hostile = '<a'.repeat(200_000);
    let text: string | undefined;
    const reads = readsOf(hostile, () => {
      text = htmlToText(hostile);
    });
    expect(text).toBe('');
    // A scanner that went back to each `<` it could not close would read the input 200,000 times.
    expect(reads).toBeLessThan(10);
  });
});

/** How many times `run` searched or cut `input` (String methods called on it): work, not time. */
function readsOf(input: string, run: () => void): number {
  const proto = String.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const names = ['indexOf', 'lastIndexOf', 'startsWith', 'slice', 'substring', 'toLowerCase', 'charAt', 'charCodeAt'];
  const originals = names.map((name) => proto[name]!);
  let reads = 0;
  names.forEach((name, k) => {
    proto[name] = function (this: string, ...args: unknown[]) {
      if (this === input) reads += 1;
      return originals[k]!.apply(this, args);
    };
  });
  try {
    run();
  } finally {
    names.forEach((name, k) => {
      proto[name] = originals[k]!;
    });
  }
  return reads;
}

describe('entities and whitespace', () => {
  it('decodes numeric and known named entities, keeps unknown ones', () => {
    expect(decodeEntities('&mdash;&unknown;&#0;&#xD800;')).toBe('—&unknown;');
    expect(decodeEntities('no entities')).toBe('no entities');
  });

  it('collapses whitespace of every kind', () => {
    expect(collapseWhitespace(' a \u00a0\t\n b\u200b ')).toBe('a b');
  });
});

describe('blank and media', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>x</p>', false],
    ['<p><img src="/f/1" data-media-id="1"></p>', false],
    ['<audio data-media-id="2"></audio>', false],
    ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', false],
  ])('isBlankRichText(%j) is %s', (html, blank) => {
    expect(isBlankRichText(html)).toBe(blank);
  });

  it('knows media elements and ignores closing tags', () => {
    expect(hasMedia('<p><img src="x"></p>')).toBe(true);
    expect(hasMedia('<p>text</p></img>')).toBe(false);
    expect(hasMedia(null)).toBe(false);
  });
});

describe('comparison and words', () => {
  it('compares read text, NFKC-normalised, case-folded unless case-sensitive', () => {
    expect(comparableText('<p><b>Paris</b></p>')).toBe(comparableText('paris'));
    expect(comparableText('Ａ')).toBe('a');
    expect(comparableText('Paris', true)).not.toBe(comparableText('paris', true));
  });

  it('counts words of the read text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('<p>one two</p><p>three</p>')).toBe(3);
  });
});
