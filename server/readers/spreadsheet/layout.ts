// The spreadsheet template's layout (spec §2 "Spreadsheet import: Convert, Import, Review", §5
// "Upload types and sizes"): one sheet per question type, a Passages sheet and an Instructions
// sheet, each named in English and Indonesian. The template is written in the user's language;
// the reader accepts either language's sheet and header names, so a file from a teacher using
// the other language still imports. Decisions:
// - One row is one question. Column A ("No.") is free; a row whose No. is "Example" or
//   "Contoh" is an example row and is never imported.
// - Lists a question has one of per cell (options, accepted values, items, premises) are
//   numbered columns ("Option A", "Item 3"); lists inside a category, group or premise are
//   one cell with one entry per line (Alt+Enter).
// - Headers are compared case-insensitively with punctuation and repeated spaces ignored.
import { ANSWER_LETTERS } from '../../../domain/constants.ts';
import { MAX_PREMISES } from '../../../domain/rules/questionRules.ts';
import type { QuestionType } from '../../../domain/schemas/questions.ts';

export type Language = 'en' | 'id';
type Names = Record<Language, string>;

export const SHEET_NAMES: Record<QuestionType | 'passages' | 'instructions', Names> = {
  instructions: { en: 'Instructions', id: 'Petunjuk' },
  multiple_choice: { en: 'Multiple choice', id: 'Pilihan ganda' },
  true_or_false: { en: 'True or false', id: 'Benar salah' },
  exact_value: { en: 'Exact value', id: 'Isian singkat' },
  correct_order: { en: 'Correct order', id: 'Urutan' },
  categorise: { en: 'Categorise', id: 'Kategori' },
  grouped_choices: { en: 'Grouped choices', id: 'Pilihan berkelompok' },
  matching_choices: { en: 'Matching', id: 'Menjodohkan' },
  passages: { en: 'Passages', id: 'Bacaan' },
};

export const EXAMPLE_MARKERS: Names = { en: 'Example', id: 'Contoh' };

/** Most numbered columns of each list the reader looks for. */
export const LETTERS = ANSWER_LETTERS.map((l) => l.toUpperCase());
export const MAX_LIST = LETTERS.length;
export const MAX_MATCHING = MAX_PREMISES;

/** A column's field id: fixed names, or a list name with its 1-based index ("option:3"). */
export type FieldId = string;

interface FieldNames {
  names: Names;
  /** Numbered: `{n}` is the letter (letter: true) or the number. */
  letter?: boolean;
}

const fixed: Record<string, Names> = {
  no: { en: 'No.', id: 'No.' },
  question: { en: 'Question', id: 'Pertanyaan' },
  points: { en: 'Points', id: 'Poin' },
  passage: { en: 'Passage', id: 'Bacaan' },
  explanation: { en: 'Explanation', id: 'Pembahasan' },
  hint: { en: 'Hint', id: 'Petunjuk jawaban' },
  shuffle: { en: 'Shuffle answers', id: 'Acak jawaban' },
  correct: { en: 'Correct answer', id: 'Jawaban benar' },
  case_sensitive: { en: 'Case sensitive', id: 'Peka huruf besar' },
  allow_commas: { en: 'Allow commas', id: 'Izinkan koma' },
  numbering: { en: 'Numbering', id: 'Penomoran' },
  brackets: { en: 'Brackets', id: 'Kurung' },
  start: { en: 'Start number', id: 'Nomor awal' },
  additional: { en: 'Additional responses', id: 'Pasangan tambahan' },
  key: { en: 'Key', id: 'Kunci' },
  title: { en: 'Title', id: 'Judul' },
  text: { en: 'Text', id: 'Teks' },
};

const numbered: Record<string, FieldNames> = {
  option: { names: { en: 'Option {n}', id: 'Pilihan {n}' }, letter: true },
  answer: { names: { en: 'Answer {n}', id: 'Jawaban {n}' }, letter: true },
  label: { names: { en: 'Label {n}', id: 'Label {n}' }, letter: true },
  item: { names: { en: 'Item {n}', id: 'Butir {n}' } },
  category: { names: { en: 'Category {n}', id: 'Kategori {n}' } },
  category_items: { names: { en: 'Items of category {n}', id: 'Butir kategori {n}' } },
  group: { names: { en: 'Group {n}', id: 'Kelompok {n}' } },
  group_choices: { names: { en: 'Choices of group {n}', id: 'Pilihan kelompok {n}' } },
  group_correct: { names: { en: 'Correct of group {n}', id: 'Jawaban benar kelompok {n}' } },
  premise: { names: { en: 'Premise {n}', id: 'Premis {n}' } },
  responses: { names: { en: 'Responses of premise {n}', id: 'Pasangan premis {n}' } },
};

export const field = (list: string, n: number): FieldId => `${list}:${n}`;

