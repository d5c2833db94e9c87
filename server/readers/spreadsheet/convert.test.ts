// convertSpreadsheet on files LibreOffice wrote (fixtures/*.fods → *.xlsx, made by
// scripts/fixtures/spreadsheets.sh) and on zips and workbooks built here without Pena's
// writer: every type converted, every §5 rule at its cell, formulas, merged cells, empty
// rows, headers in either language, and the whole-file refusals of §8.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateValidation } from '../../../domain/messages/index.ts';
import { questionIssues } from '../../../domain/rules/questionRules.ts';
import { prepareQuestion } from '../../sanitize/questionContent.ts';
import { convertSpreadsheet } from './convertFile.ts';
import { SpreadsheetRefusal } from './index.ts';
import { buildZip, excelWorkbook, tempFile, workbookZipEntries } from './test/files.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const en = (key: string, params: Record<string, unknown> = {}) => translateValidation(`validation.${key}`, 'en', params);
const id = (key: string, params: Record<string, unknown> = {}) => translateValidation(`validation.${key}`, 'id', params);
const convert = (file: string, language: 'en' | 'id' = 'en', pointsEnabled = true) => convertSpreadsheet({ path: file, language, ruleOptions: { pointsEnabled } });

async function refusal(promise: Promise<unknown>): Promise<SpreadsheetRefusal> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SpreadsheetRefusal);
  const r = err as SpreadsheetRefusal;
  expect(r.statusCode).toBe(422);
  expect(r.fields?.file).toEqual(r.localized);
  return r;
}

describe('a workbook of every type, saved by LibreOffice', async () => {
  const c = await convert(fixture('all-types.xlsx'));
  const at = (sheet: string, row: number) => c.questions.find((q) => q.sheet === sheet && q.row === row)!.document;

  it('converts every row into a document valid per §5, in sheet and row order', () => {
    expect(c.errors).toEqual([]);
    expect(c.totalRows).toBe(11);
    expect(c.questions.map((q) => `${q.sheet}!${q.row}`)).toEqual([
      'Multiple choice!2', 'Multiple choice!4', 'Multiple choice!6', 'True or false!2', 'True or false!3', 'Exact value!2', 'Exact value!3',
      'Correct order!2', 'Categorise!2', 'Grouped choices!2', 'Matching!2',
    ]);
    for (const q of c.questions) {
      expect(questionIssues(q.document, { pointsEnabled: true })).toEqual([]);
      // Already as the editor's create route stores it (the converter skips sanitizing its own HTML).
      expect(prepareQuestion(q.document)).toEqual(q.document);
    }
  });

  it('reads a formula as its cached result and never evaluates it', () => {
    expect(at('Multiple choice', 2).points).toBe(2);
    expect(at('Multiple choice', 6).content_html).toBe('<p>Capital of France</p>');
  });

  it('skips empty rows and the example row, keeping sheet row numbers', () => {
    expect(c.questions.filter((q) => q.sheet === 'Multiple choice').map((q) => q.row)).toEqual([2, 4, 6]);
  });

  it('takes a merged cell from its top-left cell and leaves the covered cells empty', () => {
    expect(at('Multiple choice', 6).answers.map((a) => [a.content, a.correct])).toEqual([
      ['Paris', true],
      ['London', false],
    ]);
  });

  it('multiple choice: lines, trimmed, as paragraphs; equation options; lower-case letters; notes; shuffle; passage', () => {
    const doc = at('Multiple choice', 4);
    expect(doc.content_html).toBe('<p>Solve [% x+1=3 %]</p><p>Show your steps.</p>');
    expect(doc.answers.map((a) => [a.answer_type, a.content, a.correct])).toEqual([
      ['equation', 'x=2', true],
      ['equation', 'x=3', false],
    ]);
    expect(doc.points).toBe(1.5);
    expect(doc.shuffle_answers).toBe(true);
    expect(doc.hint.sections.map((s) => s.content_html)).toEqual(['<p>Subtract 1.</p>']);
    expect(at('Multiple choice', 2).explanation.sections.map((s) => s.content_html)).toEqual(['<p>Because 2 + 3 = 5.</p>']);
    expect(c.questions.find((q) => q.row === 4 && q.sheet === 'Multiple choice')!.passageKey).toBe('P1');
    expect(c.passages).toEqual([{ key: 'P1', title: 'Story', contentHtml: '<p>Once upon a time.</p><p>The end.</p>', images: [] }]);
  });

  it('true or false from a boolean cell and from text', () => {
    expect(at('True or false', 2).answers.map((a) => [a.content, a.correct])).toEqual([
      ['True', true],
      ['False', false],
    ]);
    expect(at('True or false', 3).answers.map((a) => [a.content, a.correct])).toEqual([
      ['True', false],
      ['False', true],
    ]);
  });

  it('exact value: options, labels from number cells, numbering', () => {
    expect(at('Exact value', 2).exact_value_options).toMatchObject({ case_sensitive: true, allow_special_characters: false, enable_numbering: false });
    const doc = at('Exact value', 3);
    expect(doc.answers.map((a) => [a.content, a.label, a.correct])).toEqual([
      ['2', 'a', true],
      ['4', 'b', true],
    ]);
    expect(doc.exact_value_options).toMatchObject({ enable_numbering: true, numbering_format: 'custom', numbering_bracket: '[]', numbering_start: 3 });
  });

  it('correct order, categorise, grouped choices and matching', () => {
    expect(at('Correct order', 2).answers.map((a) => a.content)).toEqual(['one', 'two', 'three']);
    const cat = at('Categorise', 2);
    expect(cat.categories.map((x) => x.name)).toEqual(['Fruit', 'Vegetable']);
    expect(cat.answers.map((a) => [a.content, cat.categories.findIndex((x) => x.key === a.category_key)])).toEqual([
      ['apple', 0],
      ['banana', 0],
      ['carrot', 1],
    ]);
    const grouped = at('Grouped choices', 2);
    expect(grouped.answers.map((a) => [a.content, grouped.groups.findIndex((g) => g.key === a.group_key), a.correct])).toEqual([
      ['am', 0, true],
      ['is', 0, false],
      ['is', 1, false],
      ['are', 1, true],
    ]);
    const m = at('Matching', 2);
    expect(m.premises.map((p) => p.content)).toEqual(['Cat', 'Dog']);
    expect(m.responses.map((r) => [r.content, m.premises.findIndex((p) => p.key === r.premise_key)])).toEqual([
      ['Meow', 0],
      ['Woof', 1],
      ['Bark', 1],
      ['Moo', -1],
    ]);
  });
});

