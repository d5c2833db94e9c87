// A video as a learner sees it: the YouTube or Brightcove player (spec §2 "Preview": video
// pages and embedded videos). The address comes from domain/rules (videoUrl.ts for a video
// page's `scheme:id`, embed.ts for a section's pasted URL or embed code), never from the
// stored markup. A video without a player address we can build (a Brightcove id alone, a
// product video) shows a card naming it.
import { useTranslation } from 'react-i18next';
import { isEmbedError, parseEmbed } from '../../../../domain/rules/embed.ts';
import { VideoFrame } from '../../../components/video/index.ts';

/** The player address of an embedded-video section (a URL or embed code), or null. */
export function embedSrc(input: string | null | undefined): string | null {
  const embed = parseEmbed(input);
  return isEmbedError(embed) ? null : embed.src;
}

export function VideoEmbed({ src, title, missing }: { src: string | null; title: string; missing?: string | null }) {
  const { t } = useTranslation();
  return <VideoFrame src={src} title={title} maw={800} missing={missing ? t('preview.video_unavailable', { video: missing }) : t('preview.video_missing')} />;
}
