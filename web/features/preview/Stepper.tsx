// Previous / "n of N" / next under a page or a question of the preview: big enough for a thumb.
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function Stepper({
  index,
  count,
  label,
  onPrevious,
  onNext,
  nextLabel,
}: {
  index: number;
  count: number;
  /** "Question 2 of 5". */
  label: string;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  /** Replaces "Next" (e.g. "Go to the questions" after the last page). */
  nextLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" component="nav" aria-label={label}>
      <Button variant="default" leftSection={<IconChevronLeft size={16} />} onClick={onPrevious ?? undefined} disabled={!onPrevious}>
        {t('preview.previous')}
      </Button>
      <Text size="sm" c="dimmed" ta="center" aria-live="polite" data-testid="preview-position" style={{ whiteSpace: 'nowrap' }}>
        {t('preview.position', { n: index + 1, count })}
      </Text>
      <Button rightSection={<IconChevronRight size={16} />} onClick={onNext ?? undefined} disabled={!onNext}>
        {nextLabel ?? t('preview.next')}
      </Button>
    </Group>
  );
}
