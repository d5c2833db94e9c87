// Video URLs of video pages (spec §5): stored as `scheme:identifier`, the scheme being
// youtube, brightcove or pena (the product's own video library). Decisions:
// - Accepted input: the stored form itself (scheme case-insensitive), any common YouTube URL
//   (watch?v=, youtu.be/, /embed/, /shorts/, /live/, /v/, m., music., youtube-nocookie) and
//   Brightcove player URLs (players.brightcove.net/{account}/{player}_{embed}/index.html?videoId=N).
//   All are normalised to `youtube:<11-char id>`, `brightcove:<numeric video id>`, `pena:<id>`.
// - A Brightcove identifier is the video id alone: the deployment has one Brightcove account,
//   and the server asks it whether the video exists (message `brightcove_video_not_found`).
//   The account and player of a pasted player URL are returned by `parseVideoUrl` for
//   callers that need them, but are not part of the stored value.
// - A product video identifier is 1–64 letters, digits, `_` or `-`; whether it exists is the
//   server's check (message `product_video_not_found`).
// - Syntax errors here are one message, `video_url_invalid`.
import { msg } from '../messages/index.ts';
import { parseHttpUrl } from './links.ts';

export const VIDEO_SCHEMES = ['youtube', 'brightcove', 'pena'] as const;
export type VideoScheme = (typeof VIDEO_SCHEMES)[number];

export const VIDEO_URL_MAX = 2048;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const BRIGHTCOVE_ID = /^\d{1,20}$/;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const IDENTIFIER: Record<VideoScheme, RegExp> = { youtube: YOUTUBE_ID, brightcove: BRIGHTCOVE_ID, pena: PRODUCT_ID };

export const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];
export const BRIGHTCOVE_PLAYER_HOST = 'players.brightcove.net';

export interface ParsedVideo {
  scheme: VideoScheme;
  id: string;
  /** The stored form, `scheme:id`. */
  value: string;
  /** Start offset in seconds, when a YouTube URL carried one (`t=` or `start=`). */
  start?: number;
  /** Brightcove account and player of a pasted player URL. */
  account?: string;
  player?: string;
  embed?: string;
}

const make = (scheme: VideoScheme, id: string, extra: Partial<ParsedVideo> = {}): ParsedVideo => ({ scheme, id, value: `${scheme}:${id}`, ...extra });

/** `90`, `90s`, `1m30s`, `1h2m3s` → seconds. */
function parseOffset(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d{1,6}s?$/.test(value)) return Number.parseInt(value, 10);
  const m = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(value);
  if (!m || (!m[1] && !m[2] && !m[3])) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/** A YouTube video in any of its URL shapes. */
export function parseYoutubeUrl(url: URL): ParsedVideo | null {
  const host = url.hostname;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') {
    id = parts.length === 1 ? parts[0] : undefined;
  } else if (YOUTUBE_HOSTS.includes(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts.length === 2 && ['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0] ?? '')) id = parts[1];
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = parseOffset(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return make('youtube', id, start === undefined ? {} : { start });
}

/** A Brightcove player URL: /{account}/{player}_{embed}/index.html?videoId={id}. */
export function parseBrightcoveUrl(url: URL): ParsedVideo | null {
  if (url.hostname !== BRIGHTCOVE_PLAYER_HOST) return null;
  const m = /^\/(\d{1,20})\/([A-Za-z0-9-]{1,64})_([A-Za-z0-9-]{1,64})\/index\.html$/.exec(url.pathname);
  const id = url.searchParams.get('videoId');
  if (!m || !id || !BRIGHTCOVE_ID.test(id)) return null;
  return make('brightcove', id, { account: m[1], player: m[2], embed: m[3] });
}

/** The video a page points at, from the stored form or a pasted URL; null when it is not one. */
export function parseVideoUrl(input: string | null | undefined): ParsedVideo | null {
  const raw = (input ?? '').trim();
  if (raw === '' || raw.length > VIDEO_URL_MAX) return null;
  const stored = /^([a-zA-Z]+):(?!\/\/)(.+)$/.exec(raw);
  if (stored) {
    const scheme = stored[1]!.toLowerCase() as VideoScheme;
    const id = stored[2]!;
    if ((VIDEO_SCHEMES as readonly string[]).includes(scheme) && IDENTIFIER[scheme].test(id)) return make(scheme, id);
    if ((VIDEO_SCHEMES as readonly string[]).includes(scheme)) return null;
  }
  const url = parseHttpUrl(raw);
  if (!url) return null;
  return parseYoutubeUrl(url) ?? parseBrightcoveUrl(url);
}

/** The stored form `scheme:identifier`, or null when the input is not a video URL. */
export function normaliseVideoUrl(input: string | null | undefined): string | null {
  return parseVideoUrl(input)?.value ?? null;
}

/** The message of the video-URL rule, or null when valid. Blank is "Required". */
export function videoUrlError(input: string | null | undefined): string | null {
  if ((input ?? '').trim() === '') return msg('required');
  return parseVideoUrl(input) ? null : msg('video_url_invalid');
}

/** Messages the server uses after asking the video library (not checkable without I/O). */
export const videoNotFoundMessage: Record<Exclude<VideoScheme, 'youtube'>, string> = {
  brightcove: msg('brightcove_video_not_found'),
  pena: msg('product_video_not_found'),
};

/**
 * The player address of a video page's URL (the editor's preview and the learner view), or
 * null when none can be built here: a Brightcove id alone and a product video have no public
 * player address.
 */
export function videoPlayerSrc(input: string | null | undefined): string | null {
  const video = parseVideoUrl(input);
  if (!video) return null;
  if (video.scheme === 'youtube') return `https://www.youtube-nocookie.com/embed/${video.id}${video.start ? `?start=${video.start}` : ''}`;
  if (video.scheme === 'brightcove' && video.account && video.player && video.embed) {
    return `https://${BRIGHTCOVE_PLAYER_HOST}/${video.account}/${video.player}_${video.embed}/index.html?videoId=${video.id}`;
  }
  return null;
}
