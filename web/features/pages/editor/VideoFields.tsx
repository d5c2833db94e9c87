// A video page's own fields (spec §3 Chapter, §5): the video URL (YouTube, Brightcove or a
// Pena video as `scheme:identifier`, or a full YouTube/Brightcove link the domain turns into
// that form), a preview of the player, the description and the duration.
import { Stack, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Control, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PageDocumentInput } from '../../../../domain/schemas/content.ts';
import { DESCRIPTION_MAX } from '../../../../domain/schemas/courses.ts';
import { useFieldMessage } from '../../../components/editor/index.ts';
import { DurationInput } from './DurationInput.tsx';
import { VideoPreview } from './VideoPreview.tsx';

type Props = {
  control: Control<PageDocumentInput>;
  errors: FieldErrors<PageDocumentInput>;
  videoUrl: string | null | undefined;
  title: string;
  readOnly: boolean;
};

export function VideoFields({ control, errors, videoUrl, title, readOnly }: Props) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  return (
    <Stack gap="lg">
      <Controller
        control={control}
        name="video_url"
        render={({ field }) => (
          <TextInput
            label={t('pages.video_url')}
            description={t('pages.video_url_hint')}
            placeholder="youtube:dQw4w9WgXcQ"
            withAsterisk
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={field.disabled}
            error={message(errors.video_url)}
            data-testid="video-url"
          />
        )}
      />
      <VideoPreview url={errors.video_url ? null : videoUrl} title={title} />
      <Controller
        control={control}
        name="video_description"
        render={({ field }) => (
          <Textarea
            label={t('pages.video_description')}
            description={t('pages.video_description_hint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={DESCRIPTION_MAX + 1}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={field.disabled}
            error={message(errors.video_description, { max: DESCRIPTION_MAX })}
          />
        )}
      />
      <Controller
        control={control}
        name="duration"
        render={({ field }) => (
          <DurationInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled || readOnly}
            error={errors.duration ? t('pages.duration_invalid') : undefined}
          />
        )}
      />
    </Stack>
  );
}
