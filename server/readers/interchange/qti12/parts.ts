// The parts of a QTI 1.2 item by kind, as Pena's question types hold them (HTML not yet
// rewritten). Decisions:
// - choice: the choices of the one `response_lid`; correct are those a scoring condition
//   credits (Canvas's multiple answers: the ones required, not those under `not`). Blank
//   choices (Canvas exports some) are dropped.
// - text: a short answer's accepted values; Canvas compares them ignoring case, as Pena does,
//   so values equal but for case are one. Punctuation counts when an accepted value has some
//   (`allow_special_characters`), as it does in Canvas.
// - numeric: exact values only (a margin of 0); a margin, a range or a precision is a
//   tolerance Pena's exact value cannot hold.
// - blanks (Canvas's fill in multiple blanks): every answer of a blank is accepted. One blank is
//   an exact value; several are a numbered exact value when each blank has one accepted value,
//   the stem's `[blank]` becoming the blank's label "(1)", "(2)" …; else mixed parts.
// - dropdowns (Canvas's multiple dropdowns): a group per blank, named and put in the stem as
//   "(1)", "(2)" … (the blank's own name is often its answer), one correct choice each.
// - matching: the left items are premises and the right answers responses, an unmatched right
//   answer a distractor. A left item repeated with the same answer is one; blank left items
//   (Canvas exports some) are dropped. When a right answer belongs to several left items,
//   Pena's matching cannot hold it (a response has one premise): it is a categorise question,
//   the right answers its categories and the left items its answers.
import { comparableValue } from '../../../../domain/rules/answerCheck.ts';
import { comparableText, htmlToText, isBlankRichText } from '../../../../domain/rules/text.ts';
import { NAME_MAX } from '../../../../domain/schemas/courses.ts';
import type { QuestionDocumentInput, QuestionType } from '../../../../domain/schemas/questions.ts';
import { type Element, attr, descendants, escapeXml } from '../xml.ts';
import { ItemSkip, RENDER_ELEMENTS, flowHtml } from './html.ts';
import { type Condition, creditedTests, creditedValues, exactNumericValues } from './processing.ts';

export type PartKind = 'choice' | 'true_false' | 'text' | 'numeric' | 'blanks' | 'dropdowns' | 'matching';

export interface BuiltParts {
  /** The stem, with Canvas's blanks replaced by their labels. */
  stem: string;
  /** The type and its parts (answers, categories, groups, premises, responses, options). */
  doc: QuestionDocumentInput & { type: QuestionType };
  /** The choice shuffles in the file (`render_choice shuffle="Yes"`). */
  shuffle: boolean;
  /** HTML of the choice or value `value` of response `respident` (for its own feedback), or null. */
  labelOf: (respident: string, value: string) => string | null;
}

type Answer = NonNullable<QuestionDocumentInput['answers']>[number];

interface Choice {
  ident: string;
  html: string;
}

const identOf = (el: Element) => attr(el, 'ident') ?? '';
const choicesOf = (response: Element): Choice[] => descendants(response, 'response_label').map((l) => ({ ident: identOf(l), html: flowHtml(l) }));
const shuffled = (response: Element) => descendants(response, 'render_choice').some((r) => (attr(r, 'shuffle') ?? '').toLowerCase() === 'yes');

/** The one response of an item of a one-response kind. */
function onlyResponse(presentation: Element, names: string[], word: string): Element {
  const responses = names.flatMap((n) => descendants(presentation, n));
  if (responses.length === 0) throw new ItemSkip('damaged_item', names[0]!);
  if (responses.length > 1) throw new ItemSkip('mixed_parts', word);
  return responses[0]!;
}

const choiceLabel = (choices: Map<string, Choice[]>) => (respident: string, value: string) => choices.get(respident)?.find((c) => c.ident === value)?.html ?? null;

function choiceParts(type: QuestionType, word: string, presentation: Element, conditions: Condition[], stem: string): BuiltParts {
  const response = onlyResponse(presentation, ['response_lid'], word);
  const correct = new Set(creditedValues(conditions, identOf(response)));
  const choices = choicesOf(response);
  const answers = choices.filter((c) => !isBlankRichText(c.html)).map((c, i): Answer => ({ key: `a${i + 1}`, content: c.html, correct: correct.has(c.ident) }));
  if (!answers.some((a) => a.correct)) throw new ItemSkip('no_correct_answer', word);
  return { stem, doc: { type, answers }, shuffle: shuffled(response), labelOf: choiceLabel(new Map([[identOf(response), choices]])) };
}

