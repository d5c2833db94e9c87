// Exact value (spec §3, §5): the values a learner may type, each accepted; whether case
// matters and special characters (commas) are allowed; and the optional numbering of the
// list — bracket, numbers, letters or custom labels (≤ 4 characters each), start 1–99 —
// previewed live as learners see it.
import { Badge, Box, Group, NumberInput, Paper, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LABEL_MAX, LIST_START_MAX, LIST_START_MIN } from '../../../../../domain/constants.ts';
import { answerLetter } from '../../../../../domain/rules/answers.ts';
import { NUMBERING_BRACKETS, NUMBERING_FORMATS } from '../../../../../domain/schemas/questions.ts';
import { numberingLabel } from '../../../../../domain/rules/numbering.ts';
import { htmlToPlain, textToHtml } from '../../model/plainText.ts';
import { ANSWER_TYPES_OF } from '../../model/types.ts';
import { newPartKey, useDocValue, useFieldErrors, useQuestionEditing } from '../editing.ts';
import { AnswerList, blankAnswer } from '../parts/AnswerList.tsx';

export function ExactValueFields() {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const error = useFieldErrors();
  const options = useDocValue('exact_value_options');
  const answers = useDocValue('answers');
  const custom = options.enable_numbering && options.numbering_format === 'custom';
  const nameOf = (index: number) => t('questions.value_named', { letter: answerLetter(index) });
  const marker = (index: number) => numberingLabel(options, index, answers[index]?.label ?? null) || answerLetter(index);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('questions.exact_value.help')}
      </Text>
      <AnswerList
        marker={marker}
        nameOf={nameOf}
        types={ANSWER_TYPES_OF.exact_value}
        newAnswer={() => blankAnswer(newPartKey(), { correct: true })}
        addLabel={t('questions.exact_value.add')}
        renderValue={(answer, index) => (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {custom && (
              <TextInput
                w={92}
                label={t('questions.exact_value.label')}
                aria-label={t('questions.exact_value.label_named', { name: nameOf(index) })}
                value={answer.label ?? ''}
                onChange={(event) => editing.set(`answers.${index}.label`, event.currentTarget.value)}
                error={error(`answers.${index}.label`)}
                data-path={`answers.${index}.label`}
              />
            )}
            <TextInput
              style={{ flex: 1 }}
              label={custom ? t('questions.exact_value.value') : undefined}
              aria-label={nameOf(index)}
              placeholder={t('questions.exact_value.placeholder')}
              value={htmlToPlain(answer.content)}
              onChange={(event) => editing.set(`answers.${index}.content`, textToHtml(event.currentTarget.value))}
              error={error(`answers.${index}.content`)}
            />
          </Group>
        )}
      />

      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('questions.exact_value.options')}
          </Text>
          <Switch
            label={t('questions.exact_value.case_sensitive')}
            description={t('questions.exact_value.case_sensitive_help')}
            checked={options.case_sensitive}
            onChange={(event) => editing.set('exact_value_options.case_sensitive', event.currentTarget.checked)}
          />
          <Switch
            label={t('questions.exact_value.special_characters')}
            description={t('questions.exact_value.special_characters_help')}
            checked={options.allow_special_characters}
            onChange={(event) => editing.set('exact_value_options.allow_special_characters', event.currentTarget.checked)}
          />
          <Switch
            label={t('questions.exact_value.numbering')}
            description={t('questions.exact_value.numbering_help')}
            checked={options.enable_numbering}
            onChange={(event) => editing.set('exact_value_options.enable_numbering', event.currentTarget.checked)}
          />
          {options.enable_numbering && (
            <Stack gap="sm" pl={{ base: 0, sm: 'xl' }} data-testid="numbering-options">
              <Group gap="lg" align="flex-end" wrap="wrap">
                <Box>
                  <Text size="sm" fw={500} mb={4} id="numbering-bracket">
                    {t('questions.exact_value.bracket')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="numbering-bracket"
                    value={options.numbering_bracket}
                    onChange={(value) => editing.set('exact_value_options.numbering_bracket', value as (typeof NUMBERING_BRACKETS)[number])}
                    data={NUMBERING_BRACKETS.map((b) => ({ value: b, label: `${b[0]} ${b[1]}` }))}
                  />
                </Box>
                <Box>
                  <Text size="sm" fw={500} mb={4} id="numbering-format">
                    {t('questions.exact_value.format')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="numbering-format"
                    value={options.numbering_format}
                    onChange={(value) => editing.set('exact_value_options.numbering_format', value as (typeof NUMBERING_FORMATS)[number])}
                    data={NUMBERING_FORMATS.map((f) => ({ value: f, label: t(`questions.exact_value.format_${f}`) }))}
                  />
                </Box>
                {options.numbering_format !== 'custom' && (
                  <NumberInput
                    w={120}
                    label={t('questions.exact_value.start')}
                    min={LIST_START_MIN}
                    max={LIST_START_MAX}
                    clampBehavior="none"
                    allowDecimal={false}
                    value={Number.isFinite(options.numbering_start) ? options.numbering_start : ''}
                    onChange={(value) => editing.set('exact_value_options.numbering_start', typeof value === 'number' ? value : Number.NaN)}
                    error={error('exact_value_options.numbering_start')}
                    data-path="exact_value_options.numbering_start"
                  />
                )}
              </Group>
              {options.numbering_format === 'custom' && (
                <Text size="xs" c="dimmed">
                  {t('questions.exact_value.custom_help', { max: CUSTOM_LABEL_MAX })}
                </Text>
              )}
              <Box data-testid="numbering-preview">
                <Text size="xs" c="dimmed" mb={4}>
                  {t('questions.exact_value.preview')}
                </Text>
                <Group gap="xs">
                  {answers.map((answer, index) => (
                    <Badge key={answer.key} variant="outline" color="gray" radius="sm" size="lg" tt="none" fw={500}>
                      {numberingLabel(options, index, answer.label)} {htmlToPlain(answer.content) || '…'}
                    </Badge>
                  ))}
                </Group>
              </Box>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
