// Step 2, Processing, of an import that reads its file in a job (the document and the other
// tools' file imports): the job followed with the shared job hook (GET /jobs/{uuid} every 3 s)
// and reported once when it ends; while it runs, the file's name, whether it waits or is read,
// and its progress, above what the feature adds (children); once the page words a failure, that
// failure, what the feature adds to it (afterFailure), and the way back to Upload. The words are
// the feature's, under `${prefix}.title`, `.title_file`, `.pending`, `.reading` and
// `.back_to_upload`.
import { Button, Group, Loader, Paper, Progress, Stack, Title } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { ProgressStatus, useJob } from '../jobs/index.ts';
import { FailureAlert } from './FailureAlert.tsx';
import type { ImportFailure } from './FailureAlert.tsx';

type Props = {
  prefix: string;
  uuid: string;
  fileName: string | null;
  /** Set once the job failed (the page words it); the step then stops following it and offers the way back. */
  failure: ImportFailure | null;
  /** The failed step's heading, when the feature gives it one. */
  failedTitle?: string;
  /** Shown under the failure (e.g. what the failed job could not carry). */
  afterFailure?: ReactNode;
  onCompleted: (job: JobStatusReply) => void;
  onFailed: (job: JobStatusReply | undefined, error: unknown) => void;
  onBackToUpload: () => void;
  /** Shown under the progress while the job runs. */
  children?: ReactNode;
};

export function ImportProcessingStep({ prefix, uuid, fileName, failure, failedTitle, afterFailure, onCompleted, onFailed, onBackToUpload, children }: Props) {
  const { t } = useTranslation();
  const { job, failure: jobError, finished } = useJob(failure ? null : uuid);
  const report = useEffectEvent(() => {
    if (jobError) onFailed(job, jobError);
    else if (job) onCompleted(job);
  });
  useEffect(() => {
    if (finished) report();
  }, [finished]);

  if (failure) {
    return (
      <Stack gap="lg">
        {failedTitle && (
          <Title order={2} size="h4">
            {failedTitle}
          </Title>
        )}
        <FailureAlert failure={failure} testId="processing-failure" />
        {afterFailure}
        <Group>
          <Button variant="default" leftSection={<IconArrowBack size={16} aria-hidden />} onClick={onBackToUpload}>
            {t(`${prefix}.back_to_upload`)}
          </Button>
        </Group>
      </Stack>
    );
  }

  const percent = Math.max(0, Math.min(100, Math.round(job?.progress ?? 0)));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="processing">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <Loader size="sm" aria-hidden />
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {fileName ? t(`${prefix}.title_file`, { name: fileName }) : t(`${prefix}.title`)}
          </Title>
        </Group>
        <ProgressStatus state={!job || job.status === 'pending' ? t(`${prefix}.pending`) : t(`${prefix}.reading`)} percent={percent} />
        <Progress.Root size="xl">
          <Progress.Section value={Math.max(percent, 3)} animated aria-label={t('jobs.progress_label', { percent })}>
            {percent >= 10 && <Progress.Label>{t('jobs.percent', { percent })}</Progress.Label>}
          </Progress.Section>
        </Progress.Root>
        {children}
      </Stack>
    </Paper>
  );
}
