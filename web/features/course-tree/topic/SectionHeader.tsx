// The heading of a part of the topic overview (pages, questions, passages): its title and a
// line saying what it is, with its buttons on the right (wrapping under it, and among themselves, on narrow screens).
import { Box, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { id: string; title: string; hint: string; children?: ReactNode };

export function SectionHeader({ id, title, hint, children }: Props) {
  return (
    <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
      <Box miw={0} flex="1 1 240px">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Box>
      {children && (
        <Group gap="xs" wrap="wrap" style={{ flexShrink: 0, maxWidth: '100%' }}>
          {children}
        </Group>
      )}
    </Group>
  );
}

/** The keyboard and drag instruction under a reorderable table. */
export function ReorderHint({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" mt={6}>
      {children}
    </Text>
  );
}

/** A status badge that keeps its full width in a table column (Mantine's badge would shrink to an ellipsis). */
export function StatusCell({ children }: { children: ReactNode }) {
  return <Box w="max-content">{children}</Box>;
}
