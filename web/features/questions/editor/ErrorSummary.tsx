// What keeps the question from being saved, next to the Save button: every message with the
// part it is about ("Answer b: A question cannot contain duplicate answers"); choosing one
// brings that part into view.
import { Anchor, List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { answerLetter } from '../../../../domain/rules/answers.ts';
import type { QuestionDocument } from '../../../../domain/schemas/questions.ts';
import type { PathMessage } from '../model/errors.ts';

const TOP_LEVEL: Record<string, string> = {
  content_html: 'questions.fields.stem',
  points: 'questions.fields.points',
  passage_id: 'questions.fields.passage',
  preceding_question_id: 'questions.fields.preceding',
  succeeding_question_id: 'questions.fields.preceding',
  quiz_title: 'questions.fields.quiz_title',
  answers: 'questions.fields.answers',
  categories: 'questions.fields.categories',
  groups: 'questions.fields.groups',
  premises: 'questions.fields.premises',
  responses: 'questions.fields.responses',
  exact_value_options: 'questions.fields.numbering',
  file_upload_option: 'questions.fields.file_upload',
  explanation: 'questions.notes.explanation',
  hint: 'questions.notes.hint',
};

/** The part of the question a field path is about, in words. */
export function fieldLabel(path: string, doc: QuestionDocument, t: TFunction): string {
  const [list, indexText] = path.split('.');
  const index = Number(indexText);
  if (indexText !== undefined && Number.isInteger(index)) {
    switch (list) {
      case 'answers': {
        const answer = doc.answers[index];
        if (doc.type === 'correct_order') return t('questions.item_named', { number: index + 1 });
        if (doc.type === 'categorise') return t('questions.item_named', { number: answerLetter(index) });
        if (doc.type === 'exact_value') return t('questions.value_named', { letter: answerLetter(index) });
        if (doc.type === 'grouped_choices' && answer) {
          const g = doc.groups.findIndex((group) => group.key === answer.group_key);
          const position = doc.answers.filter((a) => a.group_key === answer.group_key).indexOf(answer);
          if (g >= 0) return t('questions.grouped.choice_named', { letter: answerLetter(position), group: t('questions.grouped.group_named', { number: g + 1 }) });
        }
        return index < 26 ? t('questions.answer_named', { letter: answerLetter(index) }) : t('questions.fields.answers');
      }
      case 'categories':
        return t('questions.categorise.category_named', { number: index + 1 });
      case 'groups':
        return t('questions.grouped.group_named', { number: index + 1 });
      case 'premises':
        return t('questions.matching.premise_named', { number: index + 1 });
      case 'responses': {
        const response = doc.responses[index];
        const p = response ? doc.premises.findIndex((premise) => premise.key === response.premise_key) : -1;
        if (response && p >= 0) {
          const number = doc.responses.filter((r) => r.premise_key === response.premise_key).indexOf(response) + 1;
          return t('questions.matching.response_named', { premise: p + 1, number });
        }
        const extra = doc.responses.filter((r) => r.premise_key === null).indexOf(response!) + 1;
        return t('questions.matching.additional_named', { number: Math.max(extra, 1) });
      }
    }
  }
  return t(TOP_LEVEL[list ?? ''] ?? 'questions.fields.question');
}

/** Scrolls the part a path is about into view and puts the cursor in its first field. */
export function revealPath(path: string) {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const element = document.querySelector<HTMLElement>(`[data-path="${parts.slice(0, n).join('.')}"]`);
    if (!element) continue;
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    const field = element.matches('input, textarea, [contenteditable="true"]')
      ? element
      : element.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea, [contenteditable="true"], button[role="radio"]');
    field?.focus({ preventScroll: true });
    return;
  }
}

export function ErrorSummary({ errors, getDoc, translate }: { errors: readonly PathMessage[]; getDoc: () => QuestionDocument; translate: (message: string) => string }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  // Read when the messages change (this re-renders with them), for the parts' names.
  const doc = getDoc();
  return (
    <Stack gap={6} role="alert" data-testid="error-summary">
      <Text size="sm" fw={600} c="red.9">
        {t('questions.errors.title', { count: errors.length })}
      </Text>
      <List size="sm" spacing={4} c="red.9" styles={{ itemLabel: { minWidth: 0 } }}>
        {errors.map(({ path, message }) => (
          <List.Item key={`${path}:${message}`}>
            <Anchor component="button" type="button" size="sm" c="red.9" ta="left" onClick={() => revealPath(path)} style={{ textDecoration: 'underline dotted' }}>
              {fieldLabel(path, doc, t)}
            </Anchor>
            {': '}
            {translate(message)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
