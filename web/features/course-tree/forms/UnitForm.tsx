// The unit form (create and edit): name and description on the domain's unit rules,
// checked on every change, errors by field, submit blocked while invalid (spec §5), and the
// leave-or-stay question while there are unsaved changes.
import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { unitFieldsSchema, NAME_MAX } from '../../../../domain/schemas/courses.ts';
import { FormActions, SaveProblemAlert } from './FormParts.tsx';
import { useFieldMessage, useSaveForm } from './formSupport.ts';

export type UnitFormValues = z.output<typeof unitFieldsSchema>;

type Props = {
  mode: 'create' | 'edit';
  defaultValues: UnitFormValues;
  cancelTo: string;
  /** Saves; resolves once saved (the page then navigates), rejects with the server's error. */
  onSubmit: (values: UnitFormValues) => Promise<unknown>;
  onReload?: () => void;
};

export function UnitForm({ mode, defaultValues, cancelTo, onSubmit, onReload }: Props) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { form, problem, unsaved, submit } = useSaveForm(unitFieldsSchema, defaultValues, ['name', 'description'], onSubmit);
  const { errors, isDirty, isValid, isSubmitting } = form.formState;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={mode === 'create' ? t('units.new') : t('units.edit')}>
      <Stack gap="lg">
        <SaveProblemAlert
          problem={problem}
          failed={mode === 'create' ? t('units.create_failed') : t('units.update_failed')}
          conflict={t('units.conflict')}
          onReload={onReload}
        />
        <TextInput
          label={t('units.name')}
          placeholder={t('units.name_placeholder')}
          withAsterisk
          maxLength={NAME_MAX + 1}
          data-autofocus
          autoFocus
          error={fieldMessage('name', errors.name)}
          {...form.register('name')}
        />
        <Textarea
          label={t('units.description')}
          description={t('units.description_hint')}
          autosize
          minRows={4}
          maxRows={12}
          error={fieldMessage('description', errors.description)}
          {...form.register('description')}
        />
        <FormActions
          cancelTo={cancelTo}
          submitLabel={mode === 'create' ? t('units.create') : t('common.save')}
          disabled={!isValid || (mode === 'edit' && !isDirty)}
          loading={isSubmitting}
        />
      </Stack>
      {unsaved.modal}
    </form>
  );
}
