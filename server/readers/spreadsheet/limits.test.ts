// What a workbook may make the reader hold (files built here, small on disk): a cell longer
// than its field may hold is a cell error and its text is never read past the cap (a text
// run is cut before the XML parser sees it); a row's cells in columns with no field are
// skipped; shared strings over SHARED_STRINGS_MAX_BYTES are refused with their own message.
import { describe, expect, it } from 'vitest';
import { translateValidation } from '../../../domain/messages/index.ts';
import { RICH_TEXT_MAX } from '../../../domain/schemas/content.ts';
import { PART_CONTENT_MAX } from '../../../domain/schemas/questions.ts';
import { convertSpreadsheet } from './convertFile.ts';
import { SpreadsheetRefusal } from './index.ts';
import { cutLongText, readWorkbookRows } from './reader.ts';
import { buildZip, tempFile, workbookZipEntries } from './test/files.ts';
import { SHARED_STRINGS_MAX_BYTES, checkWorkbookZip } from './zipCheck.ts';

const en = (key: string, params: Record<string, unknown> = {}) => translateValidation(`validation.${key}`, 'en', params);
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const header = `<row r="1">${inline('A1', 'No.')}${inline('B1', 'Question')}${inline('C1', 'Option A')}${inline('D1', 'Correct answer')}</row>`;
const sheet = (rows: string) => `<worksheet><sheetData>${header}${rows}</sheetData></worksheet>`;
const convert = (file: string) => convertSpreadsheet({ path: file, language: 'en', ruleOptions: { pointsEnabled: false } });

describe('cutLongText', () => {
  it('cuts a text run past the cap where it is, across chunks, never inside an entity or a quoted attribute', () => {
    const cut = cutLongText(5);
    const out = ['<t a="x>yyyyyyyy">ab', 'cdefgh', 'ij</t><t>&amp;&amp;</t><t>abc&am', 'p;zzz</t>'].map(cut).join('');
    expect(out).toBe('<t a="x>yyyyyyyy">abcde<?pena-cut?></t><t>&amp;<?pena-cut?></t><t>abc<?pena-cut?></t>');
  });
});

describe('cell and row limits', () => {
  it('a cell longer than its field may hold is an error at the cell; the other rows convert', async () => {
    const long = 'a'.repeat(RICH_TEXT_MAX + 1000);
    const part = 'b'.repeat(PART_CONTENT_MAX + 1);
    const rows = `<row r="2">${inline('B2', long)}${inline('C2', 'x')}${inline('D2', 'A')}</row><row r="3">${inline('B3', 'Q')}${inline('C3', part)}${inline('D3', 'A')}</row><row r="4">${inline('B4', 'Fine')}${inline('C4', 'x')}${inline('D4', 'A')}</row>`;
    const c = await convert(await tempFile('long.xlsx', buildZip(workbookZipEntries(sheet(rows)))));
    expect(c.questions.map((q) => q.row)).toEqual([4]);
    expect(c.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, 'B', en('sheet_cell_too_long', { max: RICH_TEXT_MAX.toLocaleString('en') })],
      [3, 'C', en('sheet_cell_too_long', { max: PART_CONTENT_MAX.toLocaleString('en') })],
    ]);
  });

  it('a shared string longer than its cell may hold is an error at the cell', async () => {
    const strings = `<sst><si><t>${'c'.repeat(PART_CONTENT_MAX + 1)}</t></si></sst>`;
    const rows = `<row r="2">${inline('B2', 'Q')}<c r="C2" t="s"><v>0</v></c>${inline('D2', 'A')}</row>`;
    const file = await tempFile('shared.xlsx', buildZip([...workbookZipEntries(sheet(rows)), { name: 'xl/sharedStrings.xml', data: Buffer.from(strings) }]));
    const c = await convert(file);
    expect(c.errors.map((e) => [e.row, e.column, e.message])).toEqual([[2, 'C', en('sheet_cell_too_long', { max: PART_CONTENT_MAX.toLocaleString('en') })]]);
  });

  it('a row of a million cells keeps only the columns the sheet reads', async () => {
    const extra = '<c><v>1</v></c>'.repeat(1_000_000);
    const rows = `<row r="2">${inline('B2', 'Q')}${inline('C2', 'x')}${inline('D2', 'A')}${extra}</row>`;
    const file = await tempFile('wide.xlsx', buildZip(workbookZipEntries(sheet(rows))));
    const info = await checkWorkbookZip(file);
    const sizes: number[] = [];
    for await (const item of readWorkbookRows(file, info, { cellMax: (_s, col) => (col <= 4 ? 100 : 0) })) if ('cells' in item) sizes.push(item.cells.size);
    expect(sizes).toEqual([4, 3]);
    const c = await convert(file);
    expect(c.errors).toEqual([]);
    expect(c.questions.map((q) => q.row)).toEqual([2]);
  });

  it('a workbook without a styles part (it is optional) reads its number cells', async () => {
    const rows = `<row r="2"><c r="A2"><v>1</v></c>${inline('B2', 'Q')}<c r="C2"><v>42</v></c>${inline('D2', 'A')}</row>`;
    const c = await convert(await tempFile('plain.xlsx', buildZip(workbookZipEntries(sheet(rows)))));
    expect(c.errors).toEqual([]);
    expect(c.questions.map((q) => q.document.answers[0]?.content)).toEqual(['42']);
  });

  it('shared strings larger than the reader holds are refused with their own message', async () => {
    const file = await tempFile(
      'strings.xlsx',
      buildZip([...workbookZipEntries(sheet('')), { name: 'xl/sharedStrings.xml', data: Buffer.from('<sst/>'), declaredSize: SHARED_STRINGS_MAX_BYTES + 1 }]),
    );
    const err = await convert(file).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(SpreadsheetRefusal);
    expect((err as SpreadsheetRefusal).reason).toBe('sheet_shared_strings_too_large');
    expect((err as SpreadsheetRefusal).localized?.en).toBe(en('sheet_shared_strings_too_large', { max: '48 MB' }));
  });
});
