// Exact value (the learner types): one field, or one per item of a numbered list labelled as
// the editor numbers it ((1), [a], custom labels). Each field carries its mark once checked.
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { exactValueFields } from '../../../../domain/rules/answerCheck.ts';
import { MarkOf, type TypeProps } from './parts.tsx';

type ExactValue = TypeProps<{ type: 'exact_value'; values: Record<string, string> }>;

export function ExactValuePlayer({ question, response, onChange, result }: ExactValue) {
  const { t } = useTranslation();
  const fields = exactValueFields(question);
  const list = question.exact_value_options.enable_numbering;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {list ? t('player.exact_value.help_list') : t('player.exact_value.help')}
      </Text>
      {fields.map((field) => (
        <Group key={field.key} gap="sm" align="center" wrap="nowrap" data-testid={`field-${field.key}`}>
          {field.label && (
            <Text fw={600} aria-hidden miw={36}>
              {field.label}
            </Text>
          )}
          <TextInput
            style={{ flex: 1, maxWidth: 420 }}
            aria-label={field.label ? t('player.exact_value.item', { label: field.label }) : t('player.exact_value.answer')}
            placeholder={field.label ? undefined : t('player.exact_value.answer')}
            value={response.values[field.key] ?? ''}
            readOnly={result !== null}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => onChange({ ...response, values: { ...response.values, [field.key]: event.currentTarget.value } })}
          />
          <MarkOf result={result} partKey={field.key} />
        </Group>
      ))}
    </Stack>
  );
}
