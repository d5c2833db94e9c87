// The question editor's body over a document its caller holds, saving nothing (a document
// import's Review edits the extracted questions before any of them exists): type, stem, the
// parts of its type, explanation and hint, then points and the settings that need no stored
// question, with what breaks a §5 rule listed at the top — the same form, rules and messages
// as QuestionForm. Every change goes to `onChange` with its validity; the caller keeps it.
import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassageSummary } from '../../../../domain/schemas/content.ts';
import type { QuestionDocument, QuestionSummary } from '../../../../domain/schemas/questions.ts';
import { QuestionEditingContext, QuestionErrorsContext } from './editing.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { PartsSection, Section, StemSection, TypeSection } from './FormSections.tsx';
import { NotesSection } from './NotesSection.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useQuestionForm } from './useQuestionForm.ts';

export type QuestionDraftEditorProps = {
  /** The topic it will go into (uploads of images are the topic's). */
  topicId: number;
  initial: QuestionDocument;
  pointsEnabled: boolean;
  onChange: (doc: QuestionDocument, valid: boolean) => void;
};

/** No topic questions to link to (one array: a new one each render would validate again each render). */
const NO_QUESTIONS: readonly QuestionSummary[] = [];
const NO_PASSAGES: readonly PassageSummary[] = [];

export function QuestionDraftEditor({ topicId, initial, pointsEnabled, onChange }: QuestionDraftEditorProps) {
  const { t } = useTranslation();
  const question = useQuestionForm({ initial, pointsEnabled, topicId, questionId: null, topicQuestions: NO_QUESTIONS, showErrorsAtOnce: true, onChange });
  const { form, editing } = question;
  const changeType = useCallback((next: QuestionDocument) => form.reset(next, { keepDefaultValues: true }), [form]);
  return (
    <QuestionEditingContext.Provider value={editing}>
      <QuestionErrorsContext.Provider value={question.errors}>
        <form onSubmit={(event) => event.preventDefault()} noValidate data-testid="question-draft-form">
          <Stack gap="md">
            <ErrorSummary errors={question.errorList} getDoc={editing.getValues} translate={question.translate} />
            <TypeSection isNew={false} onTypeChange={changeType} />
            <StemSection />
            <PartsSection />
            <NotesSection />
            <Section title={t('questions.settings.title')}>
              <SettingsSection pointsEnabled={pointsEnabled} questionId={null} questions={NO_QUESTIONS} passages={NO_PASSAGES} unlinked />
            </Section>
          </Stack>
        </form>
      </QuestionErrorsContext.Provider>
    </QuestionEditingContext.Provider>
  );
}
