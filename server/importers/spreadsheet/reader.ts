// Streaming workbook reader (exceljs' parsers: rows are handed on as they are parsed, so
// memory stays flat for SPREADSHEET_MAX_ROWS rows; the shared strings are kept, as exceljs does). Cells are values, never evaluated:
// a formula cell is its cached result, or a cell error when the file saved none; an error
// value (#DIV/0!…) is a cell error. Rich text is its plain text, dates are yyyy-mm-dd,
// booleans TRUE/FALSE, numbers as written; every line is trimmed. Merged cells need no
// handling: the value is in the top-left cell and the others are empty, as files store them.
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import { entryIndex, entryStream, openZip } from '../zip.ts';
import type { WorkbookInfo } from './zipCheck.ts';

export interface CellProblem {
  key: 'sheet_formula_no_value' | 'sheet_cell_error';
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
  if (typeof value === 'string') return { text: cleanText(value) };
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
    if (Array.isArray(v.richText)) return { text: cleanText((v.richText as { text?: string }[]).map((r) => r.text ?? '').join('')) };
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
}

/** One worksheet's rows (as `SheetRow`s without their sheet name), streamed. */
async function* sheetRows(stream: Readable, book: ExcelReaderInternals): AsyncGenerator<{ row: number; cells: Map<number, SheetCell> }> {
  const parser = new SaxesParser();
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
    const v = c.value;
    if (c.type === 'inlineStr') return put(plainValue(c.inline ?? ''));
    if (v === null) return put(c.formula ? { problem: { key: 'sheet_formula_no_value' } } : null);
    switch (c.type) {
      case 's':
        return put(plainValue(book.sharedStrings?.[Number(v)] ?? ''));
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
      cell = { col, type: tag.attributes.t ?? 'n', style: Number(tag.attributes.s ?? 0), value: null, formula: false, inline: null };
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
  parser.on('text', (t) => {
    if (!cell || text === null) return;
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
      if (cells.size > 0) ready.push({ row: rowNumber, cells });
      cells = new Map();
    }
  });
  for await (const chunk of stream) {
    parser.write(decoder.write(chunk as Buffer));
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  parser.write(decoder.end());
  parser.close();
  if (failure) throw failure;
  yield* ready.splice(0);
}

/** The rows of every worksheet, in workbook order; rows with no value at all are skipped. */
export async function* readWorkbookRows(path: string, info: WorkbookInfo): AsyncGenerator<SheetRow | { sheetStart: string }> {
  const zip = await openZip(path);
  try {
    const entries = await entryIndex(zip);
    const book = new ExcelJS.stream.xlsx.WorkbookReader(path, { sharedStrings: 'cache', styles: 'cache' }) as unknown as ExcelReaderInternals;
    const open = (name: string) => entryStream(zip, entries.get(name)!);
    await book._parseWorkbook(await open('xl/workbook.xml'));
    if (entries.has('xl/styles.xml')) await book._parseStyles(await open('xl/styles.xml'));
    if (entries.has('xl/sharedStrings.xml')) for await (const _ of book._parseSharedStrings(await open('xl/sharedStrings.xml')));
    for (const name of info.order) {
      const file = info.sheetPaths.get(name)!;
      if (!entries.has(file)) continue;
      yield { sheetStart: name };
      for await (const { row, cells } of sheetRows(await open(file), book)) yield { sheet: name, row, cells };
    }
  } finally {
    zip.close();
  }
}
