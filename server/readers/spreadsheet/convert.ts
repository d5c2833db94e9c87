// A whole workbook → questions, passages and every problem (spec §2 "Spreadsheet import:
// Convert, Import, Review"; §5; §8). Order: the zip is checked (zipCheck.ts), the sheets are
// matched to the template by name in either language (none → "not matching the template"), then
// rows stream through: a sheet's first non-empty row is its header (an unknown, repeated or
// missing required column refuses the file, naming the sheet and column; every such problem of
// every sheet is named at once, the file read to its end for them), example rows are skipped,
// and each other row converts or yields its problems. Passages are resolved at the end (the
// Passages sheet may come after the questions that name them). The header is read as its row
// closes, so the reader keeps of each cell below it no more than its field can hold
// (fieldMax) and skips the columns with no field.
import { SPREADSHEET_MAX_ROWS } from '../../../domain/constants.ts';

import type { QuestionRuleOptions } from '../../../domain/rules/questionRules.ts';
import { passageDocumentSchema } from '../../../domain/schemas/content.ts';
import type { SpreadsheetError } from '../../../domain/schemas/importing.ts';
import type { QuestionType } from '../../../domain/schemas/questions.ts';
import { sanitizeRichText } from '../../sanitize/richText.ts';
import { ImageRefs, blockHtml } from './cellText.ts';
import { type RowContext, type RowImage, cellError, convertRow } from './convertRow.ts';
import { EXAMPLE_MARKERS, type FieldId, type Language, type SheetKind, SHEET_SPECS, headerIndex, headerName, normaliseHeader, sheetKindOf } from './layout.ts';
import { HEADER_CELL_MAX, HEADER_COLUMNS_MAX, type ReadLimits, type SheetCell, type SheetRow, readWorkbookRows } from './reader.ts';
import { RICH_TEXT_MAX } from '../../../domain/schemas/content.ts';
import { PART_CONTENT_MAX } from '../../../domain/schemas/questions.ts';
import { type RefusalProblem, SpreadsheetRefusal } from './refusal.ts';
import type { Conversion, ConvertedPassage, ConvertedQuestion, SheetImage } from './types.ts';
import { checkWorkbookZip } from './zipCheck.ts';

interface SheetState {
  kind: SheetKind;
  name: string;
  /** Column number → field, once the header row is read. */
  header: Map<number, FieldId> | null;
  /** The header's row number. */
  headerRow: number;
  columns: Map<FieldId, string>;
}

/** Fields holding rich text or a list of parts, one per line: as much as rich text may hold. */
const LONG_FIELDS = new Set(['question', 'explanation', 'hint', 'text', 'category_items', 'group_choices', 'responses', 'additional']);
/** The most characters a cell of the field may hold; any other is one part (or shorter). */
export const fieldMax = (f: FieldId) => (LONG_FIELDS.has(f.split(':')[0]!) ? RICH_TEXT_MAX : PART_CONTENT_MAX);

const isExample = (cell: SheetCell | undefined) => {
  const t = normaliseHeader(cell?.text ?? '');
  return t !== '' && (t === normaliseHeader(EXAMPLE_MARKERS.en) || t === normaliseHeader(EXAMPLE_MARKERS.id));
};

/** A header cell's text as a message quotes it: on one line. */
const quoted = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Reads a sheet's header row, adding each problem it has (every unknown or repeated column, every
 * required column missing) to `problems`. A sheet with a problem keeps an empty header, so its
 * rows are skipped while the other sheets' headers are still read.
 */
function readHeader(state: SheetState, row: SheetRow, problems: RefusalProblem[]) {
  const index = headerIndex(state.kind);
  const header = new Map<number, FieldId>();
  const seen = new Set<FieldId>();
  const before = problems.length;
  for (const cell of row.cells.values()) {
    const f = index.get(normaliseHeader(cell.text));
    const params = { sheet: state.name, column: cell.letter, header: quoted(cell.text) };
    if (!f) problems.push({ reason: 'sheet_header_unknown', params });
    else if (seen.has(f)) problems.push({ reason: 'sheet_header_duplicate', params });
    else {
      seen.add(f);
      header.set(cell.col, f);
      state.columns.set(f, cell.letter);
    }
  }
  for (const f of SHEET_SPECS[state.kind].required) {
    if (!seen.has(f)) problems.push({ reason: 'sheet_header_missing', params: { sheet: state.name, field: headerName(f, 'en') }, idParams: { sheet: state.name, field: headerName(f, 'id') } });
  }
  state.header = problems.length > before ? new Map() : header;
  state.headerRow = row.row;
}

