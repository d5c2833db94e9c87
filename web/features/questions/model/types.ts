// The seven question types as the editor offers them (spec §3): their order in the picker,
// and which kinds of answer each type takes (text, equation, image).
import type { AnswerType, QuestionType } from '../../../../domain/schemas/questions.ts';

/** Picker order: the most used first. */
export const PICKER_ORDER: readonly QuestionType[] = [
  'multiple_choice',
  'true_or_false',
  'exact_value',
  'categorise',
  'correct_order',
  'grouped_choices',
  'matching_choices',
];

/**
 * Answer kinds per type. Exact values are typed by learners, so they are text; true/false
 * answers are the fixed words; matching premises and responses are rich text of their own.
 */
export const ANSWER_TYPES_OF: Record<QuestionType, readonly AnswerType[]> = {
  multiple_choice: ['text', 'equation', 'image'],
  true_or_false: ['text'],
  exact_value: ['text'],
  categorise: ['text', 'equation', 'image'],
  correct_order: ['text', 'equation', 'image'],
  grouped_choices: ['text', 'equation', 'image'],
  matching_choices: [],
};
