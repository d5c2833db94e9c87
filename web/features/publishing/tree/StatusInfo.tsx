// Status, last-published date and "Changed since published" of a course, unit, topic or item
// (spec §4 "Publish status", "What is published is a snapshot": a published record edited since
// shows it changed).
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishStatus } from '../../../../domain/constants.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDate } from '../../../lib/dates.ts';

type Props = { status: PublishStatus; publishedAt: string | null; changed: boolean; usedInAssignments?: boolean };

export function StatusInfo({ status, publishedAt, changed, usedInAssignments = false }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = formatDate(publishedAt, language);
  return (
    <Group gap={6} wrap="wrap">
      <Badge size="xs" variant="dot" color={status === 'published' ? 'teal' : 'gray'} tt="none">
        {t(`course_tree.status.${status}`)}
      </Badge>
      {/* Worded as the course tree and course list word it ("Last published …"); nothing
          more when it never was, the badge says it. */}
      {date && (
        <Text size="xs" c="dimmed">
          {t('publishing.published_on', { date })}
        </Text>
      )}
      {changed && (
        <Badge size="xs" variant="light" color="orange" tt="none" data-testid="changed-badge">
          {t('publishing.changed')}
        </Badge>
      )}
      {usedInAssignments && (
        <Badge size="xs" variant="light" color="grape" tt="none" data-testid="assignment-badge">
          {t('publishing.used_in_assignments')}
        </Badge>
      )}
    </Group>
  );
}
