// Step 3, Review (spec §5): the file's format, the items it could not carry ("Not imported",
// with the reason for each), and every question as the editor renders it, with its §5 problems,
// Keep or Drop and Edit (the document import's review parts). A file may hold thousands of
// questions: the list is virtualised over the window's scroll (only the questions near the view
// are in the page), can show only those with problems or the dropped ones, and Keep all / Drop
// all act on what it shows. "Give these points to all" fills missing points in one go. Finish
// import waits while a kept question has a problem, and sends the kept ones.
import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconNumbers } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterchangeExtraction } from '../../../../domain/schemas/interchange.ts';
import type { QuestionDocument } from '../../../../domain/schemas/questions.ts';
import { FINISH_BAR_ROOM, FinishBar } from '../../../components/importSteps/index.ts';
import { EditQuestionModal, finishBlocker, ReviewQuestion, withEditedDocument, withPoints } from '../../document-import/index.ts';
import type { Problem, ReviewItem } from '../../document-import/index.ts';
import type { Failure } from '../failure.ts';
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
  failure: Failure | null;
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
  const [editing, setEditing] = useState<string | null>(null);
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

  // The modal is unmounted on close: the question's Edit button gets the focus back, when in view.
  const editedLast = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null) {
      editedLast.current = editing;
      return;
    }
    const key = editedLast.current;
    editedLast.current = null;
    if (key === null) return;
    const button = [...document.querySelectorAll<HTMLElement>('[data-testid="review-question"]')].find((el) => el.dataset.key === key)?.querySelector<HTMLElement>('[data-edit-button]');
    button?.focus();
  }, [editing]);

  const keep = useCallback((key: string, kept: boolean) => onItemsChange((all) => keepMany(all, new Set([key]), kept)), [onItemsChange]);
  const keepShown = (kept: boolean) => {
    const keys = new Set(shown.map((i) => i.key));
    onItemsChange((all) => keepMany(all, keys, kept));
  };
  const done = (key: string, doc: QuestionDocument, changed: boolean) => {
    setEditing(null);
    if (changed) onItemsChange((all) => all.map((i) => (i.key === key ? { ...i, ...withEditedDocument(i, doc) } : i)));
  };
  const edited = editing === null ? undefined : items.find((i) => i.key === editing);
  const titleOf = (item: InterchangeItem) => t('document_import.review.question_number', { number: item.number ?? (positions.get(item.key) ?? 0) + 1 });

  const withoutPoints = pointsEnabled ? items.filter((i) => i.kept && i.doc !== null && i.doc.points === null).length : 0;
  const [points, setPoints] = useState<number | string>(1);
  const givePoints = () => {
    if (typeof points !== 'number') return;
    onItemsChange((all) => all.map((i) => (i.kept ? { ...i, ...withPoints(i, points) } : i)));
  };

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

      {withoutPoints > 0 && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="points-for-all">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconNumbers size={20} aria-hidden color="var(--mantine-color-orange-7)" style={{ flexShrink: 0, marginTop: 1 }} />
              <Text size="sm">{t('document_import.review.points_missing', { count: withoutPoints })}</Text>
            </Group>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NumberInput label={t('document_import.review.points_label')} value={points} onChange={setPoints} min={0} max={9999.9} decimalScale={1} step={0.5} w={140} disabled={finishing} />
              <Button variant="light" onClick={givePoints} disabled={finishing || typeof points !== 'number'} data-testid="give-points">
                {t('document_import.review.points_apply', { count: withoutPoints })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

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
              <ReviewQuestion item={item} index={positions.get(item.key) ?? 0} problems={item.kept ? problemsFor(item) : []} onKeep={keep} onEdit={setEditing} disabled={finishing} />
            </div>
          );
        })}
      </div>

      <FinishBar prefix="document_import.review" counts={counts} blocker={blocker} finishing={finishing} disabled={extraction.imported !== null} failure={failure} onFinish={onFinish} />

      {edited?.doc && (
        <EditQuestionModal
          title={t('document_import.review.edit_title', { question: titleOf(edited) })}
          topicId={topicId}
          doc={edited.doc}
          pointsEnabled={pointsEnabled}
          onDone={(doc, changed) => done(edited.key, doc, changed)}
          onCancel={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
