// Images and their alternative text in stored rich text (WCAG 1.1.1): the pre-publish check
// (publishWarnings.ts) and the publish page's fix in place read images through the same
// matching here, so an image the check flags is exactly one the fix can name and set.
// An alt that is missing or blank (spaces, `alt=""`) counts as missing: content for learners
// is rarely decoration, and pasted or imported HTML often carries `alt=""` no one chose.
import { decodeEntities } from './text.ts';

type Html = string | null | undefined;

const IMG = /<img\b[^>]*>/gi;
const ALT = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** An `<img>` of some HTML: its place among the HTML's images (0-based), address and alt text as read. */
export interface ImageTag {
  index: number;
  src: string;
  alt: string;
}

const value = (m: RegExpExecArray | null) => (m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : '');

/** Every image of the HTML, in order. */
export function imageTags(html: Html): ImageTag[] {
  if (!html) return [];
  return [...html.matchAll(IMG)].map((m, index) => ({ index, src: value(SRC.exec(m[0])), alt: value(ALT.exec(m[0])) }));
}

/** True when an image's alt text is missing or blank. */
export const lacksAlt = (image: Pick<ImageTag, 'alt'>) => image.alt.trim() === '';

/** True when some image in the HTML has no alt text (missing or blank). */
export function hasImageWithoutAlt(html: Html): boolean {
  return imageTags(html).some(lacksAlt);
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML with the alt text of its image number `index` (as `imageTags` counts) set to `alt`,
 * replacing any alt it had; the rest of the HTML is left byte for byte. An index past the
 * last image changes nothing.
 */
export function setImageAlt(html: string, index: number, alt: string): string {
  let n = 0;
  return html.replace(IMG, (tag) => {
    if (n++ !== index) return tag;
    const attribute = ` alt="${escapeAttribute(alt)}"`;
    if (ALT.test(tag)) return tag.replace(ALT, attribute);
    return tag.replace(/^<img\b/i, `<img${attribute}`);
  });
}
