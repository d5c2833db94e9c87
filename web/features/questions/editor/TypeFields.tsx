// The parts of each question type.
import type { QuestionType } from '../../../../domain/schemas/questions.ts';
import { CategoriseFields } from './types/CategoriseFields.tsx';
import { CorrectOrderFields } from './types/CorrectOrderFields.tsx';
import { ExactValueFields } from './types/ExactValueFields.tsx';
import { GroupedChoicesFields } from './types/GroupedChoicesFields.tsx';
import { MatchingFields } from './types/MatchingFields.tsx';
import { MultipleChoiceFields } from './types/MultipleChoiceFields.tsx';
import { TrueFalseFields } from './types/TrueFalseFields.tsx';

export function TypeFields({ type }: { type: QuestionType }) {
  switch (type) {
    case 'multiple_choice':
      return <MultipleChoiceFields />;
    case 'true_or_false':
      return <TrueFalseFields />;
    case 'exact_value':
      return <ExactValueFields />;
    case 'categorise':
      return <CategoriseFields />;
    case 'correct_order':
      return <CorrectOrderFields />;
    case 'grouped_choices':
      return <GroupedChoicesFields />;
    case 'matching_choices':
      return <MatchingFields />;
  }
}
