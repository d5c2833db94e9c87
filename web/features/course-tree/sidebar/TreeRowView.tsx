// One row of the sidebar tree: a unit (toggle + link), a topic (link), or the no-topics
// line. Locked units and topics are greyed with a lock and are not links (spec §2).
import { ActionIcon, Box, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFileText, IconListCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { FocusEvent, MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOOLTIP_LEAVE_DELAY_MS } from '../../../../domain/constants.ts';
import type { Language } from '../../../../domain/constants.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';
import classes from './CourseTree.module.css';
import { ROW_HEIGHT } from './treeRows.ts';
import type { TreeRow } from './treeRows.ts';

type Props = {
  row: TreeRow;
  language: Language;
  assessment: boolean;
  currentUnitId: number | null;
  currentTopicId: number | null;
  onToggle: (unitId: number) => void;
};

export function TreeRowView({ row, language, assessment, currentUnitId, currentTopicId, onToggle }: Props) {
  const { t } = useTranslation();

  if (row.kind === 'empty') {
    return (
      <Text size="xs" c="dimmed" fs="italic" h={ROW_HEIGHT.empty} pl={42} className={classes.message}>
        {t('course_tree.no_topics')}
      </Text>
    );
  }

  if (row.kind === 'unit') {
    const { unit } = row;
    if (!unit.accessible) {
      return (
        <Tooltip label={t('course_tree.locked_unit')} position="right" withArrow openDelay={300}>
          <Group
            gap={6}
            wrap="nowrap"
            h={ROW_HEIGHT.unit}
            className={classes.row}
            data-locked="true"
            data-testid="tree-unit"
            aria-disabled="true"
            tabIndex={0}
          >
            <Box w={24} className={classes.lockSlot}>
              <IconLock size={14} aria-label={t('course_tree.locked')} />
            </Box>
            <Text size="sm" fw={600} truncate="end" className={classes.lockedText}>
              {unit.name}
            </Text>
          </Group>
        </Tooltip>
      );
    }
    const current = unit.id === currentUnitId && currentTopicId === null;
    return (
      <Group gap={2} wrap="nowrap" h={ROW_HEIGHT.unit} className={classes.row} data-active={current || undefined} data-testid="tree-unit">
        <ActionIcon
          variant="subtle"
          color="gray"
          size={24}
          onClick={() => onToggle(unit.id)}
          aria-expanded={row.open}
          aria-label={t(row.open ? 'course_tree.close_unit' : 'course_tree.open_unit', { name: unit.name })}
        >
          <IconChevronRight size={16} className={classes.chevron} data-open={row.open || undefined} />
        </ActionIcon>
        <FullName name={unit.name}>
          {(measure) => (
            <UnstyledButton
              component={Link}
              to={treePaths.unit(language, unit.id)}
              className={classes.link}
              aria-current={current ? 'page' : undefined}
              onMouseEnter={measure}
              onFocus={measure}
            >
              <Text size="sm" fw={600} truncate="end" inherit data-tree-name>
                {unit.name}
              </Text>
              <Text size="xs" c="dimmed" className={classes.count} aria-hidden>
                {unit.topics.length}
              </Text>
            </UnstyledButton>
          )}
        </FullName>
      </Group>
    );
  }

  const { topic } = row;
  const Icon = assessment ? IconListCheck : IconFileText;
  if (!topic.accessible) {
    return (
      <Tooltip label={t('course_tree.locked_topic')} position="right" withArrow openDelay={300}>
        <Group
          gap={8}
          wrap="nowrap"
          h={ROW_HEIGHT.topic}
          pl={34}
          className={classes.row}
          data-locked="true"
          data-testid="tree-topic"
          aria-disabled="true"
          tabIndex={0}
        >
          <IconLock size={14} className={classes.lockSlot} aria-label={t('course_tree.locked')} />
          <Text size="sm" truncate="end" className={classes.lockedText}>
            {topic.name}
          </Text>
        </Group>
      </Tooltip>
    );
  }
  const current = topic.id === currentTopicId;
  return (
    <Box h={ROW_HEIGHT.topic} pl={30} className={classes.row} data-active={current || undefined} data-testid="tree-topic">
      <FullName name={topic.name}>
        {(measure) => (
          <UnstyledButton
            component={Link}
            to={treePaths.topic(language, topic.id, assessment)}
            className={classes.link}
            aria-current={current ? 'page' : undefined}
            onMouseEnter={measure}
            onFocus={measure}
          >
            <Icon size={14} className={classes.topicIcon} aria-hidden />
            <Text size="sm" truncate="end" inherit data-tree-name>
              {topic.name}
            </Text>
          </UnstyledButton>
        )}
      </FullName>
    </Box>
  );
}

type Measure = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => void;

/**
 * A unit or topic name cut short by the sidebar's width gets its full name in a tooltip, as
 * the course name does; one that fits gets none. Measured when the pointer or focus arrives.
 */
function FullName({ name, children }: { name: string; children: (measure: Measure) => ReactElement }) {
  const [truncated, setTruncated] = useState(false);
  const measure: Measure = (event) => {
    const text = event.currentTarget.querySelector<HTMLElement>('[data-tree-name]');
    setTruncated(text !== null && text.scrollWidth > text.clientWidth + 1);
  };
  return (
    <Tooltip label={name} disabled={!truncated} multiline maw={320} withArrow position="right" openDelay={300} closeDelay={TOOLTIP_LEAVE_DELAY_MS}>
      {children(measure)}
    </Tooltip>
  );
}
