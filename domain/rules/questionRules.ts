// The §5 rules of a question document, by type, as issues at field paths. Shared by the
// web forms (through questionDocumentSchema's superRefine) and the server (422 `fields`).
// Paths: a part's field (`answers.2.content`, `answers.2.media_id` for image answers,
// `answers.2.category_key`, `categories.0.name`, `premises.1.content`), a list for rules on
// the whole list (`answers`, `categories`, `groups`, `premises`, `responses`), and a part's
// sub-list for rules on what belongs to it (`groups.1.answers`, `premises.0.responses`).
// Blank answers, categories and groups are ignored (see answers.ts); rules count the valid
// ones. Parts of lists a type does not use are ignored (clearForTypeChange empties them).
import { msg } from '../messages/index.ts';
import type { QuestionDocument, QuestionType } from '../schemas/questions.ts';
import { type AnswerLike, answerComparisonValue, duplicateIndexes, isValidAnswer } from './answers.ts';
import { type RuleIssue, issue } from './issues.ts';
import { matchingIssues, matchingWarnings } from './matching.ts';
import { pointsError } from './points.ts';
import { comparableText, htmlToText, isBlankRichText } from './text.ts';

export { MAX_ADDITIONAL_RESPONSES, MAX_PREMISES, MAX_RESPONSES } from './matching.ts';

export interface QuestionRuleOptions {
  /** The organization uses the point system: points are required. */
  pointsEnabled: boolean;
}

/** The document shape the rules read (parsed output of questionDocumentFields). */
export type RuleDocument = Pick<
  QuestionDocument,
  | 'type'
  | 'content_html'
  | 'sections'
  | 'points'
  | 'preceding_question_id'
  | 'succeeding_question_id'
  | 'exact_value_options'
  | 'answers'
  | 'categories'
  | 'groups'
  | 'premises'
  | 'responses'
>;
type Answer = RuleDocument['answers'][number];

/** Types whose answers are lettered choices or items (every type but matching). */
export const TYPES_WITH_ANSWERS: readonly QuestionType[] = ['multiple_choice', 'true_or_false', 'exact_value', 'categorise', 'correct_order', 'grouped_choices'];

/** The field of an answer that holds its value: the image for image answers, else content. */
export const answerValueField = (a: AnswerLike) => (a.answer_type === 'image' ? 'media_id' : 'content');

const validAnswers = (doc: RuleDocument) => doc.answers.filter(isValidAnswer);
const namedIndexes = (items: readonly { name: string }[]) => items.flatMap((item, i) => (htmlToText(item.name) === '' ? [] : [i]));

function duplicateAnswers(answers: readonly Answer[], indexes: readonly number[], caseSensitive: boolean): RuleIssue[] {
  const dups = duplicateIndexes(indexes, (i) => answerComparisonValue(answers[i]!, caseSensitive));
  return dups.map((d) => {
    const i = indexes[d]!;
    return issue(['answers', i, answerValueField(answers[i]!)], msg('answers_duplicate'));
  });
}

const allIndexes = (doc: RuleDocument) => doc.answers.map((_, i) => i);

function keyIssues(doc: RuleDocument): RuleIssue[] {
  const out: RuleIssue[] = [];
  for (const list of ['answers', 'categories', 'groups', 'premises', 'responses'] as const) {
    const seen = new Set<string>();
    doc[list].forEach((part, i) => {
      if (seen.has(part.key)) out.push(issue([list, i, 'key'], msg('invalid')));
      seen.add(part.key);
    });
  }
  return out;
}

function atLeastOneValid(doc: RuleDocument): RuleIssue[] {
  return validAnswers(doc).length === 0 ? [issue(['answers'], msg('answers_min_valid'))] : [];
}

function multipleChoice(doc: RuleDocument): RuleIssue[] {
  const valid = validAnswers(doc);
  if (valid.length === 0) return [issue(['answers'], msg('answers_min_valid'))];
  return valid.some((a) => a.correct) ? [] : [issue(['answers'], msg('answers_need_correct'))];
}

function trueOrFalse(doc: RuleDocument): RuleIssue[] {
  const texts = doc.answers.map((a) => (a.answer_type === 'text' ? comparableText(a.content) : ''));
  if (doc.answers.length !== 2 || !texts.includes('true') || !texts.includes('false')) return [issue(['answers'], msg('true_false_answers'))];
  return doc.answers.filter((a) => a.correct).length === 1 ? [] : [issue(['answers'], msg('true_false_one_correct'))];
}

