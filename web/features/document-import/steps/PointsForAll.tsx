// Review's "Give these points to all": a file or a paper rarely gives points, and a school with
// the point system needs them on every question. Shown while a kept question has none; fills
// those in one go (a change in bulk, so no question is marked Edited).
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconNumbers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withPoints } from '../review.ts';
import type { ReviewItem } from '../review.ts';

type Props<T extends ReviewItem> = {
  items: readonly T[];
  onItemsChange: (update: (items: T[]) => T[]) => void;
  pointsEnabled: boolean;
  disabled: boolean;
};

export function PointsForAll<T extends ReviewItem>({ items, onItemsChange, pointsEnabled, disabled }: Props<T>) {
  const { t } = useTranslation();
  const [points, setPoints] = useState<number | string>(1);
  const withoutPoints = pointsEnabled ? items.filter((i) => i.kept && i.doc !== null && i.doc.points === null).length : 0;
  if (withoutPoints === 0) return null;
  const givePoints = () => {
    if (typeof points !== 'number') return;
    onItemsChange((all) => all.map((i) => (i.kept ? withPoints(i, points) : i)));
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="points-for-all">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconNumbers size={20} aria-hidden color="var(--mantine-color-orange-7)" style={{ flexShrink: 0, marginTop: 1 }} />
          <Text size="sm">{t('document_import.review.points_missing', { count: withoutPoints })}</Text>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput label={t('document_import.review.points_label')} value={points} onChange={setPoints} min={0} max={9999.9} decimalScale={1} step={0.5} w={140} disabled={disabled} />
          <Button variant="light" onClick={givePoints} disabled={disabled || typeof points !== 'number'} data-testid="give-points">
            {t('document_import.review.points_apply', { count: withoutPoints })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
