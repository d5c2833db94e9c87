// What each format can hold. A question a format has no faithful form for is left out of the
// file and listed with the reason, so the teacher sees it before downloading:
// - Aiken: multiple choice with exactly one correct answer, nothing else.
// - GIFT: no ordering nor drop-down gaps; categorise is a matching whose items share their
//   category as answer (Moodle merges equal answers into one choice), so only when every
//   category has an item; matching only one response per premise and no distractors (GIFT has
//   no distractor syntax); exact value with several numbered fields or case-sensitive
//   answers has no form (GIFT's short answer ignores case).
// - GIFT and Moodle XML: multiple choice only with 1–10 or 20 correct answers (each correct
//   answer's share must be one of Moodle's grades).
// - Moodle XML: everything but a matching premise with several responses (a Moodle
//   subquestion has one answer) and drop-down gaps past gapselect's 20 choice groups.
// - QTI 3.0 and 2.1: all seven types.
// - Common Cartridge's QTI profile: multiple choice, true/false and single-field exact value.
import type { ExportLeftOutReason, QuestionExportFormat } from '../../../domain/schemas/interchange.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { collapseWhitespace } from '../../../domain/rules/text.ts';
import { exactValueFields, itemLabel, namedCategories, plainText, premisesWithResponses, shownAnswers } from './content.ts';

export type ExportTarget = QuestionExportFormat | 'common_cartridge';

export interface LeftOutQuestion {
  questionId: number;
  item: string;
  reason: ExportLeftOutReason;
}

export interface QuestionExportPlan {
  questions: number;
  leftOut: LeftOutQuestion[];
}

/** Moodle's gapselect numbers its choice groups 1 to 20. */
export const GAPSELECT_MAX_GROUPS = 20;

/** Moodle accepts only its own list of grades: 100/n is one for n of 1 to 10 and 20. */
const MOODLE_SHARES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20]);
const moodleGrades = (q: Question) => q.type !== 'multiple_choice' || MOODLE_SHARES.has(shownAnswers(q).filter((a) => a.correct).length);

const oneResponseEach = (q: Question) => premisesWithResponses(q).every((p) => p.responses.length === 1);
const singleField = (q: Question) => exactValueFields(q).length === 1;

function giftHolds(q: Question): boolean {
  if (!moodleGrades(q)) return false;
  switch (q.type) {
    case 'categorise': {
      const items = shownAnswers(q);
      return items.length >= 2 && namedCategories(q).every((c) => items.some((a) => a.category_key === c.key));
    }
    case 'matching_choices':
      return oneResponseEach(q) && q.responses.every((r) => r.premise_key !== null) && q.premises.length >= 2;
    case 'exact_value':
      return singleField(q) && !q.exact_value_options.case_sensitive;
    case 'correct_order':
    case 'grouped_choices':
      return false;
    default:
      return true;
  }
}

function moodleHolds(q: Question): boolean {
  if (!moodleGrades(q)) return false;
  if (q.type === 'matching_choices') return oneResponseEach(q);
  if (q.type === 'grouped_choices') return q.groups.length <= GAPSELECT_MAX_GROUPS;
  return true;
}

function cartridgeHolds(q: Question): boolean {
  if (q.type === 'exact_value') return singleField(q);
  return q.type === 'multiple_choice' || q.type === 'true_or_false';
}

/** What an Aiken reader (Moodle's, ours) takes for an option (`A.`, `B)`, a space or not) or the answer line. */
export const AIKEN_LINE_MARK = /^(?:[A-Z][.)]|ANSWER\s*:)/;

function aikenReason(q: Question): ExportLeftOutReason | null {
  if (q.type !== 'multiple_choice' || shownAnswers(q).filter((a) => a.correct).length !== 1) return 'not_single_choice';
  return AIKEN_LINE_MARK.test(collapseWhitespace(plainText(q.content_html))) ? 'stem_like_option' : null;
}

/** Why a format cannot hold this question, or null when it can. */
export function leftOutReason(target: ExportTarget, q: Question): ExportLeftOutReason | null {
  switch (target) {
    case 'aiken':
      return aikenReason(q);
    case 'gift':
      return giftHolds(q) ? null : 'type_not_in_format';
    case 'moodle_xml':
      return moodleHolds(q) ? null : 'type_not_in_format';
    case 'common_cartridge':
      return cartridgeHolds(q) ? null : 'type_not_in_format';
    default:
      return null;
  }
}

/** The questions the file holds and those it leaves out, in topic order. */
export function planQuestions(target: ExportTarget, questions: Iterable<Question>): QuestionExportPlan {
  const plan: QuestionExportPlan = { questions: 0, leftOut: [] };
  for (const q of questions) {
    const reason = leftOutReason(target, q);
    if (reason === null) plan.questions += 1;
    else plan.leftOut.push({ questionId: q.id, item: itemLabel(q), reason });
  }
  return plan;
}
