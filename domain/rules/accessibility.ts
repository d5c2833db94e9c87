// Accessibility checks on stored rich text (WCAG 2.2 AA, ATAG 2.0 Part B), run before a page,
// question or passage is published (publishWarnings.ts says each once per item, never blocking):
// - a link whose text says nothing on its own ("here", "klik di sini", "selengkapnya", no text
//   at all, or the bare address), since screen-reader users list links out of context (2.4.4);
// - headings that skip a level going down (a heading 2 then a heading 4) within one reading
//   flow (a body and its sections, in order); going back up any number of levels is fine (1.3.1);
// - a table of more than one row without any header cell (1.3.1);
// - text whose colour has less than 4.5:1 contrast with its background (1.4.3): inline `color`
//   and `background-color`/`background` styles, inherited down the tree, alpha blended, over
//   the page's background (white unless given), and the colours of formulas (`[% %]`), which
//   the equation editor's Color and Background menus write as `\textcolor{yellow}{…}` and
//   `\colorbox{…}{…}` and KaTeX paints as CSS colours. Only text the author coloured is judged
//   (the theme's own text colour suits its page). Headings are held to 4.5:1 too: how large
//   they are depends on the theme, not the HTML;
// - two answers of a question whose text is the same and whose HTML differs only by colour
//   (`color`/background styles, `<mark>`, `<font>`, a formula's colour commands): only learners
//   who see colour could tell them apart (1.4.1). Grouped choices compare within a group,
//   where they are read together.
// The sanitizer's allowlist (server/sanitize/richText.ts) keeps only `text-align` styles, so
// in stored HTML colour comes from formulas and `<mark>`; the style checks guard HTML whose
// inline colours would survive (a widened allowlist).
// Each scan is one linear pass over the tags (no backtracking regex over the whole HTML).
import { collapseWhitespace, decodeEntities, htmlToText, comparableText } from './text.ts';

type Html = string | null | undefined;

