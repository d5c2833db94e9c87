// Streaming workbook reader (exceljs WorkbookReader: rows are handed on as they are parsed,
// so memory stays flat for SPREADSHEET_MAX_ROWS rows). Cells are values, never evaluated:
// a formula cell is its cached result, or a cell error when the file saved none; an error
// value (#DIV/0!…) is a cell error. Rich text is its plain text, dates are yyyy-mm-dd,
// booleans TRUE/FALSE, numbers as written; every line is trimmed. Merged cells need no
// handling: the value is in the top-left cell and the others are empty, as files store them.
import ExcelJS from 'exceljs';
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
      return plainValue(v.result);
    }
    if ('error' in v) return { problem: { key: 'sheet_cell_error', params: { error: String(v.error) } } };
    if (Array.isArray(v.richText)) return { text: cleanText((v.richText as { text?: string }[]).map((r) => r.text ?? '').join('')) };
    if ('text' in v) return plainValue(v.text);
  }
  return { text: cleanText(String(value)) };
}

/** The rows of every worksheet, in file order; rows with no value at all are skipped. */
export async function* readWorkbookRows(path: string, info: WorkbookInfo): AsyncGenerator<SheetRow | { sheetStart: string }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    const ws = worksheet as unknown as { name?: string; id: string | number } & AsyncIterable<ExcelJS.Row>;
    // exceljs names a sheet when its relationship target matches; else ws.id is still the file number.
    const name = ws.name ?? info.sheetNames.get(String(ws.id)) ?? `Sheet${ws.id}`;
    yield { sheetStart: name };
    for await (const row of ws) {
      const cells = new Map<number, SheetCell>();
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        const plain = plainValue(cell.value);
        if (plain === null) return;
        if ('problem' in plain) cells.set(col, { col, letter: columnLetter(col), text: '', problem: plain.problem });
        else if (plain.text !== '') cells.set(col, { col, letter: columnLetter(col), ...plain });
      });
      if (cells.size > 0) yield { sheet: name, row: row.number, cells };
    }
  }
}
