// A question as Moodle's import formats describe it (Moodle XML, GIFT and Aiken all read into
// this, as Moodle reads them into one question object), made a Pena question document. The
// readers give each text already as HTML (text.ts); what is decided here is the type:
//
//   multichoice  → multiple_choice (answers of a fraction > 0 are correct)
//   truefalse    → true_or_false
//   shortanswer  → exact_value (the 100% answers; a wildcard `*` answer cannot be an exact value)
//   numerical    → exact_value when every 100% answer has no tolerance, else skipped
//   matching     → matching_choices, or categorise when premises share a response
//   ordering     → correct_order
//   gapselect, ddwtos → grouped_choices (each gap a group of the choices of its Moodle group)
//
// and anything else is skipped as an unsupported type, with Moodle's name for it.
import { MAX_ANSWERS } from '../../../../domain/rules/answers.ts';
import { MAX_PREMISES, MAX_RESPONSES } from '../../../../domain/rules/questionRules.ts';
import { comparableText, htmlToText, isBlankRichText } from '../../../../domain/rules/text.ts';
import type { InterchangeSkipReason } from '../../../../domain/schemas/interchange.ts';
import { NAME_MAX } from '../../../../domain/schemas/courses.ts';
import { MAX_CATEGORIES, MAX_GROUPS, type QuestionDocumentInput } from '../../../../domain/schemas/questions.ts';
import { escapeText, truncate } from './text.ts';

export interface MoodleAnswer {
  /** The answer as HTML. */
  html: string;
  /** The answer as the file wrote it (short answers and numbers are compared on this). */
  raw: string;
  /** Moodle's grade, 1 for full marks (XML's percent divided by 100). */
  fraction: number;
  /** Feedback on choosing it, HTML or ''. */
  feedback: string;
  /** A numerical answer's error margin. */
  tolerance?: number;
}

export interface MoodleQuestion {
  /** Moodle's name of the type as the file gives it (`multichoice`, `essay`, `cloze` …). */
  type: string;
  stem: string;
  generalFeedback: string;
  hints: string[];
  points: number | null;
  shuffle: boolean;
  caseSensitive: boolean;
  answers: MoodleAnswer[];
  /** Matching: a premise (HTML, '' for an extra response) and its response (HTML). */
  subquestions: { html: string; answer: string }[];
  /** Gap select and drag-and-drop into text: the choices, each in a numbered group. */
  choices: { html: string; group: string }[];
}

export const emptyQuestion = (type: string): MoodleQuestion => ({
  type,
  stem: '',
  generalFeedback: '',
  hints: [],
  points: null,
  shuffle: false,
  caseSensitive: false,
  answers: [],
  subquestions: [],
  choices: [],
});

/** An item that is not carried; thrown while one item is read and caught for that item alone. */
export class SkipItem extends Error {
  readonly reason: InterchangeSkipReason;
  readonly detail: string;
  constructor(reason: InterchangeSkipReason, detail: string) {
    super(`${reason}: ${detail}`);
    this.name = 'SkipItem';
    this.reason = reason;
    this.detail = detail;
  }
}

type Parts = Pick<QuestionDocumentInput, 'type' | 'answers' | 'categories' | 'groups' | 'premises' | 'responses' | 'exact_value_options'>;
interface Converted {
  parts: Parts;
  /** Per-answer feedback, as explanation sections. */
  feedback: string[];
  shuffle: boolean;
}

/** The grades Moodle accepts (its fraction options), besides 0 and their negatives. */
const MOODLE_GRADES = [1, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333, 0.3, 0.25, 0.2, 0.1666667, 0.1428571, 0.125, 0.1111111, 0.1, 0.05];
const isMoodleGrade = (f: number) => f === 0 || MOODLE_GRADES.some((g) => Math.abs(Math.abs(f) - g) < 0.00001);
const percent = (f: number) => `${Number((f * 100).toFixed(5))}%`;

/** Moodle refuses a question whose grade is not one of its options (33% is neither 30% nor 33.33333%). */
function checkGrades(q: MoodleQuestion): void {
  const bad = q.answers.find((a) => !Number.isFinite(a.fraction) || !isMoodleGrade(a.fraction));
  if (bad) throw new SkipItem('damaged_item', `grade ${Number.isFinite(bad.fraction) ? percent(bad.fraction) : 'not a number'}`);
}

const answerKey = (i: number) => `answer-${i + 1}`;
const isFull = (f: number) => f >= 1 - 1e-7;

/** "Answer: feedback" sections, for answers that have feedback. */
function answerFeedback(answers: readonly { html: string; feedback: string }[]): string[] {
  return answers.flatMap((a) => {
    if (isBlankRichText(a.feedback)) return [];
    const label = htmlToText(a.html);
    const body = /^\s*<(p|div|ul|ol|table|h[1-6]|blockquote)\b/i.test(a.feedback) ? a.feedback : `<p>${a.feedback}</p>`;
    return [label === '' ? body : `<p><strong>${escapeText(label)}</strong></p>${body}`];
  });
}

