// What the built-in extractor keeps of a paper beyond its questions' text: an exact-value key as
// a learner types it (never made math), a table inside a stem or a passage as a table the
// editor takes, and a picture's description as its alt text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAnswer, EXACT_VALUE_FIELD } from '../../../../../domain/rules/answerCheck.ts';
import { prepareQuestion } from '../../../../sanitize/questionContent.ts';
import { questionDocumentFields } from '../../../../../domain/schemas/questions.ts';
import { readDocx } from '../../docx.ts';
import { readPdf } from '../../pdf.ts';
import { extract, paper } from './test/paper.ts';

describe('builtin extractor: exact-value keys', () => {
  it.each([
    ['Jawaban: 3/4', '3/4'],
    ['Jawaban: 2 1/2', '2 1/2'],
    ['Kunci: x² + 1', 'x² + 1'],
    ['Jawaban: √144 = 12', '√144 = 12'],
  ])('"%s" is accepted as %j, what a learner types, and a learner typing it is right', (keyLine, typed) => {
    const { questions } = extract(paper('E. Isian Singkat', '1. Hasil dari 1/2 + 1/4 adalah ....', keyLine));
    const q = questions[0]!;
    expect(q.document.type).toBe('exact_value');
    expect(q.document.answers).toEqual([{ key: 'a', content: typed, correct: true }]);
    // The stem's math is still math.
    expect(q.document.content_html).toBe('<p>Hasil dari [% \\frac{1}{2} + \\frac{1}{4} %] adalah ....</p>');
    const doc = prepareQuestion({ ...questionDocumentFields.parse(q.document), passage_id: null, preceding_question_id: null });
    expect(checkAnswer(doc, { type: 'exact_value', values: { [EXACT_VALUE_FIELD]: typed } }).correct).toBe(true);
  });
});

const cells = (...rows: string[][]) => ({ kind: 'table' as const, rows: rows.map((row) => row.map((cell) => [{ text: cell }])) });
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', name)));

describe('builtin extractor: tables in stems and passages', () => {
  it('keeps a table in a stem as the editor’s table, options and matching items side by side as lines', () => {
    const { questions } = extract(
      paper('1. Perhatikan tabel berikut!', cells(['Bulan', 'Hasil (kg)'], ['Januari', '120'], ['Februari', '150']), 'Rata-rata hasil setiap bulan adalah ....', 'A. 125 kg', 'B. 135 kg', 'Jawaban: B', '2. Pilih satu.', cells(['A. merah', 'B. biru']), 'Jawaban: A'),
    );
    expect(questions[0]!.document.content_html).toBe(
      '<p>Perhatikan tabel berikut!</p><table><tbody><tr><th><p>Bulan</p></th><th><p>Hasil (kg)</p></th></tr><tr><td><p>Januari</p></td><td><p>120</p></td></tr><tr><td><p>Februari</p></td><td><p>150</p></td></tr></tbody></table><p>Rata-rata hasil setiap bulan adalah ....</p>',
    );
    expect(questions[0]!.document.answers?.filter((a) => a.correct).map((a) => a.key)).toEqual(['b']);
    expect(questions[1]!.document.answers?.map((a) => a.content)).toEqual(['<p>merah</p>', '<p>biru</p>']);
  });

  it.each(['docx', 'pdf'])('reads the tables of the fraction paper’s stem and passage from its %s, and the keys as typed', async (kind) => {
    const bytes = fixture(`id-tabel-pecahan.${kind}`);
    const document = kind === 'docx' ? await readDocx(bytes) : await readPdf(bytes);
    const { questions, passages, images } = extract(document);
    const texts = (html: string | undefined) => [...(html ?? '').matchAll(/<t[hd]><p>(?:<strong>)?([^<]*)/g)].map((m) => m[1]);
    expect(questions.map((q) => q.document.type)).toEqual(['multiple_choice', 'multiple_choice', 'multiple_choice', 'multiple_choice', 'exact_value', 'exact_value']);
    expect(texts(questions[0]!.document.content_html)).toEqual(['Bulan', 'Hasil panen (kg)', 'Januari', '120', 'Februari', '150', 'Maret', '90']);
    expect(questions[0]!.document.content_html).toMatch(/^<p>Perhatikan tabel hasil panen jagung berikut!<\/p><table><tbody>.*<\/table><p>Rata-rata hasil panen setiap bulan adalah \.\.\.\.<\/p>$/);
    expect(passages).toHaveLength(1);
    expect(passages[0]!.title).toBe('Jadwal Piket Kelas V');
    expect(texts(passages[0]!.content_html)).toEqual(['Hari', 'Petugas', 'Senin', 'Ani dan Budi', 'Selasa', 'Citra dan Dedi']);
    expect(questions.slice(4).map((q) => q.document.answers?.[0]?.content)).toEqual(['3/4', '0,6']);
    // The picture's description is the image's alt where the format keeps one (a .docx does; this PDF has no tags).
    expect(images).toHaveLength(1);
    if (kind === 'docx') expect(images[0]!.alt).toBe('Segitiga siku-siku ABC dengan sisi 6 cm dan 8 cm');
  });
});
