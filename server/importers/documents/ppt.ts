// An old binary PowerPoint (.ppt, 97-2003) → one page per slide, through `cfb` for the compound
// file and a record walk of its "PowerPoint Document" stream (MS-PPT):
//   - slides in order: the Document container's SlideListWithTextContainer (0x0FF0, instance 0)
//     holds a SlidePersistAtom (0x03F3) per slide, each followed by the texts PowerPoint keeps
//     there for the slide's placeholders (TextHeaderAtom 0x0F9F, TextCharsAtom 0x0FA0 UTF-16LE,
//     TextBytesAtom 0x0FA8 latin-1, StyleTextPropAtom 0x0FA1);
//   - each slide's own container (0x03EE), found through the persist directory (0x1772), holds
//     its drawing: every shape's client textbox (0xF00D) has either its text (LibreOffice writes
//     all text there, text boxes too) or an OutlineTextRefAtom (0x0F9E) naming one of the
//     slide-list texts. Shapes are read in drawing order; slide-list texts no shape named come
//     after them.
// The title (textType 0 or 6) is the page's title and a level-1 heading, first; body lines
// (split on \r) are paragraphs, bulleted at their indent level (StyleTextPropAtom). Numbered
// lists read as bulleted ones (the numbering lives in PowerPoint 2000's extension records), a
// table as the paragraphs of its cells (a .ppt table is a group of text shapes), and images are
// left out: the Pictures stream's BLIPs are tied to shapes only through the drawing group's
// BStore, which this reader does not follow. Notes (their own containers) are never read; date,
// footer, header and slide-number placeholders are skipped.
//
// Every length is checked against its container before it is read: a damaged or hostile file
// gives DocumentReadError('corrupt'), never a RangeError or an endless loop.
import CFB from 'cfb';
import { DocumentReadError, type Block, type DocumentPage, type ReadDocument } from './model.ts';
import { isTitleType, TEXT_TYPE, textBlocks, titleText, type PptText } from './pptText.ts';
import { MAX_SLIDES, isCompoundFile } from './pptx.ts';
import { TextBudget } from './pptxSlide.ts';

const RT = {
  document: 0x03e8,
  slide: 0x03ee,
  slideListWithText: 0x0ff0,
  slidePersistAtom: 0x03f3,
  textHeader: 0x0f9f,
  textChars: 0x0fa0,
  textBytes: 0x0fa8,
  styleTextProp: 0x0fa1,
  outlineTextRef: 0x0f9e,
  persistDirectory: 0x1772,
  spContainer: 0xf004,
  clientData: 0xf011,
  clientTextbox: 0xf00d,
  placeholder: 0x0bc3,
} as const;

/** Date, slide number, footer and header placeholders (PlaceholderEnum 0x07-0x0A). */
const SKIPPED_PLACEHOLDERS = new Set([0x07, 0x08, 0x09, 0x0a]);
/** Deepest nesting of containers followed (a real drawing nests a few groups). */
const MAX_DEPTH = 32;
/** CurrentUserAtom.headerToken of an encrypted document. */
const ENCRYPTED_TOKEN = 0xf3d1c4df;

interface Rec {
  type: number;
  instance: number;
  container: boolean;
  /** The body's bounds in the stream. */
  start: number;
  end: number;
}

/**
 * The records directly inside [start, end); a header or body running past `end` is corrupt, or
 * (`lenient`, the stream's top level, which may end in padding) the end of the list.
 */
function records(s: Buffer, start: number, end: number, lenient = false): Rec[] {
  const out: Rec[] = [];
  let at = start;
  while (at < end) {
    if (lenient && at + 8 <= end && at + 8 + s.readUInt32LE(at + 4) > end) break;
    if (lenient && at + 8 > end) break;
    if (at + 8 > end) throw new DocumentReadError('corrupt', `record header past its container at ${at}`);
    const verInstance = s.readUInt16LE(at);
    const len = s.readUInt32LE(at + 4);
    const bodyEnd = at + 8 + len;
    if (bodyEnd > end) throw new DocumentReadError('corrupt', `record at ${at} runs past its container`);
    out.push({ type: s.readUInt16LE(at + 2), instance: verInstance >> 4, container: (verInstance & 0xf) === 0xf, start: at + 8, end: bodyEnd });
    at = bodyEnd;
  }
  return out;
}

