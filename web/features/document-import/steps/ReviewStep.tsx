// Step 3, Review (spec §2 "Import from document, AI flow: Upload, Processing, Review", §4
// "Document import steps", §5): every extracted question as the editor renders it, with its §5
// problems marked, in the paper's order, a shared passage shown above its questions; Keep or
// Drop and Edit on each; "N kept of M"; Finish import, which says why it waits while a kept
// question has a problem (or none is kept) and sends the kept ones as edited, all or nothing.
import { Alert, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBook2 } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentExtraction } from '../../../../domain/schemas/documents.ts';
import { FINISH_BAR_ROOM, FinishBar } from '../../../components/importSteps/index.ts';
import { MathText } from '../../../components/math/index.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import type { ImportFailure } from '../../../components/importSteps/index.ts';
import { finishBlocker, groupByPassage, problemsOf, reviewCounts } from '../review.ts';
import type { Problem, ReviewItem } from '../review.ts';
import { PointsForAll } from './PointsForAll.tsx';
import { ReviewQuestion } from './ReviewQuestion.tsx';
import classes from './ReviewStep.module.css';
import { useReviewEditing } from './useReviewEditing.tsx';

type Props = {
  topicId: number;
  extraction: DocumentExtraction;
  items: ReviewItem[];
  onItemsChange: (update: (items: ReviewItem[]) => ReviewItem[]) => void;
  pointsEnabled: boolean;
  finishing: boolean;
  failure: ImportFailure | null;
  /** A refused finish's problems by question key (the server's words). */
  serverProblems: ReadonlyMap<string, Problem[]>;
  onFinish: () => void;
};

export function ReviewStep({ topicId, extraction, items, onItemsChange, pointsEnabled, finishing, failure, serverProblems, onFinish }: Props) {
  const { t } = useTranslation();
  const counts = reviewCounts(items, pointsEnabled);
  const blocker = finishBlocker(counts);
  const groups = useMemo(() => groupByPassage(items, extraction.passages), [items, extraction.passages]);
  const positions = useMemo(() => new Map(items.map((item, i) => [item.key, i])), [items]);

  const keep = useCallback((key: string, kept: boolean) => onItemsChange((all) => all.map((i) => (i.key === key ? { ...i, kept } : i))), [onItemsChange]);
  const titleOf = (item: ReviewItem) =>
    item.number !== null ? t('document_import.review.question_number', { number: item.number }) : t('document_import.review.question_position', { number: (positions.get(item.key) ?? 0) + 1 });
  const editing = useReviewEditing({ topicId, items, onItemsChange, pointsEnabled, titleOf });

  const problemsFor = (item: ReviewItem) => [...problemsOf(item, pointsEnabled), ...(item.revised ? [] : (serverProblems.get(item.key) ?? []))];

  return (
    <Stack gap="lg" pb={FINISH_BAR_ROOM}>
      <Stack gap={4}>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {t('document_import.review.title', { name: extraction.file_name || t('document_import.review.your_document') })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('document_import.review.help')}
        </Text>
      </Stack>

      {items.length === 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('document_import.failure.no_questions')}
        </Alert>
      )}

      <PointsForAll items={items} onItemsChange={onItemsChange} pointsEnabled={pointsEnabled} disabled={finishing} />

      {groups.map((group) => {
        const list = group.items.map((item) => (
          <ReviewQuestion
            key={item.key}
            item={item}
            index={positions.get(item.key) ?? 0}
            problems={item.kept ? problemsFor(item) : []}
            onKeep={keep}
            onEdit={editing.edit}
            disabled={finishing}
          />
        ));
        if (!group.passage) return <Stack key={`q-${group.items[0]!.key}`} gap="md">{list}</Stack>;
        return (
          <Paper key={`p-${group.passage.key}-${group.items[0]!.key}`} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.passage} data-testid="review-passage">
            <Stack gap="md">
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap">
                  <IconBook2 size={18} aria-hidden color="var(--mantine-color-pena-7)" style={{ flexShrink: 0 }} />
                  <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <MathText inline>{group.passage.title || t('document_import.review.passage')}</MathText>
                  </Text>
                </Group>
                <Box className={classes.passageText}>
                  <RichTextView html={group.passage.content_html} />
                </Box>
              </Stack>
              {list}
            </Stack>
          </Paper>
        );
      })}

      <FinishBar prefix="document_import.review" counts={counts} blocker={blocker} finishing={finishing} failure={failure} onFinish={onFinish} />

      {editing.modal}
    </Stack>
  );
}
