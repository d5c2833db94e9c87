import { describe, expect, it } from 'vitest';
import {
  type ColouredAnswer,
  contrastRatio,
  hasAnswersDifferingOnlyByColour,
  hasLowContrastText,
  hasTableWithoutHeaders,
  hasVagueLinkText,
  isVagueLinkText,
  parseColour,
  type Rgba,
  skipsHeadingLevel,
} from './accessibility.ts';

describe('links whose text says nothing', () => {
  it.each<[string, string, boolean]>([
    ['a descriptive link', '<p>Lihat <a href="https://id.wikipedia.org/wiki/Pecahan">artikel Wikipedia tentang pecahan</a></p>', false],
    ['"here"', '<p>Klik <a href="https://example.org/a">here</a></p>', true],
    ['"Click here." with case and punctuation', '<a href="https://example.org/a">Click here.</a>', true],
    ['"read more" inside a mark', '<a href="https://example.org/a"><strong>Read</strong> more</a>', true],
    ['"link"', '<a href="https://example.org/a">link</a>', true],
    ['"this"', '<a href="https://example.org/a">this</a>', true],
    ['"di sini"', '<a href="https://example.org/a">di sini</a>', true],
    ['"klik di sini"', '<a href="https://example.org/a">Klik di sini</a>', true],
    ['"selengkapnya…"', '<a href="https://example.org/a">Selengkapnya…</a>', true],
    ['"tautan"', '<a href="https://example.org/a">tautan</a>', true],
    ['"ini"', '<a href="https://example.org/a">ini</a>', true],
    ['a word that merely contains a vague one', '<a href="https://example.org/a">Ini Budi</a>', false],
    ['the bare address as its text', '<a href="https://example.org/materi/pecahan">https://example.org/materi/pecahan</a>', true],
    ['the address without its scheme', '<a href="https://www.example.org/materi/">example.org/materi</a>', true],
    ['an address-looking text to another place', '<a href="https://example.org/a">www.kemdikbud.go.id</a>', true],
    ['an e-mail address (says where it leads)', '<a href="mailto:guru@sekolah.sch.id">guru@sekolah.sch.id</a>', false],
    ['a number with a dot is not an address', '<a href="https://example.org/a">3.14</a>', false],
    ['a link with no text at all', '<a href="https://example.org/a"> </a>', true],
    ['an image link named by its alt text', '<a href="https://example.org/a"><img src="/files/x" alt="Peta Indonesia"></a>', false],
    ['an image link whose alt says nothing', '<a href="https://example.org/a"><img src="/files/x" alt="link"></a>', true],
    ['an anchor without href is not a link', '<a name="top">here</a>', false],
    ['one good and one vague link', '<a href="/a">Bab 1: Pecahan</a> <a href="/b">di sini</a>', true],
    ['entities in the text', '<a href="https://example.org/a">klik&nbsp;di&nbsp;sini</a>', true],
    ['nothing', '', false],
  ])('%s', (_, html, expected) => {
    expect(hasVagueLinkText(html)).toBe(expected);
  });

  it('reads a name and an address directly', () => {
    expect(isVagueLinkText('HERE!', 'https://x.org')).toBe(true);
    expect(isVagueLinkText('Jadwal ujian semester', 'https://x.org')).toBe(false);
    expect(isVagueLinkText('x.org', 'https://x.org/')).toBe(true);
  });
});

describe('headings that skip a level', () => {
  it.each<[string, string[], boolean]>([
    ['h2 then h3', ['<h2>A</h2><p>x</p><h3>B</h3>'], false],
    ['h2 then h4', ['<h2>A</h2><h4>B</h4>'], true],
    ['h1 then h3', ['<h1>A</h1><h3 style="text-align: center">B</h3>'], true],
    ['going back up several levels', ['<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>'], false],
    ['the first heading may be any level', ['<h4>A</h4><p>x</p>'], false],
    ['a skip across the blocks of one flow', ['<h2>A</h2>', '', '<h4>B</h4>'], true],
    ['no headings', ['<p>Teks</p>', null as unknown as string], false],
    ['a header cell is not a heading', ['<h2>A</h2><table><tr><th>B</th></tr></table><h3>C</h3>'], false],
  ])('%s', (_, flow, expected) => {
    expect(skipsHeadingLevel(flow)).toBe(expected);
  });
});