function exactValue(doc: RuleDocument): RuleIssue[] {
  const out = atLeastOneValid(doc);
  const { enable_numbering, numbering_format } = doc.exact_value_options;
  if (enable_numbering && numbering_format === 'custom') {
    doc.answers.forEach((a, i) => {
      if (isValidAnswer(a) && (a.label ?? '').trim() === '') out.push(issue(['answers', i, 'label'], msg('label_required')));
    });
  }
  return out;
}

function categorise(doc: RuleDocument): RuleIssue[] {
  const out = atLeastOneValid(doc);
  const named = namedIndexes(doc.categories);
  // With no category to choose from, "enter a category" is the one thing to say.
  if (named.length === 0) return [...out, issue(['categories'], msg('categories_min_valid'))];
  for (const d of duplicateIndexes(named, (i) => comparableText(doc.categories[i]!.name))) out.push(issue(['categories', named[d]!, 'name'], msg('category_name_duplicate')));
  const validKeys = new Set(named.map((i) => doc.categories[i]!.key));
  doc.answers.forEach((a, i) => {
    if (isValidAnswer(a) && (a.category_key === null || !validKeys.has(a.category_key))) out.push(issue(['answers', i, 'category_key'], msg('category_required')));
  });
  return out;
}

function groupedChoices(doc: RuleDocument): RuleIssue[] {
  const out: RuleIssue[] = [];
  const named = namedIndexes(doc.groups);
  if (named.length === 0) return [issue(['groups'], msg('groups_min_valid'))];
  for (const d of duplicateIndexes(named, (i) => comparableText(doc.groups[i]!.name))) out.push(issue(['groups', named[d]!, 'name'], msg('group_name_duplicate')));
  const validKeys = new Set(named.map((i) => doc.groups[i]!.key));
  doc.answers.forEach((a, i) => {
    if (isValidAnswer(a) && (a.group_key === null || !validKeys.has(a.group_key))) out.push(issue(['answers', i, 'group_key'], msg('group_required')));
  });
  for (const g of named) {
    const key = doc.groups[g]!.key;
    const members = doc.answers.flatMap((a, i) => (a.group_key === key ? [i] : []));
    const correct = members.filter((i) => doc.answers[i]!.correct && isValidAnswer(doc.answers[i]!)).length;
    if (correct !== 1) out.push(issue(['groups', g, 'answers'], msg('group_one_correct')));
    // The same choice may appear in two groups ("Yes"/"No" in each), not twice in one.
    out.push(...duplicateAnswers(doc.answers, members, false));
  }
  return out;
}

function correctOrder(doc: RuleDocument): RuleIssue[] {
  return validAnswers(doc).length < 2 ? [issue(['answers'], msg('order_min_items'))] : [];
}

const byType: Record<QuestionType, (doc: RuleDocument) => RuleIssue[]> = {
  multiple_choice: multipleChoice,
  true_or_false: trueOrFalse,
  exact_value: exactValue,
  categorise,
  grouped_choices: groupedChoices,
  correct_order: correctOrder,
  matching_choices: matchingIssues,
};

/** The stem is blank when neither its HTML nor its sections have text or media. */
function stemIssues(doc: RuleDocument): RuleIssue[] {
  const blankSections = doc.sections.every((s) => isBlankRichText(s.content_html) && isBlankRichText(s.content) && !s.media_url);
  return isBlankRichText(doc.content_html) && blankSections ? [issue(['content_html'], msg('required'))] : [];
}

/** Every §5 rule broken by a question document, in field order. */
export function questionIssues(doc: RuleDocument, options: QuestionRuleOptions): RuleIssue[] {
  const out: RuleIssue[] = [...stemIssues(doc), ...keyIssues(doc)];
  const points = pointsError(doc.points, options.pointsEnabled);
  if (points) out.push(issue(['points'], points));
  if (doc.preceding_question_id != null && doc.preceding_question_id === doc.succeeding_question_id) {
    out.push(issue(['succeeding_question_id'], msg('question_link_circular')));
  }
  out.push(...byType[doc.type](doc));
  // Duplicates: true/false has its own rule; grouped choices compare within each group.
  if (doc.type !== 'true_or_false' && doc.type !== 'grouped_choices' && TYPES_WITH_ANSWERS.includes(doc.type)) {
    const caseSensitive = doc.type === 'exact_value' && doc.exact_value_options.case_sensitive;
    out.push(...duplicateAnswers(doc.answers, allIndexes(doc), caseSensitive));
  }
  return out;
}

/** Suggestions that do not block saving (the 150-word note of matching items). */
export function questionWarnings(doc: Pick<RuleDocument, 'type' | 'premises' | 'responses'>): RuleIssue[] {
  return doc.type === 'matching_choices' ? matchingWarnings(doc) : [];
}

export function isValidQuestion(doc: RuleDocument, options: QuestionRuleOptions): boolean {
  return questionIssues(doc, options).length === 0;
}
