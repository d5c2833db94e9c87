// A read of the source that failed: a refusal or a record gone says so (the server's reason),
// anything else the §8 fetch line with a retry.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFailureMessage } from '../../../components/failureMessage.ts';

export function FetchProblem({ error, message, onRetry }: { error: unknown; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const describe = useFailureMessage();
  return (
    <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="fetch-failed">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{describe(error, message)}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t('common.try_again')}
        </Button>
      </Group>
    </Alert>
  );
}