describe('every rule of §5 at its cell', async () => {
  const c = await convert(fixture('rule-errors.xlsx'));
  const errorsAt = (sheet: string, row: number) => c.errors.filter((e) => e.sheet === sheet && e.row === row).map((e) => [e.column, e.field, e.message]);

  it('converts only the valid row and counts every row', () => {
    expect(c.totalRows).toBe(30);
    expect(c.questions.map((q) => `${q.sheet}!${q.row}`)).toEqual(['Multiple choice!13']);
  });

  it.each([
    ['Multiple choice', 2, 'B', 'Question', en('required')],
    ['Multiple choice', 3, 'F', 'Correct answer', en('answers_need_correct')],
    ['Multiple choice', 4, 'D', 'Option B', en('answers_duplicate')],
    ['Multiple choice', 5, 'G', 'Points', en('points_max')],
    ['Multiple choice', 6, 'G', 'Points', en('points_decimals')],
    ['Multiple choice', 7, 'G', 'Points', en('points_required')],
    ['Multiple choice', 8, 'G', 'Points', en('points_invalid')],
    ['Multiple choice', 9, 'C', 'Option A', en('answers_min_valid')],
    ['Multiple choice', 10, 'H', 'Passage', en('sheet_passage_unknown')],
    ['Multiple choice', 11, 'G', 'Points', en('sheet_cell_error', { error: '#DIV/0!' })],
    ['Multiple choice', 12, 'F', 'Correct answer', en('sheet_correct_letters')],
    ['True or false', 2, 'C', 'Correct answer', en('true_false_one_correct')],
    ['True or false', 3, 'C', 'Correct answer', en('sheet_true_false_value')],
    ['Exact value', 2, 'C', 'Answer A', en('answers_min_valid')],
    ['Exact value', 3, 'D', 'Label A', en('label_required')],
    ['Exact value', 4, 'D', 'Label A', en('label_too_long')],
    ['Correct order', 2, 'C', 'Item 1', en('order_min_items')],
    ['Categorise', 2, 'D', 'Items of category 1', en('sheet_list_without_name')],
    ['Categorise', 3, 'E', 'Category 2', en('category_name_duplicate')],
    ['Categorise', 4, 'C', 'Category 1', en('categories_min_valid')],
    ['Grouped choices', 2, 'E', 'Correct of group 1', en('group_one_correct')],
    ['Grouped choices', 3, 'F', 'Group 2', en('group_name_duplicate')],
    ['Grouped choices', 4, 'D', 'Choices of group 1', en('answers_duplicate')],
    ['Grouped choices', 5, 'E', 'Correct of group 1', en('sheet_group_correct_letter')],
    ['Matching', 2, 'D', 'Responses of premise 1', en('premise_needs_response')],
    ['Matching', 3, 'E', 'Premise 2', en('premise_duplicate')],
    ['Matching', 4, 'F', 'Responses of premise 2', en('response_duplicate')],
    ['Matching', 5, 'C', 'Premise 1', en('premises_min')],
    ['Matching', 6, 'G', 'Additional responses', en('additional_responses_max')],
  ])('%s row %i: column %s (%s)', (sheet, row, column, field, message) => {
    expect(errorsAt(sheet, row)).toContainEqual([column, field, message]);
  });

  it('says it in Indonesian, naming the Indonesian header', async () => {
    const c2 = await convert(fixture('rule-errors.xlsx'), 'id');
    expect(c2.errors).toContainEqual({ sheet: 'Multiple choice', row: 7, column: 'G', field: 'Poin', message: id('points_required') });
  });

  it('leaves points optional where the organization does not use them', async () => {
    const c2 = await convert(fixture('rule-errors.xlsx'), 'en', false);
    expect(c2.errors.filter((e) => e.row === 7 && e.sheet === 'Multiple choice')).toEqual([]);
  });
});

