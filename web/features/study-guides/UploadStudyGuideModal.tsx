// The PDF study-guide upload modal (spec §2, §5): choose or drop a file (PDF, Word, PowerPoint,
// at most 35 MB, checked here before anything is sent), name it, upload it with a progress
// bar, then the server checks the content and records it. A refusal is shown in the server's
// words; a failed transfer says the upload failed. Closing is blocked while the file is on its way.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAME_MAX, nameField } from '../../../domain/schemas/courses.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { FilePicker } from './FilePicker.tsx';
import { fileProblem, nameFromFile, refusalText, studyGuideMaxSize, studyGuideTypes } from './files.ts';
import { useUploadStudyGuide } from './data/mutations.ts';
import type { StudyGuideTarget } from './data/mutations.ts';

const schema = z.object({
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, ctx) => {
      if (!file) {
        ctx.addIssue({ code: 'custom', message: 'study_guides.file_required' });
        return;
      }
      const problem = fileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: `study_guides.file_${problem}` });
    }),
  name: nameField(),
});
type Stage = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'saving' };

type Props = {
  target: StudyGuideTarget;
  opened: boolean;
  onClose: () => void;
  onUploaded: (name: string) => void;
};

export function UploadStudyGuideModal({ target, opened, onClose, onUploaded }: Props) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const upload = useUploadStudyGuide(target);
  const busy = stage.step !== 'idle';

  const close = () => {
    if (busy) return;
    upload.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('study_guides.upload_title')}
      centered
      size="lg"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && (
        <UploadForm
          busy={busy}
          stage={stage}
          error={upload.error}
          onEdit={() => {
            if (upload.isError) upload.reset();
          }}
          onCancel={close}
          onSubmit={async (values) => {
            upload.reset();
            setStage({ step: 'uploading', fraction: 0 });
            try {
              await upload.mutateAsync({
                file: values.file,
                name: values.name,
                onProgress: (fraction) => setStage({ step: 'uploading', fraction }),
                onStored: () => setStage({ step: 'saving' }),
              });
              setStage({ step: 'idle' });
              onUploaded(values.name);
            } catch {
              setStage({ step: 'idle' });
            }
          }}
        />
      )}
    </Modal>
  );
}

function UploadForm({
  busy,
  stage,
  error,
  onEdit,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  stage: Stage;
  error: unknown;
  /** The teacher changed the file: an earlier refusal no longer applies. */
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: (values: { file: File; name: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { file: null, name: '' },
  });
  const { errors, isValid, isDirty } = form.formState;
  const refusal = error ? refusalText(error) : null;
  const fileError = errors.file?.message;
  const nameError = errors.name?.message;

  const submit = form.handleSubmit(async (values) => {
    if (values.file) await onSubmit({ file: values.file, name: values.name.trim() });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('study_guides.upload_title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('study_guides.upload_intro')}
        </Text>
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FilePicker
              file={field.value}
              disabled={busy}
              error={fileError ? t(fileError, { types: studyGuideTypes, size: studyGuideMaxSize }) : undefined}
              language={language}
              onChange={(file) => {
                onEdit();
                field.onChange(file);
                // The name follows the file until the teacher writes their own.
                if (file && (!form.getFieldState('name').isDirty || form.getValues('name').trim() === '')) {
                  form.setValue('name', nameFromFile(file.name), { shouldValidate: true });
                }
              }}
            />
          )}
        />
        <TextInput
          label={t('study_guides.name')}
          description={t('study_guides.name_hint')}
          withAsterisk
          maxLength={NAME_MAX + 1}
          disabled={busy}
          error={nameError ? t(nameError, { max: NAME_MAX }) : undefined}
          {...form.register('name')}
        />
        {stage.step !== 'idle' && (
          <Stack gap={6} data-testid="upload-progress">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {stage.step === 'uploading' ? t('study_guides.uploading') : t('study_guides.checking')}
              </Text>
              {stage.step === 'uploading' && (
                <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {Math.round(stage.fraction * 100)}%
                </Text>
              )}
            </Group>
            <Progress
              value={stage.step === 'uploading' ? Math.round(stage.fraction * 100) : 100}
              animated={stage.step === 'saving'}
              striped={stage.step === 'saving'}
              aria-label={t('study_guides.upload_progress')}
              size="md"
            />
          </Stack>
        )}
        {refusal && !busy && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={t('study_guides.refused_title')}>
            {'text' in refusal ? refusal.text : t(`study_guides.${refusal.key}`, { size: studyGuideMaxSize })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid || !isDirty} loading={busy} leftSection={<IconUpload size={16} />}>
            {t('study_guides.upload_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
