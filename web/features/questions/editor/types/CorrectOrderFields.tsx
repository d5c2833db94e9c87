// Correct order (spec §3): items listed in the order that is correct; learners get them
// shuffled. Reordered by dragging or with the keyboard; at least two valid items.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANSWER_TYPES_OF } from '../../model/types.ts';
import { newPartKey } from '../editing.ts';
import { AnswerList, blankAnswer } from '../parts/AnswerList.tsx';

export function CorrectOrderFields() {
  const { t } = useTranslation();
  const nameOf = (index: number) => t('questions.item_named', { number: index + 1 });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('questions.correct_order.help')}
      </Text>
      <AnswerList
        marker={(index) => String(index + 1)}
        nameOf={nameOf}
        types={ANSWER_TYPES_OF.correct_order}
        newAnswer={() => blankAnswer(newPartKey())}
        addLabel={t('questions.add_item')}
        placeholder={t('questions.item_placeholder')}
        minRows={2}
      />
    </Stack>
  );
}