const imageOf = (refs: ImageRefs, sheet: string, row: number, columns: Map<FieldId, string>) => (img: RowImage): SheetImage => ({
  ref: img.ref,
  // An address (with a scheme, or starting with '/', as an export writes Pena's own files) or a file name.
  kind: /^[a-z][a-z0-9+.-]*:|^\//i.test(img.ref) ? 'url' : 'archive',
  cell: { sheet, row, column: columns.get(img.field) ?? null },
  placeholder: refs.idOf(img.ref),
});

export interface ConvertInput {
  path: string;
  language: Language;
  ruleOptions: QuestionRuleOptions;
  /** Most rows read (tests lower it). */
  maxRows?: number;
}

export async function convertWorkbook(input: ConvertInput, refs = new ImageRefs()): Promise<Conversion & { placeholders: ImageRefs }> {
  const { language } = input;
  const info = await checkWorkbookZip(input.path);
  const kinds = new Map(info.order.map((name) => [name, sheetKindOf(name)] as const));
  if (![...kinds.values()].some((k) => k !== null && k !== 'instructions' && k !== 'passages')) throw SpreadsheetRefusal.of('sheet_not_template');

  const maxRows = input.maxRows ?? SPREADSHEET_MAX_ROWS;
  const questions: (ConvertedQuestion & { passageColumn: Map<FieldId, string> })[] = [];
  const passages = new Map<string, ConvertedPassage & { valid: boolean }>();
  const errors: SpreadsheetError[] = [];
  let totalRows = 0;
  let dataRows = 0;
  let state: SheetState | null = null;
  /** Every header problem of every sheet: the file is refused with all of them once read. */
  const headerProblems: RefusalProblem[] = [];

  const limits: ReadLimits = {
    cellMax: (sheet, col) => {
      if (!state || state.name !== sheet) return 0;
      if (!state.header) return col <= HEADER_COLUMNS_MAX ? HEADER_CELL_MAX : 0;
      const f = state.header.get(col);
      return f ? fieldMax(f) : 0;
    },
    rowRead: (sheet, row) => {
      if (state && state.name === sheet && !state.header) readHeader(state, row, headerProblems);
    },
  };
  // A file the reader cannot parse is damaged; anything else thrown here is a bug, not the file's fault.
  const rows = readWorkbookRows(input.path, info, limits);
  const nextItem = async () => {
    try {
      return await rows.next();
    } catch (err) {
      if (err instanceof SpreadsheetRefusal) throw err;
      throw SpreadsheetRefusal.of('sheet_file_corrupt');
    }
  };
  try {
    for (let next = await nextItem(); !next.done; next = await nextItem()) {
      const item = next.value;
      if ('sheetStart' in item) {
        const kind = sheetKindOf(item.sheetStart);
        state = kind && kind !== 'instructions' ? { kind, name: item.sheetStart, header: null, headerRow: 0, columns: new Map() } : null;
        continue;
      }
      // Once a header is wrong the file is refused: the rest is read only for the other headers.
      if (!state || !state.header || item.row === state.headerRow || headerProblems.length > 0) continue;
      const cells = new Map<FieldId, SheetCell>();
      for (const [col, cell] of item.cells) {
        const f = state.header.get(col);
        if (f) cells.set(f, cell);
      }
      if (cells.size === 0 || isExample(cells.get('no'))) continue;
      cells.delete('no');
      if (cells.size === 0) continue;
      dataRows += 1;
      if (dataRows > maxRows) throw new SpreadsheetRefusal('sheet_too_many_rows', { max: maxRows.toLocaleString('en') }, { max: maxRows.toLocaleString('id') });
      const ctx: RowContext = { sheet: state.name, row: item.row, language, cells, columns: state.columns };
      if (state.kind === 'passages') {
        passageRow(ctx, refs, passages, errors);
        continue;
      }
      totalRows += 1;
      const outcome = convertRow(state.kind as QuestionType, ctx, refs, input.ruleOptions);
      if (!outcome.ok) errors.push(...outcome.errors);
      else {
        questions.push({
          sheet: state.name,
          row: item.row,
          document: outcome.document,
          passageKey: outcome.passageKey,
          images: outcome.images.map(imageOf(refs, state.name, item.row, state.columns)),
          passageColumn: state.columns,
        });
      }
    }
  } finally {
    await rows.return(undefined);
  }
  if (headerProblems.length > 0) throw SpreadsheetRefusal.ofAll(headerProblems as [RefusalProblem, ...RefusalProblem[]]);

  // Questions naming a passage: the key must be in the Passages sheet, and that passage valid.
  const kept: ConvertedQuestion[] = [];
  const used = new Set<string>();
  for (const { passageColumn, ...q } of questions) {
    if (q.passageKey !== null) {
      const p = passages.get(passageKeyOf(q.passageKey));
      const ctx: RowContext = { sheet: q.sheet, row: q.row, language, cells: new Map(), columns: passageColumn };
      if (!p) {
        errors.push(cellError(ctx, 'passage', 'sheet_passage_unknown'));
        continue;
      }
      if (!p.valid) {
        errors.push(cellError(ctx, 'passage', 'sheet_passage_invalid'));
        continue;
      }
      q.passageKey = p.key;
      used.add(passageKeyOf(p.key));
    }
    kept.push(q);
  }
  const order = new Map(info.order.map((n, i) => [n, i]));
  errors.sort((a, b) => (order.get(a.sheet) ?? 0) - (order.get(b.sheet) ?? 0) || a.row - b.row);
  kept.sort((a, b) => (order.get(a.sheet) ?? 0) - (order.get(b.sheet) ?? 0) || a.row - b.row);
  const passageList = [...passages.values()].filter((p) => p.valid && used.has(passageKeyOf(p.key))).map(({ valid: _, ...p }) => p);
  return { questions: kept, passages: passageList, errors, totalRows, placeholders: refs };
}

