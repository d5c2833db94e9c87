// One unit on the course overview: drag handle, number, name, description, its topics, and
// a menu (open, add topic, edit, move up or down, copy or move it elsewhere, delete) with what
// the teacher may do.
import { ActionIcon, Anchor, Badge, Box, Group, Menu, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconDots,
  IconExternalLink,
  IconLock,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TreeUnit } from '../../../../domain/schemas/courses.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { MoveMenuItems } from '../../../components/sortable/MoveButtons.tsx';
import { CopyMoveMenuItems } from '../../copy-move/index.ts';
import { PublishBadges } from '../components/StatusBadge.tsx';
import { TopicLine } from '../components/TopicLine.tsx';
import { treePaths } from '../../../lib/content/treePaths.ts';

type Props = {
  unit: TreeUnit;
  index: number;
  assessment: boolean;
  handle: ReactNode;
  dragging: boolean;
  canReorder: boolean;
  canEdit: boolean;
  canAddTopic: boolean;
  canDelete: boolean;
  /** Where the unit is, for the Copy/Move modal. */
  place: { organization_id: number; course_id: number };
  onDelete: () => void;
};

export function UnitCard({ unit, index, assessment, handle, dragging, canReorder, canEdit, canAddTopic, canDelete, place, onDelete }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locked = !unit.accessible;

  return (
    <Paper
      withBorder
      p="md"
      mb="sm"
      shadow={dragging ? 'md' : undefined}
      data-testid="unit-card"
      aria-label={unit.name}
      bg={locked ? 'gray.0' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {handle && <Box pt={2}>{handle}</Box>}
        <ThemeIcon variant="light" color={locked ? 'gray' : 'pena'} radius="xl" size={30} style={{ flexShrink: 0 }}>
          {locked ? <IconLock size={15} aria-label={t('course_tree.locked')} /> : <Text size="sm" fw={700}>{index + 1}</Text>}
        </ThemeIcon>
        {/* The name keeps the room: it wraps rather than shrinking to a letter, and the badges
            go under it when both do not fit (a phone), so the menu stays on the screen. */}
        <Group gap="xs" wrap="wrap" align="flex-start" justify="space-between" miw={0} flex={1}>
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            {locked ? (
              <Tooltip label={t('course_tree.locked_unit')} withArrow position="top-start">
                <Text fw={650} c="gray.6" style={{ overflowWrap: 'anywhere' }}>
                  {unit.name}
                </Text>
              </Tooltip>
            ) : (
              <Anchor component={Link} to={treePaths.unit(language, unit.id)} fw={650} c="var(--mantine-color-black)" underline="hover" style={{ overflowWrap: 'anywhere' }}>
                {unit.name}
              </Anchor>
            )}
            {unit.description.trim() !== '' && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {unit.description}
              </Text>
            )}
          </Stack>
          <Group gap={6} wrap="wrap" mt={4}>
            <PublishBadges record={unit} />
            <Badge variant="light" color="gray" tt="none">
              {t('course_tree.topics_count', { count: unit.topics.length })}
            </Badge>
          </Group>
        </Group>
        {!locked && (
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('units.actions', { name: unit.name })}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={treePaths.unit(language, unit.id)} leftSection={<IconExternalLink size={16} />}>
                {t('units.open')}
              </Menu.Item>
              {canAddTopic && (
                <Menu.Item component={Link} to={treePaths.newTopic(language, unit.id)} leftSection={<IconPlus size={16} />}>
                  {t('topics.new')}
                </Menu.Item>
              )}
              {canEdit && (
                <Menu.Item component={Link} to={treePaths.editUnit(language, unit.id)} leftSection={<IconPencil size={16} />}>
                  {t('units.edit')}
                </Menu.Item>
              )}
              {canReorder && <MoveMenuItems index={index} />}
              <CopyMoveMenuItems source={{ kind: 'bundle', id: unit.id, name: unit.name, ...place }} record={unit} />
              {canDelete && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    {t('units.delete')}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {!locked && (
        // On a phone the topics take the card's width; beside the number they would lose a third of it.
        <Box pl={{ base: 0, sm: handle ? 78 : 42 }} pt="sm">
          {unit.topics.length === 0 ? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('course_tree.no_topics')}
            </Text>
          ) : (
            <Stack gap={6}>
              {unit.topics.map((topic) => (
                <TopicLine key={topic.id} topic={topic} assessment={assessment} />
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Paper>
  );
}
