// Review's finish bar (spec §5): a refused or failed finish, "N kept of M", why Finish import
// waits (none kept, or kept questions with problems), and the button. Fixed at the window's
// bottom; the step above leaves room for it (FINISH_BAR_ROOM). The words are the feature's,
// under `${prefix}.kept_count`, `.waits_none`, `.waits_problems` and `.finish`.
import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from './FailureAlert.tsx';
import type { ImportFailure } from './FailureAlert.tsx';
import classes from './FinishBar.module.css';

/** The space the step keeps free under its last question, for the bar. */
export const FINISH_BAR_ROOM = 96;

type Props = {
  prefix: string;
  counts: { total: number; kept: number; keptWithProblems: number };
  /** Why Finish waits, or null when it may go. */
  blocker: 'none_kept' | 'problems' | null;
  finishing: boolean;
  /** Finish is off for another reason than the blocker (the step says why elsewhere). */
  disabled?: boolean;
  failure: ImportFailure | null;
  onFinish: () => void;
};

export function FinishBar({ prefix, counts, blocker, finishing, disabled = false, failure, onFinish }: Props) {
  const { t } = useTranslation();
  return (
    <Box className={classes.bar} data-testid="finish-bar">
      {/* The import screens' column (BareLayout's Container): the bar's content starts and ends with the page's. */}
      <Container size="md">
        <Stack gap={6}>
          {failure && <FailureAlert failure={failure} testId="finish-failure" />}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" data-testid="kept-count">
                {t(`${prefix}.kept_count`, { kept: counts.kept, total: counts.total })}
              </Text>
              {blocker && (
                <Text size="sm" c="orange.9" data-testid="finish-waits">
                  {blocker === 'none_kept' ? t(`${prefix}.waits_none`) : t(`${prefix}.waits_problems`, { count: counts.keptWithProblems })}
                </Text>
              )}
            </Stack>
            <Button onClick={onFinish} disabled={blocker !== null || disabled} loading={finishing} leftSection={<IconFileImport size={16} aria-hidden />} data-testid="finish-import">
              {t(`${prefix}.finish`)}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
