// "Download courses" on the course list (spec §2, §7): the button and its confirmation, which
// says what the spreadsheet will hold (the selected rows, or every course the list's current
// search and filters match) and that large downloads are also emailed. Confirming starts the
// job with the list's own query (data/downloads.ts); the job then shows in DownloadJobsPanel.
import { ActionIcon, Button, Group, Stack, Text, ThemeIcon, Tooltip, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileSpreadsheet, IconHourglass, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/feedback/index.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { DOWNLOAD_LINK_LIFETIME_MS } from '../../../../domain/schemas/downloads.ts';
import { useSignedIn } from '../../auth/index.ts';
import type { CourseListApiQuery } from '../list/listParams.ts';
import { downloadQueryOf, useStartDownload } from './data/downloads.ts';

const LINK_DAYS = Math.round(DOWNLOAD_LINK_LIFETIME_MS / 86_400_000);

export type DownloadCoursesProps = {
  /** The list's current query (the address's search, filters and sort). */
  query: CourseListApiQuery;
  /** How many courses the query matches, once the list knows. */
  total: number | undefined;
  /** The search or a filter narrows the list. */
  narrowed: boolean;
  /** The picked rows; empty: the whole query. */
  selectedIds: number[];
  onStarted: () => void;
};

/** The confirmation and a way to open it, for the header button and the selection bar alike. */
export function useDownloadCourses(props: DownloadCoursesProps) {
  const [opened, setOpened] = useState(false);
  const start = useStartDownload();
  const open = () => {
    start.reset();
    setOpened(true);
  };
  const modal = <DownloadConfirm {...props} opened={opened} start={start} onClose={() => setOpened(false)} />;
  return { open, modal };
}

/** The header's button; on a phone an icon with the same name, so the header's buttons share a line. */
export function DownloadCoursesButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`);
  const label = t('downloads.button');
  if (phone) {
    return (
      <Tooltip label={label}>
        <ActionIcon variant="default" size={36} aria-label={label} onClick={onClick} disabled={disabled}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}

function DownloadConfirm({
  query,
  total,
  narrowed,
  selectedIds,
  onStarted,
  opened,
  start,
  onClose,
}: DownloadCoursesProps & { opened: boolean; start: ReturnType<typeof useStartDownload>; onClose: () => void }) {
  const { t } = useTranslation();
  const failure = useFailureMessage();
  const { organization, user } = useSignedIn();

  const what =
    selectedIds.length > 0
      ? t('downloads.confirm.what_selected', { count: selectedIds.length })
      : total === undefined
        ? t(narrowed ? 'downloads.confirm.what_filtered_unknown' : 'downloads.confirm.what_all_unknown', { organization: organization.name })
        : t(narrowed ? 'downloads.confirm.what_filtered' : 'downloads.confirm.what_all', { count: total, organization: organization.name });

  const confirm = () =>
    start.mutate(
      { organizationId: organization.id, query: downloadQueryOf(query), includeIds: selectedIds },
      {
        onSuccess: () => {
          onClose();
          onStarted();
        },
      },
    );

  return (
    <ConfirmModal
      opened={opened}
      title={t('downloads.confirm.title')}
      confirmLabel={t('downloads.confirm.submit')}
      loading={start.isPending}
      error={start.isError ? failure(start.error, t('downloads.confirm.failed')) : undefined}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Stack gap="sm">
        <Text fw={650} data-testid="download-what">
          {what}
        </Text>
        <Stack gap="xs">
          <Point icon={<IconFileSpreadsheet size={14} />}>{t('downloads.confirm.contents')}</Point>
          <Point icon={<IconHourglass size={14} />}>{t('downloads.confirm.background')}</Point>
          <Point icon={<IconMail size={14} />}>{t('downloads.confirm.email', { email: user.email, days: LINK_DAYS })}</Point>
        </Stack>
      </Stack>
    </ConfirmModal>
  );
}

function Point({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={24} radius="xl" variant="light" color="gray" style={{ flexShrink: 0 }}>
        {icon}
      </ThemeIcon>
      <Text size="sm" c="dimmed" pt={2} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
