// The save indicator of spec §4: Saving..., Saved!, Not saved (with retry), and when the
// document was last saved: a time today, else a date.
//
// A screen reader hears the outcomes only: "Saved!" politely, "Not saved" at once (an alert),
// from two regions that are always there (a region added with its text is not read by all
// screen readers). "Saving..." is not announced: autosave runs after every pause in typing,
// and hearing it each time would talk over the writing. The visible words of the two outcomes
// are hidden from screen readers, which read them in the regions instead.
import { Button, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './useSaver.ts';

export function lastSavedLabel(iso: string, now: Date, language: string, t: (key: string, values?: Record<string, string>) => string): string {
  const saved = new Date(iso);
  const sameDay = saved.toDateString() === now.toDateString();
  if (sameDay) return t('saving.last_saved_today', { time: saved.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }) });
  return t('saving.last_saved_on', { date: saved.toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric' }) });
}

export function SaveIndicator({
  status,
  lastSavedAt,
  dirty,
  conflict = false,
  onRetry,
}: {
  status: SaveStatus;
  lastSavedAt: string | null;
  dirty: boolean;
  /** A conflict dialog is open. */
  conflict?: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" data-testid="save-indicator" data-status={status}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {status === 'success' && !dirty ? t('saving.success') : ''}
      </VisuallyHidden>
      <VisuallyHidden role="alert" aria-atomic="true">
        {status === 'failed' ? t('saving.failed') : ''}
      </VisuallyHidden>
      {status === 'pending' && (
        <>
          <Loader size={14} />
          <Text size="sm" c="dimmed">
            {t('saving.pending')}
          </Text>
        </>
      )}
      {status === 'success' && !dirty && (
        <>
          <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm" c="teal.8" aria-hidden>
            {t('saving.success')}
          </Text>
        </>
      )}
      {status === 'failed' && (
        <>
          <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="sm" c="red.8" aria-hidden>
            {t('saving.failed')}
          </Text>
          {/* During a conflict a retry would only be refused again: the dialog decides. */}
          {!conflict && (
            <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
              {t('saving.retry')}
            </Button>
          )}
        </>
      )}
      {(status === 'idle' || (status === 'success' && dirty)) && dirty && (
        <Text size="sm" c="orange.8">
          {t('saving.unsaved')}
        </Text>
      )}
      {lastSavedAt && status !== 'pending' && (
        <Text size="xs" c="dimmed">
          {lastSavedLabel(lastSavedAt, new Date(), i18n.language, t)}
        </Text>
      )}
    </Group>
  );
}
