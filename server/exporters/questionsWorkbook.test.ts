// A topic exported in the template imports back unchanged, for every type (spec §2 "Spreadsheet
// import: Convert, Import, Review"), in both languages; text a spreadsheet could take for a
// formula is guarded as in the course list (read back by Excel's library and by LibreOffice)
// and imports back as it was; and the template itself: sheets, headers, comments, dropdowns,
// example rows that are never imported but are valid when unmarked.
import { execFile } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Passage } from '../../domain/schemas/content.ts';
import type { Question, QuestionDocument } from '../../domain/schemas/questions.ts';
import { writeQuestionsWorkbook } from './questionsWorkbook.ts';
import { writeTemplate } from './templateWorkbook.ts';
import { convertSpreadsheet } from '../readers/spreadsheet/convertFile.ts';
import { excelWorkbook } from '../readers/spreadsheet/test/files.ts';
import type { ConvertedQuestion } from '../readers/spreadsheet/types.ts';
import { promisify } from 'node:util';

const SOFFICE = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((p) => existsSync(p));

const fixture = path.join(import.meta.dirname, '../readers/spreadsheet/fixtures/all-types.xlsx');
const tempPath = async (name: string) => path.join(await mkdtemp(path.join(os.tmpdir(), 'pena-export-')), name);
const rules = { pointsEnabled: true };

/** A document with its parts' keys and section ids replaced by their positions. */
function canonical(doc: QuestionDocument) {
  const idx = (list: { key: string }[], key: string | null) => (key === null ? null : list.findIndex((x) => x.key === key));
  const sections = (n: QuestionDocument['explanation']) => n.sections.map((s) => ({ ...s, id: '' }));
  return {
    ...doc,
    explanation: sections(doc.explanation),
    hint: sections(doc.hint),
    answers: doc.answers.map((a) => ({ ...a, key: '', category_key: idx(doc.categories, a.category_key), group_key: idx(doc.groups, a.group_key) })),
    categories: doc.categories.map((c) => c.name),
    groups: doc.groups.map((g) => g.name),
    premises: doc.premises.map((p) => p.content),
    responses: doc.responses.map((r) => [r.content, idx(doc.premises, r.premise_key)]),
  };
}

const stamp = '2026-01-01T00:00:00.000Z';
let nextId = 1;
/** The question reply a topic's export gets (as presenters build it from a stored document). */
function asQuestion(doc: QuestionDocument, passageId: number | null): Question {
  const withId = <T extends object>(x: T) => ({ ...x, id: nextId++ });
  const section = (s: QuestionDocument['sections'][number]) => ({ ...s });
  return {
    id: nextId++, topic_id: 1, organization_id: 1, position: 0, status: 'unpublished', source: 'own', read_only: false,
    type: doc.type, content: '', content_html: doc.content_html, sections: doc.sections.map(section),
    explanation: { sections: doc.explanation.sections.map(section) }, hint: { sections: doc.hint.sections.map(section) },
    passage_id: passageId, preceding_question_id: null, preceding_question_position: null, succeeding_question_id: null, succeeding_question_position: null,
    points: doc.points, shuffle_answers: doc.shuffle_answers, quiz_title: null, exact_value_options: doc.exact_value_options, file_upload_option: null,
    answers: doc.answers.map(withId), categories: doc.categories.map(withId), groups: doc.groups.map(withId),
    premises: doc.premises.map(withId), responses: doc.responses.map(withId),
    creator_id: null, last_saved_at: stamp, lock_version: 0, created_at: stamp, updated_at: stamp,
  } as Question;
}

async function exportAndRead(questions: ConvertedQuestion[], passages: Passage[], language: 'en' | 'id', file?: string) {
  file ??= await tempPath('topic.xlsx');
  const byKey = new Map(passages.map((p) => [p.title, p.id]));
  const replies = questions.map((q) => asQuestion(q.document, q.passageKey === null ? null : byKey.get(q.passageKey)!));
  const out = createWriteStream(file);
  await writeQuestionsWorkbook(out, { language, questions: replies, passages });
  return convertSpreadsheet({ path: file, language, ruleOptions: rules });
}

