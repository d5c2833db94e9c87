// A titled block of the course form.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section">
      <Title order={2} size="h3" mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
