// A question's settings beside its content: points (only where the organization uses the
// point system), the passage it refers to, the question it follows (a circle is refused),
// the quiz title, shuffling, and the optional file-upload answer with its accepted types.
import { Checkbox, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToText } from '../../../../domain/rules/text.ts';
import { FILE_UPLOAD_TYPES } from '../../../../domain/schemas/questions.ts';
import type { FileUploadType, QuestionSummary } from '../../../../domain/schemas/questions.ts';
import type { PassageSummary } from '../../../../domain/schemas/content.ts';
import { useDocValue, useFieldErrors, useQuestionEditing } from './editing.ts';
import { mathToPlainText } from '../../../components/math/index.ts';

type Props = {
  pointsEnabled: boolean;
  /** The question being edited (null while new). */
  questionId: number | null;
  questions: readonly QuestionSummary[];
  passages: readonly PassageSummary[];
  /** A question not stored yet and edited apart from its topic (a document import's review): no passage or preceding-question links. */
  unlinked?: boolean;
};

/** The option for no link: a choice like the others, reachable by keyboard (Mantine's clear button is not). */
const NONE = 'none';

const truncate = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const SettingsSection = memo(function SettingsSection({ pointsEnabled, questionId, questions, passages, unlinked = false }: Props) {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const error = useFieldErrors();
  const doc = {
    type: useDocValue('type'),
    points: useDocValue('points'),
    passage_id: useDocValue('passage_id'),
    preceding_question_id: useDocValue('preceding_question_id'),
    quiz_title: useDocValue('quiz_title'),
    shuffle_answers: useDocValue('shuffle_answers'),
  };
  const upload = useDocValue('file_upload_option');
  const uploadMode = upload === null ? 'off' : upload.required ? 'required' : 'optional';

  const passageOptions = passages.map((p, index) => ({ value: String(p.id), label: mathToPlainText(p.title.trim()) || t('questions.settings.passage_number', { number: index + 1 }) }));
  const questionOptions = questions
    .filter((q) => q.id !== questionId)
    .map((q) => {
      const number = questions.indexOf(q) + 1;
      // A select's option holds text only: math as plain text.
      const text = mathToPlainText(htmlToText(q.content));
      return { value: String(q.id), label: text ? `${t('questions.settings.question_number', { number })}: ${truncate(text)}` : t('questions.settings.question_number', { number }) };
    });

  const setUploadMode = (mode: string) => {
    if (mode === 'off') editing.set('file_upload_option', null);
    else editing.set('file_upload_option', { required: mode === 'required', file_types: upload?.file_types ?? [...FILE_UPLOAD_TYPES] });
  };

  return (
    <Stack gap="md">
      {pointsEnabled && (
        <NumberInput
          label={t('questions.settings.points')}
          description={t('questions.settings.points_help')}
          value={doc.points ?? ''}
          onChange={(value) => editing.set('points', typeof value === 'number' ? value : value === '' ? null : Number(value))}
          error={error('points')}
          clampBehavior="none"
          allowNegative
          step={0.5}
          styles={{ wrapper: { maxWidth: 180 } }}
          required
          data-path="points"
        />
      )}
      {!unlinked && (
        <>
          <Select
            label={t('questions.settings.passage')}
            description={passages.length === 0 ? t('questions.settings.no_passages') : t('questions.settings.passage_help')}
            placeholder={t('questions.settings.passage_none')}
            data={[{ value: NONE, label: t('questions.settings.passage_none') }, ...passageOptions]}
            value={doc.passage_id === null ? NONE : String(doc.passage_id)}
            onChange={(value) => editing.set('passage_id', value === null || value === NONE ? null : Number(value))}
            error={error('passage_id')}
            disabled={passages.length === 0 && doc.passage_id === null}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-path="passage_id"
          />
          <Select
            label={t('questions.settings.preceding')}
            description={t('questions.settings.preceding_help')}
            placeholder={t('questions.settings.preceding_none')}
            data={[{ value: NONE, label: t('questions.settings.preceding_none') }, ...questionOptions]}
            value={doc.preceding_question_id === null ? NONE : String(doc.preceding_question_id)}
            onChange={(value) => editing.set('preceding_question_id', value === null || value === NONE ? null : Number(value))}
            error={error('preceding_question_id')}
            disabled={questionOptions.length === 0 && doc.preceding_question_id === null}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('questions.settings.nothing_found')}
            comboboxProps={{ withinPortal: true }}
            data-path="preceding_question_id"
          />
        </>
      )}
      <TextInput
        label={t('questions.settings.quiz_title')}
        description={t('questions.settings.quiz_title_help')}
        value={doc.quiz_title ?? ''}
        onChange={(event) => editing.set('quiz_title', event.currentTarget.value === '' ? null : event.currentTarget.value)}
        error={error('quiz_title')}
      />
      {doc.type !== 'true_or_false' && (
        <Switch
          label={t('questions.settings.shuffle')}
          description={t('questions.settings.shuffle_help')}
          checked={doc.shuffle_answers}
          onChange={(event) => editing.set('shuffle_answers', event.currentTarget.checked)}
        />
      )}
      <Stack gap={6} data-path="file_upload_option">
        <Text size="sm" fw={500} id="file-upload-label">
          {t('questions.settings.file_upload')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('questions.settings.file_upload_help')}
        </Text>
        <SegmentedControl
          aria-labelledby="file-upload-label"
          value={uploadMode}
          onChange={setUploadMode}
          data={(['off', 'optional', 'required'] as const).map((mode) => ({ value: mode, label: t(`questions.settings.file_upload_${mode}`) }))}
          fullWidth
        />
        {upload && (
          <Checkbox.Group
            label={t('questions.settings.file_types')}
            value={upload.file_types}
            onChange={(value) => editing.set('file_upload_option.file_types', value as FileUploadType[])}
            error={error('file_upload_option.file_types')}
            mt={4}
          >
            <SimpleGrid cols={2} spacing={6} mt={6}>
              {FILE_UPLOAD_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`questions.file_types.${type}`)} size="sm" />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      </Stack>
    </Stack>
  );
});
