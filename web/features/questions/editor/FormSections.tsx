// The left column of the question form, section by section. Each section watches only the
// fields it shows, so a change re-renders the section it happened in.
import { Group, Paper, Title } from '@mantine/core';
import { createContext, memo, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clearForTypeChange } from '../../../../domain/rules/questionDefaults.ts';
import type { QuestionDocument, QuestionType } from '../../../../domain/schemas/questions.ts';
import { RichTextEditor } from '../../../components/richText/index.ts';
import { hasPartContent } from '../model/document.ts';
import { useDocValue, useFieldErrors, useQuestionEditing } from './editing.ts';
import { TypeFields } from './TypeFields.tsx';
import { TypePicker } from './TypePicker.tsx';
import type { LivePerson } from '../../../../domain/schemas/live.ts';
import { fieldPart, PresenceAvatars } from '../../presence/index.ts';

/** The others in this question, for each section to show who is in it. */
export const QuestionPresenceContext = createContext<LivePerson[]>([]);

/**
 * A titled part of the form; beside its title, the others whose focus is in it: the fields
 * under `path`, or those named in `parts` (a section of several fields).
 */
export function Section({ title, children, path, parts }: { title?: string; children: ReactNode; path?: string; parts?: string[] }) {
  const others = useContext(QuestionPresenceContext);
  const own = parts ?? (path ? [fieldPart(path)] : []);
  const here = others.filter((person) => person.field !== null && own.includes(fieldPart(person.field)));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-path={path}>
      {title && (
        <Group justify="space-between" wrap="nowrap" gap="xs" mb="md">
          <Title order={2} size="h4">
            {title}
          </Title>
          <PresenceAvatars people={here} size={22} />
        </Group>
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
