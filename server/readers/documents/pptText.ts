// A .ppt text (TextCharsAtom/TextBytesAtom with its StyleTextPropAtom) → blocks. The paragraph
// runs give each paragraph's indent level and whether it has a bullet; the character runs give
// bold, italic and underline. Every field is read against the atom's bounds: a short or odd
// atom ends the style (the text is kept plain), never a RangeError.
import type { Block, TextRun } from './model.ts';
import { RT, type Rec } from './pptRecords.ts';
import type { TextBudget } from './pptxSlide.ts';

/** TextHeaderAtom textType (MS-PPT 2.13.33 TextTypeEnum). */
export const TEXT_TYPE = { title: 0, body: 1, notes: 2, other: 4, centerBody: 5, centerTitle: 6, halfBody: 7, quarterBody: 8 } as const;
export const isTitleType = (t: number) => t === TEXT_TYPE.title || t === TEXT_TYPE.centerTitle;
/** Body placeholders: bulleted by the master unless the paragraph says otherwise. */
const isBulletedBody = (t: number) => t === TEXT_TYPE.body || t === TEXT_TYPE.halfBody || t === TEXT_TYPE.quarterBody;

export interface PptText {
  type: number;
  text: string;
  /** The StyleTextPropAtom's bytes following the text, if any. */
  style?: Buffer;
}