it('reads Indonesian sheet and header names, skipping "Contoh" rows', async () => {
  const c = await convert(fixture('indonesian.xlsx'), 'id');
  expect(c.questions.map((q) => `${q.sheet}!${q.row}`)).toEqual(['Pilihan ganda!2', 'Benar salah!3']);
  const mc = c.questions[0]!;
  expect(mc.document).toMatchObject({ content_html: '<p>Ibu kota Indonesia?</p>', points: 1, shuffle_answers: true });
  expect(mc.document.explanation.sections[0]!.content_html).toBe('<p>Sejak 1945.</p>');
  expect(mc.document.hint.sections[0]!.content_html).toBe('<p>Di Jawa.</p>');
  expect(mc.passageKey).toBe('B1');
  expect(c.passages.map((p) => p.title)).toEqual(['Sejarah']);
  expect(c.errors).toEqual([{ sheet: 'Pilihan ganda', row: 3, column: 'F', field: 'Poin', message: id('points_required') }]);
  // A teacher using the other language still gets their own language's messages.
  const inEnglish = await convert(fixture('indonesian.xlsx'), 'en');
  expect(inEnglish.errors[0]).toMatchObject({ field: 'Points', message: en('points_required') });
});

describe('whole-file refusals (§8)', () => {
  it('an unknown header names the sheet and the column', async () => {
    const r = await refusal(convert(fixture('wrong-header.xlsx')));
    expect(r.reason).toBe('sheet_header_unknown');
    expect(r.localized!.en).toBe(en('sheet_header_unknown', { sheet: 'Multiple choice', column: 'D', header: 'Colour' }));
  });

  it('a missing required column names it in each language', async () => {
    const r = await refusal(convert(fixture('missing-column.xlsx')));
    expect(r.localized).toEqual({
      en: en('sheet_header_missing', { sheet: 'True or false', field: 'Correct answer' }),
      id: id('sheet_header_missing', { sheet: 'True or false', field: 'Jawaban benar' }),
    });
  });

  it('names every header problem of every sheet at once, one per line, in each language', async () => {
    const file = await excelWorkbook({
      'Multiple choice': [['No.', 'Question', 'Colour', 'Option A', 'Option A'], [1, 'Q', 'merah', 'x', 'y']],
      'Benar salah': [['No.', 'Pertanyaan', 'Jawab\nsingkat']],
      'Exact value': [['No.', 'Question', 'Answer A'], [1, 'Ibu kota?', 'Jakarta']],
    });
    const r = await refusal(convert(file));
    expect(r.reasons).toEqual(['sheet_header_unknown', 'sheet_header_duplicate', 'sheet_header_missing', 'sheet_header_unknown', 'sheet_header_missing']);
    expect(r.reason).toBe('sheet_header_unknown');
    const lines = (language: 'en' | 'id') => {
      const t = language === 'en' ? en : id;
      return [
        t('sheet_header_unknown', { sheet: 'Multiple choice', column: 'C', header: 'Colour' }),
        t('sheet_header_duplicate', { sheet: 'Multiple choice', column: 'E', header: 'Option A' }),
        t('sheet_header_missing', { sheet: 'Multiple choice', field: language === 'en' ? 'Correct answer' : 'Jawaban benar' }),
        t('sheet_header_unknown', { sheet: 'Benar salah', column: 'C', header: 'Jawab singkat' }),
        t('sheet_header_missing', { sheet: 'Benar salah', field: language === 'en' ? 'Correct answer' : 'Jawaban benar' }),
      ].join('\n');
    };
    expect(r.localized).toEqual({ en: lines('en'), id: lines('id') });
    expect(r.fields).toEqual({ file: { en: lines('en'), id: lines('id') } });
  });

  it('a workbook without any template sheet does not match the template', async () => {
    expect((await refusal(convert(fixture('no-template.xlsx')))).reason).toBe('sheet_not_template');
  });

  it('an old .xls renamed .xlsx says so', async () => {
    expect((await refusal(convert(fixture('old-format.xlsx')))).reason).toBe('sheet_file_xls');
  });

  it('a password-protected .xlsx (an encrypted package in an OLE2 file) says so', async () => {
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024), Buffer.from('EncryptedPackage', 'utf16le'), Buffer.alloc(512)]);
    expect((await refusal(convert(await tempFile('locked.xlsx', cfb)))).reason).toBe('sheet_file_encrypted');
  });

  it('a file that is not a zip, and a damaged zip, are invalid', async () => {
    expect((await refusal(convert(fixture('all-types.fods')))).reason).toBe('sheet_file_invalid');
    const damaged = await tempFile('damaged.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]));
    expect((await refusal(convert(damaged))).reason).toBe('sheet_file_corrupt');
    const notWorkbook = await tempFile('doc.xlsx', buildZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]));
    expect((await refusal(convert(notWorkbook))).reason).toBe('sheet_file_invalid');
  });

  it('a worksheet whose XML is broken is a damaged file; inline strings and any worksheet path read', async () => {
    const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const header = `<row r="1">${cell('A1', 'No.')}${cell('B1', 'Question')}${cell('C1', 'Option A')}${cell('D1', 'Correct answer')}</row>`;
    const good = `<worksheet><sheetData>${header}<row r="2">${cell('B2', 'Q &amp; A')}${cell('C2', 'x')}${cell('D2', 'A')}</row></sheetData></worksheet>`;
    // The worksheet at a path of its own, as some programs name them.
    const c = await convertSpreadsheet({ path: await tempFile('inline.xlsx', buildZip(workbookZipEntries(good, undefined, 'worksheets/questions.xml'))), language: 'en', ruleOptions: { pointsEnabled: false } });
    expect(c.questions.map((q) => q.document.content_html)).toEqual(['<p>Q &amp; A</p>']);
    const broken = await tempFile('broken.xlsx', buildZip(workbookZipEntries(`<worksheet><sheetData>${header}<row r="2"><c r="B2"`)));
    expect((await refusal(convert(broken))).reason).toBe('sheet_file_corrupt');
  });

  it('a zip bomb is refused from its central directory, before anything is inflated', async () => {
    // 32 MiB of one byte packs into a few KiB: far past the ratio of a real worksheet.
    const bomb = await tempFile('bomb.xlsx', buildZip(workbookZipEntries(Buffer.alloc(32 * 1024 * 1024, 0x20))));
    expect((await refusal(convert(bomb))).reason).toBe('sheet_file_unpacked_too_large');
    // A central directory promising more than SPREADSHEET_MAX_UNPACKED_BYTES in all.
    const promised = await tempFile('promise.xlsx', buildZip(workbookZipEntries('<worksheet/>', 400 * 1024 * 1024)));
    expect((await refusal(convert(promised))).reason).toBe('sheet_file_unpacked_too_large');
  });

  it('more question rows than the limit', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => [i + 1, `Q${i}`, 'x', 'A', 1]);
    const file = await excelWorkbook({ 'Multiple choice': [['No.', 'Question', 'Option A', 'Correct answer', 'Points'], ...rows] });
    expect((await convertSpreadsheet({ path: file, language: 'en', ruleOptions: { pointsEnabled: true }, maxRows: 6 })).totalRows).toBe(6);
    const r = await refusal(convertSpreadsheet({ path: file, language: 'en', ruleOptions: { pointsEnabled: true }, maxRows: 5 }));
    expect(r.reason).toBe('sheet_too_many_rows');
  });
});

