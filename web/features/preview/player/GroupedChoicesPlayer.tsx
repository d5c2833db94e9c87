// Grouped choices: one radio group per group, its name as the group's label.
// Once checked, each group carries its mark; the choices stay readable (read-only, not greyed).
import { Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { learnerGroups } from '../../../../domain/rules/answerCheck.ts';
import { LetteredAnswer, MarkOf, type TypeProps, lockedRadioStyles } from './parts.tsx';
import { listSeed, maybeShuffled } from './shuffle.ts';

type Grouped = TypeProps<{ type: 'grouped_choices'; chosen: Record<string, string | null> }>;

export function GroupedChoicesPlayer({ question, response, onChange, result, shuffle, seed }: Grouped) {
  const { t } = useTranslation();
  const locked = result !== null;
  const groups = useMemo(
    () => learnerGroups(question).map(({ group, answers }) => ({ group, answers: maybeShuffled(answers, shuffle, listSeed(seed, question.id, `group:${group.key}`)) })),
    [question, shuffle, seed],
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('player.grouped.help')}
      </Text>
      {groups.map(({ group, answers }) => (
        <Paper key={group.key} withBorder radius="md" p="sm" data-testid={`group-${group.key}`}>
          <Radio.Group
            label={
              <Group gap="sm" component="span" wrap="nowrap">
                <span>{group.name}</span>
              </Group>
            }
            value={response.chosen[group.key] ?? null}
            onChange={(value) => !locked && onChange({ ...response, chosen: { ...response.chosen, [group.key]: value } })}
            readOnly={locked}
          >
            <Stack gap="xs" mt="xs">
              {answers.map((answer, i) => (
                <Radio
                  key={answer.key}
                  value={answer.key}
                  styles={locked ? lockedRadioStyles : undefined}
                  label={<LetteredAnswer answer={answer} index={i} />}
                />
              ))}
            </Stack>
          </Radio.Group>
          {result && (
            <Group mt="xs">
              <MarkOf result={result} partKey={group.key} />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
