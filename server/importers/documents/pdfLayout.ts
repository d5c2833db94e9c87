// A PDF page's text items → blocks. A PDF has no paragraphs, only positioned strings: lines
// are items on one baseline (x order; a smaller raised or lowered item is a superscript or
// subscript), a wide gap inside a line is a column break ('\t'), paragraphs are lines close
// together, headings are lines clearly larger than the document's body text, bullet lines are
// list items, and runs of aligned tab-separated lines are tables. Each line that starts with a
// number or an option letter ("1.", "A.", "a)", "(B)") starts a paragraph of its own.
import { SUBSCRIPT, SUPERSCRIPT, scripted } from './htmlBlocks.ts';
import type { Block, TextRun } from './model.ts';
import type { PlacedImage } from './pdfImages.ts';

export interface PdfTextItem {
  str: string;
  x: number;
  /** Baseline, page space (grows upwards). */
  y: number;
  width: number;
  size: number;
  bold: boolean;
  italic: boolean;
}

export interface PdfLine {
  cells: TextRun[][];
  x: number;
  endX: number;
  y: number;
  size: number;
  chars: number;
}

/** A gap this many times the text size inside a line separates columns (a word space is ~0.25). */
const COLUMN_GAP = 0.9;
const BULLET = /^[\u2022\u25CF\u25AA\u25A0\u25E6\u25CB\u2023\u2219\u00B7\u2013\uF0B7\uF0A7\uF0D8\uF076\uF0FC-]\s+/;
const MARKER = /^(\d{1,3}[.)]|[A-Ea-e][.)]|\([A-Ea-e1-9]\))\s/;

function addRun(runs: TextRun[], text: string, bold: boolean, italic: boolean): void {
  if (!text) return;
  const last = runs.at(-1);
  // A space or line break takes its neighbour's formatting: "B. 10 cm" bold stays one run.
  if (last && ((!!last.bold === bold && !!last.italic === italic) || !text.trim())) {
    last.text += text;
    return;
  }
  const run: TextRun = { text };
  if (bold) run.bold = true;
  if (italic) run.italic = true;
  runs.push(run);
}

