// A failed conversion or import (failure.ts): the title, the server's reason, what to do.
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Failure } from '../failure.ts';

export function FailureAlert({ failure, testId }: { failure: Failure; testId: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={failure.title} role="alert" data-testid={testId}>
      {failure.reason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {failure.reason}
        </Text>
      )}
      {failure.hint && (
        <Text size="sm" mt={failure.reason ? 6 : 0}>
          {failure.hint}
        </Text>
      )}
    </Alert>
  );
}
