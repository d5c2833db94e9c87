// The heading of a screen: title, an optional line under it, and actions on the right.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; description?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode };

export function ScreenHeader({ title, description, actions, eyebrow }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} miw={0}>
        {eyebrow && (
          <Text size="xs" fw={700} tt="uppercase" c="pena.7" lts={0.6}>
            {eyebrow}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        {description && (
          <Text c="dimmed" size="md">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
