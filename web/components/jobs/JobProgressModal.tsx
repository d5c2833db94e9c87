// The progress of a background job (spec §4): a modal that cannot be dismissed while the job
// runs, with a progress bar and its percentage, polled every 3 s through useJob. When the job
// ends the modal hands over: onCompleted(job), or onFailed(error) with the 422 of a failed
// job (its reason) or the error that stopped the polling. Each is called once per job.
import { Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import type { ApiError } from '../../lib/http.ts';
import { useJob } from './data/jobs.ts';
import { ProgressStatus } from './ProgressStatus.tsx';

export type JobProgressModalProps = {
  /** The job to follow; null: the modal is closed. */
  uuid: string | null;
  title: ReactNode;
  onCompleted: (job: JobStatusReply) => void;
  onFailed: (error: ApiError) => void;
};

/**
 * A title can be long (“Copying course “Bahasa Indonesia / Kelas XII””): Mantine sets a modal
 * title's line-height to 1, so a wrapped one is cramped. Normal line-height, and a long word
 * breaks rather than overflows.
 */
const TITLE_STYLES = { title: { lineHeight: 'var(--mantine-line-height-sm)', overflowWrap: 'anywhere' } } as const;

export function JobProgressModal({ uuid, title, onCompleted, onFailed }: JobProgressModalProps) {
  const { t } = useTranslation();
  const { job, failure, finished } = useJob(uuid);
  const reported = useRef<string | null>(null);
  // The latest handlers, without re-running the effect when the parent passes new ones.
  const report = useEffectEvent((done: { failure: ApiError } | { job: JobStatusReply }) => {
    if ('failure' in done) onFailed(done.failure);
    else onCompleted(done.job);
  });

  useEffect(() => {
    if (!uuid || !finished || reported.current === uuid) return;
    reported.current = uuid;
    if (failure) report({ failure });
    else if (job) report({ job });
  }, [uuid, finished, failure, job]);

  const percent = Math.max(0, Math.min(100, Math.round(job?.progress ?? 0)));
  const label = t('jobs.percent', { percent });
  const state = !job || job.status === 'pending' ? t('jobs.pending') : job.status === 'completed' ? t('jobs.completed') : t('jobs.processing');
  return (
    <Modal
      opened={uuid !== null}
      onClose={() => {}}
      title={title}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      styles={TITLE_STYLES}
    >
      <Stack gap="sm">
        <ProgressStatus state={state} percent={job?.status === 'completed' ? 100 : percent} />
        <Progress.Root size="xl">
          <Progress.Section value={percent} animated={!finished} aria-label={t('jobs.progress_label', { percent })}>
            {percent >= 10 && <Progress.Label>{label}</Progress.Label>}
          </Progress.Section>
        </Progress.Root>
        <Text size="sm" ta="center" fw={600}>
          {label}
        </Text>
      </Stack>
    </Modal>
  );
}