const passageKeyOf = (key: string) => normaliseHeader(key) || key.trim();

function passageRow(ctx: RowContext, refs: ImageRefs, passages: Map<string, ConvertedPassage & { valid: boolean }>, errors: SpreadsheetError[]) {
  const key = ctx.cells.get('key')?.text.trim() ?? '';
  const problems: SpreadsheetError[] = [];
  for (const [f, cell] of ctx.cells) if (cell.problem) problems.push(cellError(ctx, f, cell.problem.key, cell.problem.params));
  if (key === '') problems.push(cellError(ctx, 'key', 'required'));
  else if (passages.has(passageKeyOf(key))) problems.push(cellError(ctx, 'key', 'sheet_passage_key_duplicate'));
  const found: string[] = [];
  const contentHtml = sanitizeRichText(blockHtml(ctx.cells.get('text')?.text ?? '', refs, found));
  const title = ctx.cells.get('title')?.text ?? '';
  const parsed = passageDocumentSchema.safeParse({ title, content_html: contentHtml });
  if (!parsed.success) {
    for (const i of parsed.error.issues) {
      const f = i.path[0] === 'title' ? 'title' : 'text';
      problems.push(cellError(ctx, f, i.message, { max: (i as { maximum?: unknown }).maximum }));
    }
  }
  errors.push(...problems);
  if (key !== '' && !passages.has(passageKeyOf(key))) {
    const images = found.map((ref) => imageOf(refs, ctx.sheet, ctx.row, ctx.columns)({ ref, field: 'text' }));
    passages.set(passageKeyOf(key), { key, title: parsed.success ? parsed.data.title : title, contentHtml: parsed.success ? parsed.data.content_html : contentHtml, images, valid: problems.length === 0 });
  }
}