interface Tag {
  name: string;
  closing: boolean;
  attrs: string;
  /** Index of `<` and just past `>`. */
  start: number;
  end: number;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function* tags(html: string): Generator<Tag> {
  for (const m of html.matchAll(TAG)) {
    yield { name: m[2]!.toLowerCase(), closing: m[1] === '/', attrs: m[3] ?? '', start: m.index, end: m.index + m[0].length };
  }
}

const ATTRIBUTES = new Map<string, RegExp>();

/** An attribute's decoded value, or null when absent. */
function attribute(attrs: string, name: string): string | null {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')));
  const m = pattern.exec(attrs);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : null;
}

// ---- Links -------------------------------------------------------------------------------

/** Link texts (compared lowercased, without surrounding punctuation) that say nothing out of context, in English and Indonesian. */
const VAGUE_LINK_TEXTS = new Set([
  'here', 'click here', 'click', 'read more', 'more', 'learn more', 'link', 'this', 'this link', 'this page',
  'di sini', 'disini', 'klik di sini', 'klik disini', 'klik', 'selengkapnya', 'baca selengkapnya', 'lebih lanjut', 'tautan', 'tautan ini', 'ini', 'halaman ini',
]);
const EDGE_PUNCTUATION = /^[\s"'“”‘’«»()[\]{}<>.,:;!?…»-]+|[\s"'“”‘’«»()[\]{}<>.,:;!?…»-]+$/g;
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+$|^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;
const bareUrl = (s: string) => s.toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');

/** What a link is announced as: its text, or its images' alt text when it has none. */
function linkName(inner: string): string {
  const text = htmlToText(inner);
  if (text !== '') return text;
  const alts = [...tags(inner)].filter((t) => t.name === 'img' && !t.closing).map((t) => attribute(t.attrs, 'alt') ?? '');
  return collapseWhitespace(alts.join(' '));
}

/** True when the link text says nothing about where it leads (a vague phrase, nothing, or the address itself). */
export function isVagueLinkText(name: string, href: string): boolean {
  const text = collapseWhitespace(name.normalize('NFKC')).toLocaleLowerCase('en').replace(EDGE_PUNCTUATION, '');
  if (text === '' || VAGUE_LINK_TEXTS.has(text)) return true;
  return !/\s/.test(text) && (URL_LIKE.test(text) || (href !== '' && bareUrl(text) === bareUrl(href.trim())));
}

/** True when some link (an `<a>` with an href) has text that says nothing on its own. */
export function hasVagueLinkText(html: Html): boolean {
  if (!html) return false;
  let open: { href: string; end: number } | null = null;
  for (const tag of tags(html)) {
    if (tag.name !== 'a') continue;
    if (!tag.closing) {
      const href = attribute(tag.attrs, 'href');
      open = href === null ? null : { href, end: tag.end };
    } else if (open) {
      if (isVagueLinkText(linkName(html.slice(open.end, tag.start)), open.href)) return true;
      open = null;
    }
  }
  return false;
}

// ---- Headings ----------------------------------------------------------------------------

/** True when, read in order across the blocks of one flow, a heading goes down more than one level. */
export function skipsHeadingLevel(flow: readonly Html[]): boolean {
  let previous: number | null = null;
  for (const html of flow) {
    if (!html) continue;
    for (const tag of tags(html)) {
      const level = !tag.closing && /^h[1-6]$/.test(tag.name) ? Number(tag.name[1]) : null;
      if (level === null) continue;
      if (previous !== null && level > previous + 1) return true;
      previous = level;
    }
  }
  return false;
}

// ---- Tables ------------------------------------------------------------------------------

/** True when a table of more than one row has no header cell (`<th>`) at all. */
export function hasTableWithoutHeaders(html: Html): boolean {
  if (!html) return false;
  const open: { rows: number; headers: number }[] = [];
  for (const tag of tags(html)) {
    const table = open.at(-1);
    if (tag.name === 'table') {
      if (!tag.closing) open.push({ rows: 0, headers: 0 });
      else if (table) {
        open.pop();
        if (table.rows > 1 && table.headers === 0) return true;
      }
    } else if (table && !tag.closing && tag.name === 'tr') table.rows++;
    else if (table && !tag.closing && tag.name === 'th') table.headers++;
  }
  return false;
}

// ---- Colour contrast ---------------------------------------------------------------------

/** Red, green, blue (0–255) and alpha (0–1). */
export type Rgba = readonly [number, number, number, number];

/** CSS colour names an author or a pasted document may use (the light ones are the risky ones). */
const NAMED_COLOURS: Record<string, string> = {
  black: '000000', white: 'ffffff', red: 'ff0000', green: '008000', blue: '0000ff', yellow: 'ffff00', orange: 'ffa500',
  purple: '800080', gray: '808080', grey: '808080', silver: 'c0c0c0', maroon: '800000', olive: '808000', lime: '00ff00',
  aqua: '00ffff', cyan: '00ffff', teal: '008080', navy: '000080', fuchsia: 'ff00ff', magenta: 'ff00ff', pink: 'ffc0cb',
  brown: 'a52a2a', gold: 'ffd700', khaki: 'f0e68c', beige: 'f5f5dc', ivory: 'fffff0', lavender: 'e6e6fa', wheat: 'f5deb3',
  coral: 'ff7f50', salmon: 'fa8072', tomato: 'ff6347', violet: 'ee82ee', plum: 'dda0dd', orchid: 'da70d6', tan: 'd2b48c',
  skyblue: '87ceeb', lightblue: 'add8e6', lightgreen: '90ee90', lightgray: 'd3d3d3', lightgrey: 'd3d3d3', lightpink: 'ffb6c1',
  lightyellow: 'ffffe0', lightcyan: 'e0ffff', gainsboro: 'dcdcdc', whitesmoke: 'f5f5f5', darkgray: 'a9a9a9', darkgrey: 'a9a9a9',
  dimgray: '696969', dimgrey: '696969', darkorange: 'ff8c00', darkred: '8b0000', darkgreen: '006400', darkblue: '00008b',
  yellowgreen: '9acd32', greenyellow: 'adff2f', chartreuse: '7fff00', springgreen: '00ff7f', aquamarine: '7fffd4',
  turquoise: '40e0d0', palegreen: '98fb98', crimson: 'dc143c', indigo: '4b0082', chocolate: 'd2691e', firebrick: 'b22222',
};

const channel = (s: string, max: number) => (s.endsWith('%') ? (Number.parseFloat(s) / 100) * max : Number.parseFloat(s));
const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));

