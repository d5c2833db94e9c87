// The questions that use this passage (their passage_id), from the topic reply, each a link
// to its editor. Questions are linked to a passage from the question editor.
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestionSummary } from '../../../../domain/schemas/questions.ts';
import { editorPaths } from '../../../components/editor/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { MathText } from '../../../components/math/index.ts';

type Props = {
  passageId: number | null;
  /** All questions of the topic, by position. */
  questions: readonly Pick<QuestionSummary, 'id' | 'position' | 'content' | 'passage_id'>[];
};

export function LinkedQuestions({ passageId, questions }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ordered = [...questions].sort((a, b) => a.position - b.position || a.id - b.id);
  const linked = passageId === null ? [] : ordered.filter((q) => q.passage_id === passageId);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="linked-questions">
      <Stack gap="sm">
        <Group gap="xs">
          <IconLink size={18} color="var(--mantine-color-pena-7)" />
          <Title order={3} size="h4">
            {t('passages.linked_title')}
          </Title>
          <Badge variant="light" radius="sm">
            {linked.length}
          </Badge>
        </Group>
        {linked.length === 0 ? (
          <Text size="sm" c="dimmed">
            {passageId === null ? t('passages.linked_after_save') : t('passages.linked_empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {linked.map((question) => {
              const number = ordered.indexOf(question) + 1;
              return (
                <li key={question.id}>
                  <Anchor component={Link} to={editorPaths.item(language, 'questions', question.id)} size="sm" fw={600}>
                    {t('editor.question_number', { number })}
                  </Anchor>
                  {question.content && (
                    <Text component="span" size="sm" c="dimmed" ml={8} lineClamp={1} style={{ display: 'inline' }}>
                      <MathText inline>{question.content}</MathText>
                    </Text>
                  )}
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
