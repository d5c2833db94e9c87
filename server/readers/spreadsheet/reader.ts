// Streaming workbook reader (exceljs' parsers: rows are handed on as they are parsed, so
// memory stays flat for SPREADSHEET_MAX_ROWS rows; the shared strings are kept, as exceljs does). Cells are values, never evaluated:
// a formula cell is its cached result, or a cell error when the file saved none; an error
// value (#DIV/0!…) is a cell error. Rich text is its plain text, dates are yyyy-mm-dd,
// booleans TRUE/FALSE, numbers as written; every line is trimmed; the apostrophe that guards
// a text against being taken for a formula in Pena's exports is taken off (formulaGuard.ts).
// Merged cells need no handling: the value is in the top-left cell and the others are empty,
// as files store them.
// Memory stays bounded whatever a file holds: a text run in the XML is cut at CELL_TEXT_MAX
// characters before the XML parser sees it (cutLongText; the cell becomes a "too long" cell
// error), and a cell's text is kept only up to what its column may hold (`ReadLimits`: the
// converter gives each column of a sheet its field's largest size once the header is read,
// and columns with no field are skipped without buffering their text).
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { readSafeText } from './formulaGuard.ts';
import { loadExcel } from './excel.ts';
import { RICH_TEXT_MAX } from '../../../domain/schemas/content.ts';
import { entryIndex, entryStream, openZip } from '../../storage/zip.ts';
import type { WorkbookInfo } from './zipCheck.ts';

/** The most characters of one cell ever read (a longer one is a 'sheet_cell_too_long' cell). */
export const CELL_TEXT_MAX = RICH_TEXT_MAX;
/** Until a sheet's header is known: the columns read and the characters a cell of them may hold. */
export const HEADER_COLUMNS_MAX = 1024;
export const HEADER_CELL_MAX = 1024;

export interface CellProblem {
  key: 'sheet_formula_no_value' | 'sheet_cell_error' | 'sheet_cell_too_long';
  params?: Record<string, unknown>;
}

export interface SheetCell {
  /** 1-based column number and its letter. */
  col: number;
  letter: string;
  /** The cell's text ('' never: empty cells are left out). */
  text: string;
  /** Set when the cell holds a number (or a formula's numeric result). */
  number?: number;
  /** Set when the cell holds a boolean. */
  bool?: boolean;
  problem?: CellProblem;
}

export interface SheetRow {
  sheet: string;
  /** 1-based row number. */
  row: number;
  cells: Map<number, SheetCell>;
}

export function columnLetter(col: number): string {
  let out = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

const cleanText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+$/u, '').replace(/^[\s\u00a0]+/u, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');

const isoDate = (d: Date) => (Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10));

type Plain = { text: string; number?: number; bool?: boolean } | { problem: CellProblem } | null;

function plainValue(value: unknown): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return { text: cleanText(readSafeText(value)) };
  if (typeof value === 'number') return { text: String(value), number: value };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', bool: value };
  if (value instanceof Date) return { text: isoDate(value) };
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) {
      if (v.result === undefined || v.result === null) return { problem: { key: 'sheet_formula_no_value' } };
      // exceljs reads a formula's cached error (t="e") as NaN.
      if (typeof v.result === 'number' && Number.isNaN(v.result)) return { problem: { key: 'sheet_cell_error', params: { error: `=${String(v.formula ?? v.sharedFormula ?? '')}` } } };
      return plainValue(v.result);
    }
    if ('error' in v) return { problem: { key: 'sheet_cell_error', params: { error: String(v.error) } } };
    if (Array.isArray(v.richText)) return { text: cleanText(readSafeText((v.richText as { text?: string }[]).map((r) => r.text ?? '').join(''))) };
    if ('text' in v) return plainValue(v.text);
  }
  return { text: cleanText(String(value)) };
}

/**
 * exceljs' streaming WorkbookReader takes the zip's entries in file order and loses the
 * shared strings when they come after the worksheets (LibreOffice writes them so), and its
 * cells drop a formula's cached result when it is 0, '' or FALSE and its error values. So
 * the entries are opened here with yauzl in the order that works (workbook, styles, shared
 * strings, then each worksheet in workbook order); exceljs parses the shared strings and
 * styles, and each worksheet's XML streams through saxes (exceljs' own XML parser) here.
 */
interface ExcelReaderInternals {
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncGenerator<unknown>;
  sharedStrings?: unknown[];
  styles?: { getStyleModel(id: number): { numFmt?: string } | null };
  properties?: { date1904?: boolean };
}

