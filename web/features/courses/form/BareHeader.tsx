// The header of a page without top bar (spec §2 "Layouts": new-content pages): a back link, the
// organization, the title and a line under it.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo.tsx';

type Props = { backTo: string; backLabel: string; eyebrow: string; title: string; description?: string };

export function BareHeader({ backTo, backLabel, eyebrow, title, description }: Props) {
  return (
    <Stack gap="md" mb="xl">
      <Group justify="space-between">
        <Anchor component={Link} to={backTo} size="sm" fw={600}>
          <Group gap={6}>
            <IconArrowLeft size={16} />
            {backLabel}
          </Group>
        </Anchor>
        <Logo />
      </Group>
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="pena.7" lts={0.6}>
          {eyebrow}
        </Text>
        <Title order={1}>{title}</Title>
        {description && (
          <Text c="dimmed" size="md">
            {description}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
