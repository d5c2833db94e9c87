// {lang}/chapters/failed, questions/failed, passages/failed (spec §2 "Failed-content lists"):
// the organization's pages, questions or passages that break a §5 rule or failed in a job,
// with where they sit, why, and a link to fix each. Tabs switch between the three lists
// (keeping the course filter); the course filter and the page live in the address, page 1
// left out (§9); 15 a page with the totals from X-Pena-Count / X-Pena-Pages.
import { Button, EmptyState, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconCircleCheck, IconFileAlert, IconFileText, IconHelpSquare, IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../../domain/constants.ts';
import { FAILED_KINDS, type FailedKind } from '../../../domain/schemas/failedContent.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { ListPagination } from '../../components/ListPagination.tsx';
import { QueryError } from '../../components/QueryError.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { useSignedIn } from '../auth/index.ts';
import { CourseFilter } from './CourseFilter.tsx';
import { useFailedList } from './data/failedContent.ts';
import { FailedTable, FailedTableSkeleton } from './FailedTable.tsx';
import { failedPaths, parseListState, toSearchParams, type FailedListState } from './paths.ts';
import { screenWord } from '../../lib/screenWords.ts';

const tabIcons: Record<FailedKind, React.ReactNode> = {
  chapters: <IconFileText size={16} />,
  questions: <IconHelpSquare size={16} />,
  passages: <IconQuote size={16} />,
};

function FailedContentScreen({ kind }: { kind: FailedKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { organization } = useSignedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseListState(searchParams);
  const list = useFailedList(organization.id, kind, state);
  useScreenTitle(t(`failed.title_${screenWord(kind)}`));

  const go = (next: FailedListState) => setSearchParams(toSearchParams(next));

  if (list.isError && !list.data) return <QueryError error={list.error} courseListPath={homePath(language)} />;

  const page = list.data;
  const first = page && page.count > 0 ? (state.page - 1) * DEFAULT_PAGE_SIZE + 1 : 0;
  const last = page ? first + page.items.length - 1 : 0;
  const knownName = state.courseId !== null ? (page?.items.find((i) => i.course.id === state.courseId)?.course.name ?? null) : null;

  return (
    <>
      <ScreenHeader eyebrow={organization.name} title={t('failed.title')} description={t('failed.description')} />
      <Tabs
        value={kind}
        onChange={(next) => next && navigate(failedPaths.list(language, next as FailedKind, { courseId: state.courseId }))}
        mb="md"
        keepMounted={false}
      >
        <Tabs.List>
          {FAILED_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k} leftSection={tabIcons[k]}>
              {t(`failed.tabs.${screenWord(k)}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper withBorder p="md" mb="md">
        <CourseFilter
          organizationId={organization.id}
          value={state.courseId}
          knownName={knownName}
          onChange={(courseId) => go({ courseId, page: FIRST_PAGE })}
        />
      </Paper>

      {!page ? (
        <FailedTableSkeleton />
      ) : page.count === 0 || page.items.length === 0 ? (
        <Paper withBorder p={48}>
          <EmptyState
            icon={page.count === 0 ? <IconCircleCheck size={28} /> : <IconFileAlert size={28} />}
            variant="light"
            color={page.count === 0 ? 'teal' : 'gray'}
            title={page.count === 0 ? t(`failed.empty_title_${screenWord(kind)}`) : t('failed.page_empty_title')}
            description={
              page.count === 0
                ? state.courseId !== null
                  ? t('failed.empty_description_course')
                  : t('failed.empty_description')
                : t('failed.page_empty_description')
            }
          >
            {page.count > 0 && (
              <Button variant="light" onClick={() => go({ courseId: state.courseId, page: FIRST_PAGE })}>
                {t('failed.first_page')}
              </Button>
            )}
          </EmptyState>
        </Paper>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="failed-count">
            {t(`failed.showing_${screenWord(kind)}`, { from: first, to: last, count: page.count })}
          </Text>
          <FailedTable kind={kind} items={page.items} refreshing={list.isPlaceholderData || list.isFetching} />
          <ListPagination page={state.page} pages={page.pages} onChange={(value) => go({ ...state, page: value })} />
        </Stack>
      )}
    </>
  );
}

export const FailedPagesScreen = () => <FailedContentScreen kind="chapters" />;
export const FailedQuestionsScreen = () => <FailedContentScreen kind="questions" />;
export const FailedPassagesScreen = () => <FailedContentScreen kind="passages" />;
