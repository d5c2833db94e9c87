// Above the units: select all / none over the whole course, open / close all units.
import { Button, Group } from '@mantine/core';
import { IconChevronsDown, IconChevronsUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { onSelectAll: () => void; onSelectNone: () => void; onOpenAll: () => void; onCloseAll: () => void };

export function SelectionToolbar({ onSelectAll, onSelectNone, onOpenAll, onCloseAll }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={onSelectAll}>
          {t('publishing.select_all')}
        </Button>
        <Button size="xs" variant="default" onClick={onSelectNone}>
          {t('publishing.select_none')}
        </Button>
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="subtle" color="gray" leftSection={<IconChevronsDown size={14} />} onClick={onOpenAll}>
          {t('publishing.expand_all')}
        </Button>
        <Button size="xs" variant="subtle" color="gray" leftSection={<IconChevronsUp size={14} />} onClick={onCloseAll}>
          {t('publishing.collapse_all')}
        </Button>
      </Group>
    </Group>
  );
}