describe('tables without header cells', () => {
  it.each<[string, string, boolean]>([
    ['a header row', '<table><tbody><tr><th><p>Nama</p></th><th>Nilai</th></tr><tr><td>Ani</td><td>90</td></tr></tbody></table>', false],
    ['a header column', '<table><tr><th>Nama</th><td>Ani</td></tr><tr><th>Nilai</th><td>90</td></tr></table>', false],
    ['two rows of data cells only', '<table><tbody><tr><td>Nama</td><td>Nilai</td></tr><tr><td>Ani</td><td>90</td></tr></tbody></table>', true],
    ['a one-row table (a layout strip)', '<table><tr><td>A</td><td>B</td></tr></table>', false],
    ['the second of two tables lacks headers', '<table><tr><th>A</th></tr><tr><td>1</td></tr></table><table><tr><td>A</td></tr><tr><td>1</td></tr></table>', true],
    ['an inner table judged on its own', '<table><tr><th>A</th></tr><tr><td><table><tr><td>x</td></tr><tr><td>y</td></tr></table></td></tr></table>', true],
    ['an unclosed table is not judged', '<table><tr><td>A</td></tr><tr><td>B</td></tr>', false],
    ['no table', '<p>table tr td</p>', false],
  ])('%s', (_, html, expected) => {
    expect(hasTableWithoutHeaders(html)).toBe(expected);
  });
});

describe('colours', () => {
  it.each<[string, Rgba | null]>([
    ['#777', [119, 119, 119, 1]],
    ['#FFFF00', [255, 255, 0, 1]],
    ['#0000ff80', [0, 0, 255, 128 / 255]],
    ['rgb(255, 0, 0)', [255, 0, 0, 1]],
    ['rgba(0,0,0,0.5)', [0, 0, 0, 0.5]],
    ['rgb(100% 0% 0% / 50%)', [255, 0, 0, 0.5]],
    ['LightGray !important', [211, 211, 211, 1]],
    ['transparent', [0, 0, 0, 0]],
    ['currentcolor', null],
    ['var(--x)', null],
    ['#12', null],
    ['rgb(1, 2)', null],
  ])('%s', (value, expected) => {
    expect(parseColour(value)).toEqual(expected);
  });

  it.each<[string, string, number]>([
    ['black on white', '#000', 21],
    ['#777 on white (just under AA)', '#777', 4.48],
    ['#767676 on white (just AA)', '#767676', 4.54],
    ['white on white', '#fff', 1],
  ])('contrast of %s', (_, colour, ratio) => {
    expect(contrastRatio(parseColour(colour)!, [255, 255, 255, 1])).toBeCloseTo(ratio, 2);
  });
});

