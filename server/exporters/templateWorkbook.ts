// GET /importing/excel_template: the .xlsx template made by Pena (spec §2 "Spreadsheet import:
// Convert, Import, Review"): the Instructions sheet in the user's language, one sheet per
// question type with its header, comments, dropdowns and example rows (marked
// "Example"/"Contoh" in the No. column, never imported), and the Passages sheet.
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { QUESTION_TYPES } from '../../domain/schemas/questions.ts';
import { EXAMPLE_MARKERS, type Language, type SheetKind, field as f, templateFields } from '../readers/spreadsheet/layout.ts';
import { NUMBERING_WORDS, TRUE_FALSE, YES_NO } from './templateTexts.ts';
import { type RowValues, workbookWriter, writeInstructions, writeSheet } from './templateSheets.ts';

type Example = (l: Language) => RowValues;
const t = (l: Language, en: string, id: string) => (l === 'en' ? en : id);

const EXAMPLES: Record<SheetKind, Example[]> = {
  multiple_choice: [
    (l) => ({
      question: t(l, 'What is the capital of Indonesia?', 'Apa ibu kota Indonesia?'),
      [f('option', 1)]: 'Jakarta',
      [f('option', 2)]: 'Bandung',
      [f('option', 3)]: 'Surabaya',
      correct: 'A',
      points: 1,
      explanation: t(l, 'Jakarta has been the capital since 1945.', 'Jakarta menjadi ibu kota sejak 1945.'),
      shuffle: YES_NO[l][0],
    }),
    (l) => ({
      question: t(l, 'Which are solutions of [% x^2 = 4 %]?', 'Manakah penyelesaian [% x^2 = 4 %]?'),
      [f('option', 1)]: '[% x = 2 %]',
      [f('option', 2)]: '[% x = -2 %]',
      [f('option', 3)]: '[% x = 4 %]',
      correct: 'A, B',
      points: 2.5,
      hint: t(l, 'Square both candidates.', 'Kuadratkan kedua kandidat.'),
    }),
  ],
  true_or_false: [(l) => ({ question: t(l, 'The sun rises in the east.', 'Matahari terbit di timur.'), correct: TRUE_FALSE[l][0], points: 1 })],
  exact_value: [
    (l) => ({ question: t(l, 'What is 7 × 6?', 'Berapa 7 × 6?'), [f('answer', 1)]: '42', points: 1, case_sensitive: YES_NO[l][1], numbering: NUMBERING_WORDS[l].none }),
    (l) => ({
      question: t(l, 'Name two primary colours.', 'Sebutkan dua warna primer.'),
      [f('answer', 1)]: t(l, 'red', 'merah'),
      [f('label', 1)]: 'i',
      [f('answer', 2)]: t(l, 'blue', 'biru'),
      [f('label', 2)]: 'ii',
      numbering: NUMBERING_WORDS[l].custom,
      brackets: '()',
      points: 2,
    }),
  ],
  correct_order: [
    (l) => ({
      question: t(l, 'Put the numbers in ascending order.', 'Urutkan bilangan dari yang terkecil.'),
      [f('item', 1)]: '1',
      [f('item', 2)]: '5',
      [f('item', 3)]: '12',
      points: 1,
    }),
  ],
  categorise: [
    (l) => ({
      question: t(l, 'Sort the animals.', 'Kelompokkan hewan-hewan ini.'),
      [f('category', 1)]: t(l, 'Mammals', 'Mamalia'),
      [f('category_items', 1)]: t(l, 'cat\nwhale', 'kucing\npaus'),
      [f('category', 2)]: t(l, 'Birds', 'Burung'),
      [f('category_items', 2)]: t(l, 'eagle', 'elang'),
      points: 2,
    }),
  ],
  grouped_choices: [
    (l) => ({
      question: t(l, 'Choose the right word in each sentence.', 'Pilih kata yang tepat di setiap kalimat.'),
      [f('group', 1)]: t(l, 'She ___ to school.', 'Dia ___ ke sekolah.'),
      [f('group_choices', 1)]: t(l, 'goes\ngo', 'pergi\nmakan'),
      [f('group_correct', 1)]: 'A',
      [f('group', 2)]: t(l, 'They ___ happy.', 'Mereka ___ senang.'),
      [f('group_choices', 2)]: t(l, 'is\nare', 'sedang\nkemarin'),
      [f('group_correct', 2)]: t(l, 'B', 'A'),
      points: 2,
    }),
  ],
  matching_choices: [
    (l) => ({
      question: t(l, 'Match each country with its capital.', 'Jodohkan negara dengan ibu kotanya.'),
      [f('premise', 1)]: 'Indonesia',
      [f('responses', 1)]: 'Jakarta',
      [f('premise', 2)]: t(l, 'Japan', 'Jepang'),
      [f('responses', 2)]: 'Tokyo',
      additional: 'Manila',
      points: 2,
      passage: 'P1',
    }),
  ],
  passages: [
    (l) => ({
      key: 'P1',
      title: t(l, 'Capitals of Asia', 'Ibu kota di Asia'),
      text: t(l, 'Every country has a capital city.\nJakarta is the capital of Indonesia.', 'Setiap negara memiliki ibu kota.\nJakarta adalah ibu kota Indonesia.'),
    }),
  ],
};

export async function writeTemplate(out: Writable, language: Language): Promise<void> {
  const wb = await workbookWriter(out);
  writeInstructions(wb, language);
  for (const kind of [...QUESTION_TYPES, 'passages'] as const) {
    const rows = EXAMPLES[kind].map((example) => ({ values: { no: EXAMPLE_MARKERS[language], ...example(language) }, example: true }));
    writeSheet(wb, kind, templateFields(kind), language, rows);
  }
  const done = once(out, 'finish');
  await wb.commit();
  await done;
}
