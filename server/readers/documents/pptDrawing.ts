// A binary PowerPoint slide's drawing (MS-ODRAW shapes inside the slide's PPDrawing), shape by
// shape in drawing order, as what the page shows:
//   - a text shape: its client textbox holds its text (LibreOffice writes all text there) or an
//     OutlineTextRefAtom naming one of the slide-list texts; its placeholder kind is kept (a
//     title placeholder is the title whatever its text header says; date, footer, header and
//     slide number are skipped by the caller);
//   - a picture: a picture frame's `pib` property (0x0104), the picture's description
//     (wzDescription, 0x0381) as its alt;
//   - a table: PowerPoint and LibreOffice write a table as a group whose own shape carries the
//     tableProperties property (0x039F), each cell a text shape of the group; the cells are put
//     back into rows and columns by their positions (a merged cell spans the columns it covers
//     and takes the first of them).
import type { TextRun } from './model.ts';
import { MAX_DEPTH, RT, anchorOf, records, shapeProperties, type Anchor, type Rec, type ShapeProperties } from './pptRecords.ts';
import { type PptText, collectTexts, textBlocks } from './pptText.ts';
import { DocumentReadError } from './model.ts';
import type { TextBudget } from './pptxSlide.ts';

const PROP = { pib: 0x0104, description: 0x0381, tableProperties: 0x039f } as const;

export interface ShapeText {
  placeholder?: number;
  text?: PptText;
  /** An OutlineTextRefAtom's index into the slide's slide-list texts. */
  ref?: number;
}

export interface TableCell extends ShapeText {
  anchor: Anchor;
}

export type DrawnShape = ({ kind: 'text' } & ShapeText) | { kind: 'picture'; pib: number; alt?: string } | { kind: 'table'; cells: TableCell[] };

interface Shape extends ShapeText {
  props: ShapeProperties;
  anchor?: Anchor;
}

const utf16 = (b: Buffer) => b.toString('utf16le', 0, b.length & ~1).replace(/\0[\s\S]*$/, '').trim();

/** One shape container's parts: its properties, anchor, placeholder and text. */
function readShape(s: Buffer, r: Rec, budget: TextBudget, nested: (part: Rec) => void): Shape {
  const shape: Shape = { props: new Map() };
  for (const part of records(s, r.start, r.end)) {
    if (part.type === RT.fopt || part.type === RT.tertiaryFopt) shapeProperties(s, part, shape.props);
    else if (part.type === RT.childAnchor || part.type === RT.clientAnchor) shape.anchor ??= anchorOf(s, part);
    else if (part.type === RT.clientData && part.container) {
      const ph = records(s, part.start, part.end).find((x) => x.type === RT.placeholder && x.end - x.start >= 5);
      if (ph) shape.placeholder = s[ph.start + 4];
    } else if (part.type === RT.clientTextbox && part.container) {
      const inner = records(s, part.start, part.end);
      const ref = inner.find((x) => x.type === RT.outlineTextRef && x.end - x.start >= 4);
      if (ref) shape.ref = s.readUInt32LE(ref.start);
      else shape.text = collectTexts(s, inner, budget)[0];
    } else if (part.container) nested(part);
  }
  return shape;
}

const textPart = (shape: Shape): ShapeText => ({
  ...(shape.placeholder !== undefined ? { placeholder: shape.placeholder } : {}),
  ...(shape.text ? { text: shape.text } : {}),
  ...(shape.ref !== undefined ? { ref: shape.ref } : {}),
});

/** Every shape of a slide's drawing, in drawing order. */
export function drawingShapes(s: Buffer, slideRec: Rec, budget: TextBudget): DrawnShape[] {
  const shapes: DrawnShape[] = [];
  const walk = (start: number, end: number, depth: number) => {
    if (depth > MAX_DEPTH) throw new DocumentReadError('corrupt', 'drawing nested too deep');
    for (const r of records(s, start, end)) {
      if (r.type === RT.spgrContainer && r.container && table(r, depth)) continue;
      if (r.type === RT.spContainer) {
        const shape = readShape(s, r, budget, (part) => walk(part.start, part.end, depth + 1));
        const pib = shape.props.get(PROP.pib);
        if (typeof pib === 'number' && pib > 0) {
          const description = shape.props.get(PROP.description);
          const alt = Buffer.isBuffer(description) ? utf16(description) : '';
          shapes.push({ kind: 'picture', pib, ...(alt ? { alt } : {}) });
        } else if (shape.text || shape.ref !== undefined) shapes.push({ kind: 'text', ...textPart(shape) });
      } else if (r.container) walk(r.start, r.end, depth + 1);
    }
  };
  /** A group that is a table: pushed whole, true. */
  const table = (group: Rec, depth: number): boolean => {
    const [own, ...rest] = records(s, group.start, group.end).filter((r) => r.type === RT.spContainer);
    if (!own || !readShape(s, own, budget, () => undefined).props.has(PROP.tableProperties)) return false;
    const cells: TableCell[] = [];
    for (const r of rest) {
      const shape = readShape(s, r, budget, (part) => walk(part.start, part.end, depth + 2));
      if (shape.anchor) cells.push({ anchor: shape.anchor, ...textPart(shape) });
    }
    shapes.push({ kind: 'table', cells });
    return true;
  };
  walk(slideRec.start, slideRec.end, 0);
  return shapes;
}

/** Sorted distinct values, those within `tolerance` of the previous one merged into it. */
function bands(values: number[], tolerance: number): number[] {
  const out: number[] = [];
  for (const v of [...values].sort((a, b) => a - b)) if (out.length === 0 || v - out.at(-1)! > tolerance) out.push(v);
  return out;
}

/** The band a value falls in. */
const bandOf = (list: number[], v: number, tolerance: number) => Math.max(0, list.findLastIndex((b) => b <= v + tolerance));

/** A text's paragraphs as a cell's runs, joined by '\n' runs. */
export function cellRuns(t: PptText | undefined): TextRun[] {
  if (!t) return [];
  const runs: TextRun[] = [];
  for (const block of textBlocks({ ...t, type: 4 })) {
    if (block.kind !== 'paragraph') continue;
    if (runs.length > 0) runs.push({ text: '\n' });
    runs.push(...block.runs);
  }
  return runs;
}

/** The cells as rows of columns by their positions; a slot no cell starts in is empty. */
export function tableRows(cells: { anchor: Anchor; runs: TextRun[] }[]): TextRun[][][] {
  if (cells.length === 0) return [];
  const heights = cells.map((c) => Math.abs(c.anchor.bottom - c.anchor.top)).sort((a, b) => a - b);
  const tolerance = Math.max(1, Math.floor((heights[Math.floor(heights.length / 2)] ?? 0) / 10));
  const tops = bands(
    cells.map((c) => c.anchor.top),
    tolerance,
  );
  const lefts = bands(
    cells.map((c) => c.anchor.left),
    tolerance,
  );
  const rows: TextRun[][][] = tops.map(() => lefts.map(() => []));
  for (const cell of cells) {
    const slot = rows[bandOf(tops, cell.anchor.top, tolerance)]![bandOf(lefts, cell.anchor.left, tolerance)]!;
    if (slot.length > 0 && cell.runs.length > 0) slot.push({ text: '\n' });
    slot.push(...cell.runs);
  }
  return rows;
}
