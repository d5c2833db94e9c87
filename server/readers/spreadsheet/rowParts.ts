// One question row's cells → the parts of its question document, per type (the columns of
// layout.ts). What a cell cannot mean (a letter naming no option, "maybe" for yes/no) is a
// problem at that cell; what the §5 rules judge is left to them (convertRow). Every part
// remembers the column it came from (`sources`), so a rule's issue lands on that cell.
import type { QuestionDocument, QuestionType , NUMBERING_FORMATS } from '../../../domain/schemas/questions.ts';
import { NUMBERING_BRACKETS } from '../../../domain/schemas/questions.ts';
import type { ValidationKey } from '../../../domain/messages/index.ts';
import { type ImageRefs, imageHtml, partHtml, partValue } from './cellText.ts';
import { type FieldId, LETTERS, MAX_LIST, MAX_MATCHING, field } from './layout.ts';

export interface RowInput {
  text(field: FieldId): string;
  number(field: FieldId): number | undefined;
  bool(field: FieldId): boolean | undefined;
}

export interface RowProblem {
  field: FieldId;
  key: ValidationKey;
  params?: Record<string, unknown>;
}

export interface PartsOut {
  doc: Partial<QuestionDocument>;
  /** 'answers.3' → the column field it came from ('categories.0' too). */
  sources: Map<string, FieldId>;
  problems: RowProblem[];
  /** Image references, with the field of their cell. */
  images: { ref: string; field: FieldId }[];
}

type Answer = QuestionDocument['answers'][number];

const YES = new Set(['yes', 'y', 'ya', 'true', 'benar', '1']);
const NO = new Set(['no', 'n', 'tidak', 'false', 'salah', '0']);
const TRUE_WORDS = new Set(['true', 'benar', 't', 'b', '1']);
const FALSE_WORDS = new Set(['false', 'salah', 'f', 's', '0']);
const NUMBERING: Record<string, (typeof NUMBERING_FORMATS)[number] | 'none'> = {
  none: 'none', 'tidak ada': 'none', no: 'none', tidak: 'none', number: 'number', angka: 'number', letter: 'letter', huruf: 'letter', custom: 'custom', kustom: 'custom',
};

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');

class PartsBuilder {
  readonly out: PartsOut = { doc: {}, sources: new Map(), problems: [], images: [] };
  readonly answers: Answer[] = [];
  readonly input: RowInput;
  readonly refs: ImageRefs;
  constructor(input: RowInput, refs: ImageRefs) {
    this.input = input;
    this.refs = refs;
  }

  problem(f: FieldId, key: ValidationKey, params?: Record<string, unknown>) {
    this.out.problems.push({ field: f, key, params });
  }

  html(text: string, f: FieldId): string {
    const found: string[] = [];
    const html = partHtml(text, this.refs, found);
    for (const ref of found) this.out.images.push({ ref, field: f });
    return html;
  }

  answer(text: string, f: FieldId, extra: Partial<Answer> = {}): Answer {
    const v = partValue(text);
    const index = this.answers.length;
    const base: Answer = { key: `answer-${index + 1}`, content: '', answer_type: 'text', media_id: null, correct: false, category_key: null, group_key: null, label: null };
    let a: Answer;
    if (v.kind === 'equation') a = { ...base, answer_type: 'equation', content: v.latex };
    else if (v.kind === 'image') {
      this.out.images.push({ ref: v.ref, field: f });
      // The picture in its content too, as the editor stores an image answer (so it shows there and in previews).
      const placeholder = this.refs.idOf(v.ref);
      a = { ...base, answer_type: 'image', media_id: placeholder, content: imageHtml(placeholder) };
    } else a = { ...base, content: this.html(v.text, f) };
    const answer = { ...a, ...extra };
    this.answers.push(answer);
    this.out.sources.set(`answers.${index}`, f);
    return answer;
  }

  yesNo(f: FieldId): boolean {
    const b = this.input.bool(f);
    if (b !== undefined) return b;
    const t = this.input.text(f).toLowerCase();
    if (t === '' || NO.has(t)) return false;
    if (YES.has(t)) return true;
    this.problem(f, 'sheet_yes_no');
    return false;
  }

  /** A letter list like "A, C" → 0-based indexes. */
  letters(f: FieldId): number[] | null {
    const t = this.input.text(f).toUpperCase();
    if (t === '') return [];
    const tokens = t.split(/[\s,;/&+]+|\bAND\b|\bDAN\b/).filter(Boolean);
    const flat = tokens.length === 1 && /^[A-Z]+$/.test(tokens[0]!) ? [...tokens[0]!] : tokens;
    const out: number[] = [];
    for (const tok of flat) {
      const i = LETTERS.indexOf(tok);
      if (i < 0) return null;
      out.push(i);
    }
    return out;
  }
}

function multipleChoice(b: PartsBuilder) {
  const byLetter = new Map<number, Answer>();
  for (let n = 1; n <= MAX_LIST; n++) {
    const text = b.input.text(field('option', n));
    if (text !== '') byLetter.set(n - 1, b.answer(text, field('option', n)));
  }
  const correct = b.letters('correct');
  if (correct === null || correct.some((i) => !byLetter.has(i))) b.problem('correct', 'sheet_correct_letters');
  else for (const i of correct) byLetter.get(i)!.correct = true;
}

function trueOrFalse(b: PartsBuilder) {
  const bool = b.input.bool('correct');
  const t = b.input.text('correct').toLowerCase();
  const value = bool ?? (TRUE_WORDS.has(t) ? true : FALSE_WORDS.has(t) ? false : undefined);
  if (value === undefined && t !== '') b.problem('correct', 'sheet_true_false_value');
  b.answer('True', 'correct', { correct: value === true });
  b.answer('False', 'correct', { correct: value === false });
}

