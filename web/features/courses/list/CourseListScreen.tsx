// {lang}/: the course list (spec §2 "Course list", §9). Search by name or tag, filters,
// sort and page all live in the address; the list is one page of 15 with the totals from
// the X-Pena-Count / X-Pena-Pages headers. Teachers who may create get the create menu.
// "Download courses" sends the same query (or the rows picked with the checkboxes), and
// "Your downloads" above the search follows the jobs.
import { Alert, Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBooks, IconDownload, IconFilterOff, IconLock, IconSearchOff, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../../../domain/constants.ts';
import { guardRoute } from '../../../../domain/access/index.ts';
import { SuccessBanner, useFlash } from '../../../components/feedback/index.ts';
import { ScreenHeader } from '../../../components/ScreenHeader.tsx';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { useSignedIn } from '../../auth/index.ts';
import { FailedContentLink } from '../../failed-content/index.ts';
import { useOrganization } from '../../organizations/index.ts';
import { useCourseList } from '../data/courses.ts';
import { useAuthors } from '../data/organizationOptions.ts';
import { CourseTable, CourseTableSkeleton } from './CourseTable.tsx';
import { CreateMenu, useCreatePermissions } from './CreateMenu.tsx';
import { FilterPanel, SearchRow } from './CourseFilters.tsx';
import { DownloadCoursesButton, useDownloadCourses } from '../downloads/DownloadCourses.tsx';
import { DownloadJobsPanel } from '../downloads/DownloadJobsPanel.tsx';
import { activeFilterCount, defaultListParams, filtersOf, isNarrowed, listSearch, toApiQuery } from './listParams.ts';
import { useCourseListState } from './useCourseListState.ts';
import { useCourseSelection } from './useCourseSelection.ts';
import type { CourseSelection } from './useCourseSelection.ts';

export function CourseListScreen() {
  const { t } = useTranslation();
  const { organization, access, facts } = useSignedIn();
  const canView = guardRoute(access, facts, 'content');
  useScreenTitle(t('courses.title'));
  const flash = useFlash();

  return (
    <>
      <SuccessBanner message={flash.message} onDismiss={flash.dismiss} />
      {canView ? (
        <CourseList />
      ) : (
        <>
          <ScreenHeader eyebrow={organization.name} title={t('courses.title')} />
          <Alert variant="light" color="orange" icon={<IconLock size={18} />} title={t('courses.denied_title')}>
            {t('courses.denied_description')}
          </Alert>
        </>
      )}
    </>
  );
}

function CourseList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { organization } = useSignedIn();
  const state = useCourseListState();
  const { applied, draft } = state;
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(filtersOf(applied)) > 0);
  const query = toApiQuery(applied);
  const list = useCourseList(organization.id, query);
  // What the list matches (not its page or sort): a new search or filter starts a new selection.
  const selection = useCourseSelection(listSearch({ ...defaultListParams, ...filtersOf(applied) }));
  const detail = useOrganization(organization.id);
  const authors = useAuthors(organization.id, filtersOpen);
  const can = useCreatePermissions();
  const narrowed = isNarrowed(filtersOf(applied));
  const download = useDownloadCourses({
    query,
    // Not the previous query's total while the new one loads.
    total: list.isPlaceholderData ? undefined : list.data?.count,
    narrowed,
    selectedIds: selection.ids,
    onStarted: selection.clear,
  });

  if (list.isError && !list.data) return <QueryError error={list.error} courseListPath={homePath(language)} />;

  const page = list.data;
  const first = page && page.count > 0 ? (applied.page - 1) * DEFAULT_PAGE_SIZE + 1 : 0;
  const last = page ? first + page.items.length - 1 : 0;

  return (
    <>
      <ScreenHeader
        eyebrow={organization.name}
        title={t('courses.title')}
        description={t('courses.description')}
        actions={
          <>
            <FailedContentLink />
            <DownloadCoursesButton onClick={download.open} disabled={page?.count === 0 && selection.ids.length === 0} />
            <CreateMenu />
          </>
        }
      />
      {download.modal}
      <DownloadJobsPanel />
      <Paper withBorder p="md" mb="md">
        <SearchRow
          filters={draft}
          pending={state.pending}
          sortBy={applied.sortBy}
          sort={applied.sort}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          onChange={state.update}
          onSort={state.setSort}
        />
        <FilterPanel
          opened={filtersOpen}
          filters={draft}
          detail={detail.data}
          authors={authors.data}
          onChange={state.update}
          onClear={state.clearFilters}
        />
      </Paper>

      {!page ? (
        <CourseTableSkeleton selectable />
      ) : page.count === 0 || page.items.length === 0 ? (
        narrowed || applied.page > 1 ? (
          <Paper withBorder p={48}>
            <EmptyState
              icon={<IconSearchOff size={28} />}
              variant="light"
              color="gray"
              title={t('courses.no_results_title')}
              description={t('courses.no_results_description')}
            >
              <EmptyState.Actions>
                <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={state.clearFilters}>
                  {t('courses.filters.clear')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <Paper withBorder p={48}>
            <EmptyState
              icon={<IconBooks size={28} />}
              variant="light"
              title={t('courses.empty_title')}
              description={
                can.course
                  ? t('courses.empty_description_create', { organization: organization.name })
                  : t('courses.empty_description', { organization: organization.name })
              }
            >
              {can.course && (
                <EmptyState.Actions>
                  <CreateMenu />
                </EmptyState.Actions>
              )}
            </EmptyState>
          </Paper>
        )
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="xs" mih={30}>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="course-count">
              {t('courses.showing', { from: first, to: last, count: page.count })}
            </Text>
            <SelectionBar selection={selection} onDownload={download.open} />
          </Group>
          <CourseTable courses={page.items} refreshing={list.isPlaceholderData || list.isFetching} selection={selection} />
          <ListPagination page={applied.page} pages={page.pages} onChange={state.setPage} />
        </Stack>
      )}
    </>
  );
}

/** "N selected", clear, and the download of just those (the header button does the same). */
function SelectionBar({ selection, onDownload }: { selection: CourseSelection; onDownload: () => void }) {
  const { t } = useTranslation();
  if (selection.ids.length === 0) return null;
  return (
    <Group gap="xs" data-testid="course-selection">
      <Text size="sm" fw={650} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        {t('courses.selection.selected', { count: selection.ids.length })}
      </Text>
      <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconX size={14} />} onClick={selection.clear}>
        {t('courses.selection.clear')}
      </Button>
      <Button variant="light" size="compact-sm" leftSection={<IconDownload size={14} />} onClick={onDownload}>
        {t('downloads.download_selected')}
      </Button>
    </Group>
  );
}