interface SaxTag {
  name: string;
  attributes: Record<string, string>;
}
interface SaxParser {
  on(event: 'opentag' | 'closetag', handler: (tag: SaxTag) => void): void;
  on(event: 'text', handler: (text: string) => void): void;
  on(event: 'processinginstruction', handler: (pi: { target: string }) => void): void;
  on(event: 'error', handler: (err: Error) => void): void;
  write(chunk: string): void;
  close(): void;
}
const requireFromExcel = createRequire(createRequire(import.meta.url).resolve('exceljs'));
const { SaxesParser } = requireFromExcel('saxes') as { SaxesParser: new () => SaxParser };

function columnNumber(ref: string): number {
  let n = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
}

const isDateFormat = (fmt: string | undefined) => !!fmt && /[ymdhs]/i.test(fmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '').replace(/General/gi, ''));
const excelDate = (v: number, date1904: boolean) => new Date(Math.round((v - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

interface CellState {
  col: number;
  type: string;
  style: number;
  value: string | null;
  formula: boolean;
  inline: string | null;
  /** Most characters it may hold (0: skipped). */
  max: number;
  tooLong: boolean;
}

const CUT_MARK = '<?pena-cut?>';

/**
 * Cuts every text run of the XML (the characters between two tags) longer than `max`,
 * putting a processing instruction where it was cut, so the parser (which holds a text run
 * whole until the next tag) never holds more than `max` characters of one. Quoted attribute
 * values are tags' own; a cut never splits an entity or a surrogate pair.
 */
export function cutLongText(max: number) {
  let state: 'text' | 'tag' | '"' | "'" = 'text';
  let run = 0;
  let cut = false;
  return (chunk: string): string => {
    let out = '';
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk.charCodeAt(i);
      if (state === 'text') {
        if (ch === 60 /* < */) {
          if (cut) start = i;
          state = 'tag';
          run = 0;
          cut = false;
        } else if (!cut && ++run > max) {
          let end = i;
          // Back to before an entity this run may be in the middle of, and off a high surrogate.
          const amp = chunk.lastIndexOf('&', end - 1);
          const semi = amp === -1 ? -1 : chunk.indexOf(';', amp);
          if (amp >= start && amp > end - 12 && (semi === -1 || semi >= end)) end = amp;
          if (end > start && (chunk.charCodeAt(end - 1) & 0xfc00) === 0xd800) end -= 1;
          out += chunk.slice(start, end) + CUT_MARK;
          cut = true;
        }
      } else if (state === 'tag') {
        if (ch === 62 /* > */) state = 'text';
        else if (ch === 34) state = '"';
        else if (ch === 39) state = "'";
      } else if ((state === '"' && ch === 34) || (state === "'" && ch === 39)) state = 'tag';
    }
    if (!cut) out += chunk.slice(start);
    return out;
  };
}

/** What a sheet's cells may hold; see the file's comment. */
export interface ReadLimits {
  /** Most characters a cell of column `col` may hold; 0: the column is skipped, its text never kept. */
  cellMax(sheet: string, col: number): number;
  /** Each row as it closes, before the next is parsed (a header sets the limits of the rows below). */
  rowRead?(sheet: string, row: SheetRow): void;
}

export const defaultLimits: ReadLimits = { cellMax: (_sheet, col) => (col <= 16_384 ? CELL_TEXT_MAX : 0) };

/** One worksheet's rows (as `SheetRow`s without their sheet name), streamed. */
async function* sheetRows(stream: Readable, book: ExcelReaderInternals, sheet: string, limits: ReadLimits): AsyncGenerator<{ row: number; cells: Map<number, SheetCell> }> {
  const parser = new SaxesParser();
  const cutter = cutLongText(CELL_TEXT_MAX);
  const decoder = new StringDecoder('utf8');
  const ready: { row: number; cells: Map<number, SheetCell> }[] = [];
  let failure: Error | null = null;
  let rowNumber = 0;
  let cells = new Map<number, SheetCell>();
  let cell: CellState | null = null;
  let text: 'v' | 'f' | 't' | null = null;
  let inPhonetic = false;
  let lastCol = 0;

  const finishCell = (c: CellState) => {
    const put = (plain: Plain) => {
      if (plain === null) return;
      if ('problem' in plain) cells.set(c.col, { col: c.col, letter: columnLetter(c.col), text: '', problem: plain.problem });
      else if (plain.text !== '') cells.set(c.col, { col: c.col, letter: columnLetter(c.col), ...plain });
    };
    if (c.max === 0) return;
    if (c.tooLong) return put({ problem: { key: 'sheet_cell_too_long', params: { max: c.max.toLocaleString('en') } } });
    const v = c.value;
    if (c.type === 'inlineStr') return put(plainValue(c.inline ?? ''));
    if (v === null) return put(c.formula ? { problem: { key: 'sheet_formula_no_value' } } : null);
    switch (c.type) {
      case 's': {
        const shared = plainValue(book.sharedStrings?.[Number(v)] ?? '');
        if (shared && 'text' in shared && shared.text.length > c.max) return put({ problem: { key: 'sheet_cell_too_long', params: { max: c.max.toLocaleString('en') } } });
        return put(shared);
      }
      case 'str':
        return put(plainValue(v));
      case 'b':
        return put(plainValue(v.trim() === '1' || v.trim().toLowerCase() === 'true'));
      case 'e':
        return put({ problem: { key: 'sheet_cell_error', params: { error: v.trim() } } });
      default: {
        const n = Number(v);
        if (!Number.isFinite(n)) return put(plainValue(v));
        if (isDateFormat(book.styles?.getStyleModel(c.style)?.numFmt)) return put(plainValue(excelDate(n, !!book.properties?.date1904)));
        return put(plainValue(n));
      }
    }
  };

  parser.on('error', (err) => (failure ??= err));
  parser.on('opentag', (tag) => {
    const name = tag.name.replace(/^\w+:/, '');
    if (name === 'row') {
      rowNumber = Number(tag.attributes.r ?? rowNumber + 1) || rowNumber + 1;
      cells = new Map();
      lastCol = 0;
    } else if (name === 'c') {
      const col = tag.attributes.r ? columnNumber(tag.attributes.r) : lastCol + 1;
      lastCol = col;
      cell = { col, type: tag.attributes.t ?? 'n', style: Number(tag.attributes.s ?? 0), value: null, formula: false, inline: null, max: limits.cellMax(sheet, col), tooLong: false };
    } else if (cell && name === 'v') {
      text = 'v';
      cell.value = '';
    } else if (cell && name === 'f') {
      text = 'f';
      cell.formula = true;
    } else if (cell && name === 'rPh') inPhonetic = true;
    else if (cell && name === 't' && !inPhonetic) {
      text = 't';
      cell.inline ??= '';
    }
  });
  parser.on('processinginstruction', (pi) => {
    // A run cut by cutLongText (its PI stands where the text went on).
    if (pi.target === 'pena-cut' && cell && text !== null && text !== 'f') cell.tooLong = true;
  });
  parser.on('text', (t) => {
    if (!cell || text === null || cell.max === 0 || cell.tooLong) return;
    const held = text === 'v' ? cell.value!.length : text === 't' ? cell.inline!.length : 0;
    if (text !== 'f' && held + t.length > cell.max) {
      cell.tooLong = true;
      cell.value = text === 'v' ? '' : cell.value;
      cell.inline = text === 't' ? '' : cell.inline;
      return;
    }
    if (text === 'v') cell.value += t;
    else if (text === 't') cell.inline += t;
  });
  parser.on('closetag', (tag) => {
    const name = tag.name.replace(/^\w+:/, '');
    if (name === 'v' || name === 'f' || name === 't') text = null;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === 'c' && cell) {
      finishCell(cell);
      cell = null;
    } else if (name === 'row') {
      if (cells.size > 0) {
        limits.rowRead?.(sheet, { sheet, row: rowNumber, cells });
        ready.push({ row: rowNumber, cells });
      }
      cells = new Map();
    }
  });
  for await (const chunk of stream) {
    parser.write(cutter(decoder.write(chunk as Buffer)));
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  parser.write(cutter(decoder.end()));
  parser.close();
  if (failure) throw failure;
  yield* ready.splice(0);
}

/** The rows of every worksheet, in workbook order; rows with no value at all are skipped. */
export async function* readWorkbookRows(path: string, info: WorkbookInfo, limits: ReadLimits = defaultLimits): AsyncGenerator<SheetRow | { sheetStart: string }> {
  const zip = await openZip(path);
  try {
    const entries = await entryIndex(zip);
    const { stream } = await loadExcel();
    const book = new stream.xlsx.WorkbookReader(path, { sharedStrings: 'cache', styles: 'cache' }) as unknown as ExcelReaderInternals;
    const open = (name: string) => entryStream(zip, entries.get(name)!);
    await book._parseWorkbook(await open('xl/workbook.xml'));
    // The styles part is optional; without it exceljs' styles object has no model to ask.
    if (entries.has('xl/styles.xml')) await book._parseStyles(await open('xl/styles.xml'));
    else book.styles = undefined;
    if (entries.has('xl/sharedStrings.xml')) for await (const _ of book._parseSharedStrings(await open('xl/sharedStrings.xml')));
    for (const name of info.order) {
      const file = info.sheetPaths.get(name)!;
      if (!entries.has(file)) continue;
      yield { sheetStart: name };
      for await (const { row, cells } of sheetRows(await open(file), book, name, limits)) yield { sheet: name, row, cells };
    }
  } finally {
    zip.close();
  }
}
