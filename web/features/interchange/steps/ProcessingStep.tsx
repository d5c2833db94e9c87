// Step 2, Processing: the 'interchange_import' job followed with the shared job hook (GET
// /jobs/{uuid} every 3 s) and its progress. A failed job shows what went wrong with what to do,
// the items it could not carry when its result lists them, and the way back to Upload.
import { Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkippedItem } from '../../../../domain/schemas/interchange.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { FailureAlert } from '../../../components/importSteps/index.ts';
import { useJob } from '../../../components/jobs/index.ts';
import type { Failure } from '../failure.ts';
import { SkippedList } from './SkippedList.tsx';

type Props = {
  uuid: string;
  fileName: string | null;
  /** Set once the job failed (the page words it); the step then offers the way back. */
  failure: Failure | null;
  /** The failed job's items left out, when it lists them. */
  skipped: readonly SkippedItem[];
  onCompleted: (job: JobStatusReply) => void;
  onFailed: (job: JobStatusReply | undefined, error: unknown) => void;
  onBackToUpload: () => void;
};

export function ProcessingStep({ uuid, fileName, failure, skipped, onCompleted, onFailed, onBackToUpload }: Props) {
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
        <Title order={2} size="h4">
          {t('interchange.processing.failed_title')}
        </Title>
        <FailureAlert failure={failure} testId="processing-failure" />
        <SkippedList skipped={skipped} />
        <Group>
          <Button variant="default" leftSection={<IconArrowBack size={16} aria-hidden />} onClick={onBackToUpload}>
            {t('interchange.processing.back_to_upload')}
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
            {fileName ? t('interchange.processing.title_file', { name: fileName }) : t('interchange.processing.title')}
          </Title>
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {!job || job.status === 'pending' ? t('interchange.processing.pending') : t('interchange.processing.reading')}
        </Text>
        <Progress.Root size="xl">
          <Progress.Section value={Math.max(percent, 3)} animated aria-label={t('jobs.progress_label', { percent })}>
            {percent >= 10 && <Progress.Label>{t('jobs.percent', { percent })}</Progress.Label>}
          </Progress.Section>
        </Progress.Root>
        <Text size="sm" c="dimmed">
          {t('interchange.processing.stay')}
        </Text>
      </Stack>
    </Paper>
  );
}
