// Everything the editor writes must survive the server's allowlist (server/sanitize/
// richText.ts) unchanged in meaning: the sanitized copy, loaded back, is the same document.
import { createDocument, Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../server/sanitize/richText.ts';
import { buildExtensions, markMathInHtml } from './extensions/index.ts';
import { serialise } from './useRichTextEditor.ts';

const EVERYTHING = [
  '<h1>Judul</h1><h2>Sub</h2><h3>Tiga</h3><h4>Empat</h4>',
  '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> H<sub>2</sub>O x<sup>2</sup> [%x^2%] and [[%\\frac{a}{b}%]]</p>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/a?b=1">link</a></p>',
  '<ul><li><p>one</p><ol><li><p>nested</p></li></ol></li></ul><ol start="3"><li><p>three</p></li></ol>',
  '<blockquote><p>quote</p></blockquote><hr>',
  '<table><tbody><tr><th><p>h</p></th><th colspan="2"><p>wide</p></th></tr><tr><td><p>1</p></td><td><p>2</p></td><td><p>[%y%]</p></td></tr></tbody></table>',
  '<img src="/files/org/1/image/abc" alt="grafik" width="1200" height="400" data-media-id="12">',
  '<audio controls="" src="/files/org/1/audio/def" data-media-id="13"></audio>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=42" data-embed="youtube"></iframe>',
  '<iframe src="https://players.brightcove.net/1234567/default_default/index.html?videoId=987654" data-embed="brightcove"></iframe>',
].join('');

function editorWith(html: string) {
  return new Editor({ extensions: buildExtensions({ onOpenMath: () => {}, mathLabel: (l) => l }), content: markMathInHtml(html) });
}

describe('editor HTML through the server sanitizer', () => {
  it('keeps every feature: the sanitized copy is the same document', () => {
    const editor = editorWith(EVERYTHING);
    const written = serialise(editor);
    const sanitized = sanitizeRichText(written);
    const reloaded = createDocument(markMathInHtml(sanitized), editor.schema);
    expect(reloaded.toJSON()).toEqual(editor.state.doc.toJSON());
    // Media keep their ids, math stays text, players stay players.
    expect(sanitized).toContain('data-media-id="12"');
    expect(sanitized).toContain('data-media-id="13"');
    expect(sanitized).toContain('[[%\\frac{a}{b}%]]');
    expect(sanitized).toContain('data-embed="youtube"');
    expect(sanitized).toContain('allowfullscreen');
    editor.destroy();
  });

  it('writes nothing the sanitizer has to strip apart from table sizing', () => {
    const editor = editorWith(EVERYTHING);
    const written = serialise(editor);
    const withoutTableSizing = written
      .replace(/ style="min-width: \d+px;"/g, '')
      .replace(/<colgroup>(<col>)+<\/colgroup>/g, '')
      .replace(/ controls=""/g, ' controls');
    const sanitized = sanitizeRichText(written).replace(/<colgroup>(<col \/>|<col>)+<\/colgroup>/g, '');
    expect(sanitized.replace(/<hr \/>/g, '<hr>').replace(/<img ([^>]*?) \/>/g, '<img $1>')).toBe(withoutTableSizing);
    editor.destroy();
  });
});
