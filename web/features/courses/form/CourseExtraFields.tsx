// The course form's system and preview-video sections (spec §3 Course): the systems (the
// first is the course's system), the publish-to system, the course set and subset, and the
// preview video — a YouTube or Brightcove address (§5), its description and a presenter
// chosen from this course's video presenters (a new course has none yet).
import { Autocomplete, NumberInput, Select, SimpleGrid, TagsInput, TextInput, Textarea } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useVideoPresenters } from '../data/videoPresenters.ts';
import { FormSection } from './FormSection.tsx';
import { SYSTEMS_MAX, type CourseFormOutput, type CourseFormValues } from './courseFormSchema.ts';
import { useFieldMessage } from './fieldMessage.ts';

type Form = UseFormReturn<CourseFormValues, unknown, CourseFormOutput>;

export function SystemSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { control } = form;
  const errors = form.formState.errors;
  const systems = useWatch({ control, name: 'systems' });

  return (
    <FormSection title={t('course_form.sections.systems')} description={t('course_form.systems_description')}>
      <Controller
        control={control}
        name="systems"
        render={({ field }) => (
          <TagsInput
            label={t('course_form.systems')}
            description={t('course_form.systems_hint', { max: SYSTEMS_MAX })}
            placeholder={field.value.length ? undefined : t('course_form.systems_placeholder')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            maxTags={SYSTEMS_MAX}
            clearable
            error={message('systems', errors.systems)}
          />
        )}
      />
      <Controller
        control={control}
        name="publish_to_system"
        render={({ field }) => (
          <Autocomplete
            label={t('course_form.publish_to_system')}
            description={t('course_form.publish_to_system_hint')}
            data={[...new Set(systems)]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={message('publish_to_system', errors.publish_to_system)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <IdField form={form} name="course_set_id" label={t('course_form.course_set_id')} />
        <IdField form={form} name="course_subset_id" label={t('course_form.course_subset_id')} />
      </SimpleGrid>
    </FormSection>
  );
}

function IdField({ form, name, label }: { form: Form; name: 'course_set_id' | 'course_subset_id'; label: string }) {
  const message = useFieldMessage();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          allowNegative={false}
          allowDecimal={false}
          hideControls
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={message(name, form.formState.errors[name])}
        />
      )}
    />
  );
}

/** `courseId` is null on the create form: presenters are added to a saved course. */
export function PreviewVideoSection({ form, courseId }: { form: Form; courseId: number | null }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { control, register } = form;
  const errors = form.formState.errors;

  return (
    <FormSection title={t('course_form.sections.preview_video')} description={t('course_form.preview_video_description_hint')}>
      <TextInput
        label={t('course_form.preview_video_url')}
        description={t('course_form.preview_video_url_hint')}
        placeholder="https://www.youtube.com/watch?v=…"
        leftSection={<IconBrandYoutube size={18} />}
        inputMode="url"
        {...register('preview_video_url')}
        error={message('preview_video_url', errors.preview_video_url)}
      />
      <Textarea
        label={t('course_form.preview_video_description')}
        autosize
        minRows={2}
        maxRows={6}
        {...register('preview_video_description')}
        error={message('preview_video_description', errors.preview_video_description)}
      />
      <Controller
        control={control}
        name="preview_video_presenter"
        render={({ field }) =>
          courseId === null ? (
            <Select
              label={t('course_form.preview_video_presenter')}
              description={t('course_form.preview_video_presenter_later')}
              data={[]}
              value={null}
              disabled
            />
          ) : (
            <PresenterSelect
              courseId={courseId}
              value={field.value}
              onChange={field.onChange}
              error={message('preview_video_presenter', errors.preview_video_presenter)}
            />
          )
        }
      />
    </FormSection>
  );
}

function PresenterSelect({
  courseId,
  value,
  onChange,
  error,
}: {
  courseId: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const presenters = useVideoPresenters(courseId);
  const data = (presenters.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  // A saved presenter stays shown while the list loads.
  if (value && !data.some((option) => option.value === value) && !presenters.data) data.push({ value, label: t('common.loading') });
  return (
    <Select
      label={t('course_form.preview_video_presenter')}
      description={presenters.data && presenters.data.length === 0 ? t('course_form.preview_video_presenter_none') : undefined}
      placeholder={t('course_form.preview_video_presenter_placeholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable
      disabled={!presenters.data}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
