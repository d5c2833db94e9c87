// A course the teacher may not open (403: shared with selected people only, or a role that
// cannot view content): the permission error page with the inaccessible notice above it.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../components/ErrorPage/index.ts';
import { QueryError } from '../../../components/QueryError.tsx';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { isApiError } from '../../../lib/http.ts';

export function InaccessibleCourse() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap={0} maw={640} mx="auto" data-testid="inaccessible-course">
      <Alert variant="light" color="orange" icon={<IconLock size={18} />} title={t('course_tree.inaccessible_title')} mt="md">
        {t('course_tree.inaccessible_description')}
      </Alert>
      <ErrorPage name="permissionError" signedIn courseListPath={homePath(language)} />
    </Stack>
  );
}

/** The §8 fetch failure ("There was a problem while fetching units.") with a retry button. */
export function FetchFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="fetch-failed">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t('common.try_again')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * A failed read of a course, unit or topic: the inaccessible notice for 403, the §8 fetch
 * message with a retry for a server failure, else the error page by kind (e.g. not found).
 */
export function ContentError({ error, fetchFailed, onRetry }: { error: unknown; fetchFailed: string; onRetry: () => void }) {
  const language = useLanguage();
  if (isApiError(error) && error.status === 403) return <InaccessibleCourse />;
  if (isApiError(error) && error.kind === 'serverError') return <FetchFailed message={fetchFailed} onRetry={onRetry} />;
  return <QueryError error={error} courseListPath={homePath(language)} />;
}

/** An address whose id is not a number: a page that does not exist. */
export function MissingContent() {
  const language = useLanguage();
  return <ErrorPage name="notFound" signedIn courseListPath={homePath(language)} />;
}
