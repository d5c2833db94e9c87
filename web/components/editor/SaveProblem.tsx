// A failed save that is neither a conflict nor on a field (useDocumentForm's `problem`): the
// §8 "Failed to …" line, followed by the server's own reason when it refused the request.
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../../lib/http.ts';

export function SaveProblem({ problem, failedLine }: { problem: unknown; failedLine: string }) {
  if (problem === null || problem === undefined) return null;
  const refusal = isApiError(problem) && problem.status < 500 ? problem.message : null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="save-problem">
      {failedLine}
      {refusal && refusal !== failedLine ? ` ${refusal}` : ''}
    </Alert>
  );
}
