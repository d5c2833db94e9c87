// The question editor (spec §3 Question, §4, §5): type, stem, the parts of its type,
// explanation and hint on the left; save state, what blocks saving, and the settings on the
// right. Validated on every change with the domain's rules; saved whole with the version it
// loaded (autosave per the teacher's setting); a newer version saved elsewhere opens the
// conflict dialog, never an overwrite. A stored question has its History (restore goes
// through the same saver, so a stale one is a conflict too) and, once published and changed,
// the comparison with what students get.
import { Alert, Box, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Version } from '../../../../domain/schemas/history.ts';
import type { Question, QuestionDocument, QuestionSummary } from '../../../../domain/schemas/questions.ts';
import type { PassageSummary } from '../../../../domain/schemas/content.ts';
import { EditorLayout, useNextItem } from '../../../components/editor/index.ts';
import type { EditorTopic, TopicItem } from '../../../components/editor/index.ts';
import { useFailureMessage } from '../../../components/failureMessage.ts';
import { withFlash } from '../../../components/feedback/index.ts';
import { ConflictDialog, localCopyKey, useRestoredCopy } from '../../../components/saving/index.ts';
import { isApiError } from '../../../lib/http.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { ChangedSincePublished, changedSincePublished, historyApi, ItemHistory } from '../../history/index.ts';
import type { HistorySubject, RestoreOutcome } from '../../history/index.ts';
import { PreviewButton } from '../../preview/index.ts';
import { useQuestion } from '../data/hooks.ts';
import { documentFromQuestion, requestDocument } from '../model/document.ts';
import { documentText } from '../model/plainDocument.ts';
import { questionPaths } from '../paths.ts';
import { DeleteQuestion } from './DeleteQuestion.tsx';
import { QuestionEditingContext, QuestionErrorsContext } from './editing.ts';
import { PartsSection, QuestionPresenceContext, Section, StemSection, TypeSection } from './FormSections.tsx';
import { PresenceAvatars, useLiveField, usePresence } from '../../presence/index.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { NotesSection } from './NotesSection.tsx';
import { QuestionPreview } from './QuestionPreview.tsx';
import { questionFields, readQuestionDocument } from './questionHistory.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useQuestionForm } from './useQuestionForm.ts';
import { useQuestionSaving } from './useQuestionSaving.ts';

export type QuestionFormProps = {
  topicId: number;
  topic: EditorTopic | null | undefined;
  items: readonly TopicItem[];
  questions: readonly QuestionSummary[];
  passages: readonly PassageSummary[];
  /** The stored question, or null for a new one. */
  loaded: Question | null;
  initial: QuestionDocument;
  pointsEnabled: boolean;
  autosave: boolean;
  canDelete: boolean;
  /** The new question was stored: the page adopts it at its own address. */
  onCreated: (question: Question) => void;
};

