// The topic forms: create asks only for a name (POST /content/topics {bundle_id, name});
// edit adds the settings (shuffle answers, shuffle questions, questions label). Checked on
// every change against the domain's topic rules, errors by field, submit blocked while
// invalid, and the leave-or-stay question while there are unsaved changes (spec §4, §5).
import { Divider, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAME_MAX, nameField, topicFieldsSchema } from '../../../../domain/schemas/courses.ts';
import { FormActions, SaveProblemAlert } from './FormParts.tsx';
import { useFieldMessage, useSaveForm } from './formSupport.ts';

/** The create form: the `name` rule of createTopicRequest. */
const newTopicSchema = z.object({ name: nameField() });
export type NewTopicValues = z.output<typeof newTopicSchema>;
export type TopicSettingsValues = z.output<typeof topicFieldsSchema>;

type FormProps<T> = {
  defaultValues: T;
  cancelTo: string;
  onSubmit: (values: T) => Promise<unknown>;
  onReload?: () => void;
};

export function NewTopicForm({ defaultValues, cancelTo, onSubmit }: FormProps<NewTopicValues>) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { form, problem, unsaved, submit } = useSaveForm(newTopicSchema, defaultValues, ['name'], onSubmit);
  const { errors, isValid, isSubmitting } = form.formState;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('topics.new')}>
      <Stack gap="lg">
        <SaveProblemAlert problem={problem} failed={t('topics.create_failed')} conflict={t('topics.conflict')} />
        <TextInput
          label={t('topics.name')}
          placeholder={t('topics.name_placeholder')}
          description={t('topics.name_hint')}
          withAsterisk
          maxLength={NAME_MAX + 1}
          autoFocus
          error={fieldMessage('name', errors.name)}
          {...form.register('name')}
        />
        <FormActions cancelTo={cancelTo} submitLabel={t('topics.create')} disabled={!isValid} loading={isSubmitting} />
      </Stack>
      {unsaved.modal}
    </form>
  );
}

type SettingsInput = z.input<typeof topicFieldsSchema>;

/** A yes/no topic setting as a switch. */
function SettingSwitch({ control, name, label, description }: { control: Control<SettingsInput>; name: 'shuffle_answers' | 'shuffle_questions'; label: string; description: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value ?? false}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

export function EditTopicForm({ defaultValues, cancelTo, onSubmit, onReload }: FormProps<TopicSettingsValues>) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { form, problem, unsaved, submit } = useSaveForm(
    topicFieldsSchema,
    defaultValues,
    ['name', 'shuffle_answers', 'shuffle_questions', 'questions_label'],
    // An empty label means "use the default": stored as null.
    (values) => onSubmit({ ...values, questions_label: values.questions_label?.trim() ? values.questions_label : null }),
  );
  const { errors, isDirty, isValid, isSubmitting } = form.formState;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('topics.edit')}>
      <Stack gap="lg">
        <SaveProblemAlert problem={problem} failed={t('topics.update_failed')} conflict={t('topics.conflict')} onReload={onReload} />
        <TextInput
          label={t('topics.name')}
          withAsterisk
          maxLength={NAME_MAX + 1}
          autoFocus
          error={fieldMessage('name', errors.name)}
          {...form.register('name')}
        />
        <Divider label={t('topics.settings')} labelPosition="left" />
        <SettingSwitch control={form.control} name="shuffle_answers" label={t('topics.shuffle_answers')} description={t('topics.shuffle_answers_hint')} />
        <SettingSwitch
          control={form.control}
          name="shuffle_questions"
          label={t('topics.shuffle_questions')}
          description={t('topics.shuffle_questions_hint')}
        />
        <Controller
          control={form.control}
          name="questions_label"
          render={({ field }) => (
            <TextInput
              label={t('topics.questions_label')}
              description={t('topics.questions_label_hint')}
              placeholder={t('topics.questions_label_placeholder')}
              maxLength={NAME_MAX + 1}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldMessage('questions_label', errors.questions_label)}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          {t('topics.settings_hint')}
        </Text>
        <FormActions cancelTo={cancelTo} submitLabel={t('common.save')} disabled={!isValid || !isDirty} loading={isSubmitting} />
      </Stack>
      {unsaved.modal}
    </form>
  );
}
