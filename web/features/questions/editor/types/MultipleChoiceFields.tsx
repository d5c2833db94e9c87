// Multiple choice (spec §5): lettered answers of any kind, one or more marked correct; at
// least one valid answer and one valid correct answer, no duplicates.
import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answerLetter } from '../../../../../domain/rules/answers.ts';
import { ANSWER_TYPES_OF } from '../../model/types.ts';
import { newPartKey, useDocValue, useQuestionEditing } from '../editing.ts';
import { AnswerList, blankAnswer } from '../parts/AnswerList.tsx';

export function MultipleChoiceFields() {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const answers = useDocValue('answers');
  const nameOf = (index: number) => t('questions.answer_named', { letter: answerLetter(index) });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('questions.multiple_choice.help')}
      </Text>
      <AnswerList
        marker={answerLetter}
        nameOf={nameOf}
        types={ANSWER_TYPES_OF.multiple_choice}
        newAnswer={() => blankAnswer(newPartKey())}
        addLabel={t('questions.add_answer')}
        highlighted={(a) => a.correct}
        correct={(answer, index) => (
          <Checkbox
            mt={6}
            checked={answer.correct}
            onChange={(event) => editing.set(`answers.${index}.correct`, event.currentTarget.checked)}
            aria-label={t('questions.correct_named', { name: nameOf(index) })}
            title={t('questions.correct')}
            color="teal"
          />
        )}
      />
      {answers.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('questions.multiple_choice.correct_hint')}
        </Text>
      )}
    </Stack>
  );
}
