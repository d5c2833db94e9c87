// The organization's members with their roles (roles only for those who may see them). For
// administrators of a team organization the role is a choice: picking another role moves the
// member into that team (changing a role is moving between teams, spec §6).
import { Avatar, Badge, Group, Paper, Select, Table, Text } from '@mantine/core';
import { EmptyState } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Member, Team } from '../../../domain/schemas/account.ts';
import { currentTeam, displayName, roleFollowsTeam } from './membership.ts';
import { roleColors } from './roleLabels.ts';

/** Select value for "in no team". */
export const NO_TEAM = 'none';

export type RoleChoice = { teams: Team[]; onChange: (member: Member, toTeamId: number | null) => void };

function RoleBadge({ member }: { member: Member }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={roleColors[member.role]}>
      {t(`roles.${member.role}`)}
    </Badge>
  );
}

function RoleSelect({ member, manage }: { member: Member; manage: RoleChoice }) {
  const { t } = useTranslation();
  const team = currentTeam(manage.teams, member.id);
  const data = [
    ...manage.teams.map((option) => {
      const role = t(`roles.${option.role}`);
      // "Penerbit · Penerbit" says nothing twice: a team named after its role shows once.
      const label = role.toLowerCase() === option.name.trim().toLowerCase() ? role : t('teams.role_option', { role, team: option.name });
      return { value: String(option.id), label };
    }),
    { value: NO_TEAM, label: t('roles.no_role') },
  ];
  return (
    <Select
      size="xs"
      w={240}
      aria-label={t('teams.role_of', { name: displayName(member) })}
      data={data}
      value={team ? String(team.id) : NO_TEAM}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (value === null) return;
        const to = value === NO_TEAM ? null : Number(value);
        if (to !== (team?.id ?? null)) manage.onChange(member, to);
      }}
    />
  );
}

function initials(name: string, email: string) {
  const words = (name || email).split(/[\s@._-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
}

export function MemberTable({ members, showRoles, manage }: { members: Member[]; showRoles: boolean; manage?: RoleChoice }) {
  const { t } = useTranslation();
  if (members.length === 0) {
    return (
      <Paper withBorder p="xl">
        <EmptyState icon={<IconUsers size={24} />} title={t('teams.no_members')} />
      </Paper>
    );
  }
  const sorted = [...members].sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
  return (
    <Paper withBorder style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th>{t('teams.column_name')}</Table.Th>
              <Table.Th>{t('teams.column_email')}</Table.Th>
              {showRoles && <Table.Th>{t('teams.column_role')}</Table.Th>}
              <Table.Th>{t('teams.column_status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar radius="xl" size={32} color={roleColors[member.role]}>
                      {initials(member.name, member.email)}
                    </Avatar>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {displayName(member)}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {member.email}
                  </Text>
                </Table.Td>
                {showRoles && (
                  <Table.Td>
                    {manage && roleFollowsTeam(member) ? <RoleSelect member={member} manage={manage} /> : <RoleBadge member={member} />}
                  </Table.Td>
                )}
                <Table.Td>
                  {member.approved ? (
                    <Text size="sm">{t('teams.status_approved')}</Text>
                  ) : (
                    <Badge variant="outline" color="orange">
                      {t('teams.status_unapproved')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