describe('text with too little contrast', () => {
  it.each<[string, string, boolean]>([
    ['unstyled text', '<p>Teks biasa</p>', false],
    ['yellow text on the white page', '<p><span style="color: yellow">Penting</span></p>', true],
    ['#777 text (4.48:1)', '<p style="color:#777">Abu-abu</p>', true],
    ['#767676 text (4.54:1)', '<p style="color:#767676">Abu-abu</p>', false],
    ['dark red text', '<p style="color: rgb(139, 0, 0)">Merah tua</p>', false],
    ['white text on navy', '<p style="background-color: navy; color: white">Putih</p>', false],
    ['black text on a dark background', '<p style="background-color: #333">Gelap</p>', true],
    ['colour inherited into a child', '<div style="color: #aaa"><p><strong>Samar</strong></p></div>', true],
    ['the colour ends with its element', '<p><span style="color: #aaa"></span>Normal</p>', false],
    ['a background shorthand', '<p style="background: #000 url(x.png) no-repeat">Hitam</p>', true],
    ['half-transparent black text (blends to grey)', '<p style="color: rgba(0,0,0,0.3)">Samar</p>', true],
    ['a light colour with no text inside', '<p style="color: #eee"><br></p>', false],
    ['an unreadable colour value is ignored', '<p style="color: var(--muted)">Teks</p>', false],
    ['a font tag colour', '<font color="#ccc">Samar</font>', true],
    ['a yellow formula (the equation editor\'s Color menu)', '<p>Hasilnya [% \\textcolor{yellow}{x^2} %]</p>', true],
    ['a pure red formula (4.0:1)', '<p>[% \\textcolor{red}{x} + 1 %]</p>', true],
    ['a blue formula', '<p>[% \\textcolor{blue}{x} + 1 %]</p>', false],
    ['a display formula with a light colour switch', '<p>[[% \\color{#ccc} y = 2 %]]</p>', true],
    ['a formula on a dark box', '<p>[% \\colorbox{black}{x} %]</p>', true],
    ['a formula on a light box', '<p>[% \\colorbox{#fff1c2}{x} %]</p>', false],
    ['a framed box judged by its fill', '<p>[% \\fcolorbox{red}{navy}{x} %]</p>', true],
    ['a colour command outside a formula is plain text', '<p>\\textcolor{yellow}{x}</p>', false],
    ['an unclosed formula', '<p>[% \\textcolor{yellow}{x}</p>', false],
    ['a formula on a coloured paragraph judged against it', '<p style="background-color: navy; color: white">[% \\textcolor{white}{x} %]</p>', false],
    ['nothing', '', false],
  ])('%s', (_, html, expected) => {
    expect(hasLowContrastText(html)).toBe(expected);
  });

  it('judges against the given page background', () => {
    expect(hasLowContrastText('<p style="color: white">Putih</p>', [0, 0, 0, 1])).toBe(false);
    expect(hasLowContrastText('<p style="color: #222">Gelap</p>', [0, 0, 0, 1])).toBe(true);
  });
});

describe('answers told apart only by colour', () => {
  const text = (content: string, group_key: string | null = null): ColouredAnswer => ({ answer_type: 'text', content, group_key });
  it.each<[string, ColouredAnswer[], boolean, boolean]>([
    ['a red and a green "Benar"', [text('<p><span style="color: red">Benar</span></p>'), text('<p><span style="color: green">Benar</span></p>')], false, true],
    ['a highlighted and a plain answer', [text('<p><mark>Jakarta</mark></p>'), text('<p>Jakarta</p>')], false, true],
    ['colour kept beside other styles', [text('<p style="text-align: center; color: red">A</p>'), text('<p style="text-align:center">A</p>')], false, true],
    ['different words', [text('<p style="color: red">Ya</p>'), text('<p style="color: green">Tidak</p>')], false, false],
    ['the same HTML twice (a plain duplicate)', [text('<p>Ya</p>'), text('<p>Ya</p>')], false, false],
    ['the same words, told apart by bold (not colour)', [text('<p><strong>Ya</strong></p>'), text('<p>Ya</p>')], false, false],
    ['equal after whitespace and bare spans', [text('<p><span>Ya</span></p>'), text('<p>Ya </p>')], false, false],
    ['grouped choices in different groups', [text('<p style="color:red">Ya</p>', 'g1'), text('<p>Ya</p>', 'g2')], true, false],
    ['grouped choices in the same group', [text('<p style="color:red">Ya</p>', 'g1'), text('<p>Ya</p>', 'g1')], true, true],
    ['image answers are not compared', [{ answer_type: 'image', content: '<img alt="" style="color:red">' }, { answer_type: 'image', content: '<img alt="">' }], false, false],
    ['two formulas told apart only by colour', [text('<p>[% \\textcolor{red}{1} %]</p>'), text('<p>[% \\textcolor{green}{1} %]</p>')], false, true],
    ['a coloured formula and a plain one', [text('<p>[% \\colorbox{yellow}{12} %]</p>'), text('<p>[% 12 %]</p>')], false, true],
    ['formulas that differ in more than colour', [text('<p>[% \\textcolor{red}{1} %]</p>'), text('<p>[% \\textcolor{red}{2} %]</p>')], false, false],
    ['blank answers are not compared', [text('<p style="color:red"> </p>'), text('<p></p>')], false, false],
  ])('%s', (_, answers, grouped, expected) => {
    expect(hasAnswersDifferingOnlyByColour(answers, grouped)).toBe(expected);
  });
});
