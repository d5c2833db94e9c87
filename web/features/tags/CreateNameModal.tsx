// Create a grade, another tag or a subject: one name, checked as the teacher types — first
// against the list already on screen (same name apart from case and spacing; a grade must be
// one of Kinder, G1 … G12), then, after a short pause, with the server (validate_tag /
// validate_subject), which may suggest a spelling to use instead ("g 10" → "G10"). Create
// stays disabled until the name is known to be free.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Chip, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createCourseTagRequest, createSubjectRequest } from '../../../domain/schemas/courses.ts';
import { isApiError } from '../../lib/http.ts';
import type { TagKind } from './data/tags.ts';
import { useCreateName, useNameCheck } from './data/tags.ts';
import { findDuplicate, missingGrades, systemGrade } from './nameMatch.ts';

/** Pause after the last keystroke before asking the server about the name. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

// The same rule the server applies to the request body (required, trimmed, at most 64).
const nameRule = { grade: createCourseTagRequest.shape.course_tag_name, other: createCourseTagRequest.shape.course_tag_name, subject: createSubjectRequest.shape.subject_name };

type Props = {
  opened: boolean;
  organizationId: number;
  kind: TagKind;
  existingNames: readonly string[];
  onClose: () => void;
  /** Called with the name as the server stored it. */
  onCreated: (name: string) => void;
};

export function CreateNameModal(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t(`tags.new_${props.kind}`)} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {props.opened && <CreateNameForm {...props} />}
    </Modal>
  );
}

function CreateNameForm({ organizationId, kind, existingNames, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const rule = nameRule[kind];
  const schema = z.object({ name: rule });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { name: '' },
  });
  const create = useCreateName(organizationId, kind);
  const [failed, setFailed] = useState(false);

  const typed = useWatch({ control: form.control, name: 'name' });
  const trimmed = typed.trim();
  const [debounced] = useDebouncedValue(trimmed, NAME_CHECK_DEBOUNCE_MS);
  const fieldError = form.formState.errors.name?.message;
  const ruleOk = rule.safeParse(typed).success;
  const duplicate = findDuplicate(trimmed, existingNames);
  const notAGrade = kind === 'grade' && ruleOk && !systemGrade(trimmed);
  const locallyRefused = Boolean(duplicate) || notAGrade;
  const check = useNameCheck(organizationId, kind, debounced, ruleOk && !locallyRefused && debounced === trimmed);
  const checked = check.data && debounced === trimmed ? check.data : undefined;
  const checking = ruleOk && !locallyRefused && (debounced !== trimmed || check.isFetching);
  const taken = Boolean(duplicate) || checked?.valid === false;
  // A suggestion that is itself an existing name is no way out: say that name exists instead.
  const suggested = checked?.suggested_name ?? null;
  const existingSuggestion = suggested !== null && checked?.valid === false ? suggested : null;
  const suggestion = suggested && suggested !== trimmed && !existingSuggestion && !findDuplicate(suggested, existingNames) ? suggested : null;
  // A check that could not be made does not block: the server refuses duplicates on create too.
  const checkFailed = check.isError && debounced === trimmed;
  const free = ruleOk && !taken && !checking && (checked?.valid === true || checkFailed);

  const errorText = fieldError
    ? t(fieldError, { max: rule.maxLength ?? 64 })
    : taken
      ? t(`tags.exists_${kind}`, { name: duplicate ?? existingSuggestion ?? trimmed })
      : notAGrade
        ? t('validation.grade_not_system')
        : undefined;
  const gradesLeft = kind === 'grade' ? missingGrades(existingNames) : [];

  const submit = form.handleSubmit(async ({ name }) => {
    setFailed(false);
    try {
      const created = await create.mutateAsync(name);
      onCreated(created.name);
    } catch (error) {
      // A 422 names what is wrong with the name (e.g. taken meanwhile): show it on the field.
      const reason = isApiError(error) && error.status === 422 ? (Object.values(error.fields)[0] ?? error.message) : null;
      if (reason) form.setError('name', { message: reason });
      else setFailed(true);
    }
  });

  const applySuggestion = (name: string) => form.setValue('name', name, { shouldValidate: true, shouldDirty: true });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t(`tags.name_${kind}`)}
          placeholder={t(`tags.placeholder_${kind}`)}
          description={t(`tags.hint_${kind}`)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
          autoComplete="off"
          maxLength={200}
          error={errorText}
          rightSection={
            checking ? (
              <Loader size={16} aria-label={t('tags.checking')} />
            ) : free ? (
              <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-label={t('tags.available')} role="img" />
            ) : null
          }
          {...form.register('name')}
        />
        {kind === 'grade' && (
          <Stack gap={6} data-testid="missing-grades">
            <Text size="sm" c="dimmed">
              {gradesLeft.length > 0 ? t('tags.grades_left') : t('tags.grades_all_present')}
            </Text>
            {gradesLeft.length > 0 && (
              <Group gap={6}>
                {gradesLeft.map((grade) => (
                  <Chip key={grade} size="xs" checked={trimmed === grade} onChange={() => applySuggestion(grade)}>
                    {grade}
                  </Chip>
                ))}
              </Group>
            )}
          </Stack>
        )}
        {suggestion && (
          <Group gap="xs" wrap="nowrap" data-testid="name-suggestion">
            <IconSparkles size={16} color="var(--mantine-color-pena-7)" style={{ flexShrink: 0 }} />
            <Text size="sm">{t('tags.suggestion', { name: suggestion })}</Text>
            <Button size="compact-sm" variant="light" onClick={() => applySuggestion(suggestion)}>
              {t('tags.use_suggestion', { name: suggestion })}
            </Button>
          </Group>
        )}
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t(kind === 'subject' ? 'tags.create_failed_subject' : 'tags.create_failed_tag')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!free || Boolean(fieldError)}>
            {t('tags.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
