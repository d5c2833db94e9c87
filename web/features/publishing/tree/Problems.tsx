// Why something cannot be selected (§5 errors, from the server, in the teacher's language)
// with a link to fix it, and the pre-publish warnings that never block.
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Errors({ errors, fixTo, fixLabel }: { errors: string[]; fixTo: string; fixLabel?: string }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="item-errors">
      <IconAlertCircle size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Stack gap={0}>
        {errors.map((error) => (
          <Text key={error} size="xs" c="red.8">
            {error}
          </Text>
        ))}
        <Anchor component={Link} to={fixTo} size="xs" fw={600}>
          {fixLabel ?? t('publishing.fix')}
        </Anchor>
      </Stack>
    </Group>
  );
}

export function Warnings({ warnings }: { warnings: string[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      px={8}
      py={4}
      bg="var(--mantine-color-yellow-0)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid="item-warnings"
    >
      <IconAlertTriangle size={14} color="var(--mantine-color-yellow-8)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Stack gap={0}>
        <Text size="xs" fw={600} c="yellow.9">
          {t('publishing.warnings')}
        </Text>
        <List size="xs" c="yellow.9" spacing={0}>
          {warnings.map((warning) => (
            <List.Item key={warning}>{warning}</List.Item>
          ))}
        </List>
      </Stack>
    </Group>
  );
}
