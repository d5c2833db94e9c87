// Matching choices (spec §5, §9): premises, each paired with one or more responses, and
// additional responses that match nothing (distractors). At most 10 premises, 50 responses
// and 10 additional responses; no duplicate premises or responses; each item is suggested to
// stay under 150 words (a warning that does not block saving).
import { ActionIcon, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_ADDITIONAL_RESPONSES, MAX_PREMISES, MAX_RESPONSES } from '../../../../../domain/rules/matching.ts';
import { questionWarnings } from '../../../../../domain/rules/questionRules.ts';
import { dottedPath } from '../../../../../domain/rules/issues.ts';
import type { ResponseFields } from '../../../../../domain/schemas/questions.ts';
import { RichTextEditor } from '../../../../components/richText/index.ts';
import { newPartKey, useDocValue, useFieldErrors, useQuestionEditing } from '../editing.ts';
import { ListError } from '../parts/PartRow.tsx';

function Warning({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="matching-warning">
      <IconAlertTriangle size={14} color="var(--mantine-color-yellow-8)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="yellow.9">
        {message}
      </Text>
    </Group>
  );
}

export function MatchingFields() {
  const { t } = useTranslation();
  const editing = useQuestionEditing();
  const error = useFieldErrors();
  const premises = useDocValue('premises');
  const responses = useDocValue('responses');
  const warnings = new Map(questionWarnings({ type: 'matching_choices', premises, responses }).map((w) => [dottedPath(w.path), t(w.message)]));
  const additional = responses.flatMap((r, i) => (r.premise_key === null ? [i] : []));
  const responsesFull = responses.length >= MAX_RESPONSES;

  // Changes start from the document as it is when the teacher acts, not as this render saw
  // it: a rich-text field hands over its text on blur, just before the click that blurred it.
  const setResponses = (change: (current: ResponseFields[]) => ResponseFields[]) => editing.patch({ responses: change(editing.getValues().responses) });
  const addPremise = () => {
    const key = newPartKey();
    const now = editing.getValues();
    editing.patch({ premises: [...now.premises, { key, content: '' }], responses: [...now.responses, { key: newPartKey(), content: '', premise_key: key }] });
  };
  const removePremise = (key: string) => {
    const now = editing.getValues();
    editing.patch({ premises: now.premises.filter((p) => p.key !== key), responses: now.responses.filter((r) => r.premise_key !== key) });
  };
  const addResponse = (premiseKey: string | null) => setResponses((current) => [...current, { key: newPartKey(), content: '', premise_key: premiseKey }]);
  const removeResponse = (key: string) => setResponses((current) => current.filter((r) => r.key !== key));

  const responseEditor = (index: number, name: string, canRemove: boolean) => {
    const response = responses[index]!;
    return (
      <Stack key={response.key} gap={4} data-path={`responses.${index}`}>
        <Group gap={4} align="flex-start" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <RichTextEditor
              value={response.content}
              onChange={(html) => setResponses((current) => current.map((r) => (r.key === response.key ? { ...r, content: html } : r)))}
              aria-label={name}
              error={error(`responses.${index}.content`) ?? error(`responses.${index}.premise_key`)}
              placeholder={t('questions.matching.response_placeholder')}
              toolbar="compact"
              minHeight={38}
              topicId={editing.topicId}
              onEquationModalChange={editing.equationReporter(response.key)}
            />
          </Box>
          <Tooltip label={t('questions.remove_named', { name })} openDelay={300}>
            <ActionIcon mt={6} variant="subtle" color="gray" disabled={!canRemove} onClick={() => removeResponse(response.key)} aria-label={t('questions.remove_named', { name })}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Warning message={warnings.get(`responses.${index}.content`)} />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 240 }}>
          {t('questions.matching.help')}
        </Text>
        <Group gap={6} data-testid="matching-counts">
          <Badge variant="light" color={premises.length >= MAX_PREMISES ? 'orange' : 'gray'} tt="none">
            {t('questions.matching.premises_count', { count: premises.length, max: MAX_PREMISES })}
          </Badge>
          <Badge variant="light" color={responsesFull ? 'orange' : 'gray'} tt="none">
            {t('questions.matching.responses_count', { count: responses.length, max: MAX_RESPONSES })}
          </Badge>
        </Group>
      </Group>

      {premises.map((premise, p) => {
        const own = responses.flatMap((r, i) => (r.premise_key === premise.key ? [i] : []));
        const name = t('questions.matching.premise_named', { number: p + 1 });
        return (
          <Paper key={premise.key} withBorder radius="md" p="md" data-path={`premises.${p}`}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Tooltip label={t('questions.remove_named', { name })} openDelay={300}>
                    <ActionIcon variant="subtle" color="gray" size="sm" disabled={premises.length <= 1} onClick={() => removePremise(premise.key)} aria-label={t('questions.remove_named', { name })}>
                      <IconTrash size={15} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                <RichTextEditor
                  value={premise.content}
                  onChange={(html) => editing.patch({ premises: editing.getValues().premises.map((x) => (x.key === premise.key ? { ...x, content: html } : x)) })}
                  aria-label={name}
                  error={error(`premises.${p}.content`)}
                  placeholder={t('questions.matching.premise_placeholder')}
                  toolbar="compact"
                  minHeight={38}
                  topicId={editing.topicId}
                  onEquationModalChange={editing.equationReporter(premise.key)}
                />
                <Warning message={warnings.get(`premises.${p}.content`)} />
              </Stack>
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('questions.matching.matches')}
                </Text>
                {own.map((index, r) => responseEditor(index, t('questions.matching.response_named', { premise: p + 1, number: r + 1 }), own.length > 1))}
                <Group>
                  <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} disabled={responsesFull} onClick={() => addResponse(premise.key)}>
                    {t('questions.matching.add_response')}
                  </Button>
                </Group>
                <ListError message={error(`premises.${p}.responses`)} testId={`premise-${p}-responses-error`} />
              </Stack>
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group gap="sm">
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} disabled={premises.length >= MAX_PREMISES || responsesFull} onClick={addPremise}>
          {t('questions.matching.add_premise')}
        </Button>
        {premises.length >= MAX_PREMISES && (
          <Text size="xs" c="dimmed">
            {t('questions.matching.premises_full', { max: MAX_PREMISES })}
          </Text>
        )}
      </Group>
      <ListError message={error('premises')} testId="premises-error" />

      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" data-path="responses">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={4} size="h5">
              {t('questions.matching.additional')}
            </Title>
            <Badge variant="light" color={additional.length >= MAX_ADDITIONAL_RESPONSES ? 'orange' : 'gray'} tt="none">
              {t('questions.matching.additional_count', { count: additional.length, max: MAX_ADDITIONAL_RESPONSES })}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('questions.matching.additional_help')}
          </Text>
          {additional.map((index, a) => responseEditor(index, t('questions.matching.additional_named', { number: a + 1 }), true))}
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={additional.length >= MAX_ADDITIONAL_RESPONSES || responsesFull}
              onClick={() => addResponse(null)}
            >
              {t('questions.matching.add_additional')}
            </Button>
          </Group>
          <ListError message={error('responses')} testId="responses-error" />
        </Stack>
      </Paper>
    </Stack>
  );
}
