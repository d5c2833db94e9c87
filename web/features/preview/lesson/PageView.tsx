// One page of the lesson as a learner reads it (spec §2 "Preview"): the title, then a text
// page's body (math, images, audio, tables and embedded videos as stored, through the
// read-only RichTextView) and its sections, or a video page's player and description.
import { Stack, Text, Title } from '@mantine/core';
import type { Page } from '../../../../domain/schemas/content.ts';
import { parseVideoUrl, videoPlayerSrc } from '../../../../domain/rules/videoUrl.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import { MathText } from '../../../components/math/index.ts';
import { VideoEmbed, embedSrc } from './VideoEmbed.tsx';

type Section = Page['sections'][number];

function SectionView({ section, title }: { section: Section; title: string }) {
  if (section.section_content_type === 'external_video') {
    return <VideoEmbed src={embedSrc(section.media_url)} title={title} missing={section.media_url} />;
  }
  const html = section.content_html || section.content;
  return html.trim() ? <RichTextView html={html} /> : null;
}

export function PageView({ page }: { page: Page }) {
  const title = page.title;
  return (
    <Stack gap="md" component="article" aria-label={title}>
      <Title order={2} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
        <MathText text={title} />
      </Title>
      {page.type === 'video' ? (
        <>
          <VideoEmbed src={videoPlayerSrc(page.video_url)} title={title} missing={parseVideoUrl(page.video_url)?.value ?? null} />
          {page.video_description?.trim() ? (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{page.video_description}</Text>
          ) : null}
        </>
      ) : (
        <>
          {page.content.trim() ? <RichTextView html={page.content} /> : null}
          {page.sections.map((section) => (
            <SectionView key={section.id} section={section} title={title} />
          ))}
        </>
      )}
    </Stack>
  );
}
