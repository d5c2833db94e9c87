// The two ways an organization works (spec §6), as two cards an administrator picks from:
// manage by team roles, or let every member create, edit, delete and publish. Switching
// asks first, in plain words, what changes for the members.
import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/feedback/index.ts';
import { useSwitchTeamMode } from './data/teams.ts';

type Mode = 'roles' | 'all';

export function TeamModeControl({
  organizationId,
  usesTeams,
  onSwitched,
}: {
  organizationId: number;
  usesTeams: boolean;
  onSwitched: (message: string) => void;
}) {
  const { t } = useTranslation();
  const current: Mode = usesTeams ? 'roles' : 'all';
  const [target, setTarget] = useState<Mode | null>(null);
  const switchMode = useSwitchTeamMode(organizationId);

  const close = () => {
    setTarget(null);
    switchMode.reset();
  };
  const confirm = () => {
    if (!target) return;
    switchMode.mutate(target === 'roles', {
      onSuccess: () => {
        setTarget(null);
        onSwitched(t(target === 'roles' ? 'teams.switched_roles' : 'teams.switched_all'));
      },
    });
  };

  const card = (mode: Mode) => (
    <Radio.Card
      value={mode}
      p="md"
      radius="lg"
      data-testid={`mode-${mode}`}
      // A button centres its content; the cards read top-down, and the chosen one stands out.
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        height: '100%',
        borderColor: mode === current ? 'var(--mantine-primary-color-filled)' : undefined,
        background: mode === current ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Radio.Indicator mt={2} />
        <Stack gap={4}>
          <Group gap={8} wrap="nowrap">
            {mode === 'roles' ? <IconShieldCheck size={18} aria-hidden /> : <IconUsersGroup size={18} aria-hidden />}
            <Text fw={650}>{t(mode === 'roles' ? 'teams.mode_roles' : 'teams.mode_all')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t(mode === 'roles' ? 'teams.mode_roles_description' : 'teams.mode_all_description')}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );

  return (
    <section aria-labelledby="mode-heading">
      <Title order={2} id="mode-heading" mb={4}>
        {t('teams.mode_heading')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('teams.mode_admin_description')}
      </Text>
      <Radio.Group
        value={current}
        onChange={(value) => value !== current && setTarget(value as Mode)}
        aria-labelledby="mode-heading"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {card('roles')}
          {card('all')}
        </SimpleGrid>
      </Radio.Group>
      <ConfirmModal
        opened={target !== null}
        title={t(target === 'all' ? 'teams.switch_to_all_title' : 'teams.switch_to_roles_title')}
        confirmLabel={t(target === 'all' ? 'teams.switch_to_all_confirm' : 'teams.switch_to_roles_confirm')}
        loading={switchMode.isPending}
        error={switchMode.isError ? t('teams.switch_failed') : undefined}
        onConfirm={confirm}
        onCancel={close}
      >
        <Stack gap="xs">
          <Text size="sm">{t(target === 'all' ? 'teams.switch_to_all_body' : 'teams.switch_to_roles_body')}</Text>
          <Text size="sm" c="dimmed">
            {t(target === 'all' ? 'teams.switch_to_all_note' : 'teams.switch_to_roles_note')}
          </Text>
        </Stack>
      </ConfirmModal>
    </section>
  );
}
