// Previous / "n of N" / next under a page or a question of the preview: big enough for a thumb.
// On a phone the position sits above two half-width buttons whose labels wrap (Stepper.module.css).
import { Box, Button, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Stepper.module.css';

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
    <Box component="nav" aria-label={label} className={classes.stepper} data-testid="preview-stepper">
      <Button
        variant="default"
        className={classes.previous}
        classNames={{ root: classes.button, label: classes.label }}
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        onClick={onPrevious ?? undefined}
        disabled={!onPrevious}
      >
        {t('preview.previous')}
      </Button>
      <Text size="sm" c="dimmed" className={classes.position} aria-live="polite" data-testid="preview-position">
        {t('preview.position', { n: index + 1, count })}
      </Text>
      <Button
        className={classes.next}
        classNames={{ root: classes.button, label: classes.label }}
        rightSection={<IconChevronRight size={16} aria-hidden />}
        onClick={onNext ?? undefined}
        disabled={!onNext}
      >
        {nextLabel ?? t('preview.next')}
      </Button>
    </Box>
  );
}
