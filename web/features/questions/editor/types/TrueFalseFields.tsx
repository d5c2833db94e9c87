// True or false (spec §5): the two answers are the fixed words True and False (stored in
// English, shown in the interface language); the teacher picks the correct one.
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { defaultParts } from '../../../../../domain/rules/questionDefaults.ts';
import { comparableText } from '../../../../../domain/rules/text.ts';
import { useDocValue, useFieldErrors, useQuestionEditing } from '../editing.ts';
import { ListError } from '../parts/PartRow.tsx';

export function TrueFalseFields() {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const error = useFieldErrors();
  const answers = useDocValue('answers');
  const correctIndex = answers.findIndex((a) => a.correct);
  const wordOf = (content: string) => (comparableText(content) === 'true' ? 'true' : comparableText(content) === 'false' ? 'false' : null);

  const choose = (value: string) => {
    const index = Number(value);
    editing.patch({ answers: editing.getValues().answers.map((a, i) => ({ ...a, correct: i === index })) });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('questions.true_or_false.help')}
      </Text>
      <Radio.Group value={correctIndex >= 0 ? String(correctIndex) : null} onChange={choose} aria-label={t('questions.true_or_false.pick')} data-path="answers">
        <Group gap="md" grow>
          {answers.map((answer, index) => {
            const word = wordOf(answer.content);
            const selected = index === correctIndex;
            const label = word ? t(`questions.true_or_false.${word}`) : answer.content;
            return (
              <Radio.Card key={answer.key} value={String(index)} aria-label={label} radius="md" p="md" withBorder data-testid={`tf-${word ?? index}`} style={selected ? { borderColor: 'var(--mantine-color-teal-6)', background: 'var(--mantine-color-teal-0)' } : undefined}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator color="teal" />
                  {word === 'true' ? <IconCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden /> : <IconX size={20} color="var(--mantine-color-red-7)" aria-hidden />}
                  <Stack gap={0}>
                    <Text fw={600}>{label}</Text>
                    <Text size="xs" c={selected ? 'teal.9' : 'dimmed'}>
                      {selected ? t('questions.true_or_false.is_correct') : t('questions.true_or_false.mark_correct')}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </Group>
      </Radio.Group>
      <ListError message={error('answers')} testId="answers-error" />
      {(answers.length !== 2 || !answers.every((a) => wordOf(a.content))) && (
        <Group>
          <Button size="xs" variant="light" onClick={() => editing.patch({ answers: defaultParts('true_or_false').answers })}>
            {t('questions.true_or_false.restore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
