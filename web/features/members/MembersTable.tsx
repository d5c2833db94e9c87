// The rows of User Management (spec §2, §6): name and email, role, team, approval and
// restricted state. Administrators change the admin, approved and restricted flags with
// switches and the team place with a choice of the organization's teams; everyone else
// reads them (roles and teams only for those who may view roles).
import { Badge, Group, Paper, Select, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../domain/schemas/account.ts';
import type { ManagedMember, UpdateMemberRequest } from '../../../domain/schemas/members.ts';

/** Select value for "in no team". */
export const NO_TEAM = 'none';

export type MemberChanges = {
  /** The organization's teams when it uses teams (null: no team column choice). */
  teams: Team[] | null;
  busy: (memberId: number) => boolean;
  onFlags: (member: ManagedMember, change: UpdateMemberRequest) => void;
  onTeam: (member: ManagedMember, toTeamId: number | null) => void;
};

export const displayName = (member: { name: string; email: string }) => member.name || member.email;

/** The team whose role the member acts with (the strongest), or null. */
function actingTeam(member: ManagedMember) {
  const rank = { limited_editor: 1, editor: 2, publisher: 3 } as const;
  return member.teams.reduce<ManagedMember['teams'][number] | null>((best, team) => (!best || rank[team.role] > rank[best.role] ? team : best), null);
}

function TeamCell({ member, changes }: { member: ManagedMember; changes?: MemberChanges }) {
  const { t } = useTranslation();
  const team = actingTeam(member);
  // Administrators do everything whatever their team, so their team is not a choice (§6).
  if (!changes?.teams || member.admin) {
    return (
      <Text size="sm" c={member.teams.length ? undefined : 'dimmed'}>
        {member.teams.length ? member.teams.map((tm) => tm.name).join(', ') : t('members.no_team')}
      </Text>
    );
  }
  const data = [
    ...changes.teams.map((option) => ({ value: String(option.id), label: t('members.team_option', { team: option.name, role: t(`roles.${option.role}`) }) })),
    { value: NO_TEAM, label: t('members.no_team_option') },
  ];
  return (
    <Select
      size="xs"
      w={240}
      aria-label={t('members.team_of', { name: displayName(member) })}
      data={data}
      value={team ? String(team.id) : NO_TEAM}
      allowDeselect={false}
      disabled={changes.busy(member.id)}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (value === null) return;
        const to = value === NO_TEAM ? null : Number(value);
        if (to !== (team?.id ?? null) || member.teams.length > 1) changes.onTeam(member, to);
      }}
    />
  );
}

function FlagCell({ member, flag, changes }: { member: ManagedMember; flag: 'admin' | 'approved' | 'restricted'; changes?: MemberChanges }) {
  const { t } = useTranslation();
  const on = member[flag];
  if (!changes) {
    return <Text size="sm">{on ? t('members.yes') : t('members.no')}</Text>;
  }
  return (
    <Switch
      checked={on}
      disabled={changes.busy(member.id)}
      aria-label={t(`members.${flag}_of`, { name: displayName(member) })}
      onChange={(event) => changes.onFlags(member, { [flag]: event.currentTarget.checked })}
    />
  );
}

export function MembersTable({
  members,
  showRoles,
  showTeams,
  changes,
}: {
  members: ManagedMember[];
  showRoles: boolean;
  /** Team organizations only (§6: without teams there are no teams). */
  showTeams: boolean;
  changes?: MemberChanges;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={720} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label={t('members.table_label')}>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th>{t('members.column_member')}</Table.Th>
              {showRoles && <Table.Th>{t('members.column_role')}</Table.Th>}
              {showRoles && showTeams && <Table.Th>{t('members.column_team')}</Table.Th>}
              <Table.Th>{t('members.column_admin')}</Table.Th>
              <Table.Th>{t('members.column_approved')}</Table.Th>
              <Table.Th>{t('members.column_restricted')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.id} data-testid={`member-${member.id}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {displayName(member)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                </Table.Td>
                {showRoles && (
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light">{t(`roles.${member.role}`)}</Badge>
                    </Group>
                  </Table.Td>
                )}
                {showRoles && showTeams && (
                  <Table.Td>
                    <TeamCell member={member} changes={changes} />
                  </Table.Td>
                )}
                <Table.Td>
                  <FlagCell member={member} flag="admin" changes={changes} />
                </Table.Td>
                <Table.Td>
                  <FlagCell member={member} flag="approved" changes={changes} />
                </Table.Td>
                <Table.Td>
                  <FlagCell member={member} flag="restricted" changes={changes} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
