// The sections of the course form: details, assessment settings (assessment courses only),
// grades, subjects and tags, icon and video, the preview video, systems, and sharing. Choices come from the
// organization detail (tags, subjects, members).
import { type ComboboxData, Input, MultiSelect, NumberInput, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconBrandYoutube, IconClock } from '@tabler/icons-react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_OTHER_TAGS } from '../../../../domain/constants.ts';
import { useSignedIn } from '../../auth/index.ts';
import { useOrganization } from '../../organizations/index.ts';
import { gradeTags, otherTags, subjectGroups } from '../tagOptions.ts';
import { FormSection } from './FormSection.tsx';
import type { CourseFormOutput, CourseFormValues } from './courseFormSchema.ts';
import { useFieldMessage } from './fieldMessage.ts';
import { PreviewVideoSection, SystemSection } from './CourseExtraFields.tsx';
import { IconPicker } from './IconPicker.tsx';
import { ShareField } from './ShareField.tsx';

type Form = UseFormReturn<CourseFormValues, unknown, CourseFormOutput>;

/** `courseId` is the course being edited, null on the create forms. */
type Props = { form: Form; authorId: number | null; courseId: number | null };

export function CourseFormFields({ form, authorId, courseId }: Props) {
  const { t } = useTranslation();
  const { organization } = useSignedIn();
  const detail = useOrganization(organization.id);
  const message = useFieldMessage();
  const { control, register } = form;
  const errors = form.formState.errors;
  const assessment = useWatch({ control, name: 'assessment' });
  const loading = !detail.data;

  return (
    <Stack gap="lg">
      <FormSection title={t('course_form.sections.details')}>
        <TextInput
          label={t('course_form.name')}
          placeholder={assessment ? t('course_form.name_placeholder_assessment') : t('course_form.name_placeholder')}
          withAsterisk
          data-autofocus
          {...register('name')}
          error={message('name', errors.name)}
        />
        <Textarea
          label={t('course_form.description')}
          description={t('course_form.description_hint')}
          autosize
          minRows={3}
          maxRows={10}
          {...register('description')}
          error={message('description', errors.description)}
        />
      </FormSection>

      {assessment && (
        <FormSection title={t('course_form.sections.assessment')} description={t('course_form.assessment_description')}>
          <Controller
            control={control}
            name="assessment_kind"
            render={({ field }) => (
              <Input.Wrapper label={t('course_form.kind')} error={message('assessment_kind', errors.assessment_kind)}>
                <div>
                  <SegmentedControl
                    mt={4}
                    value={field.value}
                    onChange={field.onChange}
                    aria-label={t('course_form.kind')}
                    data={[
                      { value: 'assessment', label: t('course_form.kind_assessment') },
                      { value: 'tryout', label: t('course_form.kind_tryout') },
                    ]}
                  />
                </div>
              </Input.Wrapper>
            )}
          />
          <Controller
            control={control}
            name="time_limit"
            render={({ field }) => (
              <NumberInput
                label={t('course_form.time_limit')}
                description={t('course_form.time_limit_hint')}
                placeholder={t('course_form.time_limit_placeholder')}
                styles={{ wrapper: { maxWidth: 240 } }}
                leftSection={<IconClock size={16} />}
                rightSection={
                  <Text size="xs" c="dimmed">
                    {t('course_form.minutes')}
                  </Text>
                }
                rightSectionWidth={70}
                allowNegative={false}
                allowDecimal={false}
                clampBehavior="none"
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={message('time_limit', errors.time_limit)}
              />
            )}
          />
        </FormSection>
      )}

      <FormSection title={t('course_form.sections.classification')} description={t('course_form.classification_description')}>
        <ChoicesField
          control={control}
          name="grade_ids"
          label={t('course_form.grades')}
          placeholder={t('course_form.grades_placeholder')}
          data={gradeTags(detail.data).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          loading={loading}
          error={message('grade_ids', errors.grade_ids)}
        />
        <ChoicesField
          control={control}
          name="subject_ids"
          label={t('course_form.subjects')}
          placeholder={t('course_form.subjects_placeholder')}
          data={subjectGroups(detail.data, { own: t('courses.filters.subjects_own'), country: t('courses.filters.subjects_country') })}
          loading={loading}
          error={message('subject_ids', errors.subject_ids)}
        />
        <ChoicesField
          control={control}
          name="other_tag_ids"
          label={t('course_form.other_tags')}
          description={t('course_form.other_tags_hint', { max: MAX_OTHER_TAGS })}
          placeholder={t('course_form.other_tags_placeholder')}
          data={otherTags(detail.data).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          loading={loading}
          error={message('other_tag_ids', errors.other_tag_ids)}
        />
      </FormSection>

      <FormSection title={t('course_form.sections.media')}>
        <Controller
          control={control}
          name="icon_image_id"
          render={({ field }) => (
            <IconPicker
              organizationId={organization.id}
              value={field.value}
              onChange={field.onChange}
              error={message('icon_image_id', errors.icon_image_id)}
            />
          )}
        />
        <TextInput
          label={t('course_form.video')}
          description={t('course_form.video_hint')}
          placeholder="https://www.youtube.com/watch?v=…"
          leftSection={<IconBrandYoutube size={18} />}
          inputMode="url"
          {...register('introductory_video_url')}
          error={message('introductory_video_url', errors.introductory_video_url)}
        />
      </FormSection>

      <PreviewVideoSection form={form} courseId={courseId} />

      <SystemSection form={form} />

      <FormSection title={t('course_form.sections.sharing')}>
        <Controller
          control={control}
          name="share_enabled"
          render={({ field: enabled }) => (
            <Controller
              control={control}
              name="share_user_ids"
              render={({ field: users }) => (
                <ShareField
                  enabled={enabled.value}
                  userIds={users.value}
                  members={detail.data?.members}
                  authorId={authorId}
                  error={message('share_user_ids', errors.share_user_ids)}
                  onEnabledChange={enabled.onChange}
                  onUsersChange={users.onChange}
                />
              )}
            />
          )}
        />
      </FormSection>
    </Stack>
  );
}

type ChoicesProps = {
  control: Control<CourseFormValues, unknown, CourseFormOutput>;
  name: 'grade_ids' | 'subject_ids' | 'other_tag_ids';
  label: string;
  description?: string;
  placeholder: string;
  data: ComboboxData;
  /** The organization's choices are still on their way: nothing to pick yet. */
  loading: boolean;
  error: string | undefined;
};

/** A searchable pick of several of the organization's grades, subjects or tags. */
function ChoicesField({ control, name, label, description, placeholder, data, loading, error }: ChoicesProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={label}
          description={description}
          placeholder={field.value.length ? undefined : loading ? t('common.loading') : placeholder}
          data={data}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          searchable
          clearable
          disabled={loading}
          nothingFoundMessage={t('courses.filters.nothing_found')}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
