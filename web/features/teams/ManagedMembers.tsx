// The member table for administrators of a team organization: a member's role is picked
// from the teams, and the move (join the new team, leave the others) is confirmed first.
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, OrganizationDetail, Team } from '../../../domain/schemas/account.ts';
import { ConfirmModal } from '../../components/feedback/index.ts';
import { useMoveMember } from './data/teams.ts';
import { currentTeam, displayName, teamsOf } from './membership.ts';
import { MemberTable } from './MemberTable.tsx';

type Move = { member: Member; from: Team | null; to: Team | null };

export function ManagedMembers({ detail, onDone }: { detail: OrganizationDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [move, setMove] = useState<Move | null>(null);
  const mutation = useMoveMember(detail.id);

  const close = () => {
    setMove(null);
    mutation.reset();
  };

  const confirm = () => {
    if (!move) return;
    const { member, to } = move;
    mutation.mutate(
      { userId: member.id, to: to?.id ?? null, from: teamsOf(detail.teams, member.id).map((team) => team.id) },
      {
        onSuccess: () => {
          setMove(null);
          const name = displayName(member);
          onDone(to ? t('teams.changed', { name, role: t(`roles.${to.role}`) }) : t('teams.changed_none', { name }));
        },
      },
    );
  };

  const body = (m: Move) => {
    const name = displayName(m.member);
    if (m.from && m.to) return t('teams.change_move', { name, from: m.from.name, to: m.to.name, role: t(`roles.${m.to.role}`) });
    if (m.to) return t('teams.change_join', { name, to: m.to.name, role: t(`roles.${m.to.role}`) });
    return t('teams.change_leave', { name, from: m.from?.name ?? '' });
  };

  return (
    <>
      <MemberTable
        members={detail.members}
        showRoles
        manage={{
          teams: detail.teams,
          onChange: (member, toTeamId) =>
            setMove({
              member,
              from: currentTeam(detail.teams, member.id),
              to: detail.teams.find((team) => team.id === toTeamId) ?? null,
            }),
        }}
      />
      <ConfirmModal
        opened={move !== null}
        title={t('teams.change_title')}
        confirmLabel={t('teams.change_confirm')}
        loading={mutation.isPending}
        error={mutation.isError ? t('teams.change_failed') : undefined}
        onConfirm={confirm}
        onCancel={close}
      >
        {move && <Text size="sm">{body(move)}</Text>}
      </ConfirmModal>
    </>
  );
}
