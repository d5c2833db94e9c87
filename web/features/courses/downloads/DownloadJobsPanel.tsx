// "Your downloads" on the course list (spec §4 "Download courses progress": processing
// percentage, then sent to email, completed or cancelled): the caller's recent download jobs of
// this organization, newest first, the first few shown and the rest behind "Show all". Hidden
// when there are none. Each row is a DownloadJobRow; the list polls while one runs
// (data/downloads.ts).
import { Button, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFileSpreadsheet } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_JOBS_LISTED_DAYS } from '../../../../domain/schemas/downloads.ts';
import { useSignedIn } from '../../auth/index.ts';
import { DownloadJobRow } from './DownloadJobRow.tsx';
import { useDownloadJobs } from './data/downloads.ts';

/** Rows shown before "Show all". */
export const JOBS_SHOWN = 3;

export function DownloadJobsPanel() {
  const { t } = useTranslation();
  const { organization } = useSignedIn();
  const jobs = useDownloadJobs();
  const [expanded, setExpanded] = useState(false);
  const mine = (jobs.data ?? []).filter((job) => job.organization_id === organization.id);
  if (mine.length === 0) return null;
  const shown = expanded ? mine : mine.slice(0, JOBS_SHOWN);

  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="download-jobs-title" data-testid="download-jobs">
      <Group gap="sm" wrap="nowrap" mb="sm">
        <ThemeIcon size={32} radius="md" variant="light">
          <IconFileSpreadsheet size={18} />
        </ThemeIcon>
        <div>
          <Title order={2} size="h5" id="download-jobs-title">
            {t('downloads.panel.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('downloads.panel.description', { days: DOWNLOAD_JOBS_LISTED_DAYS })}
          </Text>
        </div>
      </Group>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((job, index) => (
          <Fragment key={job.uuid}>
            {index > 0 && <Divider component="li" role="presentation" />}
            <DownloadJobRow job={job} />
          </Fragment>
        ))}
      </Stack>
      {mine.length > JOBS_SHOWN && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
        >
          {expanded ? t('downloads.panel.show_fewer') : t('downloads.panel.show_all', { count: mine.length })}
        </Button>
      )}
    </Paper>
  );
}
