// A feed under its header: the filters, the count, the rows and the pages (15 a page, §9),
// with the filters and the page in the address. Shared by the course's and the
// organization's activity screens.
import { Button, EmptyState, Paper, Stack, Text } from '@mantine/core';
import { IconActivity, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../../domain/constants.ts';
import type { ActivityKind } from '../../../domain/schemas/history.ts';
import { ListPagination } from '../../components/ListPagination.tsx';
import { QueryError } from '../../components/QueryError.tsx';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import { ActivityList, ActivityListSkeleton } from './ActivityList.tsx';
import type { ActivityFeed } from './data/api.ts';
import { useActivity } from './data/hooks.ts';
import { hasFilters, noFilters, parseListState, toSearchParams, type ActivityListState } from './paths.ts';

type Props = { feed: ActivityFeed; organizationId: number; kinds: readonly ActivityKind[]; label: string };

export function ActivityFeedView({ feed, organizationId, kinds, label }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseListState(searchParams);
  const list = useActivity(feed, state);
  const go = (next: ActivityListState) => setSearchParams(toSearchParams(next));

  if (list.isError && !list.data) return <QueryError error={list.error} courseListPath={homePath(language)} />;

  const page = list.data;
  const first = page && page.count > 0 ? (state.page - 1) * DEFAULT_PAGE_SIZE + 1 : 0;
  const last = page ? first + page.items.length - 1 : 0;
  const knownName = state.actorId !== null ? (page?.items.find((e) => e.actor?.id === state.actorId)?.actor?.name ?? null) : null;
  const filtered = hasFilters(state);

  return (
    <>
      <ActivityFilters organizationId={organizationId} kinds={kinds} state={state} knownName={knownName} onChange={go} />
      {!page ? (
        <ActivityListSkeleton />
      ) : page.items.length === 0 ? (
        <Paper withBorder p={48}>
          <EmptyState
            icon={filtered && page.count === 0 ? <IconFilterOff size={28} /> : <IconActivity size={28} />}
            variant="light"
            color="gray"
            title={page.count > 0 ? t('activity.page_empty_title') : filtered ? t('activity.none_found_title') : t('activity.empty_title')}
            description={page.count > 0 ? t('activity.page_empty_description') : filtered ? t('activity.none_found_description') : t('activity.empty_description')}
          >
            {page.count > 0 ? (
              <Button variant="light" onClick={() => go({ ...state, page: FIRST_PAGE })}>
                {t('activity.first_page')}
              </Button>
            ) : (
              filtered && (
                <Button variant="light" onClick={() => go(noFilters)}>
                  {t('activity.clear_filters')}
                </Button>
              )
            )}
          </EmptyState>
        </Paper>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="activity-count">
            {t('activity.showing', { from: first, to: last, count: page.count })}
          </Text>
          <ActivityList events={page.items} refreshing={list.isPlaceholderData} label={label} />
          <ListPagination page={state.page} pages={page.pages} onChange={(value) => go({ ...state, page: value })} />
        </Stack>
      )}
    </>
  );
}
