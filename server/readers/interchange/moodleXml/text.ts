// Text of Moodle's question formats (Moodle XML, GIFT, Aiken) as HTML, by Moodle's own text
// formats: `html` is HTML; `moodle_auto_format` (GIFT's `[moodle]`, the default of both) is
// text in which HTML tags are kept and line breaks become breaks, as Moodle shows it; `plain_text`
// and `markdown` are escaped text (Markdown is not rendered: its marks stay readable as text).
// TeX delimiters become Pena's math in every format. The job sanitizes what this gives.
import { texToPenaMath } from '../math.ts';

export type MoodleTextFormat = 'html' | 'moodle_auto_format' | 'plain_text' | 'markdown';

/** Moodle XML's `format` attribute or GIFT's `[name]`, as a format; unknown names are null. */
export function moodleFormat(name: string | undefined): MoodleTextFormat | null {
  switch ((name ?? '').trim().toLowerCase()) {
    case 'html':
      return 'html';
    case 'moodle_auto_format':
    case 'moodle':
      return 'moodle_auto_format';
    case 'plain_text':
    case 'plain':
      return 'plain_text';
    case 'markdown':
      return 'markdown';
    default:
      return null;
  }
}

/** Escapes text for an HTML body. */
export const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A `<` that opens a tag or a closing tag (a comment is found apart); any other `<` is text. */
const TAG = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/y;
/** `&` that starts an entity. */
const ENTITY = /&(?:#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

/** Auto-format text: its tags and entities kept, a `<` or `&` that is text escaped. */
function autoFormatMarkup(text: string): string {
  let out = '';
  // The next `-->`, or -1: once there is none, no later `<!--` is a comment either.
  let commentEnd = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (commentEnd !== -1 && text.startsWith('<!--', i)) {
      if (commentEnd < i + 4) commentEnd = text.indexOf('-->', i + 4);
      if (commentEnd !== -1) {
        out += text.slice(i, commentEnd + 3);
        i = commentEnd + 2;
        continue;
      }
    }
    if (c === '<' || c === '&') {
      const pattern = c === '<' ? TAG : ENTITY;
      pattern.lastIndex = i;
      const m = pattern.exec(text);
      if (m) {
        out += m[0];
        i += m[0].length - 1;
        continue;
      }
      out += c === '<' ? '&lt;' : '&amp;';
    } else out += c;
  }
  return out;
}

const BLOCK_START = /^\s*<(p|div|ul|ol|table|h[1-6]|blockquote|pre|figure)\b/i;

/**
 * A stem, feedback or hint as block HTML: HTML as it is; other formats one paragraph per
 * blank-line-separated run, line breaks as `<br>`. Empty text is ''.
 */
export function blockHtml(raw: string, format: MoodleTextFormat): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '') return '';
  if (format === 'html') return texToPenaMath(text);
  if (format === 'moodle_auto_format' && BLOCK_START.test(text)) return texToPenaMath(autoFormatMarkup(text));
  const line = format === 'moodle_auto_format' ? autoFormatMarkup : escapeText;
  const paragraphs = text.split(/\n\s*\n/).map((p) => `<p>${p.trim().split('\n').map(line).join('<br>')}</p>`);
  return texToPenaMath(paragraphs.join(''));
}

/** An answer, item, premise or response: one line is inline HTML; several are paragraphs. */
export function partHtml(raw: string, format: MoodleTextFormat): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (format === 'html' || text.includes('\n')) return blockHtml(text, format);
  return texToPenaMath(format === 'moodle_auto_format' ? autoFormatMarkup(text) : escapeText(text));
}

/** Text cut to `max` characters (code points), with an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
