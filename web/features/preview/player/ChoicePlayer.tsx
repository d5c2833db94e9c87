// Multiple choice and true/false (the learner chooses): a radio group when one
// answer is correct, checkboxes when several are; true/false as two pressable buttons. Once
// checked, each chosen answer carries its mark and the answers stay readable (not greyed out):
// the inputs stay enabled and marked read-only, and their changes are ignored until "Try again".
import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSeveralCorrect, learnerAnswers, trueFalseValue } from '../../../../domain/rules/answerCheck.ts';
import { LetteredAnswer, PartMark, type TypeProps, lockedCheckboxStyles, lockedRadioStyles } from './parts.tsx';
import { listSeed, maybeShuffled } from './shuffle.ts';

type MultipleChoice = TypeProps<{ type: 'multiple_choice'; chosen: string[] }>;

export function MultipleChoicePlayer({ question, response, onChange, result, shuffle, seed }: MultipleChoice) {
  const { t } = useTranslation();
  const answers = useMemo(() => maybeShuffled(learnerAnswers(question), shuffle, listSeed(seed, question.id, 'answers')), [question, shuffle, seed]);
  const several = hasSeveralCorrect(question);
  const locked = result !== null;
  const rows = answers.map((answer, i) => {
    const label = <LetteredAnswer answer={answer} index={i} />;
    const chosen = response.chosen.includes(answer.key);
    const control = several ? (
      <Checkbox
        value={answer.key}
        label={label}
        checked={chosen}
        readOnly={locked}
        aria-readonly={locked || undefined}
        styles={locked ? lockedCheckboxStyles : undefined}
        onChange={(event) => {
          if (locked) return;
          const checked = event.currentTarget.checked;
          onChange({ ...response, chosen: checked ? [...response.chosen, answer.key] : response.chosen.filter((k) => k !== answer.key) });
        }}
      />
    ) : (
      <Radio value={answer.key} label={label} styles={locked ? lockedRadioStyles : undefined} />
    );
    return (
      <Group key={answer.key} justify="space-between" wrap="nowrap" align="flex-start" data-testid={`answer-${answer.key}`}>
        {control}
        {result && chosen && <PartMark right={result.parts[answer.key] ?? false} />}
      </Group>
    );
  });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={`choice-help-${question.id}`}>
        {several ? t('player.choice.several') : t('player.choice.one')}
      </Text>
      {several ? (
        <Stack gap="sm" role="group" aria-labelledby={`choice-help-${question.id}`}>
          {rows}
        </Stack>
      ) : (
        <Radio.Group
          value={response.chosen[0] ?? null}
          onChange={(value) => !locked && onChange({ ...response, chosen: [value] })}
          readOnly={locked}
          aria-labelledby={`choice-help-${question.id}`}
        >
          <Stack gap="sm">{rows}</Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}

type TrueFalse = TypeProps<{ type: 'true_or_false'; chosen: string | null }>;

export function TrueFalsePlayer({ question, response, onChange, result }: TrueFalse) {
  const { t } = useTranslation();
  const locked = result !== null;
  // True first, then False, whatever the stored order.
  const answers = learnerAnswers(question)
    .filter((a) => trueFalseValue(a) !== null)
    .sort((a, b) => (trueFalseValue(a) === 'true' ? -1 : 0) - (trueFalseValue(b) === 'true' ? -1 : 0));
  return (
    <Stack gap="xs">
      <Group gap="sm" role="group" aria-label={t('player.true_or_false.label')}>
        {answers.map((answer) => {
          const chosen = response.chosen === answer.key;
          return (
            <Group key={answer.key} gap="xs" wrap="nowrap" data-testid={`answer-${answer.key}`}>
              <Button
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                // Once checked, the other answer is no choice any more, yet still reads clearly.
                aria-disabled={(locked && !chosen) || undefined}
                style={locked ? { cursor: 'default' } : undefined}
                onClick={() => !locked && onChange({ ...response, chosen: answer.key })}
                miw={120}
              >
                {trueFalseValue(answer) === 'true' ? t('player.true_or_false.true') : t('player.true_or_false.false')}
              </Button>
              {result && chosen && <PartMark right={result.parts[answer.key] ?? false} />}
            </Group>
          );
        })}
      </Group>
    </Stack>
  );
}
