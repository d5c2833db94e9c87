// An import's failure: the title, the server's reason when it adds to it, what to do, and any
// actions the step offers (children). A failure with a code (the document import's §8 codes)
// carries it as data-code.
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ImportFailure = { title: string; reason: string | null; hint: string | null; code?: string | null };

export function FailureAlert({ failure, testId, children }: { failure: ImportFailure; testId: string; children?: ReactNode }) {
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