describe('workbooks made by another program (exceljs)', () => {
  const header = ['No.', 'Question', 'Option A', 'Option B', 'Correct answer', 'Points'];

  it('a formula without a saved result is refused at its cell; 0 and text results are read', async () => {
    const file = await excelWorkbook({
      'Multiple choice': [header, [1, 'Q1', 'x', 'y', 'A', { formula: '1+1' }], [2, { formula: '"Q"&"2"', result: 'Q2' }, 'x', 'y', 'A', { formula: '1-1', result: 0 }]],
    });
    const c = await convert(file);
    expect(c.errors).toEqual([{ sheet: 'Multiple choice', row: 2, column: 'F', field: 'Points', message: en('sheet_formula_no_value') }]);
    expect(c.questions.map((q) => [q.document.content_html, q.document.points])).toEqual([['<p>Q2</p>', 0]]);
  });

  it('rich text, dates and numbers read as text; cell text is never HTML', async () => {
    const file = await excelWorkbook({
      'Multiple choice': [
        header,
        [1, { richText: [{ text: 'Bold ', font: { bold: true } }, { text: '<b>x</b> & "y"' }] }, new Date(Date.UTC(2024, 0, 31)), 3.5, 'B', 1],
      ],
    });
    const c = await convert(file);
    expect(c.errors).toEqual([]);
    const doc = c.questions[0]!.document;
    expect(doc.content_html).toBe('<p>Bold &lt;b&gt;x&lt;/b&gt; &amp; "y"</p>');
    expect(prepareQuestion(doc)).toEqual(doc);
    expect(doc.answers.map((a) => a.content)).toEqual(['2024-01-31', '3.5']);
  });

  it('images by URL and by file name become placeholders; a file name needs the .zip beside it', async () => {
    const file = await excelWorkbook({
      'Multiple choice': [
        header,
        [1, 'Look: [image: https://example.com/a.png]', '[image: pic.png]', 'no', 'A', 1],
        [2, 'Again [image: https://example.com/a.png]', 'x', 'y', 'A', 1],
      ],
    });
    const noArchive = await convert(file);
    expect(noArchive.errors).toEqual([{ sheet: 'Multiple choice', row: 2, column: 'C', field: null, message: en('sheet_image_no_archive', { name: 'pic.png' }) }]);
    const archive = await tempFile('images.zip', buildZip([{ name: 'folder/PIC.png', data: Buffer.from('x') }]));
    const c = await convertSpreadsheet({ path: file, language: 'en', ruleOptions: { pointsEnabled: true }, archive: { path: archive } });
    expect(c.errors).toEqual([]);
    const [first, second] = c.questions;
    expect(first!.images).toEqual([
      { ref: 'https://example.com/a.png', kind: 'url', cell: { sheet: 'Multiple choice', row: 2, column: 'B' }, placeholder: 1 },
      { ref: 'pic.png', kind: 'archive', cell: { sheet: 'Multiple choice', row: 2, column: 'C' }, placeholder: 2 },
    ]);
    expect(first!.document.content_html).toBe('<p>Look: <img src="/import-image/1" alt="" data-media-id="1" /></p>');
    expect(first!.document.answers[0]).toMatchObject({ answer_type: 'image', media_id: 2 });
    expect(prepareQuestion(first!.document)).toEqual(first!.document);
    expect(second!.images[0]!.placeholder).toBe(1);
  });
});
