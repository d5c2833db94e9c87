// What a screen reader hears of a job's progress: a polite status region with the job's state
// ("Working on it…") and, past each quarter, how far it got ("50 percent done"). The visible
// percentage changes with every poll; reading each one out would drown the screen, so the
// region's text changes, and is read again, only when the state or the quarter does.
import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The step the announced progress moves by, in percent. */
export const ANNOUNCED_STEP = 25;

/** The progress told to a screen reader: the percent rounded down to its step (0 until the first). */
export function announcedPercent(percent: number): number {
  return Math.max(0, Math.min(100, Math.floor(percent / ANNOUNCED_STEP) * ANNOUNCED_STEP));
}

export function ProgressStatus({ state, percent, testId }: { state: string; percent: number; testId?: string }) {
  const { t } = useTranslation();
  const step = announcedPercent(percent);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid={testId}>
      <Text size="sm">{state}</Text>
      {step > 0 && step < 100 && <VisuallyHidden>{t('jobs.progress_label', { percent: step })}</VisuallyHidden>}
    </div>
  );
}
