// "Already in this topic": the target topic holds this question or passage, imported before
// from the same source (the source topic's already_imported, or the server's 409).
import { Badge } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function AlreadyBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Badge size={size} variant="light" color="teal" tt="none" leftSection={<IconCircleCheck size={12} />} data-testid="already-imported" style={{ flexShrink: 0 }}>
      {t('importing.already.badge')}
    </Badge>
  );
}