/** The header text of a field in a language. */
export function headerName(id: FieldId, language: Language): string {
  const [list, n] = id.split(':');
  if (n === undefined) return fixed[list!]![language];
  const def = numbered[list!]!;
  const index = Number(n);
  return def.names[language].replace('{n}', def.letter ? LETTERS[index - 1]! : String(index));
}

export const normaliseHeader = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Which numbered lists and fixed fields each sheet has, and how many of each the reader takes. */
interface SheetSpec {
  fixed: string[];
  lists: { list: string; max: number; template: number }[];
  /** Fields that must be in the header row. */
  required: FieldId[];
}

const common = ['no', 'question', 'points', 'passage', 'explanation', 'hint'];

export const SHEET_SPECS: Record<QuestionType | 'passages', SheetSpec> = {
  multiple_choice: {
    fixed: [...common, 'correct', 'shuffle'],
    lists: [{ list: 'option', max: MAX_LIST, template: 5 }],
    required: ['question', 'correct', field('option', 1)],
  },
  true_or_false: { fixed: [...common, 'correct'], lists: [], required: ['question', 'correct'] },
  exact_value: {
    fixed: [...common, 'case_sensitive', 'allow_commas', 'numbering', 'brackets', 'start'],
    lists: [
      { list: 'answer', max: MAX_LIST, template: 3 },
      { list: 'label', max: MAX_LIST, template: 3 },
    ],
    required: ['question', field('answer', 1)],
  },
  correct_order: { fixed: [...common, 'shuffle'], lists: [{ list: 'item', max: MAX_LIST, template: 5 }], required: ['question', field('item', 1)] },
  categorise: {
    fixed: [...common, 'shuffle'],
    lists: [
      { list: 'category', max: MAX_LIST, template: 3 },
      { list: 'category_items', max: MAX_LIST, template: 3 },
    ],
    required: ['question', field('category', 1), field('category_items', 1)],
  },
  grouped_choices: {
    fixed: [...common, 'shuffle'],
    lists: [
      { list: 'group', max: MAX_LIST, template: 3 },
      { list: 'group_choices', max: MAX_LIST, template: 3 },
      { list: 'group_correct', max: MAX_LIST, template: 3 },
    ],
    required: ['question', field('group', 1), field('group_choices', 1), field('group_correct', 1)],
  },
  matching_choices: {
    fixed: [...common, 'additional', 'shuffle'],
    lists: [
      { list: 'premise', max: MAX_MATCHING, template: 4 },
      { list: 'responses', max: MAX_MATCHING, template: 4 },
    ],
    required: ['question', field('premise', 1), field('responses', 1)],
  },
  passages: { fixed: ['no', 'key', 'title', 'text'], lists: [], required: ['key', 'text'] },
};

export type SheetKind = keyof typeof SHEET_SPECS;

/** Sheet kind by its name in either language. */
export function sheetKindOf(name: string): SheetKind | 'instructions' | null {
  const n = normaliseHeader(name);
  for (const [kind, names] of Object.entries(SHEET_NAMES)) {
    if (normaliseHeader(names.en) === n || normaliseHeader(names.id) === n) return kind as SheetKind | 'instructions';
  }
  return null;
}

/** Every header a sheet kind accepts, normalised, in both languages → field id. */
export function headerIndex(kind: SheetKind): Map<string, FieldId> {
  const spec = SHEET_SPECS[kind];
  const out = new Map<string, FieldId>();
  const ids: FieldId[] = [...spec.fixed];
  for (const l of spec.lists) for (let n = 1; n <= l.max; n++) ids.push(field(l.list, n));
  for (const id of ids) for (const lang of ['en', 'id'] as const) out.set(normaliseHeader(headerName(id, lang)), id);
  return out;
}

/** The columns the template (and an export with `counts`) writes, in order. */
export function templateFields(kind: SheetKind, counts: Record<string, number> = {}): FieldId[] {
  const spec = SHEET_SPECS[kind];
  const has = (f: string) => spec.fixed.includes(f);
  const lists: FieldId[] = [];
  const sizeOf = (l: { list: string; template: number }) => Math.max(counts[l.list] ?? l.template, 1);
  if (kind === 'categorise' || kind === 'grouped_choices' || kind === 'matching_choices') {
    const n = Math.max(...spec.lists.map(sizeOf));
    for (let i = 1; i <= n; i++) for (const l of spec.lists) lists.push(field(l.list, i));
  } else {
    for (const l of spec.lists) for (let i = 1; i <= sizeOf(l); i++) lists.push(field(l.list, i));
  }
  const specific = spec.fixed.filter((f) => !common.includes(f) && f !== 'shuffle');
  return [
    'no',
    ...(has('question') ? ['question'] : []),
    ...lists,
    ...specific,
    ...common.slice(2).filter(has),
    ...(has('shuffle') ? ['shuffle'] : []),
  ];
}
