// One extracted question in Review: its number in the paper, rendered as the editor renders
// a question read-only (QuestionPreview), its §5 problems by part ("Answer b: …"), Keep or
// Drop, and Edit (the editor's form in a modal, saving nothing until Done). A dropped question
// stays listed, dimmed and folded, so it can be kept again.
import { Alert, Badge, Box, Button, Group, List, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, QuestionPreview } from '../../questions/index.ts';
import type { Problem, ReviewItem } from '../review.ts';

const translated = (t: TFunction, message: string) => (/^validation\.[a-z_]+$/.test(message) ? t(message) : message);

export function ProblemList({ item, problems }: { item: ReviewItem; problems: readonly Problem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="sm" data-testid="question-problems" title={t('document_import.review.problems_title', { count: problems.length })}>
      <List size="sm" spacing={2} styles={{ itemLabel: { minWidth: 0, overflowWrap: 'anywhere' } }}>
        {problems.map(({ path, message }) => (
          <List.Item key={`${path}:${message}`}>
            {item.doc && path ? `${fieldLabel(path, item.doc, t)}: ` : ''}
            {translated(t, message)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

type Props = {
  item: ReviewItem;
  index: number;
  problems: readonly Problem[];
  onKeep: (key: string, kept: boolean) => void;
  onEdit: (key: string) => void;
  disabled: boolean;
};

export const ReviewQuestion = memo(function ReviewQuestion({ item, index, problems, onKeep, onEdit, disabled }: Props) {
  const { t } = useTranslation();
  const title = item.number !== null ? t('document_import.review.question_number', { number: item.number }) : t('document_import.review.question_position', { number: index + 1 });
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-testid="review-question"
      data-key={item.key}
      data-kept={item.kept}
      component="article"
      aria-label={title}
      style={{ opacity: item.kept ? 1 : 0.6, background: item.kept ? undefined : 'var(--mantine-color-gray-0)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="sm">
              {title}
            </Text>
            {item.edited && (
              <Badge variant="light" color="blue" tt="none">
                {t('document_import.review.edited')}
              </Badge>
            )}
            {!item.answerFound && (
              <Badge variant="light" color="orange" tt="none">
                {t('document_import.review.no_key')}
              </Badge>
            )}
            {item.kept && problems.length === 0 && (
              <Badge variant="light" color="teal" tt="none">
                {t('document_import.review.ready')}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <SegmentedControl
              size="xs"
              value={item.kept ? 'keep' : 'drop'}
              onChange={(value) => onKeep(item.key, value === 'keep')}
              disabled={disabled}
              aria-label={t('document_import.review.keep_or_drop', { question: title })}
              data={[
                { value: 'keep', label: t('document_import.review.keep') },
                { value: 'drop', label: t('document_import.review.drop') },
              ]}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => onEdit(item.key)}
              disabled={disabled || item.doc === null}
              aria-label={t('document_import.review.edit_named', { question: title })}
              data-edit-button
            >
              {t('document_import.review.edit')}
            </Button>
          </Group>
        </Group>
        {item.kept ? (
          <>
            <ProblemList item={item} problems={problems} />
            {item.doc ? (
              <Box style={{ minWidth: 0 }}>
                <QuestionPreview doc={item.doc} />
              </Box>
            ) : (
              <Text size="sm" c="dimmed">
                {t('document_import.review.unreadable')}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="dropped-note">
            {t('document_import.review.dropped')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
});
