// A PDF page's text items → blocks. A PDF has no paragraphs, only positioned strings: lines
// are items on one baseline (x order; a smaller raised or lowered item is a superscript or
// subscript), a wide gap inside a line is a column break ('\t'), paragraphs are lines close
// together, headings are lines clearly larger than the document's body text, lines that start
// with a bullet glyph are list items (glyph taken out, level by indent), and runs of aligned
// tab-separated lines are tables (a cell's wrapped lines joining their row). Each line that starts
// with a number or an option letter ("1.", "A.", "a)", "(B)") starts a paragraph of its own and
// keeps it: numbered lines are never made lists.
import { SUBSCRIPT, SUPERSCRIPT, scripted } from './htmlBlocks.ts';
import { runsText, type Block, type TextRun } from './model.ts';
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
  /** Where each cell starts and ends on the line. */
  spans: { x: number; endX: number }[];
  /** The line started with a bullet glyph (taken out of its text); `x` is the glyph's. */
  bullet?: boolean;
  x: number;
  endX: number;
  y: number;
  size: number;
  chars: number;
}

/** A gap this many times the text size inside a line separates columns (a word space is ~0.25). */
const COLUMN_GAP = 0.9;
/** Bullet glyphs, including the Symbol/Wingdings private-use ones LibreOffice and Word export. */
const GLYPHS = '\\-\\u2022\\u25CF\\u25AA\\u25A0\\u25E6\\u25CB\\u2023\\u2219\\u00B7\\u2013\\u27A2\\uF000-\\uF0FF';
/** A bullet typed into the line's text: the glyph and a space. */
const BULLET = new RegExp(`^[${GLYPHS}]\\s+(?=\\S)`);
/** A bullet set as an item of its own, before the text (a list's glyph in its own font); 'o' only so. */
const BULLET_ITEM = new RegExp(`^[${GLYPHS}o]$`);
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
    const { bullet, items } = takeBullet(group, size);
    const cells: TextRun[][] = [[]];
    const spans: { x: number; endX: number }[] = [];
    let end: number | undefined;
    let chars = 0;
    for (const item of items) {
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
      const span = (spans[cells.length - 1] ??= { x: item.x, endX: item.x + item.width });
      span.endX = Math.max(span.endX, item.x + item.width);
      chars += item.str.trim().length;
      end = Math.max(end ?? item.x, item.x + item.width);
    }
    const trimmed = cells.map(trimCell);
    const kept = trimmed.filter((c) => c.length);
    if (!kept.length) continue;
    const line: PdfLine = { cells: kept, spans: spans.filter((_, n) => trimmed[n]?.length), x: group[0]!.x, endX: end ?? group[0]!.x, y, size, chars };
    if (bullet) line.bullet = true;
    lines.push(line);
  }
  return lines;
}

