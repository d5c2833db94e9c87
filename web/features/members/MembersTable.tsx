// The rows of User Management (spec §2, §6): name and email, role, team, approval and
// restricted state. Administrators change the admin, approved and restricted flags with
// switches and the team place with a choice of the organization's teams; everyone else
// reads them (roles and teams only for those who may view roles). From 62em up it is a table;
// narrower (a phone, a small tablet) each member is a card (components/responsiveTable) that keeps the table's roles.
import { Badge, Select, Switch, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../domain/schemas/account.ts';
import type { ManagedMember, UpdateMemberRequest } from '../../../domain/schemas/members.ts';
import { LabelledCell, ResponsiveTable } from '../../components/responsiveTable/index.ts';
import classes from './MembersTable.module.css';

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
      w={{ base: '100%', md: 200, lg: 240 }}
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

/**
 * A value's cell. On a narrow screen the column's name is shown beside the value (hidden from screen
 * readers, which announce the column header); `wide` lets the value take the rest of the line.
 */
function Cell({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <LabelledCell label={label} valueClassName={wide ? classes.wide : undefined}>
      {children}
    </LabelledCell>
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
    <ResponsiveTable minWidth={720} className={classes.table} boxTestId="members-table-box" aria-label={t('members.table_label')}>
      <Table.Thead role="rowgroup" bg="var(--mantine-color-gray-0)">
        <Table.Tr role="row">
          <Table.Th role="columnheader">{t('members.column_member')}</Table.Th>
          {showRoles && <Table.Th role="columnheader">{t('members.column_role')}</Table.Th>}
          {showRoles && showTeams && <Table.Th role="columnheader">{t('members.column_team')}</Table.Th>}
          <Table.Th role="columnheader">{t('members.column_admin')}</Table.Th>
          <Table.Th role="columnheader">{t('members.column_approved')}</Table.Th>
          <Table.Th role="columnheader">{t('members.column_restricted')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {members.map((member) => (
          <Table.Tr role="row" key={member.id} data-testid={`member-${member.id}`}>
            <Table.Td role="cell" className={classes.member}>
              <Text size="sm" fw={600} className={classes.name}>
                {displayName(member)}
              </Text>
              <Text size="xs" c="dimmed" className={classes.name}>
                {member.email}
              </Text>
            </Table.Td>
            {showRoles && (
              <Cell label={t('members.column_role')}>
                <Badge variant="light" className={classes.badge}>
                  {t(`roles.${member.role}`)}
                </Badge>
              </Cell>
            )}
            {showRoles && showTeams && (
              <Cell label={t('members.column_team')} wide>
                <TeamCell member={member} changes={changes} />
              </Cell>
            )}
            <Cell label={t('members.column_admin')}>
              <FlagCell member={member} flag="admin" changes={changes} />
            </Cell>
            <Cell label={t('members.column_approved')}>
              <FlagCell member={member} flag="approved" changes={changes} />
            </Cell>
            <Cell label={t('members.column_restricted')}>
              <FlagCell member={member} flag="restricted" changes={changes} />
            </Cell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
