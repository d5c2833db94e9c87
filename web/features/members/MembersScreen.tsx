// {lang}/members, User Management (spec §2 "Other screens", §6): the organization's members
// with their role, team, approval and restricted state, searched by name or email (§5: applied
// after 500 ms; the server matches case-insensitively without non-word characters) and paged
// 15 at a time (§9; page 1 left out of the address). Administrators change the admin, approved
// and restricted flags and the team place; publishers, editors and limited editors view roles;
// restricted users never get here (RouteGuard, and the server answers 403). Administrators
// find the organization's activity (who changed whose role) from here.
import { Alert, Button, EmptyState, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconActivity, IconInfoCircle, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, FILTER_DEBOUNCE_MS, FIRST_PAGE } from '../../../domain/constants.ts';
import type { ManagedMember, UpdateMemberRequest } from '../../../domain/schemas/members.ts';
import { useFailureMessage } from '../../components/failureMessage.ts';
import { useNotify } from '../../components/notifications/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { ListPagination } from '../../components/ListPagination.tsx';
import { QueryError } from '../../components/QueryError.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { isApiError } from '../../lib/http.ts';
import { activityPaths, useActivityRights } from '../activity/index.ts';
import { useSignedIn } from '../auth/index.ts';
import { useOrganization } from '../organizations/index.ts';
import { useMembers, useMoveToTeam, useUpdateMember } from './data/members.ts';
import { displayName, MembersTable, type MemberChanges } from './MembersTable.tsx';
import { readListState, toSearchParams } from './listState.ts';

export function MembersScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { organization, access, user } = useSignedIn();
  useScreenTitle(t('members.title'));
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [draft, setDraft] = useState(state.q);
  const [debounced] = useDebouncedValue(draft.trim(), FILTER_DEBOUNCE_MS);
  useEffect(() => {
    // The search is applied after the debounce and starts again from the first page.
    if (debounced !== state.q) setParams(toSearchParams({ q: debounced, page: FIRST_PAGE }), { replace: true });
  }, [debounced, state.q, setParams]);

  const list = useMembers(organization.id, state.q, state.page);
  const manages = access.canChangeRoles;
  const canSeeActivity = useActivityRights().organization;
  const usesTeams = organization.use_teams_in_qcreate;
  const detail = useOrganization(organization.id);
  const update = useUpdateMember(organization.id, user.id);
  const move = useMoveToTeam(organization.id);
  const notify = useNotify();
  const failure = useFailureMessage();
  const [busyId, setBusyId] = useState<number | null>(null);

  if (list.isError) return <QueryError error={list.error} courseListPath={homePath(language)} />;

  // A refused change (e.g. the last administrator) says the server's reason.
  const problem = (error: unknown) =>
    isApiError(error) && error.status === 422 && typeof error.body?.message === 'string'
      ? error.body.message
      : failure(error, t('members.change_failed'));

  const changes: MemberChanges | undefined = manages
    ? {
        teams: usesTeams ? (detail.data?.teams ?? null) : null,
        busy: (id) => busyId === id,
        onFlags: (member: ManagedMember, change: UpdateMemberRequest) => {
          setBusyId(member.id);
          update.mutate(
            { userId: member.id, change },
            {
              onSuccess: () => notify({ tone: 'success', message: t('members.changed', { name: displayName(member) }) }),
              onError: (error) => notify({ tone: 'error', message: problem(error) }),
              onSettled: () => setBusyId(null),
            },
          );
        },
        onTeam: (member, to) => {
          setBusyId(member.id);
          move.mutate(
            { userId: member.id, to, from: member.teams.map((team) => team.id) },
            {
              onSuccess: () => notify({ tone: 'success', message: t('members.changed', { name: displayName(member) }) }),
              onError: (error) => notify({ tone: 'error', message: failure(error, t('members.change_failed')) }),
              onSettled: () => setBusyId(null),
            },
          );
        },
      }
    : undefined;

  const page = list.data;
  const go = (value: number) => {
    setParams(toSearchParams({ q: state.q, page: value }));
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <ScreenHeader
        eyebrow={organization.name}
        title={t('members.title')}
        description={manages ? t('members.admin_description') : t('members.description')}
        actions={
          canSeeActivity && (
            <Button component={Link} to={activityPaths.organization(language)} variant="default" leftSection={<IconActivity size={16} />} data-testid="organization-activity-link">
              {t('activity.organization_link')}
            </Button>
          )
        }
      />
      {!manages && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} mb="lg">
          {t('members.read_only')}
        </Alert>
      )}
      <Paper withBorder p="md" mb="md">
        <TextInput
          type="search"
          label={t('members.search_label')}
          placeholder={t('members.search_placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
        />
      </Paper>
      {!page ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={40} />
          <Skeleton height={220} />
        </Stack>
      ) : page.items.length === 0 ? (
        <Paper withBorder p={48}>
          <EmptyState
            icon={<IconUsers size={28} />}
            title={page.count > 0 ? t('members.page_empty') : state.q ? t('members.none_found') : t('members.none')}
            description={page.count === 0 && state.q ? t('members.none_found_description') : undefined}
          >
            {page.count > 0 && (
              <Button variant="light" onClick={() => go(FIRST_PAGE)}>
                {t('members.first_page')}
              </Button>
            )}
          </EmptyState>
        </Paper>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="members-count">
            {t('members.showing', {
              from: (Math.min(state.page, page.pages) - 1) * DEFAULT_PAGE_SIZE + 1,
              to: (Math.min(state.page, page.pages) - 1) * DEFAULT_PAGE_SIZE + page.items.length,
              count: page.count,
            })}
          </Text>
          <MembersTable members={page.items} showRoles={access.canViewRoles} showTeams={usesTeams} changes={changes} />
          <ListPagination page={state.page} pages={page.pages} onChange={go} />
        </Stack>
      )}
    </>
  );
}