/** A line's leading bullet glyph, as an item of its own before the text or typed before it, taken out. */
function takeBullet(group: PdfTextItem[], size: number): { bullet: boolean; items: PdfTextItem[] } {
  const lead = group.findIndex((i) => i.str.trim());
  const first = group[lead];
  if (!first) return { bullet: false, items: group };
  const next = group.findIndex((i, n) => n > lead && i.str.trim());
  const glyph = first.str.trim();
  if (next > 0 && BULLET_ITEM.test(glyph)) {
    const gap = group[next]!.x - (first.x + first.width);
    // A glyph's tab stop is within a few characters of the text; an 'o' must stand apart from it.
    if (gap < 3 * size && (glyph !== 'o' || gap > 0.3 * size)) return { bullet: true, items: group.slice(next) };
  }
  const typed = first.str.trimStart();
  if (BULLET.test(typed)) return { bullet: true, items: [{ ...first, str: typed.replace(BULLET, '') }, ...group.slice(lead + 1)] };
  return { bullet: false, items: group };
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
  // A bullet's level is the rank of its indent among the page's bullet indents.
  const indents: number[] = [];
  for (const x of lines.filter((l) => l.bullet).map((l) => l.x).sort((a, b) => a - b)) {
    if (!indents.length || x - indents.at(-1)! > 3) indents.push(x);
  }
  const placed: Placed[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const level = levelOf(line.size);
    const table = tableAt(lines, i, levelOf);
    if (table) {
      placed.push({ top: line.y + line.size, block: { kind: 'table', rows: table.rows } });
      i = table.end;
      continue;
    }
    const runs: TextRun[] = joinCells(line.cells);
    // A bullet item's text starts after its glyph; its wrapped lines hang there, not under the glyph.
    const textX = line.spans[0]?.x ?? line.x;
    let j = i + 1;
    let prev = line;
    while (j < lines.length) {
      const next = lines[j]!;
      const nextText = lineText(next);
      const close = isClose(prev, next);
      const sameStyle = Math.abs(next.size - line.size) < 0.1 * line.size && levelOf(next.size) === level;
      if (!close || !sameStyle || next.cells.length > 1 || prev.cells.length > 1 || MARKER.test(nextText) || next.bullet) break;
      if (line.bullet && next.x < textX - 0.5 * next.size) break;
      // A line that reaches the right margin wrapped; a shorter one ended where the writer broke it.
      const wrapped = level === undefined && prev.endX - left >= 0.8 * (right - left);
      appendRuns(runs, [{ text: wrapped ? ' ' : '\n' }, ...joinCells(next.cells)]);
      prev = next;
      j += 1;
    }
    const top = line.y + line.size;
    if (level) placed.push({ top, block: { kind: 'heading', level, runs } });
    else if (line.bullet) {
      const depth = Math.max(0, Math.min(3, indents.findLastIndex((x) => x <= line.x + 3)));
      placed.push({ top, block: { kind: 'paragraph', runs, list: { ordered: false, level: depth } } });
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

/** The next line is the line right under this one (line spacing, not a paragraph's or row's gap). */
function isClose(prev: PdfLine, next: PdfLine): boolean {
  return prev.y - next.y > 0 && prev.y - next.y <= 1.45 * Math.max(prev.size, next.size);
}

/** Most lines a table cell may wrap over, before its row's other cells. */
const MAX_LEADING = 6;

/**
 * A table starting at line i: two or more rows of as many cells (not a row of options), with the
 * lines of cells that wrap: a row's cells set on several lines (the cell's text wrapped, or a
 * cell centred beside a taller one) are lines of fewer cells, each inside one column's span, right
 * above or under the row's other lines. They join their row's cells.
 */
function tableAt(lines: readonly PdfLine[], i: number, levelOf: (size: number) => 1 | 2 | 3 | undefined): { rows: TextRun[][][]; end: number } | undefined {
  const level = levelOf(lines[i]!.size);
  const fits = (l: PdfLine) => !MARKER.test(lineText(l)) && !l.bullet && levelOf(l.size) === level;
  // The first full row, maybe after the lines of a header whose cells wrap.
  let f = i;
  while (f < lines.length && f - i < MAX_LEADING && lines[f]!.cells.length < 2 && fits(lines[f]!) && (f === i || isClose(lines[f - 1]!, lines[f]!))) f += 1;
  const first = lines[f];
  if (!first || first.cells.length < 2 || !fits(first)) return undefined;
  const n = first.cells.length;
  // The region: full rows, and lines of fewer cells close to the line above or below.
  let e = f + 1;
  while (e < lines.length && fits(lines[e]!) && lines[e]!.cells.length <= n) {
    const l = lines[e]!;
    if (l.cells.length < n && !isClose(lines[e - 1]!, l) && !(lines[e + 1] && isClose(l, lines[e + 1]!))) break;
    e += 1;
  }
  const region = lines.slice(f, e);
  const full = region.filter((l) => l.cells.length === n);
  if (full.length < 2) return undefined;
  const starts = Array.from({ length: n }, (_, c) => Math.min(...full.map((l) => l.spans[c]!.x)));
  // Which column each cell of a line is in; undefined when one does not sit inside a column.
  const columnsOf = (l: PdfLine): number[] | undefined => {
    if (l.cells.length === n) return l.spans.map((_, c) => c);
    const tol = 0.5 * l.size;
    const cols = l.spans.map((span) => {
      const c = starts.findLastIndex((x) => x <= span.x + tol);
      return c >= 0 && (c === n - 1 || span.endX <= starts[c + 1]! + tol) ? c : -1;
    });
    return cols.every((c, k) => c >= 0 && (k === 0 || c > cols[k - 1]!)) ? cols : undefined;
  };
  // Rows: a full line and the lines of fewer cells right above or under it.
  type Row = { lines: PdfLine[]; cols: number[][]; full: boolean };
  const rows: Row[] = [];
  const lead: Row = { lines: [], cols: [], full: false };
  for (let k = i; k < f; k += 1) {
    const cols = columnsOf(lines[k]!);
    if (!cols) break;
    lead.lines.push(lines[k]!);
    lead.cols.push(cols);
  }
  const pitch = Math.max(...full.slice(1).map((l, k) => full[k]!.y - l.y));
  const covered = (row: Row) => new Set(row.cols.flat()).size;
  if (f > i) {
    // A header whose cells wrap: every line inside the columns, at a row's distance above.
    if (lead.lines.length !== f - i || covered(lead) < 2 || lead.lines.at(-1)!.y - first.y > 1.2 * pitch + 1) return undefined;
    rows.push(lead);
  }
  let end = f;
  for (let k = f; k < e; k += 1) {
    const l = region[k - f]!;
    const cols = columnsOf(l);
    if (!cols) break;
    const isFull = l.cells.length === n;
    const row = rows.at(-1);
    if (row && k > f && isClose(lines[k - 1]!, l) && !(isFull && row.full)) {
      row.lines.push(l);
      row.cols.push(cols);
      row.full ||= isFull;
    } else rows.push({ lines: [l], cols: [cols], full: isFull });
    end = k + 1;
  }
  // Lines of one column after the last full row are the text after the table, not a row.
  while (rows.length && !rows.at(-1)!.full && covered(rows.at(-1)!) < 2) end -= rows.pop()!.lines.length;
  if (rows.filter((r) => r.full).length < 2) return undefined;
  const colRight = (c: number) => (c < n - 1 ? starts[c + 1]! : Math.max(...region.flatMap((l) => (columnsOf(l) ?? []).flatMap((cc, s) => (cc === c ? [l.spans[s]!.endX] : [])))));
  return {
    end,
    rows: rows.map((row) => {
      const cells: TextRun[][] = Array.from({ length: n }, () => []);
      const lastEnd: (number | undefined)[] = [];
      row.lines.forEach((l, k) =>
        row.cols[k]!.forEach((c, s) => {
          const runs = l.cells[s]!;
          const text = runsText(runs);
          const span = l.spans[s]!;
          // A cell's line that could not take the next line's first word wrapped; a shorter one broke.
          const word = (span.endX - span.x) * ((text.split(/\s/)[0]?.length ?? 0) / Math.max(1, text.length));
          const prevEnd = lastEnd[c];
          if (prevEnd !== undefined) appendRuns(cells[c]!, [{ text: prevEnd + word > colRight(c) - 1 ? ' ' : '\n' }]);
          appendRuns(cells[c]!, runs);
          lastEnd[c] = span.endX;
        }),
      );
      return cells;
    }),
  };
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
