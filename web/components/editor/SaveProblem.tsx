// A failed save that is neither a conflict nor on a field (useDocumentForm's `problem`). A
// refusal (403) or a record that is gone (404) reads as `failureMessage` words it for every
// screen, never "try again"; anything else is the "Failed to …" line (§8 "Create, update and
// delete failures"), followed by the server's own reason when it refused the request (another
// 4xx).
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../../lib/http.ts';
import { useFailureMessage } from '../failureMessage.ts';

export function SaveProblem({ problem, failedLine }: { problem: unknown; failedLine: string }) {
  const failure = useFailureMessage();
  if (problem === null || problem === undefined) return null;
  const worded = failure(problem, failedLine);
  const refusal = worded === failedLine && isApiError(problem) && problem.status < 500 ? problem.message : null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="save-problem">
      {worded}
      {refusal && refusal !== failedLine ? ` ${refusal}` : ''}
    </Alert>
  );
}