const textOf = (s: Buffer, r: Rec) =>
  r.type === RT.textChars ? s.toString('utf16le', r.start, r.start + ((r.end - r.start) & ~1)) : s.toString('latin1', r.start, r.end);

/** Texts as they come in a list of sibling records (a header, its text, its style). */
function collectTexts(s: Buffer, recs: Rec[], budget: TextBudget): PptText[] {
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

interface SlideRef {
  persistId: number;
  texts: PptText[];
}

/** The slides of SlideListWithText instance 0, each with the texts following its persist atom. */
function slideList(s: Buffer, documentRec: Rec, budget: TextBudget): SlideRef[] {
  const list = records(s, documentRec.start, documentRec.end).find((r) => r.type === RT.slideListWithText && r.instance === 0);
  if (!list) return [];
  const slides: SlideRef[] = [];
  let group: Rec[] = [];
  const flush = () => {
    const last = slides.at(-1);
    if (last) last.texts = collectTexts(s, group, budget);
    group = [];
  };
  for (const r of records(s, list.start, list.end)) {
    if (r.type === RT.slidePersistAtom) {
      flush();
      if (r.end - r.start < 4) throw new DocumentReadError('corrupt', 'short SlidePersistAtom');
      slides.push({ persistId: s.readUInt32LE(r.start), texts: [] });
      if (slides.length > MAX_SLIDES) throw new DocumentReadError('too_large', `more than ${MAX_SLIDES} slides`);
    } else group.push(r);
  }
  flush();
  return slides;
}

/** persistId → stream offset, every PersistDirectoryAtom applied in stream order (a later save wins). */
function persistDirectory(s: Buffer, top: Rec[]): Map<number, number> {
  const dir = new Map<number, number>();
  for (const r of top) {
    if (r.type !== RT.persistDirectory) continue;
    let at = r.start;
    while (at + 4 <= r.end) {
      const head = s.readUInt32LE(at);
      const first = head & 0xfffff;
      const count = head >>> 20;
      at += 4;
      if (at + count * 4 > r.end) throw new DocumentReadError('corrupt', 'persist directory runs past its atom');
      for (let i = 0; i < count; i += 1) dir.set(first + i, s.readUInt32LE(at + i * 4));
      at += count * 4;
    }
  }
  return dir;
}

interface ShapeText {
  placeholder?: number;
  text?: PptText;
  /** An OutlineTextRefAtom's index into the slide's slide-list texts. */
  ref?: number;
}

/** The text of every shape of a slide's drawing, in drawing order. */
function drawingTexts(s: Buffer, slideRec: Rec, budget: TextBudget): ShapeText[] {
  const shapes: ShapeText[] = [];
  const walk = (start: number, end: number, depth: number) => {
    if (depth > MAX_DEPTH) throw new DocumentReadError('corrupt', 'drawing nested too deep');
    for (const r of records(s, start, end)) {
      if (r.type === RT.spContainer) {
        const shape: ShapeText = {};
        for (const part of records(s, r.start, r.end)) {
          if (part.type === RT.clientData && part.container) {
            const ph = records(s, part.start, part.end).find((x) => x.type === RT.placeholder && x.end - x.start >= 5);
            if (ph) shape.placeholder = s[ph.start + 4];
          } else if (part.type === RT.clientTextbox && part.container) {
            const inner = records(s, part.start, part.end);
            const ref = inner.find((x) => x.type === RT.outlineTextRef && x.end - x.start >= 4);
            if (ref) shape.ref = s.readUInt32LE(ref.start);
            else shape.text = collectTexts(s, inner, budget)[0];
          } else if (part.container) walk(part.start, part.end, depth + 1);
        }
        if (shape.text || shape.ref !== undefined) shapes.push(shape);
      } else if (r.container) walk(r.start, r.end, depth + 1);
    }
  };
  walk(slideRec.start, slideRec.end, 0);
  return shapes;
}

function slidePage(texts: PptText[]): DocumentPage {
  let title: string | undefined;
  const head: Block[] = [];
  const blocks: Block[] = [];
  for (const t of texts) {
    if (t.type === TEXT_TYPE.notes) continue;
    if (isTitleType(t.type)) {
      const line = titleText(t);
      if (!line) continue;
      if (title === undefined) {
        title = line;
        head.push({ kind: 'heading', level: 1, runs: [{ text: line }] });
      } else blocks.push({ kind: 'heading', level: 2, runs: [{ text: line }] });
    } else blocks.push(...textBlocks(t));
  }
  return { ...(title !== undefined ? { title } : {}), blocks: [...head, ...blocks] };
}

function openStream(bytes: Uint8Array): Buffer {
  if (!isCompoundFile(bytes)) throw new DocumentReadError('unsupported', 'not an OLE compound file');
  let cfb: CFB.CFB$Container;
  try {
    cfb = CFB.read(bytes, { type: 'buffer' });
  } catch (err) {
    throw new DocumentReadError('corrupt', `compound file: ${(err as Error).message}`);
  }
  const user = CFB.find(cfb, 'Current User')?.content;
  if (user && user.length >= 16 && Buffer.from(user as Uint8Array).readUInt32LE(12) === ENCRYPTED_TOKEN) {
    throw new DocumentReadError('password_protected', 'encrypted .ppt');
  }
  const stream = CFB.find(cfb, 'PowerPoint Document')?.content;
  if (!stream) throw new DocumentReadError('unsupported', 'no PowerPoint Document stream');
  return Buffer.from(stream as Uint8Array);
}

export async function readPpt(bytes: Uint8Array, options: { signal?: AbortSignal; limits?: { maxTextChars?: number } } = {}): Promise<ReadDocument> {
  const s = openStream(bytes);
  const budget = new TextBudget(options.limits?.maxTextChars);
  const top = records(s, 0, s.length, true);
  const documents = top.filter((r) => r.type === RT.document && r.container);
  const documentRec = documents.at(-1);
  if (!documentRec) throw new DocumentReadError('corrupt', 'no Document container');
  const dir = persistDirectory(s, top);
  const slides = slideList(s, documentRec, budget);

  const pages: DocumentPage[] = [];
  for (const slide of slides) {
    options.signal?.throwIfAborted();
    const offset = dir.get(slide.persistId);
    let shapes: ShapeText[] = [];
    if (offset !== undefined && offset + 8 <= s.length && s.readUInt16LE(offset + 2) === RT.slide) {
      const len = s.readUInt32LE(offset + 4);
      if (offset + 8 + len > s.length) throw new DocumentReadError('corrupt', 'slide container past the stream');
      shapes = drawingTexts(s, { type: RT.slide, instance: 0, container: true, start: offset + 8, end: offset + 8 + len }, budget);
    }
    const used = new Set<number>();
    const texts: PptText[] = [];
    for (const shape of shapes) {
      const skipped = shape.placeholder !== undefined && SKIPPED_PLACEHOLDERS.has(shape.placeholder);
      if (shape.ref !== undefined) {
        const t = slide.texts[shape.ref];
        if (t && !skipped && !used.has(shape.ref)) texts.push(t);
        used.add(shape.ref);
      } else if (shape.text && !skipped) texts.push(shape.text);
    }
    slide.texts.forEach((t, i) => used.has(i) || texts.push(t));
    pages.push(slidePage(texts));
  }
  return { kind: 'ppt', pages };
}
