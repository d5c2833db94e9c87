// The frame of a unit or topic form: a back link to where the teacher came from, where the
// new record goes (eyebrow), the title, and the form on a card; and what the page shows
// until the record it needs (the course, unit or topic) is there to open.
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorScreen } from '../../../components/ErrorScreen/index.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { useRecordOrganization } from '../../auth/index.ts';
import { ContentError, InaccessibleCourse, MissingContent } from '../components/InaccessibleCourse.tsx';

type Props = { backTo: string; backLabel: string; eyebrow?: ReactNode; title: string; description?: string; children: ReactNode };

export function FormScreen({ backTo, backLabel, eyebrow, title, description, children }: Props) {
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Anchor component={Link} to={backTo} size="sm" c="dimmed" fw={500} underline="hover" w="fit-content">
        <Group gap={6} component="span" wrap="nowrap">
          <IconArrowLeft size={16} />
          {backLabel}
        </Group>
      </Anchor>
      <Stack gap={4}>
        {eyebrow && (
          <Text size="xs" fw={700} tt="uppercase" c="pena.7" lts={0.6} truncate="end">
            {eyebrow}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      <Paper withBorder p="xl">
        {children}
      </Paper>
    </Stack>
  );
}

export function FormSkeleton() {
  return (
    <Stack gap="lg" maw={720} mx="auto" aria-busy data-testid="form-loading">
      <Skeleton height={16} width={160} />
      <Skeleton height={34} width="50%" />
      <Skeleton height={260} radius="lg" />
    </Stack>
  );
}

type RecordQuery<T> = { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };

type GateProps<T> = {
  /** The id from the address; null when it is not a number. */
  id: number | null;
  query: RecordQuery<T>;
  /** The §8 fetch failure text for this kind of record. */
  fetchFailed: string;
  /**
   * Whether the teacher may save this form for the record (useRecordAccess, the rules the
   * server's policies apply): a form that cannot be saved is not offered (§6).
   */
  allowed?: (record: T) => boolean;
  children: (record: T) => ReactNode;
};

/** The page for the record once it is loaded and open to the teacher; until then, why not. */
export function RecordGate<T extends { accessible: boolean; organization_id: number }>({ id, query, fetchFailed, allowed, children }: GateProps<T>) {
  // A record of another of the user's organizations: shown once that organization is selected.
  const switching = useRecordOrganization(query.data?.organization_id);
  if (id === null) return <MissingContent />;
  if (query.isError) return <ContentError error={query.error} fetchFailed={fetchFailed} onRetry={() => void query.refetch()} />;
  if (!query.data || switching) return <FormSkeleton />;
  if (!query.data.accessible) return <InaccessibleCourse />;
  if (allowed && !allowed(query.data)) return <NotYours />;
  return children(query.data);
}

/** A record the teacher may open but not change (a limited editor and someone else's unit or topic). */
function NotYours() {
  const { t } = useTranslation();
  const language = useLanguage();
  return <ErrorScreen name="permissionError" signedIn courseListPath={homePath(language)} description={t('errors.own_content_only')} />;
}