/** Items → lines, top to bottom. */
export function pdfLines(items: readonly PdfTextItem[]): PdfLine[] {
  const sorted = items.filter((i) => i.str.length > 0 && i.size > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PdfTextItem[][] = [];
  for (const item of sorted) {
    const group = groups.at(-1);
    const main = group && group.reduce((m, i) => (i.size > m.size ? i : m));
    if (group && main && Math.abs(main.y - item.y) < 0.5 * Math.max(main.size, item.size)) group.push(item);
    else groups.push([item]);
  }
  const lines: PdfLine[] = [];
  for (const group of groups) {
    // The line's size and baseline are its main text's (most characters), not a superscript's.
    const bySize = new Map<number, number>();
    for (const i of group) bySize.set(Math.round(i.size * 2) / 2, (bySize.get(Math.round(i.size * 2) / 2) ?? 0) + i.str.trim().length);
    const size = [...bySize].sort((a, b) => b[1] - a[1])[0]![0];
    const mainItems = group.filter((i) => Math.abs(i.size - size) < 0.5);
    const y = mainItems.length ? mainItems.sort((a, b) => a.y - b.y)[Math.floor(mainItems.length / 2)]!.y : group[0]!.y;
    group.sort((a, b) => a.x - b.x);
    const cells: TextRun[][] = [[]];
    let end: number | undefined;
    let chars = 0;
    for (const item of group) {
      const blank = !item.str.trim();
      const gap = end === undefined ? 0 : item.x - end;
      const cell = cells.at(-1)!;
      if (blank) {
        // A spacer: a wide one separates columns.
        if (cell.length && item.width > COLUMN_GAP * size) cells.push([]);
        else if (cell.length) addRun(cell, ' ', false, false);
        end = Math.max(end ?? item.x, item.x + item.width);
        continue;
      }
      if (cell.length && gap > COLUMN_GAP * size) cells.push([]);
      else if (cell.length && gap > 0.15 * size && !/\s$/.test(cell.at(-1)!.text) && !/^\s/.test(item.str)) addRun(cell, ' ', false, false);
      let text = item.str;
      if (item.size < 0.85 * size && item.y > y + 0.1 * size) text = scripted(text, SUPERSCRIPT, '^');
      else if (item.size < 0.85 * size && item.y < y - 0.05 * size) text = scripted(text, SUBSCRIPT, '_');
      addRun(cells.at(-1)!, text, item.bold, item.italic);
      chars += item.str.trim().length;
      end = Math.max(end ?? item.x, item.x + item.width);
    }
    const kept = cells.map(trimCell).filter((c) => c.length);
    if (!kept.length) continue;
    lines.push({ cells: kept, x: group[0]!.x, endX: end ?? group[0]!.x, y, size, chars });
  }
  return lines;
}

function trimCell(runs: TextRun[]): TextRun[] {
  const out = runs.filter((r) => r.text.length);
  while (out.length && !out[0]!.text.trim()) out.shift();
  while (out.length && !out.at(-1)!.text.trim()) out.pop();
  if (out.length) {
    out[0] = { ...out[0]!, text: out[0]!.text.replace(/^\s+/, '') };
    out[out.length - 1] = { ...out.at(-1)!, text: out.at(-1)!.text.replace(/\s+$/, '') };
  }
  return out;
}

const lineText = (line: PdfLine) => line.cells.map((c) => c.map((r) => r.text).join('')).join('\t');

/** The body text size: the size most characters are set in, over the whole document. */
export function bodySize(pages: readonly PdfLine[][]): number {
  const bySize = new Map<number, number>();
  for (const line of pages.flat()) bySize.set(Math.round(line.size), (bySize.get(Math.round(line.size)) ?? 0) + line.chars);
  return [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 12;
}

/** Heading levels by size: sizes clearly above the body's, largest first, as levels 1-3. */
export function headingLevels(pages: readonly PdfLine[][], body: number): (size: number) => 1 | 2 | 3 | undefined {
  const sizes = [...new Set(pages.flat().map((l) => Math.round(l.size)))].filter((s) => s >= body * 1.15).sort((a, b) => b - a);
  return (size) => {
    const rank = sizes.indexOf(Math.round(size));
    return rank < 0 ? undefined : (Math.min(3, rank + 1) as 1 | 2 | 3);
  };
}

interface Placed {
  top: number;
  block: Block;
}

/** One page's lines and images → blocks, in reading order (top to bottom). */
export function pageBlocks(lines: readonly PdfLine[], images: readonly PlacedImage[], levelOf: (size: number) => 1 | 2 | 3 | undefined): Block[] {
  const left = Math.min(...lines.map((l) => l.x));
  const right = Math.max(...lines.map((l) => l.endX));
  const bulletXs = [...new Set(lines.filter((l) => BULLET.test(lineText(l))).map((l) => Math.round(l.x / 6)))].sort((a, b) => a - b);
  const placed: Placed[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const text = lineText(line);
    const level = levelOf(line.size);
    // A table: two or more aligned lines of as many cells (not a row of options).
    if (line.cells.length >= 2 && !MARKER.test(text)) {
      let j = i + 1;
      while (j < lines.length && lines[j]!.cells.length === line.cells.length && !MARKER.test(lineText(lines[j]!)) && levelOf(lines[j]!.size) === level) j += 1;
      if (j - i >= 2) {
        placed.push({ top: line.y + line.size, block: { kind: 'table', rows: lines.slice(i, j).map((l) => l.cells) } });
        i = j;
        continue;
      }
    }
    const runs: TextRun[] = joinCells(line.cells);
    let j = i + 1;
    let prev = line;
    while (j < lines.length) {
      const next = lines[j]!;
      const nextText = lineText(next);
      const close = prev.y - next.y > 0 && prev.y - next.y <= 1.45 * Math.max(prev.size, next.size);
      const sameStyle = Math.abs(next.size - line.size) < 0.1 * line.size && levelOf(next.size) === level;
      if (!close || !sameStyle || next.cells.length > 1 || prev.cells.length > 1 || MARKER.test(nextText) || BULLET.test(nextText)) break;
      // A line that reaches the right margin wrapped; a shorter one ended where the writer broke it.
      const wrapped = level === undefined && prev.endX - left >= 0.8 * (right - left);
      appendRuns(runs, [{ text: wrapped ? ' ' : '\n' }, ...joinCells(next.cells)]);
      prev = next;
      j += 1;
    }
    const top = line.y + line.size;
    if (level) placed.push({ top, block: { kind: 'heading', level, runs } });
    else if (BULLET.test(text)) {
      runs[0] = { ...runs[0]!, text: runs[0]!.text.replace(BULLET, '') };
      const depth = Math.max(0, Math.min(3, bulletXs.indexOf(Math.round(line.x / 6))));
      placed.push({ top, block: { kind: 'paragraph', runs: runs.filter((r) => r.text), list: { ordered: false, level: depth } } });
    } else placed.push({ top, block: { kind: 'paragraph', runs } });
    i = j;
  }
  for (const image of images) placed.push({ top: image.top, block: { kind: 'image', image: image.image } });
  // Stable: a picture goes before the text that starts below its top edge.
  return placed
    .map((p, index) => ({ ...p, index }))
    .sort((a, b) => b.top - a.top || a.index - b.index)
    .map((p) => p.block);
}

function joinCells(cells: TextRun[][]): TextRun[] {
  const runs: TextRun[] = [];
  cells.forEach((cell, n) => appendRuns(runs, n ? [{ text: '\t' }, ...cell] : cell));
  return runs;
}

function appendRuns(runs: TextRun[], more: TextRun[]): void {
  for (const run of more) {
    const last = runs.at(-1);
    if (last && ((!!last.bold === !!run.bold && !!last.italic === !!run.italic) || !run.text.trim())) last.text += run.text;
    else runs.push({ ...run });
  }
}