/** A CSS colour (hex, rgb()/rgba(), a name, transparent) as RGBA, or null for anything else. */
export function parseColour(value: string): Rgba | null {
  const v = value.trim().toLowerCase().replace(/\s*!important$/, '');
  if (v === 'transparent') return [0, 0, 0, 0];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v)?.[1] ?? NAMED_COLOURS[v];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1];
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(v)?.[1];
  if (!fn) return null;
  const parts = fn.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4 || parts.some((p) => !/^[\d.]+%?$/.test(p))) return null;
  const [r, g, b] = parts.slice(0, 3).map((p) => clamp(channel(p, 255), 255));
  const a = parts[3] === undefined ? 1 : clamp(channel(parts[3], 1), 1);
  return [r!, g!, b!, a];
}

/** `top` painted over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (i: 0 | 1 | 2) => top[i] * top[3] + bottom[i] * (1 - top[3]);
  return [mix(0), mix(1), mix(2), 1];
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** WCAG 2.2 AA (1.4.3) for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The text and background colours an inline style sets (a `background` shorthand counts by its colour). */
function styleColours(style: string): { fg: Rgba | null; bg: Rgba | null } {
  let fg: Rgba | null = null;
  let bg: Rgba | null = null;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1);
    if (property === 'color') fg = parseColour(value) ?? fg;
    else if (property === 'background-color') bg = parseColour(value) ?? bg;
    else if (property === 'background') bg = value.split(/\s+(?![^(]*\))/).map(parseColour).find((c) => c !== null) ?? bg;
  }
  return { fg, bg };
}

interface Painted {
  name: string;
  fg: Rgba;
  bg: Rgba;
  /** The author set a colour here or above. */
  styled: boolean;
}

const BLACK: Rgba = [0, 0, 0, 1];
const WHITE: Rgba = [255, 255, 255, 1];

const MATH_COLOUR = /\\(textcolor|color|colorbox|fcolorbox)\s*\{([^{}]*)\}(?:\s*\{([^{}]*)\})?/g;

/** The formulas of a text: what lies between `[%` and `%]` (or `[[%` and `%]]`). */
function* formulas(text: string): Generator<string> {
  let at = text.indexOf('[%');
  while (at !== -1) {
    const end = text.indexOf('%]', at + 2);
    if (end === -1) return;
    yield text.slice(at + 2, end);
    at = text.indexOf('[%', end + 2);
  }
}

/**
 * True when a formula colours its text (`\textcolor`, `\color`) or its box (`\colorbox`,
 * `\fcolorbox`'s second colour) below 4.5:1: the equation editor's colour menus write these,
 * and the viewer (KaTeX) paints them as CSS colours.
 */
function mathContrastLow(text: string, fg: Rgba, bg: Rgba): boolean {
  for (const formula of formulas(text)) {
    for (const m of formula.matchAll(MATH_COLOUR)) {
      const box = m[1] === 'colorbox' || m[1] === 'fcolorbox';
      const colour = parseColour((m[1] === 'fcolorbox' ? m[3] : m[2]) ?? '');
      if (!colour) continue;
      const ratio = box ? contrastRatio(over(fg, over(colour, bg)), over(colour, bg)) : contrastRatio(over(colour, bg), bg);
      if (ratio < MIN_TEXT_CONTRAST) return true;
    }
  }
  return false;
}

