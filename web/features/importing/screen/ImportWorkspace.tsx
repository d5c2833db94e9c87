// The import page's body: the header (the target topic, where the questions come from, the
// way back), the source browser (courses › units and topics › a topic's questions, its
// level in the address so the browser's Back goes up a level), the selection tray, and the
// import: POST with a request_id made once per selection (a retry sends it again), done at
// once (200) or followed as a job (202) in the progress modal; then back to the topic's
// questions with a success banner, or the §8 failure line with the server's reason. When the
// selection holds what the topic already has (marked by the source topic, or named by the
// server's 409), the page asks first: only the new ones, all of them again, or back.
import { Alert, Anchor, Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBuildingBank, IconSchool } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { alreadyImportedSchema } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { parseId } from '../../../../domain/schemas/primitives.ts';
import type { TopicWithItems } from '../../../components/editor/index.ts';
import { withFlash } from '../../../components/feedback/index.ts';
import { JobProgressModal, jobFailure } from '../../../components/jobs/index.ts';
import { MathText } from '../../../components/math/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { isApiError } from '../../../lib/http.ts';
import { emptyCourseQuery } from '../data/api.ts';
import type { CourseQuery } from '../data/api.ts';
import { readResult, useImportQuestions, useRefreshTarget } from '../data/hooks.ts';
import type { Scope } from '../data/hooks.ts';
import { alreadyChosen, markAlreadyImported, questionCount, requestLists } from '../selection.ts';
import type { Selection } from '../selection.ts';
import { describeFailure } from './failure.ts';
import { ImportAgainModal } from './ImportAgainModal.tsx';
import { SourceCourses } from './SourceCourses.tsx';
import { SourceCourse } from './SourceCourse.tsx';
import { SourceTopic } from './SourceTopic.tsx';
import { SelectionTray } from './SelectionTray.tsx';
import { treePaths } from '../../../lib/content/treePaths.ts';

export type SourceKind = 'test_bank' | 'organization';
export type Source = { kind: SourceKind; id: number; name: string };

export function BackToTopic({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Anchor component={Link} to={treePaths.topic(language, topicId)} size="sm" c="dimmed" fw={500} underline="hover" w="fit-content">
      <Group gap={6} component="span" wrap="nowrap">
        <IconArrowLeft size={16} />
        {t('importing.back_to_topic')}
      </Group>
    </Anchor>
  );
}

export function ImportWorkspace({ target, source }: { target: TopicWithItems; source: Source }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const courseId = parseId(search.get('course') ?? undefined);
  const topicId = courseId === null ? null : parseId(search.get('topic') ?? undefined);
  const scope: Scope = { sourceId: source.id, importingId: target.organization_id, targetTopicId: target.id };
  const [query, setQuery] = useState<CourseQuery>(emptyCourseQuery);
  const [selection, setSelection] = useState<Selection>([]);
  const [jobUuid, setJobUuid] = useState<string | null>(null);
  /** The selection being asked about (it holds what the topic already has), or null. */
  const [asking, setAsking] = useState<Selection | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const request = useRef<{ signature: string; id: string } | null>(null);
  const submit = useImportQuestions(target.id);
  const refreshTarget = useRefreshTarget();
  const running = submit.isPending || jobUuid !== null;
  const count = questionCount(selection);

  const open = (course: number | null, topic: number | null = null) => {
    const next = new URLSearchParams();
    if (course !== null) next.set('course', String(course));
    if (course !== null && topic !== null) next.set('topic', String(topic));
    setSearch(next);
    window.scrollTo({ top: 0 });
  };

  const finish = (job: JobStatusReply) => {
    setJobUuid(null);
    const result = readResult(job);
    const imported = result ? result.question_ids.length : count;
    void refreshTarget({ topicId: target.id, courseId: target.course_id });
    void navigate(treePaths.topicQuestions(language, target.id), withFlash(t('importing.done', { count: imported })));
  };

  const send = (chosen: Selection, again: boolean) => {
    if (chosen.length === 0 || running) return;
    const lists = requestLists(chosen);
    const signature = JSON.stringify(lists);
    if (request.current?.signature !== signature) request.current = { signature, id: crypto.randomUUID() };
    setFailure(null);
    submit.mutate(
      { organization_id: source.id, ...lists, request_id: request.current.id, import_again: again },
      {
        onSuccess: (job) => {
          if (job.status === 'completed') finish(job);
          else if (job.status === 'failed' || job.status === 'cancelled') setFailure(jobFailure(job));
          else setJobUuid(job.uuid);
        },
        onError: (error) => {
          // The topic got some of them since the page read it: ask, as for those it showed.
          const held = isApiError(error) && error.status === 409 ? alreadyImportedSchema.safeParse(error.body?.already_imported) : null;
          const marked = held?.success ? markAlreadyImported(chosen, held.data) : null;
          if (marked && alreadyChosen(marked).length > 0) {
            setSelection(marked);
            setAsking(marked);
          } else setFailure(error);
        },
      },
    );
  };

  const startImport = () => {
    if (selection.length === 0 || running) return;
    if (alreadyChosen(selection).length > 0) setAsking(selection);
    else send(selection, false);
  };

  const importNewOnly = () => {
    const fresh = (asking ?? []).filter((e) => !e.alreadyImported);
    setAsking(null);
    setSelection(fresh);
    send(fresh, false);
  };

  const importAgain = () => {
    const chosen = asking ?? [];
    setAsking(null);
    send(chosen, true);
  };

  const failed = failure ? describeFailure(t, failure) : null;
  const SourceIcon = source.kind === 'test_bank' ? IconBuildingBank : IconSchool;

  return (
    <Stack gap="lg" pb={{ base: 96, md: 'xl' }}>
      <BackToTopic topicId={target.id} />
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="pena.7" lts={0.6}>
          {t('importing.eyebrow')}
        </Text>
        <Title order={1} style={{ wordBreak: 'break-word' }}>
          <MathText inline>{target.name}</MathText>
        </Title>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {target.course_name} › {target.bundle_name}
        </Text>
        <Group gap="xs" mt={6} wrap="wrap">
          <Text size="sm">{t('importing.from')}</Text>
          <Badge size="lg" variant="light" tt="none" leftSection={<SourceIcon size={14} />} data-testid="import-source">
            {source.name}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {source.kind === 'test_bank' ? t('importing.read_only_note') : t('importing.copy_note')}
        </Text>
      </Stack>

      {failed && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={failed.message} data-testid="import-failed">
          {failed.reason}
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {courseId === null ? (
            <SourceCourses scope={scope} ownSource={source.kind === 'organization'} query={query} onQuery={setQuery} onOpen={(id) => open(id)} />
          ) : topicId === null ? (
            <SourceCourse scope={scope} courseId={courseId} onBack={() => open(null)} onOpen={(id) => open(courseId, id)} />
          ) : (
            <SourceTopic
              scope={scope}
              topicId={topicId}
              selection={selection}
              onSelection={setSelection}
              onCourses={() => open(null)}
              onCourse={() => open(courseId)}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SelectionTray
            selection={selection}
            onSelection={setSelection}
            running={running}
            onImport={startImport}
            cancelTo={treePaths.topic(language, target.id)}
          />
        </Grid.Col>
      </Grid>

      <ImportAgainModal selection={asking} onSkip={importNewOnly} onImportAgain={importAgain} onCancel={() => setAsking(null)} />

      <JobProgressModal
        uuid={jobUuid}
        title={t('importing.progress', { count })}
        onCompleted={finish}
        onFailed={(error) => {
          setFailure(error);
          setJobUuid(null);
        }}
      />
    </Stack>
  );
}