function limit(count: number, max: number, what: string): void {
  if (count > max) throw new SkipItem('too_many_parts', `${count} ${what}`);
}

function multichoice(q: MoodleQuestion): Converted {
  checkGrades(q);
  const answers = q.answers.filter((a) => !isBlankRichText(a.html));
  if (answers.length === 0) throw new SkipItem('empty_item', q.type);
  if (!answers.some((a) => a.fraction > 0)) throw new SkipItem('no_correct_answer', q.type);
  limit(answers.length, MAX_ANSWERS, 'answers');
  return {
    parts: { type: 'multiple_choice', answers: answers.map((a, i) => ({ key: answerKey(i), content: a.html, correct: a.fraction > 0 })) },
    feedback: answerFeedback(answers),
    shuffle: q.shuffle,
  };
}

function truefalse(q: MoodleQuestion): Converted {
  const byText = (word: string) => q.answers.find((a) => comparableText(a.raw) === word);
  // Moodle writes the words "true" and "false"; a file in another language is read by position.
  const yes = byText('true') ?? q.answers[0];
  const no = byText('false') ?? q.answers[1];
  if (!yes || !no || yes === no) throw new SkipItem('damaged_item', q.type);
  if (isFull(yes.fraction) === isFull(no.fraction)) throw new SkipItem('no_correct_answer', q.type);
  const labelled = [
    { html: 'True', feedback: yes.feedback },
    { html: 'False', feedback: no.feedback },
  ];
  return {
    parts: {
      type: 'true_or_false',
      answers: [
        { key: answerKey(0), content: 'True', correct: isFull(yes.fraction) },
        { key: answerKey(1), content: 'False', correct: isFull(no.fraction) },
      ],
    },
    feedback: answerFeedback(labelled),
    shuffle: false,
  };
}

/** A short answer's `*` that is not escaped matches anything: no exact value says that. */
const hasWildcard = (raw: string) => /(^|[^\\])\*/.test(raw);
const isCatchAll = (raw: string) => raw.trim() === '*' || raw.trim() === '';

function exactValues(q: MoodleQuestion, values: MoodleAnswer[]): Converted {
  if (values.length === 0) throw new SkipItem('no_correct_answer', q.type);
  limit(values.length, MAX_ANSWERS, 'answers');
  return {
    parts: {
      type: 'exact_value',
      answers: values.map((a, i) => ({ key: answerKey(i), content: a.html.replace(/\\\*/g, '*'), correct: true })),
      exact_value_options: { case_sensitive: q.caseSensitive },
    },
    feedback: answerFeedback(q.answers.map((a) => (isCatchAll(a.raw) ? { html: '', feedback: a.feedback } : a))),
    shuffle: false,
  };
}

function shortanswer(q: MoodleQuestion): Converted {
  checkGrades(q);
  return exactValues(q, q.answers.filter((a) => isFull(a.fraction) && !hasWildcard(a.raw) && a.raw.trim() !== ''));
}

function numerical(q: MoodleQuestion): Converted {
  checkGrades(q);
  const accepted = q.answers.filter((a) => isFull(a.fraction) && !isCatchAll(a.raw));
  if (accepted.some((a) => (a.tolerance ?? 0) !== 0)) throw new SkipItem('numeric_tolerance', q.type);
  return exactValues(q, accepted);
}

function matching(q: MoodleQuestion): Converted {
  const pairs = q.subquestions.filter((s) => !isBlankRichText(s.html));
  if (pairs.length === 0) throw new SkipItem('empty_item', q.type);
  const comparable = (html: string) => comparableText(html);
  const shared = new Set(pairs.map((p) => comparable(p.answer))).size < pairs.length;
  const extras = q.subquestions.filter((s) => isBlankRichText(s.html) && !isBlankRichText(s.answer));
  if (shared) return categorise(q, pairs, extras);
  limit(pairs.length, MAX_PREMISES, 'premises');
  // Moodle lists a response once however many blank premises give it.
  const used = new Set(pairs.map((p) => comparable(p.answer)));
  const distractors: MoodleQuestion['subquestions'] = [];
  for (const e of extras) {
    if (used.has(comparable(e.answer))) continue;
    used.add(comparable(e.answer));
    distractors.push(e);
  }
  limit(pairs.length + distractors.length, MAX_RESPONSES, 'responses');
  return {
    parts: {
      type: 'matching_choices',
      premises: pairs.map((p, i) => ({ key: `premise-${i + 1}`, content: p.html })),
      responses: [
        ...pairs.map((p, i) => ({ key: `response-${i + 1}`, content: p.answer, premise_key: `premise-${i + 1}` })),
        ...distractors.map((d, i) => ({ key: `response-${pairs.length + i + 1}`, content: d.answer, premise_key: null })),
      ],
    },
    feedback: [],
    shuffle: q.shuffle,
  };
}

