// Checking a learner's response to a question (spec §2 "Preview", §3 Question, §5). Pure
// functions shared by the preview player and, later, anything that grades.
// Decisions (kept simple, stated here so the player and the tests agree):
// - Parts are identified by their `key` (a reply's key is its row id as a string). Blank
//   answers, categories, groups, premises and responses (see answers.ts "valid") are not
//   shown to learners and are not checked.
// - multiple_choice: the learner picks answers (a radio when one answer is correct, checkboxes
//   when several are). Right when the chosen set is exactly the correct set. Each valid answer
//   is a part: right when it is chosen if and only if it is correct.
// - true_or_false: the two answers "True" and "False"; one is chosen. Parts as multiple choice.
// - exact_value: the fields a learner fills are `exactValueFields(question)`. Without
//   numbering there is one field (key EXACT_VALUE_FIELD) and it is right when it equals any
//   accepted answer. With numbering each valid answer is an item of a list: one field per
//   item, labelled as the editor numbers it ((1), [b], {ii} …), right when it equals that
//   item's answer; a learner who types the item's label in front of the value is forgiven.
//   Values compare as read text, Unicode-normalised (NFKC), whitespace collapsed, and
//   case-folded unless `case_sensitive`. Unless `allow_special_characters` ("allow commas",
//   §3), punctuation and symbols are ignored on both sides ("1,000" = "1000", "Paris!" =
//   "paris"), except a decimal point between digits and a sign before a number. A blank field
//   is wrong.
// - categorise: each valid answer is placed into a category; right when it is its own.
// - correct_order: the stored order of the valid answers is the correct order; each answer is
//   right when it stands at its own position.
// - grouped_choices: one answer per group; a group is right when its chosen answer is the
//   group's correct answer.
// - matching_choices: each premise gets the responses the learner matched to it (usually one;
//   a premise with several responses takes as many); a premise is right when the set equals
//   its responses. Additional responses (premise_key null) are distractors.
// - score (only when the question has points): all the points when the whole response is
//   right, else 0; with `pointPerAnswer` (the organization's enable_point_per_answer) the
//   points times the share of parts right, to one decimal (§5 points have one decimal).
import type { AnswerFields, ExactValueOptions, Question, QuestionType } from '../schemas/questions.ts';
import { isValidAnswer } from './answers.ts';
import { collapseWhitespace, htmlToText, isBlankRichText } from './text.ts';
import { numberingLabel } from './numbering.ts';

export type LearnerResponse =
  | { type: 'multiple_choice'; chosen: string[] }
  | { type: 'true_or_false'; chosen: string | null }
  /** Field key (exactValueFields) → the typed value. */
  | { type: 'exact_value'; values: Record<string, string> }
  /** Answer key → category key (null or absent: not placed yet). */
  | { type: 'categorise'; placed: Record<string, string | null> }
  /** Answer keys in the learner's order. */
  | { type: 'correct_order'; order: string[] }
  /** Group key → chosen answer key. */
  | { type: 'grouped_choices'; chosen: Record<string, string | null> }
  /** Premise key → the response keys matched to it ('' entries: a slot left empty). */
  | { type: 'matching_choices'; matches: Record<string, string[]> };

export interface AnswerResult {
  correct: boolean;
  /** Part key → right (true) or wrong (false). Which parts: see the header per type. */
  parts: Record<string, boolean>;
  /** Points earned, when the question has points; else null. */
  score: number | null;
}

export interface CheckOptions {
  /** The organization gives points per right part (enable_point_per_answer). */
  pointPerAnswer?: boolean;
}

type Answer = Pick<AnswerFields, 'key' | 'content' | 'answer_type' | 'media_id' | 'correct' | 'category_key' | 'group_key' | 'label'>;
/** What the checker reads of a question: a reply (Question) or a document both fit. */
export interface CheckedQuestion {
  type: QuestionType;
  points: number | null;
  exact_value_options: ExactValueOptions;
  answers: readonly Answer[];
  categories: readonly { key: string; name: string }[];
  groups: readonly { key: string; name: string }[];
  premises: readonly { key: string; content: string }[];
  responses: readonly { key: string; content: string; premise_key: string | null }[];
}

