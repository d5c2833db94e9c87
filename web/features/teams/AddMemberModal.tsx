// Add a member to a team: pick one of the organization's members who is not in it yet. The
// list says which team each person is in now, since joining a stronger team changes their role.
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Team } from '../../../domain/schemas/account.ts';
import { candidatesFor, currentTeam, displayName } from './membership.ts';

type Props = {
  team: Team | null;
  teams: readonly Team[];
  members: readonly Member[];
  pending: boolean;
  failed: boolean;
  onAdd: (team: Team, member: Member) => void;
  onClose: () => void;
};

export function AddMemberModal({ team, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={team !== null}
      onClose={rest.onClose}
      title={team ? t('teams.add_title', { team: team.name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted only while open, so each opening starts with nobody picked. */}
      {team && <AddMemberForm team={team} {...rest} />}
    </Modal>
  );
}

function AddMemberForm({ team, teams, members, pending, failed, onAdd, onClose }: Props & { team: Team }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const candidates = candidatesFor(team, members);
  const byId = new Map(candidates.map((member) => [String(member.id), member]));
  const chosen = picked ? byId.get(picked) : undefined;

  const describe = (member: Member) => {
    const now = currentTeam(teams, member.id);
    return now ? t('teams.in_team', { team: now.name, role: t(`roles.${now.role}`) }) : t('teams.in_no_team');
  };

  if (candidates.length === 0) {
    return (
      <Stack gap="md">
        <Text size="sm">{t('teams.add_none')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onAdd(team, chosen);
      }}
    >
      <Stack gap="md">
        <Select
          label={t('teams.add_field')}
          placeholder={t('teams.add_placeholder')}
          description={t('teams.add_hint', { role: t(`roles.${team.role}`) })}
          inputWrapperOrder={['label', 'input', 'description']}
          data={candidates.map((member) => ({ value: String(member.id), label: `${displayName(member)} (${member.email})` }))}
          value={picked}
          onChange={setPicked}
          searchable
          nothingFoundMessage={t('teams.add_nothing_found')}
          data-autofocus
          comboboxProps={{ withinPortal: true }}
          renderOption={({ option }) => {
            const member = byId.get(option.value)!;
            return (
              <div>
                <Text size="sm" fw={500}>
                  {displayName(member)}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.email} · {describe(member)}
                </Text>
              </div>
            );
          }}
        />
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('teams.add_failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!chosen} loading={pending}>
            {t('teams.add_confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
