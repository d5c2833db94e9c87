// The publish and unpublish pages (spec §2 "Publish and Unpublish pages", with progress
// modals, §4, §8), one screen in two modes: the course's units, topics, pages and questions
// to select; the selection goes to the server with the versions loaded; the job runs in the
// progress modal; then the success state, or the reason: a refusal naming topics offers to
// deselect them, a selection out of date (the job's "content changed") offers a refresh.
import { Alert, Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { JobStatusReply, PublishItem, PublishTopic, PublishTree } from '../../../../domain/schemas/publishing.ts';
import { parseId } from '../../../../domain/schemas/primitives.ts';
import { SuccessBanner } from '../../../components/feedback/index.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { JobProgressModal } from '../../../components/jobs/index.ts';
import { MathText } from '../../../components/math/index.ts';
import { QueryError } from '../../../components/QueryError.tsx';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { ApiError, isApiError } from '../../../lib/http.ts';
import type { PublishMode } from '../data/hooks.ts';
import { usePublishTree, useRefreshAfterJob, useSubmitSelection } from '../data/hooks.ts';
import { publishingPaths } from '../paths.ts';
import { StatusInfo } from '../tree/StatusInfo.tsx';
import { SelectionToolbar } from './SelectionToolbar.tsx';
import { refusalFor, refusalOf } from './refusal.ts';
import type { Refusal } from './refusal.ts';
import { UnitList, unitValue } from '../tree/UnitList.tsx';
import {
  allTopics,
  emptySelection,
  selectedCount,
  selectionRequest,
  setTopics,
  toggleItem,
  topicsMissingQuestion,
} from '../tree/selection.ts';
import type { Selection } from '../tree/selection.ts';

/** Up to this many rows every unit opens at once; a larger course opens its first unit only. */
const OPEN_ALL_ROWS = 150;
const noTopics: number[] = [];

function initiallyOpened(tree: PublishTree): string[] {
  const rows = allTopics(tree).reduce((sum, topic) => sum + 1 + topic.chapters.length + topic.questions.length, 0);
  return rows <= OPEN_ALL_ROWS ? tree.units.map(unitValue) : tree.units.slice(0, 1).map(unitValue);
}

export function SelectionScreen({ mode }: { mode: PublishMode }) {
  const courseId = parseId(useParams().courseId);
  const tree = usePublishTree(courseId);
  const { t } = useTranslation();
  const language = useLanguage();
  useScreenTitle(t(mode === 'publish' ? 'publishing.publish_title' : 'publishing.unpublish_title'));

  if (courseId === null) return <QueryError error={new ApiError(404, null)} courseListPath={homePath(language)} />;
  if (tree.isError) {
    // A course the teacher may not open or that is gone: the error page; anything else: §8's
    // fetch failure with a retry.
    if (isApiError(tree.error) && (tree.error.kind === 'permissionError' || tree.error.kind === 'notFound')) {
      return <QueryError error={tree.error} courseListPath={homePath(language)} />;
    }
    // This page has no top bar (§2): the way back stays on screen.
    return (
      <Stack gap="lg">
        <BackToCourse to={publishingPaths.course(language, courseId)} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('publishing.fetch_failed')}>
          <Button mt="sm" size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void tree.refetch()}>
            {t('publishing.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (!tree.data) {
    return (
      <Stack gap="md" aria-busy data-testid="publish-loading">
        <Skeleton height={16} width={140} />
        <Skeleton height={34} width="60%" />
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  }
  return <LoadedSelection key={courseId} mode={mode} courseId={courseId} tree={tree.data} refetch={() => tree.refetch()} />;
}

function BackToCourse({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" fw={500} underline="hover" w="fit-content">
      <Group gap={6} component="span" wrap="nowrap">
        <IconArrowLeft size={16} />
        {t('publishing.back_to_course')}
      </Group>
    </Anchor>
  );
}

/** The success message takes the focus when it appears: the button that started the job is gone. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

type LoadedProps = { mode: PublishMode; courseId: number; tree: PublishTree; refetch: () => Promise<unknown> };

function LoadedSelection({ mode, courseId, tree, refetch }: LoadedProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failureMessage = useFailureMessage();
  const submit = useSubmitSelection(courseId, mode);
  const refreshAfterJob = useRefreshAfterJob();
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [opened, setOpened] = useState<string[]>(() => initiallyOpened(tree));
  const [jobUuid, setJobUuid] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const onToggleTopic = useCallback(
    (topic: PublishTopic, on: boolean) => setSelection((current) => setTopics(mode, current, [topic], on)),
    [mode],
  );
  const onToggleItem = useCallback(
    (topic: PublishTopic, item: PublishItem) => setSelection((current) => toggleItem(mode, current, topic, item)),
    [mode],
  );
  const onSetTopics = useCallback(
    (topics: PublishTopic[], on: boolean) => setSelection((current) => setTopics(mode, current, topics, on)),
    [mode],
  );

  const count = selectedCount(mode, tree, selection);
  const missingQuestion = topicsMissingQuestion(mode, tree, selection);
  const verb = mode === 'publish' ? 'publish' : 'unpublish';
  const failedFallback = t(`publishing.${verb}_failed`);

  const refresh = async () => {
    setRefreshing(true);
    setSelection(emptySelection);
    setRefusal(null);
    try {
      await refetch();
    } finally {
      setRefreshing(false);
    }
  };

  const refusedTopics = refusal?.topicIds ?? noTopics;
  const deselectRefused = () => {
    const refused = new Set(refusedTopics);
    setSelection((current) => setTopics(mode, current, allTopics(tree).filter((topic) => refused.has(topic.id)), false));
    setRefusal(null);
  };

  const send = () => {
    setRefusal(null);
    const body = selectionRequest(mode, tree, selection);
    submit.mutate(body, {
      onSuccess: (job) => setJobUuid(job.uuid),
      onError: (error) =>
        setRefusal(refusalOf(error, body, tree) ?? refusalFor('request', failureMessage(error, failedFallback), null, null, tree, false)),
    });
  };

  const onCompleted = (_job: JobStatusReply) => {
    setJobUuid(null);
    setDone(count);
    setSelection(emptySelection);
    void refreshAfterJob();
  };
  const onFailed = (error: ApiError) => {
    setJobUuid(null);
    // A failed job (422, §4) says why, e.g. "content changed, refresh" (§8): refresh offered.
    setRefusal(refusalFor('job', error.message || failedFallback, error.body, null, tree, error.status === 422));
    void refreshAfterJob();
  };

  const backToCourse = publishingPaths.course(language, courseId);
  const publishedAnything = allTopics(tree).some((topic) => topic.status === 'published');

  return (
    <Stack gap="lg" pb={96}>
      <BackToCourse to={backToCourse} />
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="pena.7" lts={0.6}>
          {t(`publishing.${verb}_title`)}
        </Text>
        <Title order={1} style={{ wordBreak: 'break-word' }}>
          <MathText inline>{tree.course.name}</MathText>
        </Title>
        <StatusInfo status={tree.course.status} publishedAt={tree.course.published_at} changed={tree.course.changed_since_published} />
        {done === null && (
          <Text c="dimmed" size="sm" mt={4}>
            {t(`publishing.${verb}_intro`)}
          </Text>
        )}
      </Stack>

      <SuccessBanner
        message={
          done === null ? null : (
            <Stack gap="xs" data-testid="publish-success" ref={focusOnMount} tabIndex={-1} style={{ outline: 'none' }}>
              <Text size="sm">{t(mode === 'publish' ? 'publishing.published_done' : 'publishing.unpublished_done', { count: done })}</Text>
              <Group gap="xs">
                <Button size="xs" component={Link} to={backToCourse}>
                  {t('publishing.back_to_course')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setDone(null)}>
                  {t(`publishing.${verb}_more`)}
                </Button>
              </Group>
            </Stack>
          )
        }
        onDismiss={() => setDone(null)}
      />

      {refusal && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={t(`publishing.${refusal.source === 'job' ? 'job_failed' : 'refused'}_${verb}`)}
          data-testid="publish-refusal"
          role="alert"
        >
          <Stack gap="xs">
            <Text size="sm">{refusal.message}</Text>
            {refusal.listed.length > 0 && (
              <List size="sm" data-testid="refused-topics">
                {refusal.listed.map((name) => (
                  <List.Item key={name}>
                    <MathText inline>{name}</MathText>
                  </List.Item>
                ))}
              </List>
            )}
            {(refusal.topicIds.length > 0 || refusal.refresh) && (
              <Group gap="xs">
                {refusal.topicIds.length > 0 && (
                  <Button size="xs" variant="default" onClick={deselectRefused}>
                    {t('publishing.deselect_refused', { count: refusal.topicIds.length })}
                  </Button>
                )}
                {refusal.refresh && (
                  <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} loading={refreshing} onClick={() => void refresh()}>
                    {t('publishing.refresh')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Alert>
      )}

      {done === null && (
        <>
          {tree.units.length === 0 ? (
            <Text c="dimmed">{t('publishing.no_units')}</Text>
          ) : mode === 'unpublish' && !publishedAnything ? (
            <Text c="dimmed">{t('publishing.nothing_published')}</Text>
          ) : (
            <>
              <SelectionToolbar
                onSelectAll={() => onSetTopics(allTopics(tree), true)}
                onSelectNone={() => setSelection(emptySelection)}
                onOpenAll={() => setOpened(tree.units.map(unitValue))}
                onCloseAll={() => setOpened([])}
              />
              <UnitList
                units={tree.units}
                mode={mode}
                selection={selection}
                opened={opened}
                onOpenedChange={setOpened}
                onSetTopics={onSetTopics}
                onToggleTopic={onToggleTopic}
                onToggleItem={onToggleItem}
                refused={refusedTopics}
              />
            </>
          )}
          <Paper
            withBorder
            shadow="md"
            p="md"
            radius="md"
            pos="sticky"
            bottom={16}
            style={{ zIndex: 5 }}
            data-testid="publish-bar"
          >
            <Group justify="space-between" wrap="nowrap" gap="md">
              <Stack gap={2}>
                {count === 0 && (
                  <Text size="sm" c="dimmed">
                    {t(mode === 'publish' ? 'publishing.nothing_selected' : 'publishing.nothing_selected_unpublish')}
                  </Text>
                )}
                {missingQuestion.map((topic) => (
                  <Text key={topic.id} size="sm" c="red.8" data-testid="missing-question">
                    {t('publishing.missing_question', { name: topic.name })}
                  </Text>
                ))}
              </Stack>
              <Button
                color={mode === 'publish' ? 'pena' : 'red'}
                disabled={count === 0 || missingQuestion.length > 0}
                loading={submit.isPending}
                onClick={send}
                style={{ flexShrink: 0 }}
              >
                {count === 0 ? t(`publishing.${verb}`) : t(`publishing.${verb}_count`, { count })}
              </Button>
            </Group>
          </Paper>
        </>
      )}

      <JobProgressModal
        uuid={jobUuid}
        title={t(mode === 'publish' ? 'publishing.publishing' : 'publishing.unpublishing')}
        onCompleted={onCompleted}
        onFailed={onFailed}
      />
    </Stack>
  );
}
