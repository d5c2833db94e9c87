// Adding a linked study guide (spec §3 Lesson link_attachments, §5 "Video, links and embeds": a
// link URL must be valid): a name and a URL, checked on every change with the domain's link
// rules (the server applies the same ones), submit blocked while invalid; a 422 puts the
// server's words on the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { linkAttachmentFieldsSchema } from '../../../domain/schemas/content.ts';
import type { LinkAttachment } from '../../../domain/schemas/content.ts';
import { NAME_MAX } from '../../../domain/schemas/courses.ts';
import { LINK_URL_MAX } from '../../../domain/rules/links.ts';
import { isApiError } from '../../lib/http.ts';
import { useCreateLink } from './data/mutations.ts';
import type { StudyGuideTarget } from './data/mutations.ts';

type Props = {
  target: StudyGuideTarget;
  opened: boolean;
  onClose: () => void;
  onAdded: (link: LinkAttachment) => void;
};

export function AddLinkModal({ target, opened, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const create = useCreateLink(target);
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('study_guides.link_title')}
      centered
      closeOnClickOutside={!create.isPending}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <LinkForm create={create} onCancel={close} onAdded={onAdded} />}
    </Modal>
  );
}

const catalogueKey = /^validation\.[a-z_]+$/;

function LinkForm({ create, onCancel, onAdded }: { create: ReturnType<typeof useCreateLink>; onCancel: () => void; onAdded: (link: LinkAttachment) => void }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof linkAttachmentFieldsSchema>, unknown, z.output<typeof linkAttachmentFieldsSchema>>({
    resolver: zodResolver(linkAttachmentFieldsSchema),
    mode: 'onChange',
    defaultValues: { name: '', url: '' },
  });
  const { errors, isValid, isDirty, isSubmitting } = form.formState;
  const message = (error: { message?: string } | undefined, max: number) => {
    const text = error?.message;
    if (!text) return undefined;
    return catalogueKey.test(text) ? t(text, { max }) : text;
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const link = await create.mutateAsync(values);
      onAdded(link);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        for (const field of ['name', 'url'] as const) {
          const text = error.fields[field];
          if (text) form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
        }
      }
    }
  });
  const fieldsRefused = isApiError(create.error) && create.error.status === 422 && Boolean(create.error.fields.name || create.error.fields.url);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('study_guides.link_title')}>
      <Stack gap="md">
        <TextInput
          label={t('study_guides.link_name')}
          placeholder={t('study_guides.link_name_placeholder')}
          withAsterisk
          autoFocus
          maxLength={NAME_MAX + 1}
          error={message(errors.name, NAME_MAX)}
          {...form.register('name')}
        />
        <TextInput
          label={t('study_guides.link_url')}
          placeholder="https://"
          description={t('study_guides.link_url_hint')}
          withAsterisk
          type="url"
          inputMode="url"
          leftSection={<IconLink size={16} />}
          maxLength={LINK_URL_MAX + 1}
          error={message(errors.url, LINK_URL_MAX)}
          {...form.register('url')}
        />
        {create.isError && !fieldsRefused && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('study_guides.create_failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
            {t('study_guides.add_link')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
