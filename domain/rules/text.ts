// Plain text out of rich-text HTML, without a DOM (the server has none): what the content
// rules of spec §5 compare and count. "Valid" answers, blank stems, duplicate answers and
// the 150-word suggestion all look at the text a learner would read, not at the markup.
//
// The scanner is a single linear pass (no regex backtracking), so a 2 MB page or a hostile
// string of thousands of unclosed `<` costs O(n). It is not a sanitizer: the server cleans
// HTML with its allowlist before storing; this only reads text out of it.

/** Elements whose text is never shown (their content is dropped with them). */
const HIDDEN_ELEMENTS = ['script', 'style', 'template', 'noscript'] as const;
/** Elements that are content on their own, with or without text around them. */
const MEDIA_ELEMENTS = new Set(['img', 'audio', 'video', 'iframe', 'picture', 'svg', 'math']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  zwnj: '',
  zwj: '',
  shy: '',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  times: '×',
  divide: '÷',
  deg: '°',
  plusmn: '±',
  middot: '·',
  copy: '©',
  reg: '®',
};

/** `&amp;`, `&#39;`, `&#x27;` and the common named entities; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

interface Scan {
  text: string;
  hasMedia: boolean;
}

const isTagStart = (c: string | undefined) => c !== undefined && /[a-zA-Z/!?]/.test(c);

/** One pass over the HTML: text outside tags (tags become spaces), and whether media elements occur. */
function scan(html: string): Scan {
  let out = '';
  let hasMedia = false;
  let i = 0;
  const n = html.length;
  let lower: string | undefined;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (!isTagStart(html[lt + 1])) {
      // A bare `<` (as in "a < b" typed without escaping) is text.
      out += '<';
      i = lt + 1;
      continue;
    }
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? n : end + 3;
      out += ' ';
      continue;
    }
    // Walk to the closing `>`, skipping quoted attribute values (they may contain `>`).
    let j = lt + 1;
    let quote = '';
    while (j < n) {
      const c = html[j];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '>') {
        break;
      }
      j++;
    }
    const tagName = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, Math.min(j, lt + 40)))?.[1]?.toLowerCase();
    const closing = html[lt + 1] === '/';
    i = j + 1;
    out += ' ';
    if (!tagName || closing) continue;
    if (MEDIA_ELEMENTS.has(tagName)) hasMedia = true;
    if ((HIDDEN_ELEMENTS as readonly string[]).includes(tagName)) {
      lower ??= html.toLowerCase();
      const end = lower.indexOf(`</${tagName}`, i);
      if (end === -1) {
        i = n;
      } else {
        const close = html.indexOf('>', end);
        i = close === -1 ? n : close + 1;
      }
    }
  }
  return { text: out, hasMedia };
}

/** Collapses every run of whitespace (including no-break spaces) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

/** The text a learner reads: tags out, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return collapseWhitespace(decodeEntities(scan(html).text));
}

/** True when HTML has an image, audio, video, embed, svg or MathML element. */
export function hasMedia(html: string | null | undefined): boolean {
  return !!html && scan(html).hasMedia;
}

/** Rich content is blank when it has neither text nor media (e.g. `<p><br></p>`). */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  const s = scan(html);
  return !s.hasMedia && collapseWhitespace(decodeEntities(s.text)) === '';
}

/**
 * The form two texts are compared in for duplicates: the read text, Unicode-normalised (NFKC,
 * so a full-width "Ａ" equals "A"), and case-folded unless the comparison is case-sensitive.
 */
export function comparableText(html: string | null | undefined, caseSensitive = false): string {
  const text = htmlToText(html).normalize('NFKC');
  return caseSensitive ? text : text.toLocaleLowerCase('en');
}

/** Words of the read text (runs of non-space characters). */
export function countWords(html: string | null | undefined): number {
  const text = htmlToText(html);
  return text === '' ? 0 : text.split(' ').length;
}