/** Accepted values made answers: one per value as Pena compares them. */
function valueAnswers(values: string[], caseSensitive: boolean): Answer[] {
  const seen = new Set<string>();
  const answers: Answer[] = [];
  for (const value of values) {
    const html = escapeXml(value.trim());
    const key = comparableText(html, caseSensitive);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    answers.push({ key: `a${answers.length + 1}`, content: html, correct: true });
  }
  return answers;
}

/** Punctuation counts when dropping it would change an accepted value. */
const needsSpecial = (values: string[], caseSensitive: boolean) =>
  values.some((v) => comparableValue(v, { case_sensitive: caseSensitive, allow_special_characters: false }) !== comparableValue(v, { case_sensitive: caseSensitive, allow_special_characters: true }));

function exactValueDoc(values: string[], caseSensitive: boolean, word: string): QuestionDocumentInput & { type: QuestionType } {
  const answers = valueAnswers(values, caseSensitive);
  if (answers.length === 0) throw new ItemSkip('no_correct_answer', word);
  return { type: 'exact_value', answers, exact_value_options: { case_sensitive: caseSensitive, allow_special_characters: needsSpecial(values, caseSensitive) } };
}

const valueLabel = (_respident: string, value: string) => escapeXml(value);

function textParts(word: string, presentation: Element, conditions: Condition[], stem: string): BuiltParts {
  const response = onlyResponse(presentation, ['response_str', 'response_num'], word);
  const tests = creditedTests(conditions, identOf(response));
  if (tests.some((t) => t.operator === 'varsubstring' || t.operator === 'other_test')) throw new ItemSkip('unsupported_type', tests.find((t) => t.operator !== 'varequal')!.operator);
  if (tests.some((t) => t.operator !== 'varequal')) return numericParts(word, presentation, conditions, stem);
  const values = creditedValues(conditions, identOf(response));
  return { stem, doc: exactValueDoc(values, tests.some((t) => t.caseSensitive), word), shuffle: false, labelOf: valueLabel };
}

function numericParts(word: string, presentation: Element, conditions: Condition[], stem: string): BuiltParts {
  const response = onlyResponse(presentation, ['response_str', 'response_num'], word);
  const values = exactNumericValues(conditions, identOf(response));
  if (values === null) throw new ItemSkip('numeric_tolerance', word);
  return { stem, doc: exactValueDoc(values, false, word), shuffle: false, labelOf: valueLabel };
}

interface Blank {
  response: Element;
  /** The blank's name as the stem writes it inside brackets. */
  name: string;
}

/** Canvas's blanks: each `response_lid` (or `response_str`) and the name the stem gives it. */
function blanksOf(presentation: Element, word: string): Blank[] {
  const responses = [...descendants(presentation, 'response_lid'), ...descendants(presentation, 'response_str')];
  if (responses.length === 0) throw new ItemSkip('damaged_item', word);
  return responses.map((response) => {
    const prompt = htmlToText(flowHtml(response, RENDER_ELEMENTS));
    return { response, name: prompt !== '' ? prompt : identOf(response).replace(/^response_/, '') };
  });
}

/** The stem with each blank `[name]` written as `label(i)`. */
function replaceBlanks(stem: string, blanks: Blank[], label: (i: number) => string): string {
  return blanks.reduce((html, blank, i) => html.split(`[${escapeXml(blank.name)}]`).join(label(i)).split(`[${blank.name}]`).join(label(i)), stem);
}

function blanksParts(word: string, presentation: Element, conditions: Condition[], stem: string): BuiltParts {
  const blanks = blanksOf(presentation, word);
  const accepted = blanks.map(({ response }) => {
    const choices = choicesOf(response);
    const values = choices.length > 0 ? choices.map((c) => htmlToText(c.html)) : creditedValues(conditions, identOf(response));
    return valueAnswers(values, false).map((a) => htmlToText(a.content ?? ''));
  });
  if (accepted.some((values) => values.length === 0)) throw new ItemSkip('no_correct_answer', word);
  const labels = new Map(blanks.map((b) => [identOf(b.response), choicesOf(b.response)] as const));
  const labelOf = (respident: string, value: string) => choiceLabel(labels)(respident, value) ?? escapeXml(value);
  if (blanks.length === 1) return { stem: replaceBlanks(stem, blanks, () => '____'), doc: exactValueDoc(accepted[0]!, false, word), shuffle: false, labelOf };
  // Numbered, each blank is one field with one accepted value.
  if (accepted.some((values) => values.length > 1)) throw new ItemSkip('mixed_parts', word);
  const values = accepted.map((v) => v[0]!);
  const answers = values.map((v, i): Answer => ({ key: `a${i + 1}`, content: escapeXml(v), correct: true }));
  const options = { case_sensitive: false, allow_special_characters: needsSpecial(values, false), enable_numbering: true, numbering_format: 'number', numbering_bracket: '()', numbering_start: 1 } as const;
  return { stem: replaceBlanks(stem, blanks, (i) => `(${i + 1})`), doc: { type: 'exact_value', answers, exact_value_options: options }, shuffle: false, labelOf };
}

