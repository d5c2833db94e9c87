// An old binary PowerPoint (.ppt, 97-2003) → one page per slide, through `cfb` for the compound
// file and a record walk of its "PowerPoint Document" stream (MS-PPT; records: pptRecords.ts):
//   - slides in order: the Document container's SlideListWithTextContainer (0x0FF0, instance 0)
//     holds a SlidePersistAtom (0x03F3) per slide, each followed by the texts PowerPoint keeps
//     there for the slide's placeholders (TextHeaderAtom 0x0F9F, TextCharsAtom 0x0FA0 UTF-16LE,
//     TextBytesAtom 0x0FA8 latin-1, StyleTextPropAtom 0x0FA1);
//   - each slide's own container (0x03EE), found through the persist directory (0x1772), holds
//     its drawing (pptDrawing.ts): text shapes (their text, or a slide-list text they name),
//     pictures (pptPictures.ts: the drawing group's BStore and the "Pictures" stream) and tables
//     (a group of cell shapes, put back into rows and columns by position), in drawing order;
//     slide-list texts no shape named come after them.
// The title (textType 0 or 6, or a title placeholder) is the page's title and a level-1 heading,
// first; body lines (split on \r) are paragraphs, bulleted at their indent level
// (StyleTextPropAtom). Numbered lists read as bulleted ones (the numbering lives in PowerPoint
// 2000's extension records). Notes (their own containers) are never read; date, footer, header
// and slide-number placeholders are skipped.
//
// Every length is checked against its container before it is read: a damaged or hostile file
// gives DocumentReadError('corrupt'), never a RangeError or an endless loop. What the reader
// returns is plain data (the sandbox sends it on as it is).
import CFB from 'cfb';
import { ImageBudget } from './imageInfo.ts';
import { DocumentReadError, type Block, type DocumentImage, type DocumentPage, type ReadDocument, type TextRun } from './model.ts';
import { cellRuns, drawingShapes, tableRows, type DrawnShape } from './pptDrawing.ts';
import { pictureStore } from './pptPictures.ts';
import { RT, records, type Rec } from './pptRecords.ts';
import { collectTexts, isTitleType, TEXT_TYPE, textBlocks, titleText, type PptText } from './pptText.ts';
import { MAX_SLIDES, isCompoundFile } from './pptx.ts';
import { TextBudget } from './pptxSlide.ts';

/** Date, slide number, footer and header placeholders (PlaceholderEnum 0x07-0x0A). */
const SKIPPED_PLACEHOLDERS = new Set([0x07, 0x08, 0x09, 0x0a]);
/** Title placeholders (PlaceholderEnum): master title, master centered title, title, centered title, vertical title. */
const TITLE_PLACEHOLDERS = new Set([0x01, 0x03, 0x0d, 0x0f, 0x11]);
/** CurrentUserAtom.headerToken of an encrypted document. */
const ENCRYPTED_TOKEN = 0xf3d1c4df;

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

/** What a slide shows, in order: texts, tables (rows of cells of runs), pictures. */
type SlideItem = { text: PptText } | { table: TextRun[][][] } | { image: DocumentImage };

function slidePage(items: SlideItem[]): DocumentPage {
  let title: string | undefined;
  const head: Block[] = [];
  const blocks: Block[] = [];
  for (const item of items) {
    if ('table' in item) {
      if (item.table.length > 0) blocks.push({ kind: 'table', rows: item.table });
      continue;
    }
    if ('image' in item) {
      blocks.push({ kind: 'image', image: item.image });
      continue;
    }
    const t = item.text;
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

function openStreams(bytes: Uint8Array): { stream: Buffer; pictures: Buffer | undefined } {
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
  const pictures = CFB.find(cfb, 'Pictures')?.content;
  return { stream: Buffer.from(stream as Uint8Array), pictures: pictures ? Buffer.from(pictures as Uint8Array) : undefined };
}

/** The slide's items in drawing order, the slide-list texts no shape named after them. */
function slideItems(shapes: DrawnShape[], slideTexts: PptText[], picture: ReturnType<typeof pictureStore>): SlideItem[] {
  const used = new Set<number>();
  const named = (ref: number | undefined): PptText | undefined => {
    if (ref === undefined) return undefined;
    const t = used.has(ref) ? undefined : slideTexts[ref];
    used.add(ref);
    return t;
  };
  const items: SlideItem[] = [];
  for (const shape of shapes) {
    if (shape.kind === 'picture') {
      const image = picture(shape.pib, shape.alt);
      if (image) items.push({ image });
    } else if (shape.kind === 'table') {
      items.push({ table: tableRows(shape.cells.map((cell) => ({ anchor: cell.anchor, runs: cellRuns(cell.text ?? named(cell.ref)) }))) });
    } else {
      const skipped = shape.placeholder !== undefined && SKIPPED_PLACEHOLDERS.has(shape.placeholder);
      const t = shape.text ?? named(shape.ref);
      if (!t || skipped) continue;
      // A title placeholder is the title, whatever text type its header gives.
      const title = shape.placeholder !== undefined && TITLE_PLACEHOLDERS.has(shape.placeholder) && !isTitleType(t.type);
      items.push({ text: title ? { ...t, type: TEXT_TYPE.title } : t });
    }
  }
  slideTexts.forEach((t, i) => used.has(i) || items.push({ text: t }));
  return items;
}

export async function readPpt(bytes: Uint8Array, options: { signal?: AbortSignal; limits?: { maxTextChars?: number } } = {}): Promise<ReadDocument> {
  const { stream: s, pictures } = openStreams(bytes);
  const budget = new TextBudget(options.limits?.maxTextChars);
  const top = records(s, 0, s.length, true);
  const documents = top.filter((r) => r.type === RT.document && r.container);
  const documentRec = documents.at(-1);
  if (!documentRec) throw new DocumentReadError('corrupt', 'no Document container');
  const dir = persistDirectory(s, top);
  const slides = slideList(s, documentRec, budget);
  const picture = pictureStore(s, documentRec, pictures, new ImageBudget());

  const pages: DocumentPage[] = [];
  for (const slide of slides) {
    options.signal?.throwIfAborted();
    const offset = dir.get(slide.persistId);
    let shapes: DrawnShape[] = [];
    if (offset !== undefined && offset + 8 <= s.length && s.readUInt16LE(offset + 2) === RT.slide) {
      const len = s.readUInt32LE(offset + 4);
      if (offset + 8 + len > s.length) throw new DocumentReadError('corrupt', 'slide container past the stream');
      shapes = drawingShapes(s, { type: RT.slide, instance: 0, container: true, start: offset + 8, end: offset + 8 + len }, budget);
    }
    pages.push(slidePage(slideItems(shapes, slide.texts, picture)));
  }
  return { kind: 'ppt', pages };
}
