// One topic on the unit overview: drag handle, number, name, counts, status, and a menu
// (open, edit, move up or down, copy or move it elsewhere, delete).
import { ActionIcon, Anchor, Box, Group, Menu, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconDots,
  IconExternalLink,
  IconLock,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TreeTopic } from '../../../../domain/schemas/courses.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { MoveMenuItems } from '../../../components/sortable/MoveButtons.tsx';
import { CopyMoveMenuItems } from '../../copy-move/index.ts';
import { PublishBadges, PublishedOn } from '../components/StatusBadge.tsx';
import { TopicCounts } from '../components/TopicLine.tsx';
import { treePaths } from '../../../lib/content/treePaths.ts';

type Props = {
  topic: TreeTopic;
  index: number;
  assessment: boolean;
  handle: ReactNode;
  dragging: boolean;
  canReorder: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Where the topic is, for the Copy/Move modal. */
  place: { organization_id: number; course_id: number; bundle_id: number };
  onDelete: () => void;
};

export function TopicRow(props: Props) {
  const { topic, index, assessment, handle, dragging, canReorder, canEdit, canDelete, place } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const locked = !topic.accessible;
  const path = treePaths.topic(language, topic.id, assessment);

  return (
    <Paper withBorder px="md" py="sm" mb={8} shadow={dragging ? 'md' : undefined} data-testid="topic-row" aria-label={topic.name} bg={locked ? 'gray.0' : undefined}>
      <Group gap="sm" wrap="nowrap">
        {handle}
        <ThemeIcon variant="light" color={locked ? 'gray' : 'pena'} radius="xl" size={28} style={{ flexShrink: 0 }}>
          {locked ? <IconLock size={14} aria-label={t('course_tree.locked')} /> : <Text size="xs" fw={700}>{index + 1}</Text>}
        </ThemeIcon>
        {/* The name keeps the room: it wraps rather than shrinking to a few letters, and the
            badges go under it when both do not fit (a phone), so the menu stays on the screen. */}
        <Group gap="xs" wrap="wrap" align="center" justify="space-between" miw={0} flex={1}>
          <Box miw={0} style={{ flex: '1 1 14rem' }}>
            {locked ? (
              <Tooltip label={t('course_tree.locked_topic')} withArrow position="top-start">
                <Text fw={600} c="gray.6" style={{ overflowWrap: 'anywhere' }}>
                  {topic.name}
                </Text>
              </Tooltip>
            ) : (
              <Anchor component={Link} to={path} fw={600} c="var(--mantine-color-black)" underline="hover" display="block" style={{ overflowWrap: 'anywhere' }}>
                {topic.name}
              </Anchor>
            )}
            <TopicCounts topic={topic} />
          </Box>
          <Stack gap={2} align="flex-start">
            <PublishBadges record={topic} />
            {/* The date only where there is room for it beside the name (not on a phone). */}
            <Box visibleFrom="sm">
              <PublishedOn record={topic} size="xs" />
            </Box>
          </Stack>
        </Group>
        {!locked && (
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('topics.actions', { name: topic.name })}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={path} leftSection={<IconExternalLink size={16} />}>
                {t('topics.open')}
              </Menu.Item>
              {canEdit && (
                <Menu.Item component={Link} to={treePaths.editTopic(language, topic.id)} leftSection={<IconPencil size={16} />}>
                  {t('topics.edit')}
                </Menu.Item>
              )}
              {canReorder && <MoveMenuItems index={index} />}
              <CopyMoveMenuItems source={{ kind: 'topic', id: topic.id, name: topic.name, ...place }} record={topic} />
              {canDelete && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={props.onDelete}>
                    {t('topics.delete')}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
