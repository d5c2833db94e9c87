// The feed's rows: who (a kind's icon beside them), what in words ("published topic
// ‘Pecahan’"), what it carried, and when; newest first. A row wraps rather than scrolls, so
// it reads on a phone as on a laptop.
import { Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowsMove,
  IconArrowsSort,
  IconCloudOff,
  IconCloudUpload,
  IconCopy,
  IconFileImport,
  IconHistory,
  IconPencil,
  IconPlus,
  IconSparkles,
  IconTrash,
  IconUserCog,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent, ActivityKind } from '../../../domain/schemas/history.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { eventWords } from './activityWords.ts';

const looks: Record<ActivityKind, { icon: ReactNode; color: string }> = {
  created: { icon: <IconPlus size={16} />, color: 'teal' },
  edited: { icon: <IconPencil size={16} />, color: 'blue' },
  published: { icon: <IconCloudUpload size={16} />, color: 'green' },
  unpublished: { icon: <IconCloudOff size={16} />, color: 'orange' },
  copied: { icon: <IconCopy size={16} />, color: 'cyan' },
  moved: { icon: <IconArrowsMove size={16} />, color: 'indigo' },
  imported: { icon: <IconFileImport size={16} />, color: 'grape' },
  deleted: { icon: <IconTrash size={16} />, color: 'red' },
  restored: { icon: <IconHistory size={16} />, color: 'violet' },
  reordered: { icon: <IconArrowsSort size={16} />, color: 'gray' },
  generated: { icon: <IconSparkles size={16} />, color: 'pink' },
  role_changed: { icon: <IconUserCog size={16} />, color: 'yellow' },
  member_added: { icon: <IconUserPlus size={16} />, color: 'teal' },
  member_removed: { icon: <IconUserMinus size={16} />, color: 'red' },
};

function ActivityRow({ event, first }: { event: ActivityEvent; first: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = eventWords(t, event);
  const look = looks[event.kind];
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      px="md"
      py="sm"
      data-testid="activity-row"
      style={{ listStyle: 'none', borderTop: first ? undefined : '1px solid var(--mantine-color-default-border)' }}
    >
      <ThemeIcon variant="light" color={look.color} radius="xl" size={32} aria-hidden style={{ flexShrink: 0 }}>
        {look.icon}
      </ThemeIcon>
      <Stack gap={2} miw={0} flex={1}>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} c={event.actor ? undefined : 'dimmed'}>
            {words.actor}
          </Text>{' '}
          {words.sentence}
        </Text>
        {words.details.length > 0 && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }} data-testid="activity-details">
            {words.details.join(' · ')}
          </Text>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={event.created_at}>
          {formatDateTime(event.created_at, language)}
        </Text>
      </Stack>
      <Badge variant="light" color={look.color} tt="none" visibleFrom="sm" style={{ flexShrink: 0 }}>
        {t(`activity.kinds.${event.kind}`)}
      </Badge>
    </Group>
  );
}

export function ActivityList({ events, refreshing, label }: { events: ActivityEvent[]; refreshing: boolean; label: string }) {
  return (
    <Paper withBorder radius="md" style={{ opacity: refreshing ? 0.7 : 1, transition: 'opacity 120ms' }}>
      <Stack component="ol" gap={0} m={0} p={0} aria-label={label}>
        {events.map((event, i) => (
          <ActivityRow key={event.id} event={event} first={i === 0} />
        ))}
      </Stack>
    </Paper>
  );
}

export function ActivityListSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="activity-loading" aria-busy>
      <Stack gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}