function dropdownParts(word: string, presentation: Element, conditions: Condition[], stem: string): BuiltParts {
  const blanks = blanksOf(presentation, word);
  const labels = new Map<string, Choice[]>();
  const groups = blanks.map((_b, i) => ({ key: `g${i + 1}`, name: `(${i + 1})` }));
  const answers: Answer[] = [];
  blanks.forEach(({ response }, i) => {
    const choices = choicesOf(response);
    labels.set(identOf(response), choices);
    const correct = new Set(creditedValues(conditions, identOf(response)));
    for (const c of choices) if (!isBlankRichText(c.html)) answers.push({ key: `a${answers.length + 1}`, content: c.html, correct: correct.has(c.ident), group_key: groups[i]!.key });
  });
  if (!answers.some((a) => a.correct)) throw new ItemSkip('no_correct_answer', word);
  return { stem: replaceBlanks(stem, blanks, (i) => `(${i + 1})`), doc: { type: 'grouped_choices', groups, answers }, shuffle: blanks.some((b) => shuffled(b.response)), labelOf: choiceLabel(labels) };
}

function matchingParts(word: string, presentation: Element, conditions: Condition[], stem: string): BuiltParts {
  const lefts = descendants(presentation, 'response_lid');
  if (lefts.length === 0) throw new ItemSkip('damaged_item', word);
  // The right answers: Canvas repeats one list under every left item.
  const rights = new Map<string, string>();
  const labels = new Map<string, Choice[]>();
  for (const left of lefts) {
    const choices = choicesOf(left);
    labels.set(identOf(left), choices);
    for (const c of choices) if (!rights.has(c.ident)) rights.set(c.ident, c.html);
  }
  const pairs: { left: string; right: string | null }[] = [];
  const seen = new Set<string>();
  for (const left of lefts) {
    const html = flowHtml(left, RENDER_ELEMENTS);
    if (isBlankRichText(html)) continue;
    const right = creditedValues(conditions, identOf(left)).find((v) => rights.has(v)) ?? null;
    const key = `${comparableText(html)}\u0000${right ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push({ left: html, right });
  }
  if (pairs.length === 0) throw new ItemSkip('empty_item', word);
  if (pairs.every((p) => p.right === null)) throw new ItemSkip('no_correct_answer', word);
  const used = [...rights.keys()].filter((ident) => pairs.some((p) => p.right === ident));
  const kept = [...rights.entries()].filter(([ident, html]) => used.includes(ident) || !isBlankRichText(html));
  const shared = used.some((ident) => pairs.filter((p) => p.right === ident).length > 1);
  const labelOf = choiceLabel(labels);
  if (shared) {
    const categories = kept.map(([ident, html], i) => ({ ident, key: `c${i + 1}`, name: htmlToText(html).slice(0, NAME_MAX) }));
    const answers = pairs.map((p, i): Answer => ({ key: `a${i + 1}`, content: p.left, category_key: categories.find((c) => c.ident === p.right)?.key ?? null }));
    return { stem, doc: { type: 'categorise', categories: categories.map(({ key, name }) => ({ key, name })), answers }, shuffle: false, labelOf };
  }
  const premises = pairs.map((p, i) => ({ key: `p${i + 1}`, content: p.left }));
  const responses = kept.map(([ident, html], i) => {
    const at = pairs.findIndex((p) => p.right === ident);
    return { key: `r${i + 1}`, content: html, premise_key: at === -1 ? null : premises[at]!.key };
  });
  return { stem, doc: { type: 'matching_choices', premises, responses }, shuffle: false, labelOf };
}

/** The parts of an item of `kind`; ItemSkip when they cannot be Pena's. */
export function buildParts(kind: PartKind, word: string, presentation: Element, conditions: Condition[], stem: string): BuiltParts {
  switch (kind) {
    case 'choice':
      return choiceParts('multiple_choice', word, presentation, conditions, stem);
    case 'true_false':
      return choiceParts('true_or_false', word, presentation, conditions, stem);
    case 'text':
      return textParts(word, presentation, conditions, stem);
    case 'numeric':
      return numericParts(word, presentation, conditions, stem);
    case 'blanks':
      return blanksParts(word, presentation, conditions, stem);
    case 'dropdowns':
      return dropdownParts(word, presentation, conditions, stem);
    case 'matching':
      return matchingParts(word, presentation, conditions, stem);
  }
}
