// One row of a part list (an answer, an item, a response): drag handle, its letter or
// number, an optional correct-answer control, the value, and the row's own controls (kind
// switch, remove). `path` marks the row so the error summary can bring it into view.
import { ActionIcon, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PartRow.module.css';

type Props = {
  path: string;
  /** "a", "b"… or "1", "2"… */
  marker: string;
  /** Accessible name of the row ("Answer b"). */
  name: string;
  handle?: ReactNode;
  correct?: ReactNode;
  children: ReactNode;
  controls?: ReactNode;
  /** Below the value: a category select, a label… */
  footer?: ReactNode;
  /** Row-level messages (not the value's own, which its input shows). */
  error?: string;
  highlighted?: boolean;
  onRemove?: (() => void) | null;
};

export function PartRow({ path, marker, name, handle, correct, children, controls, footer, error, highlighted = false, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      data-path={path}
      data-testid="part-row"
      className={classes.row}
      aria-label={name}
      role="group"
      style={highlighted ? { borderColor: 'var(--mantine-color-teal-5)', background: 'var(--mantine-color-teal-0)' } : undefined}
    >
      <div className={classes.line}>
        <Group gap={4} wrap="nowrap" pt={4} style={{ flexShrink: 0 }}>
          {handle}
          <Badge variant="light" color={highlighted ? 'teal' : 'gray'} radius="sm" size="lg" w={34} px={0} style={{ textTransform: 'none' }} aria-hidden>
            {marker}
          </Badge>
          {correct}
        </Group>
        <Stack gap={6} className={classes.value}>
          {children}
          {footer}
          {error && (
            <Text size="xs" c="red.7" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" pt={4} style={{ flexShrink: 0 }} className={classes.controls}>
          {controls}
          {onRemove !== undefined && (
            <ActionIcon variant="subtle" color="gray" onClick={onRemove ?? undefined} disabled={onRemove === null} aria-label={t('questions.remove_named', { name })} title={t('questions.remove_named', { name })}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      </div>
    </Paper>
  );
}

/** A list's own message (a rule on the whole list), shown under it. */
export function ListError({ message, testId }: { message: string | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Box>
      <Text size="sm" c="red.7" role="alert" data-testid={testId}>
        {message}
      </Text>
    </Box>
  );
}
