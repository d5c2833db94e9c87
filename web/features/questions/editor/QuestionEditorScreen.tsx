// {lang}/questions/{id} and {lang}/topics/{topicId}/questions/new[?type=…]: loads what the
// editor needs (the question, its topic with the other questions and the passages, the
// organization's point system and the teacher's autosave), then shows the form — or the
// question read-only when it is a provider reference (§8) or not the teacher's to edit (its
// history can be read and compared, never restored).
// A new question keeps its form when its first save moves it to its own address (EditorSession).
import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canDeleteRecord, canEditRecord } from '../../../../domain/access/index.ts';
import { PROVIDER_READ_ONLY_MESSAGE } from '../../../../domain/schemas/content.ts';
import type { Question } from '../../../../domain/schemas/questions.ts';
import { EditorLayout, EditorSession, useNextItem, useTopicItems } from '../../../components/editor/index.ts';
import type { MoveTo, SessionStart } from '../../../components/editor/index.ts';
import { ErrorScreen } from '../../../components/ErrorScreen/index.ts';
import { QueryError } from '../../../components/QueryError.tsx';
import { useScreenTitle } from '../../../components/useScreenTitle.ts';
import { homePath, useLanguage } from '../../../i18n/useLanguage.ts';
import { useSignedIn } from '../../auth/index.ts';
import { ChangedSincePublished, changedSincePublished, ItemHistory } from '../../history/index.ts';
import type { HistorySubject } from '../../history/index.ts';
import { useQuestion } from '../data/hooks.ts';
import { documentFromQuestion, newDocument } from '../model/document.ts';
import { questionPaths } from '../paths.ts';
import { QuestionForm } from './QuestionForm.tsx';
import { QuestionPreview } from './QuestionPreview.tsx';
import { questionFields } from './questionHistory.ts';

export function QuestionEditorScreen() {
  return <EditorSession idParam="questionId">{(start, moveTo) => <QuestionSession start={start} moveTo={moveTo} />}</EditorSession>;
}

/** One editing session: what it edits is fixed when it starts (see EditorSession). */
function QuestionSession({ start, moveTo }: { start: SessionStart; moveTo: MoveTo }) {
  const { t } = useTranslation();
  useScreenTitle(t('questions.kind'));
  if (start.id !== null) return <ExistingQuestion id={start.id} />;
  if (start.topicId !== null) return <NewQuestion topicId={start.topicId} moveTo={moveTo} />;
  return <Missing />;
}

function Missing() {
  const language = useLanguage();
  return <ErrorScreen name="notFound" signedIn courseListPath={homePath(language)} />;
}

function Loading({ topicId }: { topicId: number | null }) {
  const { t } = useTranslation();
  const topic = useTopicItems(topicId);
  return (
    <EditorLayout topic={topic.data} kind={t('questions.kind')}>
      <Stack gap="lg" aria-busy data-testid="question-loading">
        <Skeleton height={80} radius="md" />
        <Skeleton height={180} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    </EditorLayout>
  );
}

function useEditorContext(topicId: number | null) {
  const session = useSignedIn();
  const topic = useTopicItems(topicId);
  return {
    session,
    topic,
    pointsEnabled: session.organization.enable_point_system,
    autosave: session.user.autosave_effective,
  };
}

function NewQuestion({ topicId, moveTo }: { topicId: number; moveTo: MoveTo }) {
  const language = useLanguage();
  const [search] = useSearchParams();
  const [initial] = useState(() => newDocument(search.get('type')));
  const { session, topic, pointsEnabled, autosave } = useEditorContext(topicId);
  if (topic.isError) return <QueryError error={topic.error} courseListPath={homePath(language)} />;
  if (!session.access.canCreate) return <ErrorScreen name="permissionError" signedIn courseListPath={homePath(language)} />;
  return (
    <QuestionForm
      topicId={topicId}
      topic={topic.data}
      items={topic.items}
      questions={topic.data?.questions ?? []}
      passages={topic.data?.passages ?? []}
      loaded={null}
      initial={initial}
      pointsEnabled={pointsEnabled}
      autosave={autosave}
      canDelete={canDeleteRecord(session.access, { creatorId: session.user.id }, session.user.id)}
      onCreated={(question) => moveTo(question.id, questionPaths.edit(language, question.id))}
    />
  );
}

function ExistingQuestion({ id }: { id: number }) {
  const language = useLanguage();
  const query = useQuestion(id);
  const { session, topic, pointsEnabled, autosave } = useEditorContext(query.data?.topic_id ?? null);
  if (query.isError) return <QueryError error={query.error} courseListPath={homePath(language)} />;
  if (!query.data) return <Loading topicId={null} />;
  const question = query.data;
  const editable = !question.read_only && canEditRecord(session.access, { creatorId: question.creator_id }, session.user.id);
  if (!editable) return <ReadOnlyQuestion question={question} topic={topic} />;
  return (
    <QuestionForm
      topicId={question.topic_id}
      topic={topic.data}
      items={topic.items}
      questions={topic.data?.questions ?? []}
      passages={topic.data?.passages ?? []}
      loaded={question}
      initial={documentFromQuestion(question)}
      pointsEnabled={pointsEnabled}
      autosave={autosave}
      canDelete={canDeleteRecord(session.access, { creatorId: question.creator_id }, session.user.id)}
      onCreated={() => {}}
    />
  );
}

function ReadOnlyQuestion({ question, topic }: { question: Question; topic: ReturnType<typeof useTopicItems> }) {
  const { t } = useTranslation();
  const nextItem = useNextItem(question.topic_id, topic.items, { contentType: 'questions', id: question.id });
  const questions = topic.data?.questions;
  const passages = topic.data?.passages;
  const history = useMemo<HistorySubject>(
    () => ({
      item: { type: 'question', id: question.id },
      fieldsOf: (document, translate) => questionFields(document, translate, { passages: passages ?? [], questions: questions ?? [] }),
      draft: () => documentFromQuestion(question),
      canRestore: false,
      restore: () => Promise.resolve('refused'),
    }),
    [question, passages, questions],
  );
  const summary = questions?.find((q) => q.id === question.id);
  return (
    <EditorLayout topic={topic.data} kind={t('questions.kind')} readOnly nextItem={nextItem} size="md" actions={<ItemHistory subject={history} />}>
      <Stack gap="lg">
        <ChangedSincePublished subject={history} changed={changedSincePublished(summary, question.lock_version)} />
        <Alert color={question.read_only ? 'blue' : 'gray'} variant="light" icon={<IconLock size={18} />} data-testid="read-only-message">
          {question.read_only ? t(PROVIDER_READ_ONLY_MESSAGE) : t('questions.read_only_not_yours')}
        </Alert>
        <Paper withBorder radius="md" p="lg">
          <QuestionPreview doc={documentFromQuestion(question)} />
        </Paper>
      </Stack>
    </EditorLayout>
  );
}
