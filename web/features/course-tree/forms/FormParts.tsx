// Pieces every unit and topic form has: what went wrong with the last save, and Cancel next
// to the submit button.
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import type { SaveProblem } from './formSupport.ts';

type ProblemProps = {
  problem: SaveProblem;
  /**
   * The "Failed to … Please try again." line (§8 "Create, update and delete failures"), for
   * failures other than a refusal or a missing record.
   */
  failed: string;
  /** The notice that someone else saved first (409). */
  conflict: string;
  onReload?: () => void;
};

export function SaveProblemAlert({ problem, failed, conflict, onReload }: ProblemProps) {
  const { t } = useTranslation();
  const describe = useFailureMessage();
  if (!problem) return null;
  return (
    <Alert color={problem.kind === 'conflict' ? 'orange' : 'red'} variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {problem.kind === 'conflict' ? conflict : describe(problem.error, failed)}
      {problem.kind === 'conflict' && onReload && (
        <Button size="compact-sm" variant="light" color="orange" ml="sm" onClick={onReload}>
          {t('course_tree.reload')}
        </Button>
      )}
    </Alert>
  );
}

type ActionsProps = { cancelTo: string; submitLabel: string; disabled: boolean; loading: boolean };

export function FormActions({ cancelTo, submitLabel, disabled, loading }: ActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" component={Link} to={cancelTo}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