function exactValue(b: PartsBuilder) {
  for (let n = 1; n <= MAX_LIST; n++) {
    const text = b.input.text(field('answer', n));
    const label = b.input.text(field('label', n));
    if (text !== '') b.answer(text, field('answer', n), { correct: true, label: label === '' ? null : label });
  }
  const numbering = NUMBERING[b.input.text('numbering').toLowerCase()] ?? (b.input.text('numbering') === '' ? 'none' : undefined);
  if (numbering === undefined) b.problem('numbering', 'sheet_numbering_value');
  const bracket = b.input.text('brackets').replace(/\s+/g, '');
  if (bracket !== '' && !(NUMBERING_BRACKETS as readonly string[]).includes(bracket)) b.problem('brackets', 'sheet_brackets_value');
  const startText = b.input.text('start');
  const start = startText === '' ? 1 : (b.input.number('start') ?? Number(startText));
  if (!Number.isInteger(start) || start < 1 || start > 99) b.problem('start', 'numbering_start_range');
  b.out.doc.exact_value_options = {
    case_sensitive: b.yesNo('case_sensitive'),
    allow_special_characters: b.yesNo('allow_commas'),
    enable_numbering: numbering !== undefined && numbering !== 'none',
    numbering_format: numbering === undefined || numbering === 'none' ? 'number' : numbering,
    numbering_bracket: (bracket || '()') as (typeof NUMBERING_BRACKETS)[number],
    numbering_start: Number.isInteger(start) ? start : 1,
  };
}

function correctOrder(b: PartsBuilder) {
  for (let n = 1; n <= MAX_LIST; n++) {
    const text = b.input.text(field('item', n));
    if (text !== '') b.answer(text, field('item', n));
  }
}

function categorise(b: PartsBuilder) {
  const categories: QuestionDocument['categories'] = [];
  for (let n = 1; n <= MAX_LIST; n++) {
    const name = b.input.text(field('category', n));
    const items = lines(b.input.text(field('category_items', n)));
    if (name === '') {
      if (items.length > 0) b.problem(field('category_items', n), 'sheet_list_without_name');
      continue;
    }
    const key = `category-${n}`;
    b.out.sources.set(`categories.${categories.length}`, field('category', n));
    categories.push({ key, name });
    for (const item of items) b.answer(item, field('category_items', n), { category_key: key });
  }
  b.out.doc.categories = categories;
}

function groupedChoices(b: PartsBuilder) {
  const groups: QuestionDocument['groups'] = [];
  for (let n = 1; n <= MAX_LIST; n++) {
    const name = b.input.text(field('group', n));
    const choices = lines(b.input.text(field('group_choices', n)));
    if (name === '') {
      if (choices.length > 0) b.problem(field('group_choices', n), 'sheet_list_without_name');
      continue;
    }
    const key = `group-${n}`;
    b.out.sources.set(`groups.${groups.length}`, field('group', n));
    b.out.sources.set(`groups.${groups.length}.answers`, field('group_correct', n));
    groups.push({ key, name });
    const made = choices.map((c) => b.answer(c, field('group_choices', n), { group_key: key }));
    const correct = b.letters(field('group_correct', n));
    if (correct === null || correct.length > 1 || correct.some((i) => i >= made.length)) b.problem(field('group_correct', n), 'sheet_group_correct_letter');
    else for (const i of correct) made[i]!.correct = true;
  }
  b.out.doc.groups = groups;
}

function matching(b: PartsBuilder) {
  const premises: QuestionDocument['premises'] = [];
  const responses: QuestionDocument['responses'] = [];
  const addResponse = (text: string, f: FieldId, premiseKey: string | null) => {
    b.out.sources.set(`responses.${responses.length}`, f);
    responses.push({ key: `response-${responses.length + 1}`, content: b.html(text, f), premise_key: premiseKey });
  };
  for (let n = 1; n <= MAX_MATCHING; n++) {
    const premise = b.input.text(field('premise', n));
    const own = lines(b.input.text(field('responses', n)));
    if (premise === '') {
      if (own.length > 0) b.problem(field('responses', n), 'sheet_list_without_name');
      continue;
    }
    const key = `premise-${n}`;
    b.out.sources.set(`premises.${premises.length}`, field('premise', n));
    b.out.sources.set(`premises.${premises.length}.responses`, field('responses', n));
    premises.push({ key, content: b.html(premise, field('premise', n)) });
    for (const r of own) addResponse(r, field('responses', n), key);
  }
  for (const r of lines(b.input.text('additional'))) addResponse(r, 'additional', null);
  b.out.doc.premises = premises;
  b.out.doc.responses = responses;
}

const byType: Record<QuestionType, (b: PartsBuilder) => void> = {
  multiple_choice: multipleChoice,
  true_or_false: trueOrFalse,
  exact_value: exactValue,
  correct_order: correctOrder,
  categorise,
  grouped_choices: groupedChoices,
  matching_choices: matching,
};

/** The type-specific parts of a row's document. */
export function rowParts(type: QuestionType, input: RowInput, refs: ImageRefs): PartsOut {
  const b = new PartsBuilder(input, refs);
  byType[type](b);
  if (type !== 'true_or_false' && type !== 'exact_value') b.out.doc.shuffle_answers = b.yesNo('shuffle');
  b.out.doc.answers = b.answers;
  return b.out;
}

