// The media a file's questions use, gathered once each: an image or sound named by several
// items (a shared picture in a package) is stored once. Readers put `<img data-media-ref="N">`
// or `<audio data-media-ref="N"></audio>` in the HTML; the job stores each and rewrites the tag.
// An image's alt is what the source gives it, made one line of plain text (altText.ts).
import { altText } from '../altText.ts';
import type { InterchangeMedia } from './model.ts';
import { escapeXml } from './xml.ts';

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;
const AUDIO_EXTENSIONS = /\.(mp3|m4a|ogg|oga|wav)$/i;

/** 'image', 'audio' or null by a file name's extension (the job then checks the bytes). */
export function mediaKindOf(name: string): InterchangeMedia['kind'] | null {
  if (IMAGE_EXTENSIONS.test(name)) return 'image';
  if (AUDIO_EXTENSIONS.test(name)) return 'audio';
  return null;
}

export class MediaCollector {
  readonly media: InterchangeMedia[] = [];
  private readonly byName = new Map<string, number>();

  /** The index of the media named `name`, added with `load()` the first time it is asked for. */
  async add(kind: InterchangeMedia['kind'], name: string, load: () => Promise<Uint8Array> | Uint8Array, alt?: string): Promise<number> {
    const known = this.byName.get(name);
    if (known !== undefined) return known;
    const index = this.media.length;
    const text = altText(alt);
    this.media.push({ kind, name, data: await load(), ...(text ? { alt: text } : {}) });
    this.byName.set(name, index);
    return index;
  }

  /** The HTML a reader writes for media `index`. */
  static tag(kind: InterchangeMedia['kind'], index: number, alt = ''): string {
    return kind === 'image' ? `<img data-media-ref="${index}" alt="${escapeXml(altText(alt))}">` : `<audio data-media-ref="${index}" controls></audio>`;
  }
}
