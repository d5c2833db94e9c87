// A topic's study guides (spec §3 Lesson: documents and link_attachments): the uploaded files
// with their type, size and a download link, and the linked study guides with their URL.
// Teachers who may edit the topic upload files through the study-guide upload modal, add
// links, and delete either after confirming.
import { ActionIcon, Anchor, Box, Button, Divider, Group, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconLink, IconPaperclip, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonDocument, LinkAttachment } from '../../../domain/schemas/content.ts';
import { ConfirmModal } from '../../components/feedback/index.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AddLinkModal } from './AddLinkModal.tsx';
import { FileKindIcon } from './FileKindIcon.tsx';
import { formatFileSize } from '../../../domain/uploads.ts';
import { kindLabel, kindOfMime } from './files.ts';
import { useDeleteLink, useDeleteStudyGuide } from './data/mutations.ts';
import type { StudyGuideTarget } from './data/mutations.ts';
import { UploadStudyGuideModal } from './UploadStudyGuideModal.tsx';

type Props = {
  target: StudyGuideTarget;
  documents: LessonDocument[];
  links: LinkAttachment[];
  canEdit: boolean;
  /** A success line for the page's banner ("Study guide … uploaded."). */
  onDone: (message: string) => void;
};

type Deleting = { kind: 'document'; item: LessonDocument } | { kind: 'link'; item: LinkAttachment };

export function StudyGuidesSection({ target, documents, links, canEdit, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [uploading, setUploading] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const deleteDocument = useDeleteStudyGuide(target);
  const deleteLink = useDeleteLink(target);
  const remove = deleting?.kind === 'link' ? deleteLink : deleteDocument;
  const empty = documents.length === 0 && links.length === 0;

  return (
    <section aria-labelledby="study-guides-heading" data-testid="study-guides" style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Box miw={0} flex="1 1 240px">
          <Title order={2} size="h4" id="study-guides-heading">
            {t('study_guides.heading')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('study_guides.hint')}
          </Text>
        </Box>
        {canEdit && (
          <Group gap="xs" wrap="wrap" style={{ flexShrink: 0, maxWidth: '100%' }}>
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('study_guides.add_link')}
            </Button>
            <Button variant="light" leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
              {t('study_guides.upload')}
            </Button>
          </Group>
        )}
      </Group>

      {empty ? (
        <Paper withBorder p="md" bg="gray.0" data-testid="study-guides-empty">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="gray" radius="md" size={34} aria-hidden>
              <IconPaperclip size={18} />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {canEdit ? t('study_guides.empty_edit') : t('study_guides.empty')}
            </Text>
          </Group>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Stack gap={0}>
            {documents.map((document, index) => {
              const kind = kindOfMime(document.mime_type);
              return (
                <Fragment key={`d${document.id}`}>
                  {index > 0 && <Divider />}
                  <Group px="md" py="sm" gap="sm" wrap="nowrap" data-testid="study-guide-document" aria-label={document.name}>
                    <FileKindIcon kind={kind} size={34} />
                    <Stack gap={0} miw={0} flex={1}>
                      <Anchor href={document.url} download={document.name} fw={600} size="sm" c="var(--mantine-color-black)" underline="hover" truncate="end">
                        {document.name}
                      </Anchor>
                      <Text size="xs" c="dimmed" data-testid="study-guide-meta">
                        {[kindLabel(kind), formatFileSize(document.size, language)].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                    <Tooltip label={t('study_guides.download')} withArrow>
                      <ActionIcon component="a" href={document.url} download={document.name} variant="subtle" color="gray" aria-label={t('study_guides.download_named', { name: document.name })}>
                        <IconDownload size={18} />
                      </ActionIcon>
                    </Tooltip>
                    {canEdit && (
                      <Tooltip label={t('study_guides.delete')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('study_guides.delete_named', { name: document.name })}
                          onClick={() => {
                            deleteDocument.reset();
                            setDeleting({ kind: 'document', item: document });
                          }}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Fragment>
              );
            })}
            {links.map((link, index) => (
              <Fragment key={`l${link.id}`}>
                {(index > 0 || documents.length > 0) && <Divider />}
                <Group px="md" py="sm" gap="sm" wrap="nowrap" data-testid="study-guide-link" aria-label={link.name}>
                  <ThemeIcon variant="light" color="teal" size={34} radius="md" aria-hidden>
                    <IconLink size={18} />
                  </ThemeIcon>
                  <Stack gap={0} miw={0} flex={1}>
                    <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fw={600} size="sm" c="var(--mantine-color-black)" underline="hover" truncate="end">
                      {link.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end" data-testid="study-guide-url">
                      {link.url}
                    </Text>
                  </Stack>
                  {canEdit && (
                    <Tooltip label={t('study_guides.delete_link')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('study_guides.delete_link_named', { name: link.name })}
                        onClick={() => {
                          deleteLink.reset();
                          setDeleting({ kind: 'link', item: link });
                        }}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Fragment>
            ))}
          </Stack>
        </Paper>
      )}

      {canEdit && (
        <>
          <UploadStudyGuideModal
            target={target}
            opened={uploading}
            onClose={() => setUploading(false)}
            onUploaded={(name) => {
              setUploading(false);
              onDone(t('study_guides.uploaded', { name }));
            }}
          />
          <AddLinkModal
            target={target}
            opened={adding}
            onClose={() => setAdding(false)}
            onAdded={(link) => {
              setAdding(false);
              onDone(t('study_guides.link_added', { name: link.name }));
            }}
          />
          <ConfirmModal
            opened={deleting !== null}
            title={deleting?.kind === 'link' ? t('study_guides.delete_link_title') : t('study_guides.delete_title')}
            confirmLabel={deleting?.kind === 'link' ? t('study_guides.delete_link') : t('study_guides.delete')}
            tone="danger"
            loading={remove.isPending}
            error={remove.isError ? t('study_guides.delete_failed') : null}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              const { kind, item } = deleting;
              const done = () => {
                setDeleting(null);
                onDone(t(kind === 'link' ? 'study_guides.link_deleted' : 'study_guides.deleted', { name: item.name }));
              };
              if (kind === 'link') deleteLink.mutate(item.id, { onSuccess: done });
              else deleteDocument.mutate(item.id, { onSuccess: done });
            }}
          >
            {deleting?.kind === 'link'
              ? t('study_guides.delete_link_intro', { name: deleting.item.name })
              : t('study_guides.delete_intro', { name: deleting?.item.name ?? '' })}
          </ConfirmModal>
        </>
      )}
    </section>
  );
}
