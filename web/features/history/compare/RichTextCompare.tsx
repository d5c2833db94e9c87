// Two versions of rich text side by side (stacked on a phone), what is gone marked on the
// older and what is new on the newer, each rendered as learners see it: math by KaTeX,
// tables as tables, images shown (RichTextView). `DiffSide` is one side of any comparison.
import { Box, SimpleGrid, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/richText/index.ts';
import { compareRichText, type DiffLabels } from '../diff/compareRichText.ts';
import classes from './compare.module.css';

/** The words screen readers hear before each mark, in the screen's language. */
export function useDiffLabels(): DiffLabels {
  const { t } = useTranslation();
  return useMemo(() => ({ inserted: t('history.inserted'), deleted: t('history.deleted') }), [t]);
}

/** One side of a comparison: HTML with its marks, or "Empty". */
export const DiffSide = memo(function DiffSide({ html, testId }: { html: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.side} data-testid={testId}>
      {html ? (
        <RichTextView html={html} className={classes.diff} />
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('history.empty_field')}
        </Text>
      )}
    </Box>
  );
});

/** A caption over one side, shown only where the sides stack (their column headings say it elsewhere). */
export function StackedCaption({ children }: { children: ReactNode }) {
  return (
    <Box fz="xs" c="dimmed" fw={600} hiddenFrom="sm" mb={4}>
      {children}
    </Box>
  );
}

type Props = {
  before: string;
  after: string;
  /** What each side is ("Published version", "Current draft"); "Older" and "Newer" otherwise. */
  beforeCaption?: ReactNode;
  afterCaption?: ReactNode;
};

/** Compares two rich texts and shows them side by side; the comparison runs once per pair of texts. */
export function RichTextCompare({ before, after, beforeCaption, afterCaption }: Props) {
  const { t } = useTranslation();
  const labels = useDiffLabels();
  const result = useMemo(() => compareRichText(before, after, labels), [before, after, labels]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="rich-text-compare" data-changed={result.changed}>
      <Box miw={0}>
        <Box fz="xs" c="dimmed" fw={600} mb={4}>
          {beforeCaption ?? t('history.older')}
        </Box>
        <DiffSide html={result.before} testId="compare-before" />
      </Box>
      <Box miw={0}>
        <Box fz="xs" c="dimmed" fw={600} mb={4}>
          {afterCaption ?? t('history.newer')}
        </Box>
        <DiffSide html={result.after} testId="compare-after" />
      </Box>
    </SimpleGrid>
  );
}