/** Matching where several premises share a response: the responses are categories. */
function categorise(q: MoodleQuestion, pairs: MoodleQuestion['subquestions'], extras: MoodleQuestion['subquestions']): Converted {
  const categories: { key: string; name: string }[] = [];
  const keyOf = new Map<string, string>();
  for (const s of [...pairs, ...extras]) {
    const name = truncate(htmlToText(s.answer), NAME_MAX);
    const id = comparableText(name);
    if (keyOf.has(id)) continue;
    const key = `category-${categories.length + 1}`;
    keyOf.set(id, key);
    categories.push({ key, name });
  }
  limit(categories.length, MAX_CATEGORIES, 'categories');
  limit(pairs.length, MAX_ANSWERS, 'answers');
  return {
    parts: {
      type: 'categorise',
      categories,
      answers: pairs.map((p, i) => ({ key: answerKey(i), content: p.html, category_key: keyOf.get(comparableText(truncate(htmlToText(p.answer), NAME_MAX)))! })),
    },
    feedback: [],
    shuffle: q.shuffle,
  };
}

function ordering(q: MoodleQuestion): Converted {
  const items = q.answers.filter((a) => !isBlankRichText(a.html));
  if (items.length === 0) throw new SkipItem('empty_item', q.type);
  limit(items.length, MAX_ANSWERS, 'items');
  return { parts: { type: 'correct_order', answers: items.map((a, i) => ({ key: answerKey(i), content: a.html, correct: true })) }, feedback: [], shuffle: q.shuffle };
}

/** `[[n]]` in the stem: a gap whose right choice is choice n; its choices are those of n's group. */
const GAP = /\[\[(\d+)\]\]/g;

function gaps(q: MoodleQuestion): Converted & { stem: string } {
  const groups: { key: string; name: string }[] = [];
  const answers: NonNullable<Parts['answers']> = [];
  let missing: string | null = null;
  const stem = q.stem.replace(GAP, (whole, n: string) => {
    const right = q.choices[Number(n) - 1];
    if (!right) {
      missing ??= whole;
      return whole;
    }
    const number = groups.length + 1;
    const key = `group-${number}`;
    groups.push({ key, name: `(${number})` });
    for (const c of q.choices) {
      if (c.group === right.group) answers.push({ key: answerKey(answers.length), content: c.html, correct: c === right, group_key: key });
    }
    return `_____ (${number})`;
  });
  if (missing) throw new SkipItem('damaged_item', missing);
  if (groups.length === 0) throw new SkipItem('empty_item', q.type);
  limit(groups.length, MAX_GROUPS, 'gaps');
  limit(answers.length, MAX_ANSWERS, 'choices');
  return { stem, parts: { type: 'grouped_choices', groups, answers }, feedback: [], shuffle: q.shuffle };
}

const CONVERTERS: Record<string, (q: MoodleQuestion) => Converted & { stem?: string }> = {
  multichoice,
  truefalse,
  shortanswer,
  numerical,
  matching,
  match: matching,
  ordering,
  gapselect: gaps,
  ddwtos: gaps,
};

/** Whether Pena carries Moodle's type (a reader need not gather the media of one it does not). */
export const isSupportedType = (type: string): boolean => Object.hasOwn(CONVERTERS, type);

/** Cloze sub-question kinds by Moodle's names (`{1:MULTICHOICE:…}`, `{2:SA:…}`). */
function clozeKind(name: string): string {
  if (/^(MULTIRESPONSE|MR)/.test(name)) return 'response';
  if (/^(MULTICHOICE|MC)/.test(name)) return 'choice';
  if (/^(NUMERICAL|NM)$/.test(name)) return 'number';
  return 'text';
}

/** Why a type Pena has no counterpart for is skipped: a cloze of mixed kinds says so. */
function unsupported(q: MoodleQuestion): SkipItem {
  if (q.type === 'cloze' || q.type === 'multianswer') {
    const kinds = new Set([...htmlToText(q.stem).matchAll(/\{\d*:([A-Z_]+):/g)].map((m) => clozeKind(m[1]!)));
    if (kinds.size > 1) return new SkipItem('mixed_parts', q.type);
  }
  return new SkipItem('unsupported_type', q.type);
}

const note = (prefix: string, htmls: readonly string[]) => ({
  sections: htmls.filter((h) => !isBlankRichText(h)).map((content_html, i) => ({ id: `${prefix}-${i + 1}`, content_html })),
});

/** The Pena document of a Moodle question; throws SkipItem when it cannot be carried. */
export function toDocument(q: MoodleQuestion, quizTitle: string | null): QuestionDocumentInput {
  const convert = isSupportedType(q.type) ? CONVERTERS[q.type] : undefined;
  if (!convert) throw unsupported(q);
  const converted = convert(q);
  const stem = converted.stem ?? q.stem;
  return {
    ...converted.parts,
    content_html: stem,
    explanation: note('explanation', [q.generalFeedback, ...converted.feedback]),
    hint: note('hint', q.hints),
    points: q.points,
    shuffle_answers: converted.shuffle,
    quiz_title: quizTitle,
  };
}