interface ParaStyle {
  count: number;
  level: number;
  bullet?: boolean;
}
interface CharStyle {
  count: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

const textOf = (s: Buffer, r: Rec) =>
  r.type === RT.textChars ? s.toString('utf16le', r.start, r.start + ((r.end - r.start) & ~1)) : s.toString('latin1', r.start, r.end);

/** Texts as they come in a list of sibling records (a header, its text, its style). */
export function collectTexts(s: Buffer, recs: Rec[], budget: TextBudget): PptText[] {
  const texts: PptText[] = [];
  let type: number = TEXT_TYPE.other;
  for (const r of recs) {
    if (r.type === RT.textHeader && r.end - r.start >= 4) type = s.readUInt32LE(r.start);
    else if (r.type === RT.textChars || r.type === RT.textBytes) {
      const text = textOf(s, r);
      budget.take(text.length);
      texts.push({ type, text });
    } else if (r.type === RT.styleTextProp && texts.length > 0) texts.at(-1)!.style = s.subarray(r.start, r.end);
  }
  return texts;
}

class Reader {
  at = 0;
  readonly b: Buffer;
  constructor(b: Buffer) {
    this.b = b;
  }
  u16(): number {
    if (this.at + 2 > this.b.length) throw new RangeError('style');
    const v = this.b.readUInt16LE(this.at);
    this.at += 2;
    return v;
  }
  u32(): number {
    if (this.at + 4 > this.b.length) throw new RangeError('style');
    const v = this.b.readUInt32LE(this.at);
    this.at += 4;
    return v;
  }
  skip(n: number) {
    if (this.at + n > this.b.length) throw new RangeError('style');
    this.at += n;
  }
}

const bit = (masks: number, n: number) => (masks >>> n) & 1;

/** One TextPFException (MS-PPT 2.9.18): only the bullet flag is kept, the rest skipped by size. */
function paraException(r: Reader): { bullet?: boolean } {
  const m = r.u32();
  let bullet: boolean | undefined;
  if (m & 0x0f) {
    const flags = r.u16();
    if (bit(m, 0)) bullet = (flags & 1) === 1;
  }
  if (bit(m, 7)) r.skip(2); // bulletChar
  if (bit(m, 4)) r.skip(2); // bulletFontRef
  if (bit(m, 6)) r.skip(2); // bulletSize
  if (bit(m, 5)) r.skip(4); // bulletColor
  if (bit(m, 11)) r.skip(2); // textAlignment
  if (bit(m, 12)) r.skip(2); // lineSpacing
  if (bit(m, 13)) r.skip(2); // spaceBefore
  if (bit(m, 14)) r.skip(2); // spaceAfter
  if (bit(m, 8)) r.skip(2); // leftMargin
  if (bit(m, 10)) r.skip(2); // indent
  if (bit(m, 15)) r.skip(2); // defaultTabSize
  if (bit(m, 20)) r.skip(r.u16() * 4); // tabStops
  if (bit(m, 16)) r.skip(2); // fontAlign
  if (bit(m, 17) || bit(m, 18) || bit(m, 19)) r.skip(2); // wrapFlags
  if (bit(m, 21)) r.skip(2); // textDirection
  return bullet === undefined ? {} : { bullet };
}

/** One TextCFException (MS-PPT 2.9.13): bold, italic, underline; the rest skipped by size. */
function charException(r: Reader): Omit<CharStyle, 'count'> {
  const m = r.u32();
  let style = 0;
  if (m & 0x3cb7) style = r.u16(); // bold, italic, underline, shadow, fehint, kumi, emboss, fHasStyle
  if (bit(m, 16)) r.skip(2); // fontRef
  if (bit(m, 21)) r.skip(2); // oldEAFontRef
  if (bit(m, 22)) r.skip(2); // ansiFontRef
  if (bit(m, 23)) r.skip(2); // symbolFontRef
  if (bit(m, 17)) r.skip(2); // fontSize
  if (bit(m, 18)) r.skip(4); // color
  if (bit(m, 19)) r.skip(2); // position
  return { bold: bit(m, 0) === 1 && (style & 1) === 1, italic: bit(m, 1) === 1 && (style & 2) === 2, underline: bit(m, 2) === 1 && (style & 4) === 4 };
}

/** The paragraph and character runs covering `length` characters (+1, the atom's implicit end). */
function parseStyle(style: Buffer, length: number): { paras: ParaStyle[]; chars: CharStyle[] } | undefined {
  const r = new Reader(style);
  const paras: ParaStyle[] = [];
  const chars: CharStyle[] = [];
  try {
    for (let covered = 0; covered < length + 1 && paras.length <= length; ) {
      const count = r.u32();
      const level = r.u16();
      if (count === 0) return undefined;
      paras.push({ count, level: level <= 8 ? level : 0, ...paraException(r) });
      covered += count;
    }
    for (let covered = 0; covered < length + 1 && chars.length <= length; ) {
      const count = r.u32();
      if (count === 0) return undefined;
      chars.push({ count, ...charException(r) });
      covered += count;
    }
  } catch {
    // A short or damaged style: what was read before it is kept.
  }
  return paras.length > 0 ? { paras, chars } : undefined;
}

/** The run at each character position, asked in increasing order (undefined past their end). */
function runAt<T extends { count: number }>(runs: T[]): (index: number) => T | undefined {
  let i = 0;
  let end = runs[0]?.count ?? 0;
  return (index) => {
    while (i < runs.length && index >= end) {
      i += 1;
      end += runs[i]?.count ?? 0;
    }
    return runs[i];
  };
}

/** The paragraphs of a body or text-box text as blocks (empty ones dropped). */
export function textBlocks(t: PptText): Block[] {
  const style = t.style ? parseStyle(t.style, t.text.length) : undefined;
  const paraAt = runAt(style?.paras ?? []);
  const charAt = runAt(style?.chars ?? []);
  const blocks: Block[] = [];
  let start = 0;
  for (const line of t.text.split('\r')) {
    const runs: TextRun[] = [];
    for (let i = 0; i < line.length; i += 1) {
      const cs = charAt(start + i);
      const text = line[i] === '\v' ? '\n' : line[i]!;
      const last = runs.at(-1);
      const fmt = { bold: !!cs?.bold, italic: !!cs?.italic, underline: !!cs?.underline };
      if (last && !!last.bold === fmt.bold && !!last.italic === fmt.italic && !!last.underline === fmt.underline) last.text += text;
      else runs.push({ text, ...(fmt.bold ? { bold: true } : {}), ...(fmt.italic ? { italic: true } : {}), ...(fmt.underline ? { underline: true } : {}) });
    }
    const ps = paraAt(start);
    start += line.length + 1;
    if (runs[0]) runs[0].text = runs[0].text.trimStart();
    const end = runs.at(-1);
    if (end) end.text = end.text.trimEnd();
    const kept = runs.filter((r) => r.text !== '');
    if (kept.length === 0) continue;
    const bullet = ps?.bullet ?? isBulletedBody(t.type);
    blocks.push({ kind: 'paragraph', runs: kept, ...(bullet ? { list: { ordered: false, level: ps?.level ?? 0 } } : {}) });
  }
  return blocks;
}

/** A title's text as one line. */
export const titleText = (t: PptText) => t.text.replace(/\s*[\r\v]\s*/g, ' ').trim();
