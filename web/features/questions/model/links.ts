// The preceding-question links of a topic, read from its question summaries (each names the
// position of the question it follows), for the browser's cycle check (spec §5 "Answers and
// question types": a preceding question must not create circular linking). The server checks
// again on save.
import { precedingQuestionError } from '../../../../domain/rules/questionLinks.ts';
import type { QuestionSummary } from '../../../../domain/schemas/questions.ts';

type LinkSummary = Pick<QuestionSummary, 'id' | 'position' | 'preceding_question_position'>;

/** question id → the id of the question it follows (null: none). */
export function precedingLinks(questions: readonly LinkSummary[]): Map<number, number | null> {
  const byPosition = new Map(questions.map((q) => [q.position, q.id]));
  return new Map(questions.map((q) => [q.id, q.preceding_question_position === null ? null : (byPosition.get(q.preceding_question_position) ?? null)]));
}

/** A new question has no id yet: nothing can lead back to it. */
export const UNSAVED_ID = -1;

/** The message for choosing `preceding` as the question `id` follows, or null. */
export function precedingError(questions: readonly LinkSummary[], id: number | null, preceding: number | null): string | null {
  return precedingQuestionError(precedingLinks(questions), id ?? UNSAVED_ID, preceding);
}
