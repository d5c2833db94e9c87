// One download job in "Your downloads" (spec §4): what it holds and when it started; while it
// runs, its percentage on a progress bar and Cancel; once completed, Download (the signed link,
// no session needed) until the link expires; "Sent to email (address)" when it was emailed;
// failed ("Failed to download courses. Please try again.", §8 "Create, update and delete
// failures") or cancelled, with Retry.
import { Badge, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconMail, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DownloadCoursesJob } from '../../../../domain/schemas/downloads.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { useNotify } from '../../../components/notifications/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import classes from './DownloadJobRow.module.css';
import { isUnfinished, useCancelDownload, useStartDownload } from './data/downloads.ts';

function StatusBadge({ job }: { job: DownloadCoursesJob }) {
  const { t } = useTranslation();
  if (job.status === 'completed') return <Badge color="teal" variant="light">{t('downloads.job.completed')}</Badge>;
  if (job.status === 'failed') return <Badge color="red" variant="light">{t('downloads.job.failed_badge')}</Badge>;
  if (job.status === 'cancelled') return <Badge color="gray" variant="light">{t('downloads.job.cancelled')}</Badge>;
  return null;
}

function Progressing({ job }: { job: DownloadCoursesJob }) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" role="status">
          {job.status === 'pending' ? t('downloads.job.pending') : t('downloads.job.processing')}
        </Text>
        <Text size="sm" fw={650}>
          {t('jobs.percent', { percent })}
        </Text>
      </Group>
      <Progress value={percent} size="md" animated aria-label={t('jobs.progress_label', { percent })} />
    </Stack>
  );
}

function Details({ job }: { job: DownloadCoursesJob }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (isUnfinished(job)) return <Progressing job={job} />;
  if (job.status === 'failed') {
    // The server words a failure without a particular reason as the same §8 line: say it once.
    const reason = job.error && job.error !== t('downloads.job.failed') ? job.error : null;
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Stack gap={0}>
          <Text size="sm" c="red.8" role="alert">
            {t('downloads.job.failed')}
          </Text>
          {reason && (
            <Text size="xs" c="dimmed">
              {reason}
            </Text>
          )}
        </Stack>
      </Group>
    );
  }
  if (job.status === 'completed') {
    const until = formatDateTime(job.expires_at, language);
    return (
      <Stack gap={0}>
        {job.file_name && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {job.file_name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {job.download_url ? (until ? t('downloads.job.available_until', { date: until }) : null) : t('downloads.job.expired')}
        </Text>
      </Stack>
    );
  }
  return null;
}

function Actions({ job, title }: { job: DownloadCoursesJob; title: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const failure = useFailureMessage();
  const cancel = useCancelDownload();
  const retry = useStartDownload();

  if (isUnfinished(job)) {
    return (
      <Button
        variant="default"
        size="xs"
        leftSection={<IconX size={14} />}
        loading={cancel.isPending}
        aria-label={t('downloads.job.cancel_label', { title })}
        onClick={() =>
          cancel.mutate(job.uuid, {
            onError: (error) => notify({ tone: 'error', message: failure(error, t('downloads.job.cancel_failed')) }),
          })
        }
      >
        {t('downloads.job.cancel')}
      </Button>
    );
  }
  if (job.status === 'completed' && job.download_url) {
    return (
      <Button
        component="a"
        href={job.download_url}
        download={job.file_name ?? true}
        size="xs"
        leftSection={<IconDownload size={14} />}
        aria-label={t('downloads.job.download_label', { file: job.file_name ?? title })}
      >
        {t('downloads.job.download')}
      </Button>
    );
  }
  if (job.status === 'failed' || job.status === 'cancelled') {
    return (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconRefresh size={14} />}
        loading={retry.isPending}
        aria-label={t('downloads.job.retry_label', { title })}
        onClick={() =>
          retry.mutate(
            { organizationId: job.organization_id, retriedJobId: job.uuid },
            { onError: (error) => notify({ tone: 'error', message: failure(error, t('downloads.job.retry_failed')) }) },
          )
        }
      >
        {t('downloads.job.retry')}
      </Button>
    );
  }
  return null;
}

export function DownloadJobRow({ job }: { job: DownloadCoursesJob }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = job.course_count === null ? t('downloads.job.course_list') : t('downloads.job.courses', { count: job.course_count });
  const started = formatDateTime(job.created_at, language);

  return (
    <Box component="li" py="sm" data-testid={`download-job-${job.uuid}`} data-status={job.status} className={classes.row}>
      <Stack gap={2} className={classes.title}>
        <Group gap={8} wrap="nowrap">
          <Text size="sm" fw={650}>
            {title}
          </Text>
          <StatusBadge job={job} />
        </Group>
        {started && (
          <Text size="xs" c="dimmed">
            {t('downloads.job.started', { date: started })}
          </Text>
        )}
        {job.emailed_to && (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMail size={14} color="var(--mantine-color-gray-6)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('downloads.job.emailed', { email: job.emailed_to })}
            </Text>
          </Group>
        )}
      </Stack>
      <div className={classes.details}>
        <Details job={job} />
      </div>
      <div className={classes.actions}>
        <Actions job={job} title={title} />
      </div>
    </Box>
  );
}
