// Step 3, Review (spec §5): the file's format, the items it could not carry ("Not imported",
// with the reason for each), and every question as the editor renders it, with its §5 problems,
// Keep or Drop and Edit (the document import's review parts). A file may hold thousands of
// questions: the list is virtualised over the window's scroll (only the questions near the view
// are in the page), can show only those with problems or the dropped ones, and Keep all / Drop
// all act on what it shows. "Give these points to all" fills missing points in one go. Finish
// import waits while a kept question has a problem, and sends the kept ones.
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterchangeExtraction } from '../../../../domain/schemas/interchange.ts';
import { FINISH_BAR_ROOM, FinishBar } from '../../../components/importSteps/index.ts';
import { finishBlocker, PointsForAll, ReviewQuestion, useReviewEditing } from '../../document-import/index.ts';
import type { Problem, ReviewItem } from '../../document-import/index.ts';
import type { ImportFailure } from '../../../components/importSteps/index.ts';
import { countsOf, filtered, keepMany, problemCache, REVIEW_FILTERS } from '../review.ts';
import type { InterchangeItem, ReviewFilter } from '../review.ts';
import { SkippedList } from './SkippedList.tsx';

type Props = {
  topicId: number;
  extraction: InterchangeExtraction;
  items: InterchangeItem[];
  onItemsChange: (update: (items: InterchangeItem[]) => InterchangeItem[]) => void;
  pointsEnabled: boolean;
  finishing: boolean;
  failure: ImportFailure | null;
  /** A refused finish's problems by question key (the server's words). */
  serverProblems: ReadonlyMap<string, Problem[]>;
  onFinish: () => void;
};

/** A question's height before it is measured: a stem and four answers. */
const ESTIMATED_HEIGHT = 280;
const GAP = 16;

export function ReviewStep({ topicId, extraction, items, onItemsChange, pointsEnabled, finishing, failure, serverProblems, onFinish }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const problemsOf = useMemo(() => problemCache(pointsEnabled), [pointsEnabled]);
  const problemsFor = useCallback(
    (item: ReviewItem) => [...problemsOf(item), ...(item.revised ? [] : (serverProblems.get(item.key) ?? []))],
    [problemsOf, serverProblems],
  );
  const counts = countsOf(items, problemsFor);
  const blocker = finishBlocker(counts);
  const shown = useMemo(() => filtered(items, filter, problemsFor), [items, filter, problemsFor]);
  const positions = useMemo(() => new Map(items.map((item, i) => [item.key, i])), [items]);
  const filterCounts: Record<ReviewFilter, number> = {
    all: items.length,
    problems: counts.keptWithProblems,
    dropped: items.length - counts.kept,
  };

  const keep = useCallback((key: string, kept: boolean) => onItemsChange((all) => keepMany(all, new Set([key]), kept)), [onItemsChange]);
  const keepShown = (kept: boolean) => {
    const keys = new Set(shown.map((i) => i.key));
    onItemsChange((all) => keepMany(all, keys, kept));
  };
  const titleOf = (item: InterchangeItem) => t('document_import.review.question_number', { number: item.number ?? (positions.get(item.key) ?? 0) + 1 });
  const editing = useReviewEditing({ topicId, items, onItemsChange, pointsEnabled, titleOf });

  // The list's distance from the page's top, for the window's scroll: what is above it (the
  // skipped list's pages, the points panel) changes its place.
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
      setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    measure();
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: () => ESTIMATED_HEIGHT + GAP,
    getItemKey: (index) => shown[index]!.key,
    overscan: 3,
    scrollMargin,
  });

  return (
    <Stack gap="lg" pb={FINISH_BAR_ROOM}>
      <Stack gap={4}>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {t('interchange.review.title', { name: extraction.file_name || t('interchange.review.your_file') })}
        </Title>
        <Text size="sm" data-testid="file-format">
          {t('interchange.review.format', { format: t(`interchange.formats.${extraction.format}`) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('interchange.review.help')}
        </Text>
      </Stack>

      {extraction.imported && (
        <Alert color="teal" variant="light" data-testid="already-imported">
          {t('interchange.review.already_imported', { count: extraction.imported.question_ids.length })}
        </Alert>
      )}

      <SkippedList skipped={extraction.skipped} />

      {items.length === 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('interchange.failure.no_questions')}
        </Alert>
      )}

      <PointsForAll items={items} onItemsChange={onItemsChange} pointsEnabled={pointsEnabled} disabled={finishing} />

      {items.length > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap" data-testid="review-toolbar">
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(value) => setFilter(REVIEW_FILTERS.find((f) => f === value) ?? 'all')}
            aria-label={t('interchange.review.filter_label')}
            data={REVIEW_FILTERS.map((value) => ({ value, label: t(`interchange.review.filter.${value}`, { count: filterCounts[value] }) }))}
          />
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => keepShown(true)} disabled={finishing || shown.length === 0} data-testid="keep-all">
              {t('interchange.review.keep_all', { count: shown.length })}
            </Button>
            <Button size="xs" variant="default" onClick={() => keepShown(false)} disabled={finishing || shown.length === 0} data-testid="drop-all">
              {t('interchange.review.drop_all', { count: shown.length })}
            </Button>
          </Group>
        </Group>
      )}

      {items.length > 0 && shown.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="filter-empty">
          {t(`interchange.review.filter_empty.${filter}`)}
        </Text>
      )}

      <div ref={listRef} style={{ height: virtualizer.getTotalSize(), position: 'relative' }} data-testid="review-list">
        {virtualizer.getVirtualItems().map((row) => {
          const item = shown[row.index]!;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: GAP, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              <Text size="xs" c="dimmed" mb={4} style={{ overflowWrap: 'anywhere' }} data-testid="item-source">
                {item.passageTitle
                  ? t('interchange.review.item_in_passage', { item: item.item, passage: item.passageTitle })
                  : t('interchange.review.item', { item: item.item })}
              </Text>
              <ReviewQuestion item={item} index={positions.get(item.key) ?? 0} problems={item.kept ? problemsFor(item) : []} onKeep={keep} onEdit={editing.edit} disabled={finishing} />
            </div>
          );
        })}
      </div>

      <FinishBar prefix="document_import.review" counts={counts} blocker={blocker} finishing={finishing} disabled={extraction.imported !== null} failure={failure} onFinish={onFinish} />

      {editing.modal}
    </Stack>
  );
}