describe('text a spreadsheet could take for a formula', () => {
  const hyperlink = '=HYPERLINK("http://x","klik")';
  const sheet = () =>
    excelWorkbook({
      'Multiple choice': [
        ['No.', 'Question', 'Option A', 'Option B', 'Option C', 'Option D', 'Correct answer', 'Points', 'Explanation'],
        // A text that really starts with an apostrophe before '=' is written with one more.
        [1, hyperlink, '-5', '+62 812', '@guru', "''=sudah dikutip", 'A', 2, '=1+2'],
      ],
      'Passages': [['No.', 'Key', 'Title', 'Text']],
    });

  it('is written with the guarding apostrophe, as the course list writes it, and imports back as it was', async () => {
    const source = await convertSpreadsheet({ path: await sheet(), language: 'en', ruleOptions: rules });
    expect(source.errors).toEqual([]);
    const file = await tempPath('guarded.xlsx');
    const back = await exportAndRead(source.questions, [], 'en', file);
    expect(back.errors).toEqual([]);
    expect(back.questions.map((q) => canonical(q.document))).toEqual(source.questions.map((q) => canonical(q.document)));
    expect(back.questions[0]!.document.answers.map((a) => a.content)).toEqual(['-5', '+62 812', '@guru', "'=sudah dikutip"]);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const row = wb.getWorksheet('Multiple choice')!.getRow(2);
    const cells: unknown[] = [];
    row.eachCell((cell) => {
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      cells.push(cell.value);
    });
    expect(cells).toEqual(expect.arrayContaining([`'${hyperlink}`, "'-5", "'+62 812", "'@guru", "''=sudah dikutip", "'=1+2"]));
  });

  it('stays text when LibreOffice opens the file and saves it as CSV', async () => {
    if (!SOFFICE) throw new Error('LibreOffice (soffice) is not installed: apt-get install -y libreoffice-calc (CI installs it in .ci/run)');
    const source = await convertSpreadsheet({ path: await sheet(), language: 'en', ruleOptions: rules });
    const file = await tempPath('lo.xlsx');
    await exportAndRead(source.questions, [], 'en', file);
    const dir = path.dirname(file);
    const sheetIndex = 2; // Instructions, then Multiple choice
    await promisify(execFile)(
      SOFFICE,
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', `csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,${sheetIndex}`, '--outdir', dir, file],
      { timeout: 120_000 },
    );
    const csv = await readFile(path.join(dir, 'lo-Multiple choice.csv'), 'utf8');
    expect(csv).toContain(`'=HYPERLINK(""http://x"",""klik"")`);
    expect(csv).toContain("'=1+2");
    expect(csv).toContain("'-5");
    expect(csv).not.toMatch(/(^|,)3(,|$)/m);
  }, 150_000);
});

describe('round trip: writeQuestionsWorkbook → convertSpreadsheet', async () => {
  const source = await convertSpreadsheet({ path: fixture, language: 'en', ruleOptions: rules });
  const passage: Passage = {
    id: 900, topic_id: 1, organization_id: 1, title: 'P1', content: '', content_html: source.passages[0]!.contentHtml, sections: [],
    status: 'unpublished', position: 0, source: 'own', read_only: false, creator_id: null, questions_count: 2, last_saved_at: stamp, lock_version: 0,
    created_at: stamp, updated_at: stamp,
  } as Passage;

  it('the source covers every type', () => {
    expect(new Set(source.questions.map((q) => q.document.type)).size).toBe(7);
  });

  it.each(['en', 'id'] as const)('gives back the same documents, every type (%s)', async (language) => {
    const back = await exportAndRead(source.questions, [passage], language);
    expect(back.errors).toEqual([]);
    const byType = (qs: ConvertedQuestion[]) => [...qs].sort((a, b) => a.document.type.localeCompare(b.document.type)).map((q) => canonical(q.document));
    expect(byType(back.questions)).toEqual(byType(source.questions));
    expect(back.passages.map((p) => p.contentHtml)).toEqual([passage.content_html]);
    expect(back.questions.filter((q) => q.passageKey !== null)).toHaveLength(2);
  });
});

describe('the template', () => {
  it.each([
    ['en', 'Instructions', 'Multiple choice', 'Question', 'Example'],
    ['id', 'Petunjuk', 'Pilihan ganda', 'Pertanyaan', 'Contoh'],
  ] as const)('in %s: instructions, a sheet per type, headers with comments, dropdowns, examples', async (language, instructions, mc, question, example) => {
    const file = await tempPath('template.xlsx');
    await writeTemplate(createWriteStream(file), language);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets.map((w) => w.name)).toHaveLength(9);
    expect(wb.worksheets[0]!.name).toBe(instructions);
    const ws = wb.getWorksheet(mc)!;
    expect(ws.getRow(1).getCell(2).value).toBe(question);
    expect(ws.getRow(1).getCell(2).note).toBeTruthy();
    expect(ws.getRow(2).getCell(1).value).toBe(example);
    const validations = (ws as unknown as { dataValidations: { model: Record<string, { type: string }> } }).dataValidations.model;
    expect(Object.values(validations).some((v) => v.type === 'list')).toBe(true);

    // Example rows are never imported…
    const none = await convertSpreadsheet({ path: file, language, ruleOptions: rules });
    expect(none).toMatchObject({ questions: [], errors: [], totalRows: 0 });
    // …and each is a valid question once unmarked.
    wb.eachSheet((sheet) => sheet.eachRow((row, n) => void (n > 1 && sheet.name !== instructions && (row.getCell(1).value = n))));
    const unmarked = await tempPath('unmarked.xlsx');
    await wb.xlsx.writeFile(unmarked);
    const all = await convertSpreadsheet({ path: unmarked, language, ruleOptions: rules });
    expect(all.errors).toEqual([]);
    expect(new Set(all.questions.map((q) => q.document.type)).size).toBe(7);
    expect(all.passages).toHaveLength(1);
  });
});
