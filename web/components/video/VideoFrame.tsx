// A video player frame (YouTube or Brightcove, 16:9) or, when there is no player address to
// show, a card saying why. The page editor's preview and the learner view both use it; the
// address comes from domain/rules (videoUrl.ts, embed.ts), never from stored markup.
import { AspectRatio, Center, Paper, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function VideoFrame({ src, title, missing, maw, testId }: { src: string | null; title: string; missing: ReactNode; maw: number; testId?: string }) {
  return (
    <AspectRatio ratio={16 / 9} w="100%" maw={maw} data-testid={testId}>
      {src ? (
        <iframe
          src={src}
          title={title}
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)', width: '100%', height: '100%' }}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          // YouTube needs the origin to play an embed; the path (a preview token) never leaves.
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <Paper withBorder radius="md" bg="var(--mantine-color-gray-0)">
          <Center h="100%" p="md">
            <Stack align="center" gap={6}>
              <IconMovie size={36} color="var(--mantine-color-gray-5)" stroke={1.5} />
              <Text size="sm" c="dimmed" ta="center" maw={360}>
                {missing}
              </Text>
            </Stack>
          </Center>
        </Paper>
      )}
    </AspectRatio>
  );
}
