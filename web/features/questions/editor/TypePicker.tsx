// The seven question types with a short description each. A new question shows them all;
// an existing one shows its type with a Change button. Changing the type of a question that
// has content asks first (spec §4): answers, categories and groups are cleared.
import { Button, Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowsSort,
  IconCategory,
  IconCircleCheck,
  IconForms,
  IconLayoutList,
  IconListCheck,
  IconArrowsLeftRight,
} from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '../../../../domain/schemas/questions.ts';
import { ConfirmModal } from '../../../components/feedback/index.ts';
import { PICKER_ORDER } from '../model/types.ts';

export const TYPE_ICONS = {
  multiple_choice: IconListCheck,
  true_or_false: IconCircleCheck,
  exact_value: IconForms,
  categorise: IconCategory,
  correct_order: IconArrowsSort,
  grouped_choices: IconLayoutList,
  matching_choices: IconArrowsLeftRight,
} as const;

type Props = {
  value: QuestionType;
  /** The question has answers, categories or groups a change would clear. */
  hasContent: boolean;
  /** Start with the whole picker open (a new question). */
  initiallyOpen: boolean;
  onChange: (type: QuestionType) => void;
};

export const TypePicker = memo(function TypePicker({ value, hasContent, initiallyOpen, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const [asking, setAsking] = useState<QuestionType | null>(null);
  const Icon = TYPE_ICONS[value];

  const choose = (next: QuestionType) => {
    if (next === value) return;
    if (hasContent) setAsking(next);
    else onChange(next);
  };

  return (
    <>
      {open ? (
        <Radio.Group value={value} onChange={(next) => choose(next as QuestionType)} label={t('questions.type.label')} description={t('questions.type.help')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
            {PICKER_ORDER.map((type) => {
              const TypeIcon = TYPE_ICONS[type];
              const selected = type === value;
              return (
                <Radio.Card
                  key={type}
                  value={type}
                  radius="md"
                  p="sm"
                  withBorder
                  data-testid={`type-${type}`}
                  style={selected ? { borderColor: 'var(--mantine-color-blue-6)', background: 'var(--mantine-color-blue-0)' } : undefined}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    {/* The chosen type is marked by the radio's dot too, not by colour alone (WCAG 1.4.1). */}
                    <Radio.Indicator mt={8} />
                    <ThemeIcon variant={selected ? 'filled' : 'light'} radius="md" size={34}>
                      <TypeIcon size={20} />
                    </ThemeIcon>
                    <Stack gap={2} miw={0}>
                      <Text fw={600} size="sm">
                        {t(`questions.types.${type}`)}
                      </Text>
                      <Text size="xs" c="dimmed" lh={1.35}>
                        {t(`questions.type_help.${type}`)}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon variant="light" radius="md" size={38}>
              <Icon size={22} />
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Text size="xs" c="dimmed">
                {t('questions.type.label')}
              </Text>
              <Text fw={600} data-testid="current-type">
                {t(`questions.types.${value}`)}
              </Text>
            </Stack>
          </Group>
          <Button variant="default" size="xs" onClick={() => setOpen(true)}>
            {t('questions.type.change')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={asking !== null}
        title={t('questions.type.confirm_title')}
        confirmLabel={t('questions.type.confirm')}
        tone="danger"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onChange(asking);
          setAsking(null);
        }}
      >
        {t('questions.type.confirm_body', { from: t(`questions.types.${value}`), to: asking ? t(`questions.types.${asking}`) : '' })}
      </ConfirmModal>
    </>
  );
});
