// Categorise (the learner sorts items into categories): each item has a category select whose
// categories show their math (MathSelect), and the categories show what has been put into
// them. Once checked, each item carries its mark beside its select, which stays readable
// (locked, not greyed).
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { learnerAnswers, learnerCategories } from '../../../../domain/rules/answerCheck.ts';
import { MathText } from '../../../components/math/index.ts';
import { MathSelect } from './MathSelect.tsx';
import { AnswerContent, MarkOf, type TypeProps } from './parts.tsx';
import { listSeed, maybeShuffled } from './shuffle.ts';

type Categorise = TypeProps<{ type: 'categorise'; placed: Record<string, string | null> }>;

export function CategorisePlayer({ question, response, onChange, result, shuffle, seed }: Categorise) {
  const { t } = useTranslation();
  const categories = learnerCategories(question);
  const answers = useMemo(() => {
    const known = new Set(learnerCategories(question).map((c) => c.key));
    const sortable = learnerAnswers(question).filter((a) => a.category_key !== null && known.has(a.category_key));
    return maybeShuffled(sortable, shuffle, listSeed(seed, question.id, 'answers'));
  }, [question, shuffle, seed]);
  const numberOf = new Map(answers.map((a, i) => [a.key, i + 1]));
  const choices = categories.map((c) => ({ value: c.key, label: c.name }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('player.categorise.help')}
      </Text>
      <Stack gap="sm">
        {answers.map((answer, i) => (
          <Group key={answer.key} gap="sm" align="flex-end" wrap="wrap" data-testid={`answer-${answer.key}`}>
            <MathSelect
              style={{ flex: 1, minWidth: 220 }}
              label={<AnswerContent answer={answer} n={i + 1} />}
              choices={choices}
              placeholder={t('player.categorise.choose')}
              value={response.placed[answer.key] ?? null}
              locked={result !== null}
              onChange={(value) => onChange({ ...response, placed: { ...response.placed, [answer.key]: value } })}
            />
            <MarkOf result={result} partKey={answer.key} />
          </Group>
        ))}
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(3, Math.max(1, categories.length)) }} spacing="sm" aria-label={t('player.categorise.categories')}>
        {categories.map((category) => {
          const placed = answers.filter((a) => response.placed[a.key] === category.key);
          return (
            <Paper key={category.key} withBorder radius="md" p="sm" data-testid={`category-${category.key}`}>
              <Text fw={600} size="sm" mb={4}>
                <MathText inline text={category.name} />
              </Text>
              {placed.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('player.categorise.empty')}
                </Text>
              ) : (
                <Stack gap={4}>
                  {placed.map((a) => (
                    <AnswerContent key={a.key} answer={a} n={numberOf.get(a.key) ?? 0} />
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
