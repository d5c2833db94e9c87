// Step 2, Processing (spec §4 "Document import steps": it may take minutes; do not refresh): the
// 'document_import' job followed with the shared job hook (GET /jobs/{uuid} every 3 s), its
// progress, who reads the paper, and the plea not to refresh or leave (the page also asks the
// browser to warn). A failed job shows its §8 text with what to do and the way back to Upload.
import { Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentImportInfo } from '../../../../domain/schemas/documents.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { FailureAlert } from '../../../components/importSteps/index.ts';
import { useJob } from '../../../components/jobs/index.ts';
import type { Failure } from '../failure.ts';
import { ExtractorNote } from './UploadStep.tsx';

type Props = {
  uuid: string;
  fileName: string | null;
  info: DocumentImportInfo | undefined;
  /** Set once the job failed (the page words it); the step then offers the way back. */
  failure: Failure | null;
  onCompleted: (job: JobStatusReply) => void;
  onFailed: (job: JobStatusReply | undefined, error: unknown) => void;
  onBackToUpload: () => void;
};

export function ProcessingStep({ uuid, fileName, info, failure, onCompleted, onFailed, onBackToUpload }: Props) {
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
        <FailureAlert failure={failure} testId="processing-failure" />
        <Group>
          <Button variant="default" leftSection={<IconArrowBack size={16} aria-hidden />} onClick={onBackToUpload}>
            {t('document_import.processing.back_to_upload')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const percent = Math.max(0, Math.min(100, Math.round(job?.progress ?? 0)));
  const state = !job || job.status === 'pending' ? t('document_import.processing.pending') : t('document_import.processing.reading');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="processing">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <Loader size="sm" aria-hidden />
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {fileName ? t('document_import.processing.title_file', { name: fileName }) : t('document_import.processing.title')}
          </Title>
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {state}
        </Text>
        <Progress.Root size="xl">
          <Progress.Section value={Math.max(percent, 3)} animated aria-label={t('jobs.progress_label', { percent })}>
            {percent >= 10 && <Progress.Label>{t('jobs.percent', { percent })}</Progress.Label>}
          </Progress.Section>
        </Progress.Root>
        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="do-not-refresh">
          <IconClockHour4 size={20} stroke={1.6} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden color="var(--mantine-color-orange-7)" />
          <Text size="sm" fw={500}>
            {t('document_import.processing.do_not_refresh')}
          </Text>
        </Group>
        {info && <ExtractorNote info={info} />}
      </Stack>
    </Paper>
  );
}
