// The preview of a video page's video: the YouTube or Brightcove player for a valid URL.
// A Brightcove id alone (`brightcove:123`) and a product video have no player address we
// can build here, so they get a plain card saying the video is set.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VideoFrame } from '../../../components/video/index.ts';
import { parseVideoUrl, videoPlayerSrc } from '../../../../domain/rules/videoUrl.ts';

export function VideoPreview({ url, title }: { url: string | null | undefined; title: string }) {
  const { t } = useTranslation();
  const video = parseVideoUrl(url);
  const src = videoPlayerSrc(url);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('pages.preview')}
      </Text>
      <VideoFrame
        src={src}
        title={title || t('pages.preview')}
        maw={640}
        testId="video-preview"
        missing={video ? t('pages.preview_unavailable', { video: video.value }) : t('pages.preview_empty')}
      />
    </Stack>
  );
}