export function QuestionForm({ topicId, topic, items, questions, passages, loaded, initial, pointsEnabled, autosave, canDelete, onCreated }: QuestionFormProps) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const language = useLanguage();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // The saver reports a 422 before the form exists in this render order; the form's handler is wired below.
  const fieldErrors = useRef<(fields: Record<string, string>) => void>(() => {});
  // Unsaved work kept when the session ended here starts the form again, unsaved (components/saving).
  const copyKey = localCopyKey(useLocation().pathname);
  const restored = useRestoredCopy<QuestionDocument>(copyKey);

  const saving = useQuestionSaving({
    topicId,
    loaded,
    baseVersion: restored?.version,
    localCopy: { key: copyKey, values: () => question.form.getValues() },
    autosave,
    onCreated: (created) => {
      // An intended move to the question's own address: nothing to ask about.
      flushSync(() => setLeaving(true));
      onCreated(created);
      setLeaving(false);
    },
    onFieldErrors: (fields) => fieldErrors.current(fields),
  });
  const question = useQuestionForm({
    initial: restored?.values ?? initial,
    pointsEnabled,
    topicId,
    questionId: saving.questionId,
    topicQuestions: questions,
    showErrorsAtOnce: loaded !== null || restored !== null,
    unsaved: restored !== null,
    onChange: (values, valid) => saving.saver.changed(valid ? requestDocument(values) : values, valid),
  });
  useEffect(() => {
    fieldErrors.current = question.setServerErrors;
  });

  const { saver } = saving;
  const { editing, valid } = question;
  /** The question as last stored (each save puts it here). */
  const stored = useQuestion(saving.questionId);
  const nextItem = useNextItem(topicId, items, saving.questionId === null ? null : { contentType: 'questions', id: saving.questionId });
  const position = questions.findIndex((q) => q.id === saving.questionId);

  const save = async () => {
    question.showErrors();
    const ok = await question.validate();
    if (ok) await saver.saveNow(requestDocument(question.form.getValues()));
  };

  const { form } = question;
  // One reset, one change to validate and save (rather than a change per list).
  const changeType = useCallback((next: QuestionDocument) => form.reset(next, { keepDefaultValues: true }), [form]);

  const failure = (() => {
    const error = saver.error;
    if (saver.status !== 'failed' || saver.conflict || !error) return null;
    if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) return null;
    return failureMessage(error, saving.questionId === null ? t('questions.save_failed_create') : t('questions.save_failed_update'));
  })();

  const mineDoc = () => {
    try {
      return requestDocument(question.form.getValues());
    } catch {
      return question.form.getValues();
    }
  };

  const fieldsOf = useMemo<HistorySubject['fieldsOf']>(() => (document, translate) => questionFields(document, translate, { passages, questions }), [passages, questions]);
  /** An earlier version on screen and stored through the saver; unsaved changes are saved first, so none is lost. */
  const restoreVersion = async (questionId: number, version: Version): Promise<RestoreOutcome> => {
    if (saver.dirty) {
      question.showErrors();
      if (!(await question.validate()) || !(await saver.saveNow(requestDocument(question.form.getValues())))) return 'unsaved';
    }
    question.replaceWith(readQuestionDocument(version.document));
    const record = await saver.storeWith(mineDoc(), (lockVersion) => historyApi.restore<Question>({ type: 'question', id: questionId }, version.id, lockVersion));
    if (!record || record.id === null) return 'refused';
    question.replaceWith(documentFromQuestion(record));
    return 'restored';
  };
  const questionId = saving.questionId;
  const others = usePresence('question', questionId);
  const setLiveField = useLiveField();
  const history: HistorySubject | null =
    questionId === null
      ? null
      : { item: { type: 'question', id: questionId }, fieldsOf, draft: mineDoc, canRestore: true, restore: (version) => restoreVersion(questionId, version) };
  const changed = changedSincePublished(
    questions.find((q) => q.id === questionId),
    stored.data?.lock_version ?? null,
  );

  return (
    <EditorLayout
      topic={topic}
      kind={t('questions.kind')}
      title={position >= 0 ? t('editor.question_number', { number: position + 1 }) : t('questions.new_title')}
      saver={saver}
      equationOpen={question.equationOpen}
      onSave={() => void save()}
      saveDisabled={!valid}
      nextItem={nextItem}
      leaving={leaving}
      presence={<PresenceAvatars people={others} />}
      // Wide: answers, premises and responses are rich-text fields with their own toolbars.
      size="xl"
      actions={
        <>
          {history && <ItemHistory subject={history} />}
          {saving.questionId !== null && <PreviewButton topicId={topicId} item={{ type: 'question', id: saving.questionId }} />}
          {canDelete && saving.questionId !== null ? (
            <DeleteQuestion
              questionId={saving.questionId}
              topicId={topicId}
              onDeleted={() => {
                flushSync(() => setLeaving(true));
                void navigate(questionPaths.topicQuestions(language, topicId), withFlash(t('questions.delete.done')));
              }}
            />
          ) : null}
        </>
      }
    >
      {history && changed && (
        <Box mb="lg">
          <ChangedSincePublished subject={history} changed />
        </Box>
      )}
      <QuestionPresenceContext.Provider value={others}>
        <QuestionEditingContext.Provider value={editing}>
          <QuestionErrorsContext.Provider value={question.errors}>
            {/* Room below the last field: the page is never scrolled to its very end while editing,
                so a message that disappears on blur does not pull the page (and a button) from
                under the teacher's pointer. */}
            <form
              onSubmit={(event) => event.preventDefault()}
              noValidate
              data-testid="question-form"
              style={{ paddingBottom: '35vh' }}
              // The others see which part the teacher is in: the nearest field path of the focus.
              onFocus={(event) => setLiveField(event.target.closest('[data-path]')?.getAttribute('data-path') ?? null)}
              onBlur={(event) => {
                if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setLiveField(null);
              }}
            >
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Stack gap="lg">
                    <TypeSection isNew={loaded === null} onTypeChange={changeType} />
                    <StemSection />
                    <PartsSection />
                    <NotesSection />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Stack gap="lg">
                    <Paper withBorder radius="md" p="md" data-testid="save-panel">
                      <Stack gap="sm">
                        <ErrorSummary errors={question.errorList} getDoc={editing.getValues} translate={question.translate} />
                        {question.errorList.length === 0 && (
                          <Text size="sm" c="dimmed">
                            {valid ? (autosave ? t('questions.ready_autosave') : t('questions.ready')) : t('questions.not_ready')}
                          </Text>
                        )}
                        {failure && (
                          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" p="xs">
                            {failure}
                          </Alert>
                        )}
                        <Button fullWidth leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} disabled={!valid} loading={saver.status === 'pending'} data-testid="question-save">
                          {saving.questionId === null ? t('questions.create') : t('common.save')}
                        </Button>
                      </Stack>
                    </Paper>
                    <Section title={t('questions.settings.title')} parts={['points', 'passage_id', 'preceding_question_id', 'file_upload_option']}>
                      <SettingsSection pointsEnabled={pointsEnabled} questionId={saving.questionId} questions={questions} passages={passages} />
                    </Section>
                  </Stack>
                </Grid.Col>
              </Grid>
            </form>
          </QuestionErrorsContext.Provider>
        </QuestionEditingContext.Provider>
      </QuestionPresenceContext.Provider>
      {saving.conflict && (
        <ConflictDialog
          opened
          mine={<QuestionPreview doc={mineDoc()} />}
          theirs={<QuestionPreview doc={documentFromQuestion(saving.conflict)} />}
          mineText={documentText(mineDoc())}
          busy={saver.status === 'pending'}
          onKeepMine={() => void saver.keepMine(mineDoc())}
          onTakeTheirs={() => {
            const theirs = saving.takeTheirs();
            if (theirs) question.replaceWith(documentFromQuestion(theirs));
          }}
        />
      )}
    </EditorLayout>
  );
}
