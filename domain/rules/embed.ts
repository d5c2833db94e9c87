// Embedded video in rich text (spec §5 "Video, links and embeds": an embed video URL must be
// valid, an embed code a valid iframe). A teacher pastes either a video URL or the embed code
// YouTube or Brightcove gives them. `parseEmbed` reads either, without a DOM (the server has
// none), and returns the player `src` to embed; the editor and the sanitizer rebuild a clean
// <iframe> from it, so nothing of the pasted markup but the player address survives.
//
// Embed code grammar (strict; anything else is refused with `embed_code_invalid`):
//   <iframe attr…></iframe>   one element, optional surrounding whitespace, nothing else
//   attr := name | name=value | name="value" | name='value'; values contain no < or >
// Attributes must come from ALLOWED_ATTRIBUTES; `on*` event handlers, srcdoc, duplicates
// and any other tag (script, div wrappers, a second iframe) are refused. The src must be an
// https player URL: YouTube /embed/{id} (youtube.com or youtube-nocookie.com) or a Brightcove
// player (players.brightcove.net); otherwise `embed_source_not_allowed`. A pasted URL that is
// not a YouTube or Brightcove video is `embed_url_invalid`.
import { msg } from '../messages/index.ts';
import { decodeEntities } from './text.ts';
import { parseHttpUrl } from './links.ts';
import { type ParsedVideo, parseBrightcoveUrl, parseYoutubeUrl } from './videoUrl.ts';

export const EMBED_CODE_MAX = 5000;

export const ALLOWED_ATTRIBUTES = new Set([
  'src',
  'width',
  'height',
  'title',
  'frameborder',
  'allow',
  'allowfullscreen',
  'webkitallowfullscreen',
  'mozallowfullscreen',
  'referrerpolicy',
  'loading',
  'style',
]);

export type EmbedProvider = 'youtube' | 'brightcove';

export interface EmbedOk {
  /** The normalised https player URL to put in a rebuilt iframe. */
  src: string;
  provider: EmbedProvider;
  video: ParsedVideo;
  /** Pixel size given by the embed code, when numeric. */
  width?: number;
  height?: number;
}
export interface EmbedError {
  /** A `validation.*` message key. */
  error: string;
}
export type EmbedResult = EmbedOk | EmbedError;

export const isEmbedError = (r: EmbedResult): r is EmbedError => 'error' in r;

/** The player URL of a parsed video (YouTube keeps its host family and start offset). */
function playerSrc(video: ParsedVideo, nocookie: boolean): string {
  if (video.scheme === 'youtube') {
    const host = nocookie ? 'www.youtube-nocookie.com' : 'www.youtube.com';
    return `https://${host}/embed/${video.id}${video.start ? `?start=${video.start}` : ''}`;
  }
  return `https://players.brightcove.net/${video.account}/${video.player}_${video.embed}/index.html?videoId=${video.id}`;
}

/** A video from a URL of YouTube or a Brightcove player (any http(s) shape). */
function videoOfUrl(url: URL): ParsedVideo | null {
  return parseYoutubeUrl(url) ?? parseBrightcoveUrl(url);
}

/** An iframe's src: https only, and only a player address (not a watch page). */
function playerOfSrc(src: string): EmbedOk | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (url.hostname === 'players.brightcove.net') {
    const video = parseBrightcoveUrl(url);
    return video ? { src: playerSrc(video, false), provider: 'brightcove', video } : null;
  }
  if (!/^\/embed\/[^/]+$/.test(url.pathname)) return null;
  const video = parseYoutubeUrl(url);
  if (!video || url.hostname === 'youtu.be') return null;
  return { src: playerSrc(video, url.hostname.includes('nocookie')), provider: 'youtube', video };
}

const IFRAME = /^<iframe(\s[^<>]*)?>\s*<\/iframe\s*>$/i;
const ATTRIBUTE = /\s+([a-zA-Z][a-zA-Z0-9_:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;

/** Attributes of the opening tag, or null when they break the grammar or the allowlist. */
function parseAttributes(source: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  const text = source.replace(/\s*\/?\s*$/, '');
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < text.length) {
    const start = ATTRIBUTE.lastIndex;
    const m = ATTRIBUTE.exec(text);
    if (!m || m.index !== start) return null;
    const name = m[1]!.toLowerCase();
    if (!ALLOWED_ATTRIBUTES.has(name) || attributes.has(name)) return null;
    attributes.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attributes;
}

const pixels = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

/** Reads a pasted video URL or iframe embed code; `{src, …}` to embed, or `{error}`. */
export function parseEmbed(input: string | null | undefined): EmbedResult {
  const raw = (input ?? '').trim();
  if (raw === '') return { error: msg('required') };
  if (raw.length > EMBED_CODE_MAX) return { error: msg('embed_code_invalid') };
  if (!raw.startsWith('<')) {
    const url = parseHttpUrl(raw);
    const video = url && videoOfUrl(url);
    if (!url || !video) return { error: msg('embed_url_invalid') };
    return { src: playerSrc(video, url.hostname.includes('nocookie')), provider: video.scheme as EmbedProvider, video };
  }
  const m = IFRAME.exec(raw);
  const attributes = m ? parseAttributes(m[1] ?? '') : null;
  const src = attributes?.get('src');
  if (!attributes || !src) return { error: msg('embed_code_invalid') };
  const player = playerOfSrc(src.trim());
  if (!player) return { error: msg('embed_source_not_allowed') };
  const width = pixels(attributes.get('width'));
  const height = pixels(attributes.get('height'));
  return { ...player, ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

/** Whether a src is an allowed player address (what the sanitizer keeps in iframes). */
export function isAllowedPlayerSrc(src: string): boolean {
  return playerOfSrc(src) !== null;
}
