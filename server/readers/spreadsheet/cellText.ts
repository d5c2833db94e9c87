// Cell text ↔ stored rich text. A cell is plain text, never HTML: what a teacher types is
// escaped. Lines become paragraphs (stems, notes, passages) or, for one-line parts, the
// escaped text itself. Math stays as typed between [% %] and [[% %]] (how rich text stores
// it); a part whose whole cell is [% … %] becomes an equation answer. Images are named as
// `[image: https://…]` or `[image: photo.png]` (a file of the .zip uploaded beside the
// spreadsheet): each becomes an <img> whose media id is a placeholder until
// storeSheetImages stores it (placeholders are numbered per conversion, one per distinct
// reference, with the address `/import-image/<n>`).
import { decodeEntities } from '../../../domain/rules/text.ts';

export const IMAGE_TOKEN = /\[(?:image|gambar)\s*:\s*([^\]\n]+?)\s*\]/gi;
const WHOLE_IMAGE = /^\[(?:image|gambar)\s*:\s*([^\]\n]+?)\s*\]$/i;
const WHOLE_EQUATION = /^\[%([\s\S]*)%\]$/;
export const PLACEHOLDER_PATH = '/import-image/';

/** Text as the sanitizer stores it: `&`, `<` and `>` escaped, quotes as they are. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Hands out one placeholder id per distinct image reference of a conversion. */
export class ImageRefs {
  private readonly ids = new Map<string, number>();
  idOf(ref: string): number {
    let id = this.ids.get(ref);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(ref, id);
    }
    return id;
  }
}

export const imageHtml = (placeholder: number) => `<img src="${PLACEHOLDER_PATH}${placeholder}" alt="" data-media-id="${placeholder}" />`;

/**
 * HTML made here from cell text, already in the form the sanitizer stores (escaped text,
 * paragraphs, placeholder images): sanitizing it changes nothing, so a conversion may skip
 * that (slow) step for it. Anything else is sanitized.
 */
const STORED_FORM = /^(?:[^<>&]|&(?:amp|lt|gt);|<\/?p>|<img src="\/import-image\/\d+" alt="" data-media-id="\d+" \/>)*$/;
export const isStoredForm = (html: string) => STORED_FORM.test(html);

function lineHtml(line: string, refs: ImageRefs, found: string[]): string {
  let out = '';
  let last = 0;
  for (const m of line.matchAll(IMAGE_TOKEN)) {
    out += escapeHtml(line.slice(last, m.index));
    found.push(m[1]!);
    out += imageHtml(refs.idOf(m[1]!));
    last = m.index! + m[0].length;
  }
  return out + escapeHtml(line.slice(last));
}

/** A stem, note or passage: one paragraph per non-empty line. */
export function blockHtml(text: string, refs: ImageRefs, found: string[]): string {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => `<p>${lineHtml(l, refs, found)}</p>`)
    .join('');
}

/** A part (option, item, premise…): one line is its escaped text; several are paragraphs. */
export function partHtml(text: string, refs: ImageRefs, found: string[]): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.length === 1 ? lineHtml(lines[0]!, refs, found) : lines.map((l) => `<p>${lineHtml(l, refs, found)}</p>`).join('');
}

export type PartValue = { kind: 'text'; text: string } | { kind: 'equation'; latex: string } | { kind: 'image'; ref: string };

export function partValue(text: string): PartValue {
  const eq = WHOLE_EQUATION.exec(text);
  if (eq && !eq[1]!.includes('%]')) return { kind: 'equation', latex: eq[1]!.trim() };
  const img = WHOLE_IMAGE.exec(text);
  if (img) return { kind: 'image', ref: img[1]! };
  return { kind: 'text', text };
}

/** Stored HTML back to cell text: paragraphs and breaks are lines, images `[image: src]`. */
export function htmlToCellText(html: string, imageRef: (src: string, mediaId: string | null) => string = (src) => src): string {
  const withImages = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\ssrc\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '';
    const id = /\sdata-media-id\s*=\s*"(\d+)"/i.exec(tag)?.[1] ?? null;
    return `[image: ${imageRef(decodeEntities(src), id)}]`;
  });
  const lines = withImages
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div|blockquote|tr|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(lines)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
}
