// What the Import step shows of a converted row before anything is stored: its document with
// each picture's placeholder (`/import-image/<n>`) pointing where the browser can load it. A
// picture of the .zip uploaded beside the spreadsheet is served from that upload by
// GET …/excel/image (routes/spreadsheets/image.ts); one named by address is its address (an
// http(s) URL, or a path on Pena such as an export writes). Any other stays a placeholder.
// The documents' HTML is the conversion's own (escaped cell text and placeholder images), so
// putting an escaped address into a src keeps it safe to render as it is.
import type { QuestionDocument } from '../../../domain/schemas/questions.ts';
import { rewriteDocument } from './images.ts';
import type { SheetImage } from './types.ts';

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where the browser loads a picture from, or null when it cannot. */
export function previewSource(image: Pick<SheetImage, 'ref' | 'kind'>, archiveSource: ((name: string) => string) | null): string | null {
  if (image.kind === 'archive') return archiveSource ? archiveSource(image.ref) : null;
  if (/^https?:\/\//i.test(image.ref) || (image.ref.startsWith('/') && !image.ref.startsWith('//'))) return image.ref;
  return null;
}

/** The document with its pictures' placeholders replaced by where the browser loads them. */
export function previewDocument(doc: QuestionDocument, images: readonly SheetImage[], archiveSource: ((name: string) => string) | null): QuestionDocument {
  const sources = new Map<number, { id: number; src: string }>();
  for (const image of images) {
    const src = previewSource(image, archiveSource);
    if (src !== null) sources.set(image.placeholder, { id: image.placeholder, src: escapeAttribute(src) });
  }
  return sources.size === 0 ? doc : rewriteDocument(doc, sources);
}
