// {lang}/teams: how the organization works — by team roles, or with every member allowed to
// do everything (spec §6) — its teams and its members with their roles. Administrators switch
// the mode, add and remove team members, and change a member's role by moving them between
// teams; everyone else sees the same page read-only (roles only for those who may see them).
import { Alert, Badge, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SuccessBanner, useFlash } from '../../components/feedback/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { QueryError } from '../../components/QueryError.tsx';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { useSignedIn } from '../auth/index.ts';
import { useOrganization } from '../organizations/index.ts';
import { ManagedMembers } from './ManagedMembers.tsx';
import { ManagedTeams } from './ManagedTeams.tsx';
import { MemberTable } from './MemberTable.tsx';
import { TeamCards } from './TeamCards.tsx';
import { TeamModeControl } from './TeamModeControl.tsx';

export function TeamsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { organization, access } = useSignedIn();
  const detail = useOrganization(organization.id);
  const flash = useFlash();
  useScreenTitle(t('teams.title'));

  if (detail.isError) return <QueryError error={detail.error} courseListPath={homePath(language)} />;

  const manages = access.canManageTeams;
  const usesTeams = detail.data?.use_teams_in_qcreate ?? organization.use_teams_in_qcreate;
  return (
    <>
      <ScreenHeader
        eyebrow={organization.name}
        title={t('teams.title')}
        description={manages ? t('teams.admin_description') : undefined}
        actions={
          <>
            {/* User Management (§2): every member's role, team and status, at {lang}/members. */}
            <Button component={Link} to={`/${language}/members`} variant="light" leftSection={<IconUsers size={16} />}>
              {t('members.link')}
            </Button>
            {/* Administrators see the mode as the choice below; everyone else as this badge. */}
            {!manages && (
              <Badge size="lg" variant="light" color={usesTeams ? 'pena' : 'teal'} data-testid="team-mode">
                {usesTeams ? t('teams.mode_roles') : t('teams.mode_all')}
              </Badge>
            )}
          </>
        }
      />
      <SuccessBanner message={flash.message} onDismiss={flash.dismiss} />
      {!manages && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} mb="xl">
          {usesTeams ? t('teams.mode_roles_description') : t('teams.mode_all_description')}
        </Alert>
      )}

      {!detail.data ? (
        <Stack gap="md" aria-busy>
          <Skeleton height={24} width={160} />
          <Skeleton height={160} />
          <Skeleton height={220} />
        </Stack>
      ) : (
        <Stack gap={40}>
          {manages && <TeamModeControl organizationId={organization.id} usesTeams={usesTeams} onSwitched={flash.show} />}
          {usesTeams && (
            <section aria-labelledby="teams-heading">
              <Title order={2} id="teams-heading" mb={4}>
                {t('teams.teams_heading')}
              </Title>
              <Text c="dimmed" size="sm" mb="md">
                {manages ? t('teams.teams_admin_description') : t('teams.teams_description')}
              </Text>
              {detail.data.teams.length === 0 ? (
                <Text c="dimmed">{t('teams.no_teams')}</Text>
              ) : manages ? (
                <ManagedTeams detail={detail.data} onDone={flash.show} />
              ) : (
                <TeamCards teams={detail.data.teams} showRoles={access.canViewRoles} />
              )}
            </section>
          )}
          <section aria-labelledby="members-heading">
            <Title order={2} id="members-heading" mb={4}>
              {t('teams.members_heading')}
            </Title>
            <Text c="dimmed" size="sm" mb="md">
              {t('teams.members_description', { count: detail.data.members.length })}
              {manages && usesTeams && ` ${t('teams.members_admin_hint')}`}
            </Text>
            {manages && usesTeams ? (
              <ManagedMembers detail={detail.data} onDone={flash.show} />
            ) : (
              <MemberTable members={detail.data.members} showRoles={access.canViewRoles} />
            )}
          </section>
        </Stack>
      )}
    </>
  );
}
