// The course tree panel (spec §2 "Sidebar"): one button opens or closes every unit, reset
// forgets the stored open state, refresh reads the tree again. A long course (hundreds of
// rows) is windowed with @tanstack/react-virtual so only the rows in view are rendered.
import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconFoldDown, IconFoldUp, IconRefresh } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseTree } from '../../../../domain/schemas/courses.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import classes from './CourseTree.module.css';
import { TreeRowView } from './TreeRowView.tsx';
import { ROW_HEIGHT, treeRows } from './treeRows.ts';
import type { TreeRow } from './treeRows.ts';
import { useOpenUnits } from './useOpenUnits.ts';

/** Above this many visible rows the list is windowed. */
export const VIRTUALIZE_AFTER = 80;

type Props = {
  tree: CourseTree;
  currentUnitId: number | null;
  currentTopicId: number | null;
  refreshing: boolean;
  onRefresh: () => void;
};

export function CourseTreePanel({ tree, currentUnitId, currentTopicId, refreshing, onRefresh }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const units = useOpenUnits(tree.id, currentUnitId);
  const rows = useMemo(() => treeRows(tree.bundles, units.open), [tree.bundles, units.open]);

  const openable = tree.bundles.filter((unit) => unit.accessible);
  const allOpen = openable.length > 0 && openable.every((unit) => units.open.has(unit.id));

  const rowProps = {
    language,
    assessment: tree.school_assessment_course,
    currentUnitId,
    currentTopicId,
    onToggle: units.toggle,
  };

  return (
    <>
      <Group justify="space-between" gap={4} wrap="nowrap" mt="md" mb={6}>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          disabled={openable.length === 0}
          leftSection={allOpen ? <IconFoldUp size={16} /> : <IconFoldDown size={16} />}
          onClick={() => (allOpen ? units.closeAll() : units.openAll(openable.map((unit) => unit.id)))}
        >
          {allOpen ? t('course_tree.close_all') : t('course_tree.open_all')}
        </Button>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t('course_tree.reset')} withArrow>
            <ActionIcon variant="subtle" color="gray" onClick={units.reset} aria-label={t('course_tree.reset')}>
              <IconArrowBackUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('course_tree.refresh')} withArrow>
            <ActionIcon variant="subtle" color="gray" onClick={onRefresh} loading={refreshing} aria-label={t('course_tree.refresh')}>
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {tree.bundles.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm" px={6} data-testid="no-units">
          {t('course_tree.no_units')}
        </Text>
      ) : rows.length > VIRTUALIZE_AFTER ? (
        <VirtualRows rows={rows} currentTopicId={currentTopicId} currentUnitId={currentUnitId} rowProps={rowProps} />
      ) : (
        <Box className={classes.scroller} role="list" aria-label={t('course_tree.units_label')}>
          {rows.map((row) => (
            <div role="listitem" key={row.key}>
              <TreeRowView row={row} {...rowProps} />
            </div>
          ))}
        </Box>
      )}
    </>
  );
}

type RowProps = Omit<Parameters<typeof TreeRowView>[0], 'row'>;

function VirtualRows({
  rows,
  rowProps,
  currentUnitId,
  currentTopicId,
}: {
  rows: TreeRow[];
  rowProps: RowProps;
  currentUnitId: number | null;
  currentTopicId: number | null;
}) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const currentIndex = rows.findIndex((row) =>
    currentTopicId !== null ? row.kind === 'topic' && row.topic.id === currentTopicId : row.kind === 'unit' && row.unit.id === currentUnitId,
  );
  // The app does not run the React Compiler; the virtualizer re-renders this list itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ROW_HEIGHT[rows[index]!.kind],
    getItemKey: (index) => rows[index]!.key,
    overscan: 12,
    // Before the first measurement (and in tests) assume a sidebar-sized window.
    initialRect: { width: 280, height: 640 },
    // Start with the current page's row in view.
    initialOffset: () => (currentIndex > 8 ? rows.slice(0, currentIndex - 4).reduce((sum, row) => sum + ROW_HEIGHT[row.kind], 0) : 0),
  });

  return (
    <Box ref={scrollRef} className={classes.scroller} data-testid="virtual-tree">
      <div role="list" aria-label={t('course_tree.units_label')} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              role="listitem"
              key={item.key}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            >
              <TreeRowView row={row} {...rowProps} />
            </div>
          );
        })}
      </div>
    </Box>
  );
}
