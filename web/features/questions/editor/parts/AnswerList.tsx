// The answers of a question as a reorderable list (multiple choice, exact value, categorise,
// correct order): each row lettered a–z (or numbered), its value by kind, and what the type
// adds (a correct flag, a category, a label). Add and remove keep at least `minRows` rows and
// at most 26 (MAX_ANSWERS).
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ANSWERS } from '../../../../../domain/rules/answers.ts';
import type { AnswerFields, AnswerType } from '../../../../../domain/schemas/questions.ts';
import { answerToPlainText } from '../../../../components/math/plainMath.ts';
import { useDocValue, useFieldErrors, useQuestionEditing } from '../editing.ts';
import { AnswerContent, AnswerTypeSwitch } from './AnswerContent.tsx';
import { ListError, PartRow } from './PartRow.tsx';
import { SortableList } from '../../../../components/sortable/SortableList.tsx';
import { MoveButtons } from '../../../../components/sortable/MoveButtons.tsx';

export type AnswerListProps = {
  marker: (index: number) => string;
  nameOf: (index: number) => string;
  types: readonly AnswerType[];
  newAnswer: () => AnswerFields;
  addLabel: string;
  minRows?: number;
  correct?: (answer: AnswerFields, index: number) => ReactNode;
  footer?: (answer: AnswerFields, index: number) => ReactNode;
  /** Replaces the value input (exact value's plain text box). */
  renderValue?: (answer: AnswerFields, index: number) => ReactNode;
  highlighted?: (answer: AnswerFields) => boolean;
  placeholder?: string;
  /** Row-level messages beyond the value's own (e.g. `category_key`, shown in the footer instead when it has a field). */
  rowErrorPaths?: readonly string[];
};

export function AnswerList({ marker, nameOf, types, newAnswer, addLabel, minRows = 1, correct, footer, renderValue, highlighted, placeholder, rowErrorPaths = [] }: AnswerListProps) {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const error = useFieldErrors();
  const answers = useDocValue('answers');
  const full = answers.length >= MAX_ANSWERS;

  return (
    <Stack gap="xs">
      <SortableList
        items={answers}
        idOf={(a) => a.key}
        nameOf={(_a, index) => nameOf(index)}
        spokenOf={(a, index) => answerToPlainText(a).trim() || nameOf(index)}
        handle={{ label: (name) => t('questions.dnd.handle', { name }), testId: 'part-drag-handle' }}
        onReorder={(next) => {
          // The new order by key, applied to the answers as they are now (not as dragged).
          const current = new Map(editing.getValues().answers.map((a) => [a.key, a]));
          editing.patch({ answers: next.flatMap((a) => current.get(a.key) ?? []) });
        }}
        renderItem={(answer, { index, handle }) => {
          const path = `answers.${index}`;
          const name = nameOf(index);
          return (
            <PartRow
              path={path}
              marker={marker(index)}
              name={name}
              handle={handle}
              correct={correct?.(answer, index)}
              highlighted={highlighted?.(answer) ?? false}
              footer={footer?.(answer, index)}
              error={rowErrorPaths.map((suffix) => error(`${path}.${suffix}`)).find(Boolean)}
              controls={
                <>
                  <AnswerTypeSwitch value={answer.answer_type} types={types} label={name} answerKey={answer.key} />
                  <MoveButtons index={index} name={name} />
                </>
              }
              onRemove={answers.length > minRows ? () => editing.patch({ answers: editing.getValues().answers.filter((a) => a.key !== answer.key) }) : null}
            >
              {renderValue ? (
                renderValue(answer, index)
              ) : (
                <AnswerContent
                  answerKey={answer.key}
                  answerType={answer.answer_type}
                  content={answer.content}
                  mediaId={answer.media_id}
                  label={name}
                  placeholder={placeholder}
                  contentError={error(`${path}.content`)}
                  mediaError={error(`${path}.media_id`)}
                />
              )}
            </PartRow>
          );
        }}
      />
      <Group gap="sm">
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} disabled={full} onClick={() => editing.patch({ answers: [...editing.getValues().answers, newAnswer()] })}>
          {addLabel}
        </Button>
        {full && (
          <Text size="xs" c="dimmed">
            {t('questions.answers_full', { max: MAX_ANSWERS })}
          </Text>
        )}
      </Group>
      <ListError message={error('answers')} testId="answers-error" />
    </Stack>
  );
}

/** A blank answer row. */
export function blankAnswer(key: string, extra: Partial<AnswerFields> = {}): AnswerFields {
  return { key, content: '', answer_type: 'text', media_id: null, correct: false, category_key: null, group_key: null, label: null, ...extra };
}
