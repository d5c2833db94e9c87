// The preview of a video page's video: the YouTube or Brightcove player for a valid URL.
// A Brightcove id alone (`brightcove:123`) and a product video have no player address we
// can build here, so they get a plain card saying the video is set.
import { AspectRatio, Center, Paper, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseVideoUrl, videoPlayerSrc } from '../../../../domain/rules/videoUrl.ts';


export function VideoPreview({ url, title }: { url: string | null | undefined; title: string }) {
  const { t } = useTranslation();
  const video = parseVideoUrl(url);
  const src = videoPlayerSrc(url);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('chapters.preview')}
      </Text>
      <AspectRatio ratio={16 / 9} maw={640} data-testid="video-preview">
        {src ? (
          <iframe
            src={src}
            title={title || t('chapters.preview')}
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)', width: '100%', height: '100%' }}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        ) : (
          <Paper withBorder radius="md" bg="var(--mantine-color-gray-0)">
            <Center h="100%" p="md">
              <Stack align="center" gap={6}>
                <IconMovie size={36} color="var(--mantine-color-gray-5)" stroke={1.5} />
                <Text size="sm" c="dimmed" ta="center" maw={360}>
                  {video ? t('chapters.preview_unavailable', { video: video.value }) : t('chapters.preview_empty')}
                </Text>
              </Stack>
            </Center>
          </Paper>
        )}
      </AspectRatio>
    </Stack>
  );
}
