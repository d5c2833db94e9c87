// The left column of the question form, section by section. Each section watches only the
// fields it shows, so a change re-renders the section it happened in.
import { Paper, Title } from '@mantine/core';
import { memo, useCallback } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clearForTypeChange } from '../../../../domain/rules/questionDefaults.ts';
import type { QuestionDocument, QuestionType } from '../../../../domain/schemas/questions.ts';
import { RichTextEditor } from '../../../components/richText/index.ts';
import { hasPartContent } from '../model/document.ts';
import { useDocValue, useFieldErrors, useQuestionEditing } from './editing.ts';
import { TypeFields } from './TypeFields.tsx';
import { TypePicker } from './TypePicker.tsx';

export function Section({ title, children, path }: { title?: string; children: ReactNode; path?: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-path={path}>
      {title && (
        <Title order={2} size="h4" mb="md">
          {title}
        </Title>
      )}
      {children}
    </Paper>
  );
}

/** The type picker; a change of type clears the parts (after the picker's confirmation). */
export const TypeSection = memo(function TypeSection({ isNew, onTypeChange }: { isNew: boolean; onTypeChange: (next: QuestionDocument) => void }) {
  const editing = useQuestionEditing();
  const doc = {
    type: useDocValue('type'),
    answers: useDocValue('answers'),
    categories: useDocValue('categories'),
    groups: useDocValue('groups'),
    premises: useDocValue('premises'),
    responses: useDocValue('responses'),
  } as QuestionDocument;
  const hasContent = hasPartContent(doc);
  const change = useCallback((type: QuestionType) => onTypeChange(clearForTypeChange(editing.getValues(), type)), [editing, onTypeChange]);
  return (
    <Section>
      <TypePicker
        value={doc.type}
        hasContent={hasContent}
        initiallyOpen={isNew && !hasContent}
        onChange={change}
      />
    </Section>
  );
});

export const StemSection = memo(function StemSection() {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const error = useFieldErrors();
  const html = useDocValue('content_html');
  return (
    <Section title={t('questions.stem.title')} path="content_html">
      <RichTextEditor
        value={html}
        onChange={(next) => editing.set('content_html', next)}
        aria-label={t('questions.stem.title')}
        error={error('content_html')}
        placeholder={t('questions.stem.placeholder')}
        toolbar="full"
        minHeight={140}
        topicId={editing.topicId}
        onEquationModalChange={editing.equationReporter('content_html')}
      />
    </Section>
  );
});

export const PartsSection = memo(function PartsSection() {
  const { t } = useTranslation();
  const type = useDocValue('type');
  return (
    <Section title={t(`questions.parts_title.${type}`)} path="answers">
      <TypeFields type={type} />
    </Section>
  );
});
