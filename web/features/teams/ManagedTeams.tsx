// The teams section for administrators: the team cards with add and remove, the add-member
// dialog and the remove confirmation. Each change refetches the organization and reports
// through `onDone` (the page's success banner).
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, OrganizationDetail, Team } from '../../../domain/schemas/account.ts';
import { ConfirmModal } from '../../components/feedback/index.ts';
import { AddMemberModal } from './AddMemberModal.tsx';
import { useTeamMember } from './data/teams.ts';
import { displayName, teamsOf } from './membership.ts';
import type { TeamUser } from './TeamCards.tsx';
import { TeamCards } from './TeamCards.tsx';

export function ManagedTeams({ detail, onDone }: { detail: OrganizationDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<Team | null>(null);
  const [removing, setRemoving] = useState<{ team: Team; user: TeamUser } | null>(null);
  const add = useTeamMember(detail.id);
  const remove = useTeamMember(detail.id);

  const closeAdd = () => {
    setAdding(null);
    add.reset();
  };
  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  const confirmAdd = (team: Team, member: Member) =>
    add.mutate(
      { teamId: team.id, userId: member.id, action: 'add' },
      {
        onSuccess: () => {
          setAdding(null);
          onDone(t('teams.added', { name: displayName(member), team: team.name }));
        },
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    const { team, user } = removing;
    remove.mutate(
      { teamId: team.id, userId: user.id, action: 'remove' },
      {
        onSuccess: () => {
          setRemoving(null);
          onDone(t('teams.removed', { name: displayName(user), team: team.name }));
        },
      },
    );
  };

  const remaining = removing ? teamsOf(detail.teams, removing.user.id).filter((team) => team.id !== removing.team.id) : [];

  return (
    <>
      <TeamCards
        teams={detail.teams}
        showRoles
        manage={{ onAdd: setAdding, onRemove: (team, user) => setRemoving({ team, user }) }}
      />
      <AddMemberModal
        team={adding}
        teams={detail.teams}
        members={detail.members}
        pending={add.isPending}
        failed={add.isError}
        onAdd={confirmAdd}
        onClose={closeAdd}
      />
      <ConfirmModal
        opened={removing !== null}
        title={t('teams.remove_title')}
        confirmLabel={t('teams.remove_confirm')}
        tone="danger"
        loading={remove.isPending}
        error={remove.isError ? t('teams.remove_failed') : undefined}
        onConfirm={confirmRemove}
        onCancel={closeRemove}
      >
        {removing && (
          <Stack gap="xs">
            <Text size="sm">
              {t('teams.remove_body', {
                name: displayName(removing.user),
                team: removing.team.name,
                role: t(`roles.${removing.team.role}`),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {remaining.length === 0
                ? t('teams.remove_no_team')
                : t('teams.remove_other_teams', { teams: remaining.map((team) => team.name).join(', ') })}
            </Text>
          </Stack>
        )}
      </ConfirmModal>
    </>
  );
}
