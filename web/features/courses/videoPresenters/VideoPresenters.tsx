// The course's video presenters on the edit page (spec §3, §7): who appears in its videos,
// with a name, a description and a picture. Add and edit in a modal, delete after a
// confirmation; failures use the §8 presenter messages.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  FileInput,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPhoto, IconPlus, IconTrash, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { msg } from '../../../../domain/messages/index.ts';
import { DESCRIPTION_MAX, NAME_MAX, videoPresenterFieldsSchema } from '../../../../domain/schemas/courses.ts';
import type { VideoPresenter } from '../../../../domain/schemas/courses.ts';
import { acceptAttribute, formatMaxSize, uploadRule } from '../../../../domain/uploads.ts';
import { ConfirmModal } from '../../../components/feedback/index.ts';
import { isApiError } from '../../../lib/http.ts';
import { useDeleteVideoPresenter, useVideoPresenters, useSaveVideoPresenter } from '../data/videoPresenters.ts';

const imageRule = uploadRule('presenter_image');
const presenterFormSchema = z.object({
  name: videoPresenterFieldsSchema.shape.name,
  description: z.string().max(DESCRIPTION_MAX, { error: msg('too_long') }),
  image: z
    .instanceof(File)
    .nullable()
    .refine((file) => file === null || file.size <= imageRule.maxBytes, { error: 'course_form.presenters.image_too_large' }),
});
type PresenterForm = z.input<typeof presenterFormSchema>;

export function VideoPresenters({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const presenters = useVideoPresenters(courseId);
  const remove = useDeleteVideoPresenter(courseId);
  const [editing, setEditing] = useState<VideoPresenter | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VideoPresenter | null>(null);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="presenters-heading">
      <Group justify="space-between" mb="md" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="presenters-heading" mb={4}>
            {t('course_form.presenters.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('course_form.presenters.description')}
          </Text>
        </div>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('course_form.presenters.add')}
        </Button>
      </Group>

      {presenters.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('course_form.presenters.fetch_failed')}
        </Alert>
      ) : !presenters.data ? (
        <Stack gap="xs">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : presenters.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('course_form.presenters.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {presenters.data.map((presenter) => (
            <Group
              key={presenter.id}
              justify="space-between"
              wrap="nowrap"
              p="xs"
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar src={presenter.image} radius="xl" size={40} alt="">
                  <IconUser size={20} />
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {presenter.name}
                  </Text>
                  {presenter.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {presenter.description}
                    </Text>
                  )}
                </div>
              </Group>
              <Group gap={4} wrap="nowrap">
                <RowAction label={t('course_form.presenters.edit', { name: presenter.name })} onClick={() => setEditing(presenter)}>
                  <IconPencil size={16} />
                </RowAction>
                <RowAction
                  label={t('course_form.presenters.delete', { name: presenter.name })}
                  color="red"
                  onClick={() => setDeleting(presenter)}
                >
                  <IconTrash size={16} />
                </RowAction>
              </Group>
            </Group>
          ))}
        </Stack>
      )}

      {editing !== null && (
        <PresenterModal courseId={courseId} presenter={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('course_form.presenters.delete_title', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        tone="danger"
        loading={remove.isPending}
        error={remove.isError ? t('course_form.presenters.delete_failed') : undefined}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {t('course_form.presenters.delete_body')}
      </ConfirmModal>
    </Paper>
  );
}

function RowAction({ label, color = 'gray', onClick, children }: { label: string; color?: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

type ModalProps = { courseId: number; presenter: VideoPresenter | null; onClose: () => void };

function PresenterModal({ courseId, presenter, onClose }: ModalProps) {
  const { t } = useTranslation();
  const save = useSaveVideoPresenter(courseId);
  const form = useForm<PresenterForm>({
    resolver: zodResolver(presenterFormSchema),
    mode: 'onChange',
    defaultValues: { name: presenter?.name ?? '', description: presenter?.description ?? '', image: null },
  });
  const { errors, isValid, isDirty } = form.formState;
  /** Rule messages are catalogue keys; a server message is already text. */
  const text = (message: string | undefined, max?: number) => {
    if (!message) return undefined;
    return /^(validation|course_form)\./.test(message) ? t(message, { max, size: formatMaxSize(imageRule.maxBytes) }) : message;
  };
  const failure = save.error
    ? isApiError(save.error) && save.error.status === 422
      ? Object.values(save.error.fields)[0] ?? save.error.message
      : presenter
        ? t('course_form.presenters.update_failed')
        : t('course_form.presenters.create_failed')
    : null;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        id: presenter?.id ?? null,
        input: { name: values.name, description: values.description, image: values.image, lock_version: presenter?.lock_version },
      },
      { onSuccess: onClose },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={presenter ? t('course_form.presenters.edit_title') : t('course_form.presenters.add_title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('course_form.presenters.name')}
            withAsterisk
            data-autofocus
            {...form.register('name')}
            error={text(errors.name?.message, NAME_MAX)}
          />
          <Textarea
            label={t('course_form.presenters.bio')}
            autosize
            minRows={2}
            {...form.register('description')}
            error={text(errors.description?.message, DESCRIPTION_MAX)}
          />
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <FileInput
                label={t('course_form.presenters.image')}
                description={presenter?.image ? t('course_form.presenters.image_keep') : undefined}
                placeholder={t('course_form.presenters.image_placeholder')}
                accept={acceptAttribute('presenter_image')}
                leftSection={<IconPhoto size={16} />}
                clearable
                value={field.value}
                onChange={field.onChange}
                error={text(errors.image?.message)}
              />
            )}
          />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid || (!isDirty && presenter !== null)} loading={save.isPending}>
              {presenter ? t('common.save') : t('course_form.presenters.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
