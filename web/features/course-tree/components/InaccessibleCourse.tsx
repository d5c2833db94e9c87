// A course the teacher may not open: one error page, saying the true reason (§6 "Sharing a
// course"). Its share settings keep the teacher out: "not shared with you"; any other
// refusal: the permission page with the server's reason (its 403 says why, in the caller's
// language).
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../components/ErrorScreen/index.ts';
import { QueryError } from '../../../components/QueryError.tsx';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { isApiError } from '../../../lib/http.ts';

export function InaccessibleCourse() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div data-testid="inaccessible-course">
      <ErrorScreen
        name="permissionError"
        signedIn
        courseListPath={homePath(language)}
        title={t('course_tree.inaccessible_title')}
        description={t('course_tree.inaccessible_description')}
      />
    </div>
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
 * A failed read of a course, unit or topic: for a 403 the permission page with the server's
 * reason (a course shared with selected people only, or a role that may not open content),
 * the §8 fetch message with a retry for a server failure, else the error page by kind.
 */
export function ContentError({ error, fetchFailed, onRetry }: { error: unknown; fetchFailed: string; onRetry: () => void }) {
  const language = useLanguage();
  if (isApiError(error) && error.status === 403) {
    const reason = typeof error.body?.message === 'string' && error.body.message ? error.body.message : undefined;
    return <ErrorScreen name="permissionError" signedIn courseListPath={homePath(language)} description={reason} />;
  }
  if (isApiError(error) && error.kind === 'serverError') return <FetchFailed message={fetchFailed} onRetry={onRetry} />;
  return <QueryError error={error} courseListPath={homePath(language)} />;
}

/** An address whose id is not a number: a page that does not exist. */
export function MissingContent() {
  const language = useLanguage();
  return <ErrorScreen name="notFound" signedIn courseListPath={homePath(language)} />;
}