// Compile-time proof that a reply fits.
const _replyFits = (q: Question): CheckedQuestion => q;
void _replyFits;

/** The key of the one field of an exact-value question without numbering. */
export const EXACT_VALUE_FIELD = 'value';

const named = <T extends { name: string }>(items: readonly T[]) => items.filter((i) => htmlToText(i.name) !== '');

/** The answers a learner sees and answers (valid ones, in stored order). */
export function learnerAnswers<A extends Answer>(question: { answers: readonly A[] }): A[] {
  return question.answers.filter(isValidAnswer);
}

/** Categories a learner sorts into (named ones). */
export const learnerCategories = <C extends { key: string; name: string }>(q: { categories: readonly C[] }) => named(q.categories);

/** Groups with their valid answers (named groups only). */
export function learnerGroups<G extends { key: string; name: string }, A extends Answer>(q: { groups: readonly G[]; answers: readonly A[] }) {
  return named(q.groups).map((group) => ({ group, answers: learnerAnswers(q).filter((a) => a.group_key === group.key) }));
}

export function learnerPremises<P extends { key: string; content: string }>(q: { premises: readonly P[] }): P[] {
  return q.premises.filter((p) => !isBlankRichText(p.content));
}

export function learnerResponses<R extends { key: string; content: string; premise_key: string | null }>(q: { responses: readonly R[] }): R[] {
  return q.responses.filter((r) => !isBlankRichText(r.content));
}

/** The responses that belong to a premise. */
export function expectedResponses(q: Pick<CheckedQuestion, 'responses'>, premiseKey: string): string[] {
  return learnerResponses(q)
    .filter((r) => r.premise_key === premiseKey)
    .map((r) => r.key);
}

export interface ExactValueField {
  key: string;
  /** "(1)", "[a]", "{x}" with numbering; null without. */
  label: string | null;
}

/** The fields a learner types into for an exact-value question. */
export function exactValueFields(question: Pick<CheckedQuestion, 'answers' | 'exact_value_options'>): ExactValueField[] {
  const options = question.exact_value_options;
  if (!options.enable_numbering) return [{ key: EXACT_VALUE_FIELD, label: null }];
  return learnerAnswers(question).map((a, i) => ({ key: a.key, label: numberingLabel(options, i, a.label) }));
}

/** A value as compared under the question's options (see the header). */
export function comparableValue(value: string, options: Pick<ExactValueOptions, 'case_sensitive' | 'allow_special_characters'>): string {
  let text = value.normalize('NFKC');
  if (!options.allow_special_characters) {
    // Keep letters, digits, marks and spaces, a decimal point between digits and a sign
    // before a number; drop the rest (commas included, which is what the option is about).
    text = text.replace(/(\d)\.(?=\d)|(^|\s)([-+])(?=\d)|[^\p{L}\p{N}\p{M}\s]/gu, (_m, digit?: string, lead?: string, sign?: string) =>
      digit !== undefined ? `${digit}.` : sign !== undefined ? `${lead ?? ''}${sign}` : '',
    );
  }
  text = collapseWhitespace(text);
  return options.case_sensitive ? text : text.toLocaleLowerCase('en');
}

/** The read text of an accepted answer (stored as HTML). */
const acceptedText = (answer: Answer) => htmlToText(answer.content);

/** The typed value, and the value without the item's label if the learner typed it first. */
function readings(value: string, label: string | null): string[] {
  const trimmed = value.trim();
  const body = label ? label.slice(1, -1) : '';
  if (!label || body === '') return [trimmed];
  const prefix = [label, `${body})`, `${body}.`].find((p) => trimmed.toLowerCase().startsWith(p.toLowerCase()));
  return prefix ? [trimmed, trimmed.slice(prefix.length).trim()] : [trimmed];
}

function checkExactValue(q: CheckedQuestion, values: Record<string, string>): Record<string, boolean> {
  const options = q.exact_value_options;
  const answers = learnerAnswers(q);
  const parts: Record<string, boolean> = {};
  for (const field of exactValueFields(q)) {
    const typed = readings(values[field.key] ?? '', field.label)
      .map((v) => comparableValue(v, options))
      .filter((v) => v !== '');
    const accepted = (options.enable_numbering ? answers.filter((a) => a.key === field.key) : answers).map((a) => comparableValue(acceptedText(a), options));
    parts[field.key] = typed.some((v) => accepted.includes(v));
  }
  return parts;
}

