// Writing the template's sheets with exceljs' streaming writer (constant memory): the
// Instructions sheet, and a question or passage sheet with its header row (bold, frozen,
// a comment on each header), dropdowns (data validation) on the columns with fixed values,
// and its rows. Shared by the template (writeTemplate) and a topic's export
// (writeQuestionsWorkbook), so both read back the same way. Text that a spreadsheet could
// take for a formula is guarded as in every workbook Pena writes (formulaGuard.ts); the
// reader takes the guard back off, so an export imports back as it was.
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../readers/spreadsheet/excel.ts';
import { columnLetter } from '../readers/spreadsheet/reader.ts';
import { type FieldId, type Language, LETTERS, SHEET_NAMES, type SheetKind, headerName } from '../readers/spreadsheet/layout.ts';
import { safeText } from '../readers/spreadsheet/formulaGuard.ts';
import { COMMENTS, INSTRUCTIONS, NUMBERING_WORDS, TRUE_FALSE, YES_NO } from './templateTexts.ts';

export type RowValues = Partial<Record<FieldId, string | number>>;

const LINE_POINTS = 15;
const lineHeight = (lines: number) => Math.min(409, Math.max(1, lines) * LINE_POINTS);
/** Lines a text takes in a column of `width` characters, wrapped. */
const linesOf = (text: string, width: number) => text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / Math.max(width - 2, 1))), 0);

/** Rows the dropdowns cover below the header. */
const VALIDATED_ROWS = 2000;

export async function workbookWriter(out: Writable) {
  const { stream } = await loadExcel();
  return new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
}

/** `notes`: lines written below the title (what an export left out). */
export function writeInstructions(wb: ExcelJS.stream.xlsx.WorkbookWriter, language: Language, notes: string[] = []) {
  const ws = wb.addWorksheet(SHEET_NAMES.instructions[language]);
  ws.getColumn(1).width = 120;
  const [title, ...rest] = INSTRUCTIONS[language];
  const lines = notes.length > 0 ? [title!, '', ...notes, ...rest] : [title!, ...rest];
  lines.forEach((line, i) => {
    const row = ws.addRow([line]);
    // Spreadsheet apps do not all fit a row to wrapped text: give it the lines it needs.
    row.height = i === 0 ? 24 : lineHeight(linesOf(line, 120));
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    if (i === 0) row.getCell(1).font = { bold: true, size: 14 };
    row.commit();
  });
  ws.commit();
}

function dropdown(field: FieldId, kind: SheetKind, language: Language): string[] | null {
  const list = field.split(':')[0]!;
  if (list === 'shuffle' || list === 'case_sensitive' || list === 'allow_commas') return YES_NO[language];
  if (list === 'correct' && kind === 'true_or_false') return TRUE_FALSE[language];
  if (list === 'correct') return LETTERS.slice(0, 6);
  if (list === 'numbering') return Object.values(NUMBERING_WORDS[language]);
  if (list === 'brackets') return ['()', '[]', '{}'];
  if (list === 'group_correct') return LETTERS.slice(0, 8);
  return null;
}

/** A row value as written: text guarded against being taken for a formula. */
const cellValue = (v: string | number | undefined) => (typeof v === 'string' ? safeText(v) : (v ?? null));

const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };

/** A question or passage sheet: the header, then `rows` (examples first when given). */
export function writeSheet(
  wb: ExcelJS.stream.xlsx.WorkbookWriter,
  kind: SheetKind,
  fields: FieldId[],
  language: Language,
  rows: Iterable<{ values: RowValues; example?: boolean }>,
) {
  const ws = wb.addWorksheet(SHEET_NAMES[kind][language], { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = fields.map((f) =>
    f === 'no' ? 9 : f === 'question' || f === 'text' || f.startsWith('category_items') || f.startsWith('group_choices') || f.startsWith('responses') ? 40 : 18,
  );
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  const header = ws.addRow(fields.map((f) => headerName(f, language)));
  header.height = lineHeight(Math.max(...fields.map((f, i) => linesOf(headerName(f, language), widths[i]!))));
  fields.forEach((f, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: true };
    cell.fill = headerFill;
    const comment = COMMENTS[f.split(':')[0]!];
    if (comment) cell.note = comment[language];
  });
  header.commit();
  fields.forEach((f, i) => {
    const values = dropdown(f, kind, language);
    if (!values) return;
    const letter = columnLetter(i + 1);
    // The list is a suggestion: other spellings (e.g. "A, C", the other language) stay allowed.
    // The streaming writer has dataValidations; exceljs' types leave it out.
    (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(`${letter}2:${letter}${VALIDATED_ROWS}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${values.join(',')}"`],
      showErrorMessage: false,
    });
  });
  for (const { values, example } of rows) {
    const row = ws.addRow(fields.map((f) => cellValue(values[f])));
    row.height = lineHeight(Math.max(...fields.map((f, i) => linesOf(String(values[f] ?? ''), widths[i]!))));
    row.eachCell((cell) => {
      cell.alignment = { wrapText: true, vertical: 'top' };
      if (example) cell.font = { italic: true, color: { argb: 'FF7F7F7F' } };
    });
    row.commit();
  }
  ws.commit();
}
