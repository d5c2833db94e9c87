// Word's clipboard HTML (as Chrome and Firefox hand it over) becomes structure the editor
// reads: real nested lists, headings, marks and tables, without Word's dialect.
import { Editor } from '@tiptap/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildExtensions } from './extensions/index.ts';
import { cleanPastedHtml, looksLikeWord } from './pasteCleanup.ts';
import { serialise } from './useRichTextEditor.ts';

// Shortened from Word 365 (desktop) → Chrome clipboard.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]--></head>
<body lang=EN-US style='tab-interval:36.0pt'><!--StartFragment-->
<h1 style='mso-outline-level:1'><span lang=IN>Photosynthesis<o:p></o:p></span></h1>
<p class=MsoNormal>Plants make <b>glucose</b> from <i>light</i> and <u>water</u>, see [%6CO_2%].<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Light<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Sunlight<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Water<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp; </span></span></span><!--[endif]-->First step<o:p></o:p></p>
<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span><span style='mso-list:Ignore'>2.<span>&nbsp;&nbsp; </span></span></span><!--[endif]-->Second step<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0'><td width=301 valign=top style='width:225.4pt;mso-border-alt:solid windowtext .5pt'><p class=MsoNormal><b>Input<o:p></o:p></b></p></td>
  <td width=301 valign=top><p class=MsoNormal><b>Output<o:p></o:p></b></p></td></tr>
 <tr><td width=301 valign=top><p class=MsoNormal>CO<sub>2</sub><o:p></o:p></p></td><td width=301 valign=top><p class=MsoNormal>O<sub>2</sub><o:p></o:p></p></td></tr>
</table>
<p class=MsoNormal><img width=200 height=100 src="file:///C:/Users/guru/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png"></p>
<!--EndFragment--></body></html>`;

beforeEach(() => {
  // jsdom has no ClipboardEvent; ProseMirror's pasteHTML only needs the type to exist.
  if (typeof ClipboardEvent === 'undefined') vi.stubGlobal('ClipboardEvent', class extends Event {});
});

function pasteInto(html: string): string {
  const editor = new Editor({
    extensions: buildExtensions({ onOpenMath: () => {}, mathLabel: (l) => l }),
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  // The path a real paste takes (transformPastedHTML, the clipboard parser).
  editor.view.pasteHTML(html);
  const out = serialise(editor);
  editor.destroy();
  return out;
}

describe('cleanPastedHtml', () => {
  it('recognises Word HTML and nothing else', () => {
    expect(looksLikeWord(WORD)).toBe(true);
    expect(looksLikeWord('<p><b>plain</b> html</p>')).toBe(false);
  });

  it('removes Word dialect: conditional comments, o:p, mso styles, classes and disk images', () => {
    const cleaned = cleanPastedHtml(WORD);
    expect(cleaned).not.toMatch(/mso-|<o:p|MsoNormal|\[if|<xml|<style|file:\/\/|<meta/i);
  });

  it('keeps headings, marks, nested lists, tables and math as structure', () => {
    const html = pasteInto(WORD);
    expect(html).toContain('<h1>Photosynthesis</h1>');
    expect(html).toContain('<p>Plants make <strong>glucose</strong> from <em>light</em> and <u>water</u>, see [%6CO_2%].</p>');
    expect(html).toContain('<ul><li><p>Light</p><ul><li><p>Sunlight</p></li></ul></li><li><p>Water</p></li></ul>');
    expect(html).toContain('<ol><li><p>First step</p></li><li><p>Second step</p></li></ol>');
    expect(html).toMatch(/<table[^>]*>.*<tr><td[^>]*><p><strong>Input<\/strong><\/p><\/td><td[^>]*><p><strong>Output<\/strong><\/p><\/td><\/tr>/);
    expect(html).toContain('<td><p>CO<sub>2</sub></p></td>');
    expect(html).not.toContain('<img');
    // List markers are gone, not left as text.
    expect(html).not.toMatch(/·|>o\s|1\.\s/);
  });

  it('leaves ordinary HTML alone apart from images it cannot fetch', () => {
    const html = pasteInto('<h2>Title</h2><ul><li>One</li></ul><img src="data:image/png;base64,AAAA"><img src="https://example.com/a.png">');
    expect(html).toBe('<h2>Title</h2><ul><li><p>One</p></li></ul><img src="https://example.com/a.png">');
  });
});
