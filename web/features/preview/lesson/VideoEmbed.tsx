// A video as a learner sees it: the YouTube or Brightcove player (spec §2 "Preview": video
// pages and embedded videos). The address comes from domain/rules (videoUrl.ts for a video
// page's `scheme:id`, embed.ts for a section's pasted URL or embed code), never from the
// stored markup. A video without a player address we can build (a Brightcove id alone, a
// product video) shows a card naming it.
import { AspectRatio, Center, Paper, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isEmbedError, parseEmbed } from '../../../../domain/rules/embed.ts';

/** The player address of an embedded-video section (a URL or embed code), or null. */
export function embedSrc(input: string | null | undefined): string | null {
  const embed = parseEmbed(input);
  return isEmbedError(embed) ? null : embed.src;
}

export function VideoEmbed({ src, title, missing }: { src: string | null; title: string; missing?: string | null }) {
  const { t } = useTranslation();
  return (
    <AspectRatio ratio={16 / 9} w="100%" maw={800}>
      {src ? (
        <iframe
          src={src}
          title={title}
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)', width: '100%', height: '100%' }}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          // YouTube needs the origin to play an embed; the path (with the token) never leaves.
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <Paper withBorder radius="md" bg="var(--mantine-color-gray-0)">
          <Center h="100%" p="md">
            <Stack align="center" gap={6}>
              <IconMovie size={36} color="var(--mantine-color-gray-5)" stroke={1.5} />
              <Text size="sm" c="dimmed" ta="center" maw={360}>
                {missing ? t('preview.video_unavailable', { video: missing }) : t('preview.video_missing')}
              </Text>
            </Stack>
          </Center>
        </Paper>
      )}
    </AspectRatio>
  );
}
