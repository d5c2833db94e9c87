// An image answer: upload a picture (presigned POST to storage, then the media record that
// gives it an id) and show it; replace or remove it. The answer stores the media id and, as
// its content, the picture's <img> so it shows again after a reload.
import { Alert, Box, Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, acceptedTypesLabel, formatMaxSize, uploadRule } from '../../../../../domain/uploads.ts';
import { uploadForTopic } from '../../../../lib/upload.ts';
import { mediaApi } from '../../data/api.ts';
import { imageHtml, imageSrc } from '../../model/plainText.ts';

type Props = {
  topicId: number;
  mediaId: number | null;
  content: string;
  /** Accessible name: "Answer b". */
  label: string;
  error?: string;
  onChange: (patch: { media_id: number | null; content: string }) => void;
};

export function ImageAnswer({ topicId, mediaId, content, label, error, onChange }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const src = mediaId !== null ? imageSrc(content) : null;

  const upload = async (file: File | null) => {
    if (!file) return;
    setFailed(false);
    setProgress(0);
    try {
      const key = await uploadForTopic(topicId, 'image', file, setProgress);
      const media = await mediaApi.record(topicId, { file_key: key, filename: file.name, purpose: 'image' });
      onChange({ media_id: media.id, content: imageHtml(media.url, media.id) });
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };

  const picker = (
    <FileButton onChange={(file) => void upload(file)} accept={acceptAttribute('image')}>
      {(props) => (
        <Button {...props} size="xs" variant={mediaId ? 'default' : 'light'} leftSection={<IconPhotoUp size={14} />} loading={progress !== null} aria-label={`${mediaId ? t('questions.image.replace') : t('questions.image.upload')} (${label})`}>
          {mediaId ? t('questions.image.replace') : t('questions.image.upload')}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap={6} data-testid="image-answer">
      <Paper withBorder radius="sm" p="xs" style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
        <Group gap="sm" wrap="nowrap" align="center">
          <Box w={120} h={80} style={{ flexShrink: 0, display: 'grid', placeItems: 'center', background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}>
            {src ? (
              <Image src={src} alt={label} h={80} w={120} fit="contain" />
            ) : (
              <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
            )}
          </Box>
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              {picker}
              {mediaId !== null && (
                <Button size="xs" variant="subtle" color="gray" leftSection={<IconTrash size={14} />} onClick={() => onChange({ media_id: null, content: '' })}>
                  {t('questions.image.remove')}
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {mediaId === null ? t('questions.image.accepted', { types: acceptedTypesLabel('image'), size: formatMaxSize(uploadRule('image').maxBytes) }) : src ? t('questions.image.uploaded') : t('questions.image.stored', { id: mediaId })}
            </Text>
          </Stack>
        </Group>
        {progress !== null && <Progress value={Math.round(progress * 100)} size="xs" mt="xs" aria-label={t('questions.image.uploading')} />}
      </Paper>
      {failed && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {t('questions.image.failed')}
        </Alert>
      )}
      {error && (
        <Text size="xs" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
