// Published or unpublished (spec §4), as a small badge; and what publishing left behind
// (spec §4 "What is published is a snapshot"): when the record was last published, and
// "Changed since published" when its drafts moved on, so students still get the older version.
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishStatus } from '../../../../domain/constants.ts';
import type { PublishState } from '../../../../domain/schemas/courses.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDate } from '../../../lib/dates.ts';

export function StatusBadge({ status }: { status: PublishStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="dot" color={status === 'published' ? 'teal' : 'gray'} tt="none">
      {t(`course_tree.status.${status}`)}
    </Badge>
  );
}

/** "Changed since published", with what it means for students in its tooltip. */
export function ChangedBadge({ publishedAt }: { publishedAt: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = formatDate(publishedAt, language);
  const hint = date ? t('course_tree.status.changed_hint', { date }) : t('course_tree.status.changed_hint_undated');
  return (
    <Tooltip label={hint} multiline maw={280} withArrow openDelay={200}>
      <Badge size="sm" variant="light" color="orange" tt="none" data-testid="changed-badge" aria-label={`${t('course_tree.status.changed')}. ${hint}`} style={{ flexShrink: 0 }}>
        {t('course_tree.status.changed')}
      </Badge>
    </Tooltip>
  );
}

type Publishable = PublishState & { status: PublishStatus };

/** The status badge, followed (or, in a table's status column, topped) by "Changed since published" when the drafts moved on. */
export function PublishBadges({ record, stacked }: { record: Publishable; stacked?: boolean }) {
  const changed = record.status === 'published' && record.changed_since_published;
  const badges = (
    <>
      <StatusBadge status={record.status} />
      {changed && <ChangedBadge publishedAt={record.published_at} />}
    </>
  );
  return stacked ? (
    <Stack gap={4} align="flex-start">
      {badges}
    </Stack>
  ) : (
    // On a narrow screen "Changed since published" goes under the status rather than off the edge.
    <Group gap={6} wrap="wrap" align="center">
      {badges}
    </Group>
  );
}

/** "Last published Mar 2, 2026", or nothing for a record never published (or unpublished since). */
export function PublishedOn({ record, size = 'sm' }: { record: Publishable; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = record.status === 'published' ? formatDate(record.published_at, language) : null;
  if (!date) return null;
  return (
    <Text size={size} c="dimmed" data-testid="published-on" style={{ whiteSpace: 'nowrap' }}>
      {t('course_tree.status.published_on', { date })}
    </Text>
  );
}
