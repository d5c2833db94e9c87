// Published or unpublished (spec §4), as a small badge.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishStatus } from '../../../../domain/constants.ts';

export function StatusBadge({ status }: { status: PublishStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="dot" color={status === 'published' ? 'teal' : 'gray'} tt="none">
      {t(`course_tree.status.${status}`)}
    </Badge>
  );
}
