// The seven question types of spec §3, each with an icon and its name.
import { Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowsLeftRight,
  IconArrowsSort,
  IconCategory,
  IconCircleCheck,
  IconCircleDot,
  IconCursorText,
  IconStack2,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '../../../../domain/schemas/questions.ts';

const icons: Record<QuestionType, Icon> = {
  multiple_choice: IconCircleDot,
  exact_value: IconCursorText,
  categorise: IconCategory,
  correct_order: IconArrowsSort,
  grouped_choices: IconStack2,
  matching_choices: IconArrowsLeftRight,
  true_or_false: IconCircleCheck,
};

export function QuestionTypeLabel({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  const TypeIcon = icons[type];
  return (
    <Group gap={6} wrap="nowrap" data-testid="question-type">
      <ThemeIcon variant="light" color="indigo" size={24} radius="md" aria-hidden>
        <TypeIcon size={14} />
      </ThemeIcon>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(`topics.content.question_types.${type}`)}
      </Text>
    </Group>
  );
}
