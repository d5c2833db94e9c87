// Answers of a question (spec §5, §9): what makes an answer "valid", how duplicates are
// found, and the a–z lettering. Decisions:
// - Valid: a text answer has text after stripping HTML and whitespace; an equation answer
//   has non-blank LaTeX; an image answer has a media id. Blank rows (what the editor shows
//   before the teacher fills them) are not errors on their own: the per-type rules count
//   only valid answers ("at least one valid answer"), and ignore blank rows otherwise.
// - Duplicates: text answers compare their read text, NFKC-normalised and case-folded
//   (case kept for exact-value questions with case_sensitive on, where "Paris" and "paris"
//   are different accepted answers); equations compare LaTeX with whitespace collapsed;
//   images compare media ids. Answers of different types never collide. The first of a
//   set of equal answers is fine; every later one is the duplicate.
// - At most 26 answers, lettered a to z.
import { ANSWER_LETTERS } from '../constants.ts';
import { collapseWhitespace, comparableText, htmlToText } from './text.ts';

export const MAX_ANSWERS = ANSWER_LETTERS.length;

export interface AnswerLike {
  answer_type: 'text' | 'equation' | 'image';
  content: string;
  media_id: number | null;
}

/** The letter of the answer at `index` (0 → "a", 25 → "z"). */
export function answerLetter(index: number): string {
  const letter = Number.isInteger(index) ? ANSWER_LETTERS[index] : undefined;
  if (letter === undefined) throw new RangeError(`No answer letter for index ${index}: answers are lettered a to z`);
  return letter;
}

/** LaTeX as compared: whitespace runs collapsed (they do not change what is rendered). */
const normaliseLatex = (latex: string) => collapseWhitespace(latex);

export function isValidAnswer(answer: AnswerLike): boolean {
  switch (answer.answer_type) {
    case 'image':
      return answer.media_id !== null && answer.media_id > 0;
    case 'equation':
      return normaliseLatex(answer.content) !== '';
    default:
      return htmlToText(answer.content) !== '';
  }
}

/** The value duplicates are detected on, or null for an invalid (blank) answer. */
export function answerComparisonValue(answer: AnswerLike, caseSensitive = false): string | null {
  if (!isValidAnswer(answer)) return null;
  switch (answer.answer_type) {
    case 'image':
      return `image:${answer.media_id}`;
    case 'equation':
      return `equation:${normaliseLatex(answer.content)}`;
    default:
      return `text:${comparableText(answer.content, caseSensitive)}`;
  }
}

/** Indexes of answers equal to an earlier answer (blank answers are never duplicates). */
export function duplicateIndexes<T>(items: readonly T[], valueOf: (item: T) => string | null): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  items.forEach((item, index) => {
    const value = valueOf(item);
    if (value === null) return;
    if (seen.has(value)) out.push(index);
    else seen.add(value);
  });
  return out;
}

export function duplicateAnswerIndexes(answers: readonly AnswerLike[], caseSensitive = false): number[] {
  return duplicateIndexes(answers, (a) => answerComparisonValue(a, caseSensitive));
}