/** True when text the author coloured reads at less than 4.5:1 against its background (white unless given). */
export function hasLowContrastText(html: Html, pageBackground: Rgba = WHITE): boolean {
  if (!html) return false;
  const stack: Painted[] = [{ name: '', fg: BLACK, bg: over(pageBackground, WHITE), styled: false }];
  let last = 0;
  const textLow = (from: number, to: number) => {
    const top = stack.at(-1)!;
    const text = htmlToText(html.slice(from, to));
    if (text === '') return false;
    return (top.styled && contrastRatio(over(top.fg, top.bg), top.bg) < MIN_TEXT_CONTRAST) || mathContrastLow(text, top.fg, top.bg);
  };
  for (const tag of tags(html)) {
    if (textLow(last, tag.start)) return true;
    last = tag.end;
    if (tag.closing) {
      const at = stack.findLastIndex((p) => p.name === tag.name);
      if (at > 0) stack.length = at;
      continue;
    }
    if (VOID.has(tag.name) || tag.attrs.trimEnd().endsWith('/')) continue;
    const parent = stack.at(-1)!;
    const { fg, bg } = styleColours(attribute(tag.attrs, 'style') ?? '');
    const fontColour = tag.name === 'font' ? parseColour(attribute(tag.attrs, 'color') ?? '') : null;
    const ownFg = fg ?? fontColour;
    stack.push({ name: tag.name, fg: ownFg ?? parent.fg, bg: bg ? over(bg, parent.bg) : parent.bg, styled: parent.styled || ownFg !== null || bg !== null });
  }
  return textLow(last, html.length);
}

// ---- Answers told apart by colour ----------------------------------------------------------

const COLOUR_TAG = /<\/?(?:mark|font)\b[^>]*>/gi;
const STYLE_ATTR = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const COLOUR_DECLARATION = /^\s*(?:color|background(?:-color)?)\s*:/i;
const BARE_SPAN = /<span\s*>|<\/span\s*>/gi;
/** A formula's colouring: `\textcolor{c}{x}` and `\colorbox{c}{x}` read as `x`, `\color{c}` as nothing. */
const MATH_COLOURED = /\\(?:textcolor|colorbox)\s*\{[^{}]*\}\s*\{([^{}]*)\}|\\fcolorbox\s*\{[^{}]*\}\s*\{[^{}]*\}\s*\{([^{}]*)\}/g;
const MATH_COLOUR_SWITCH = /\\color\s*\{[^{}]*\}/g;

/** `Color :Red ` → `color: Red`. */
function canonicalDeclaration(declaration: string): string {
  const colon = declaration.indexOf(':');
  return colon < 0 ? declaration.trim() : `${declaration.slice(0, colon).trim().toLowerCase()}: ${declaration.slice(colon + 1).trim()}`;
}

/**
 * The HTML in a canonical form: style declarations spaced alike and rejoined, attribute-less spans
 * unwrapped, whitespace collapsed; with `dropColour`, colour tags unwrapped, colour
 * declarations dropped and formulas' colour commands taken out too.
 */
function canonical(html: string, dropColour: boolean): string {
  const tagsOut = dropColour
    ? html
        .replace(COLOUR_TAG, '')
        .replace(MATH_COLOURED, (_, x: string | undefined, y: string | undefined) => x ?? y ?? '')
        .replace(MATH_COLOUR_SWITCH, '')
    : html;
  const styled = tagsOut.replace(STYLE_ATTR, (_, dq: string | undefined, sq: string | undefined) => {
    const kept = (dq ?? sq ?? '').split(';').filter((d) => d.trim() !== '' && !(dropColour && COLOUR_DECLARATION.test(d)));
    return kept.length ? ` style="${kept.map(canonicalDeclaration).join('; ')}"` : '';
  });
  return collapseWhitespace(styled.replace(BARE_SPAN, ''));
}

export interface ColouredAnswer {
  answer_type: 'text' | 'equation' | 'image';
  content: string;
  group_key?: string | null;
}

/** True when two text answers read the same and their HTML differs only by colour (within a group, for grouped choices). */
export function hasAnswersDifferingOnlyByColour(answers: readonly ColouredAnswer[], grouped = false): boolean {
  const seen = new Map<string, { kept: string; uncoloured: string }[]>();
  for (const a of answers) {
    if (a.answer_type !== 'text') continue;
    const [kept, uncoloured] = [canonical(a.content, false), canonical(a.content, true)];
    const text = comparableText(uncoloured);
    if (text === '') continue;
    const key = `${grouped ? (a.group_key ?? '') : ''}\u0000${text}`;
    const others = seen.get(key) ?? [];
    if (others.some((o) => o.uncoloured === uncoloured && o.kept !== kept)) return true;
    seen.set(key, [...others, { kept, uncoloured }]);
  }
  return false;
}