function choiceParts(answers: readonly Answer[], chosen: ReadonlySet<string>): Record<string, boolean> {
  return Object.fromEntries(answers.map((a) => [a.key, chosen.has(a.key) === a.correct]));
}

function partsOf(q: CheckedQuestion, response: LearnerResponse): Record<string, boolean> {
  switch (response.type) {
    case 'multiple_choice':
      return choiceParts(learnerAnswers(q), new Set(response.chosen));
    case 'true_or_false':
      return choiceParts(learnerAnswers(q), new Set(response.chosen === null ? [] : [response.chosen]));
    case 'exact_value':
      return checkExactValue(q, response.values);
    case 'categorise': {
      const categories = new Set(learnerCategories(q).map((c) => c.key));
      const answers = learnerAnswers(q).filter((a) => a.category_key !== null && categories.has(a.category_key));
      return Object.fromEntries(answers.map((a) => [a.key, (response.placed[a.key] ?? null) === a.category_key]));
    }
    case 'correct_order': {
      const answers = learnerAnswers(q);
      return Object.fromEntries(answers.map((a, i) => [a.key, response.order[i] === a.key]));
    }
    case 'grouped_choices':
      return Object.fromEntries(
        learnerGroups(q).map(({ group, answers }) => {
          const chosen = response.chosen[group.key] ?? null;
          return [group.key, chosen !== null && answers.some((a) => a.key === chosen && a.correct)];
        }),
      );
    case 'matching_choices':
      return Object.fromEntries(
        learnerPremises(q).map((p) => {
          const expected = new Set(expectedResponses(q, p.key));
          const given = new Set((response.matches[p.key] ?? []).filter((k) => k !== ''));
          return [p.key, expected.size > 0 && given.size === expected.size && [...given].every((k) => expected.has(k))];
        }),
      );
  }
}

/** Checks a learner's response (see the header for what is right per type). */
export function checkAnswer(question: CheckedQuestion, response: LearnerResponse, options: CheckOptions = {}): AnswerResult {
  if (response.type !== question.type) throw new TypeError(`A ${response.type} response cannot answer a ${question.type} question`);
  const parts = partsOf(question, response);
  const results = Object.values(parts);
  const correct = results.length > 0 && results.every(Boolean);
  return { correct, parts, score: scoreOf(question.points, results, correct, options) };
}

function scoreOf(points: number | null, results: boolean[], correct: boolean, options: CheckOptions): number | null {
  if (points === null) return null;
  if (correct) return points;
  if (!options.pointPerAnswer || results.length === 0) return 0;
  const share = results.filter(Boolean).length / results.length;
  return Math.round(points * share * 10) / 10;
}

/** An empty response of the question's type (nothing chosen, typed or placed). */
export function emptyResponse(question: Pick<CheckedQuestion, 'type' | 'answers'>, order: string[] = []): LearnerResponse {
  switch (question.type) {
    case 'multiple_choice':
      return { type: 'multiple_choice', chosen: [] };
    case 'true_or_false':
      return { type: 'true_or_false', chosen: null };
    case 'exact_value':
      return { type: 'exact_value', values: {} };
    case 'categorise':
      return { type: 'categorise', placed: {} };
    case 'correct_order':
      return { type: 'correct_order', order };
    case 'grouped_choices':
      return { type: 'grouped_choices', chosen: {} };
    case 'matching_choices':
      return { type: 'matching_choices', matches: {} };
  }
}

/** Several answers are correct: the learner gets checkboxes instead of a radio. */
export const hasSeveralCorrect = (question: Pick<CheckedQuestion, 'answers'>) => learnerAnswers(question).filter((a) => a.correct).length > 1;

/** True/false answers read as their word ("true" or "false"), else null. */
export function trueFalseValue(answer: Pick<Answer, 'content'>): 'true' | 'false' | null {
  const text = htmlToText(answer.content).toLowerCase();
  return text === 'true' || text === 'false' ? text : null;
}
