// Matching (the learner matches premises to responses): a select per premise listing every
// response (the additional ones too), shuffled always, since responses are stored in the
// order of their premises; the responses show their math (MathSelect). A premise with several
// responses gets as many selects. Once checked, each premise carries its mark beside its
// select, which stays readable (locked, not greyed).
import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expectedResponses, learnerPremises, learnerResponses } from '../../../../domain/rules/answerCheck.ts';
import { htmlToText } from '../../../../domain/rules/text.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import { MathSelect } from './MathSelect.tsx';
import { MarkOf, type TypeProps } from './parts.tsx';
import { listSeed, shuffled } from './shuffle.ts';

type Matching = TypeProps<{ type: 'matching_choices'; matches: Record<string, string[]> }>;

export function MatchingPlayer({ question, response, onChange, result, seed }: Matching) {
  const { t } = useTranslation();
  const premises = learnerPremises(question);
  const choices = useMemo(
    () => shuffled(learnerResponses(question), listSeed(seed, question.id, 'responses')).map((r) => ({ value: r.key, label: htmlToText(r.content) })),
    [question, seed],
  );
  const setSlot = (premiseKey: string, slots: number, slot: number, value: string) => {
    const current = Array.from({ length: slots }, (_, i) => response.matches[premiseKey]?.[i] ?? '');
    current[slot] = value;
    onChange({ ...response, matches: { ...response.matches, [premiseKey]: current } });
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('player.matching.help')}
      </Text>
      {premises.map((premise, i) => {
        const slots = Math.max(1, expectedResponses(question, premise.key).length);
        const labelId = `premise-${question.id}-${premise.key}`;
        return (
          <Paper key={premise.key} withBorder radius="md" p="sm" data-testid={`premise-${premise.key}`}>
            <Group gap="sm" align="flex-start" wrap="wrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text fw={600} aria-hidden>
                  {i + 1}.
                </Text>
                <div id={labelId} style={{ minWidth: 0 }}>
                  <RichTextView html={premise.content} />
                </div>
              </Group>
              <Stack gap={6} style={{ flex: '1 1 220px' }}>
                {Array.from({ length: slots }, (_, slot) => (
                  <MathSelect
                    key={slot}
                    aria-labelledby={slots > 1 ? `${labelId} ${labelId}-slot-${slot}` : labelId}
                    choices={choices}
                    placeholder={t('player.matching.choose')}
                    value={response.matches[premise.key]?.[slot] || null}
                    locked={result !== null}
                    onChange={(value) => setSlot(premise.key, slots, slot, value ?? '')}
                    leftSection={
                      slots > 1 ? (
                        <>
                          <Text size="xs" aria-hidden>
                            {slot + 1}
                          </Text>
                          <VisuallyHidden id={`${labelId}-slot-${slot}`}>{t('player.matching.slot', { n: slot + 1 })}</VisuallyHidden>
                        </>
                      ) : undefined
                    }
                  />
                ))}
              </Stack>
              <MarkOf result={result} partKey={premise.key} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
