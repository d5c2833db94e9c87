// A failure (failure.ts): the title, the server's words when they add to it, what to do, and
// the actions the step offers (try again, another file).
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Failure } from '../failure.ts';

export function FailureAlert({ failure, testId, children }: { failure: Failure; testId: string; children?: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={failure.title} role="alert" data-testid={testId} data-code={failure.code ?? undefined}>
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
      {children}
    </Alert>
  );
}
