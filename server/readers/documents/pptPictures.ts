// The pictures of a binary PowerPoint (.ppt): a picture shape names its picture by a 1-based
// index (the `pib` property) into the drawing group's OfficeArtBStoreContainer (MS-ODRAW 2.2.20),
// whose OfficeArtFBSE entries point into the "Pictures" stream (foDelay) or hold the picture
// themselves. There each picture is a BLIP record (MS-ODRAW 2.2.23): one or two 16-byte ids
// (two when the instance is odd), a tag byte, then the file's bytes. PNG, JPEG and GIF are kept
// (imageInfo.ts tells them by content); metafiles (EMF, WMF, PICT), DIB and TIFF are not.
// A damaged entry or BLIP is a picture left out, not a damaged deck.
import { altText } from '../altText.ts';
import { keptImage, type ImageBudget } from './imageInfo.ts';
import type { DocumentImage } from './model.ts';
import { RT, records, type Rec } from './pptRecords.ts';

/** BLIP record types of bitmaps: JPEG, PNG, DIB, TIFF, CMYK JPEG. */
const BITMAP_BLIPS = new Set([0xf01d, 0xf01e, 0xf01f, 0xf029, 0xf02a]);
const FBSE_SIZE = 36;

type Entry = { stream: 'pictures' | 'document'; at: number } | null;

/** The bytes of the bitmap in the BLIP record at `at` of `s`, or undefined. */
function blipBytes(s: Buffer, at: number): Uint8Array | undefined {
  if (at < 0 || at + 8 > s.length) return undefined;
  const instance = s.readUInt16LE(at) >> 4;
  const type = s.readUInt16LE(at + 2);
  const end = at + 8 + s.readUInt32LE(at + 4);
  if (!BITMAP_BLIPS.has(type) || end > s.length) return undefined;
  const start = at + 8 + 16 * (1 + (instance & 1)) + 1;
  if (start >= end) return undefined;
  return new Uint8Array(s.buffer, s.byteOffset + start, end - start);
}

/** Each BStore entry where its BLIP lies (null: none we can read). */
function bstoreEntries(s: Buffer, documentRec: Rec): Entry[] {
  const find = (within: Rec | undefined, type: number) => (within ? records(s, within.start, within.end).find((r) => r.type === type && r.container) : undefined);
  const store = find(find(find(documentRec, RT.drawingGroup), RT.dggContainer), RT.bstoreContainer);
  if (!store) return [];
  return records(s, store.start, store.end).map((r): Entry => {
    if (r.type !== RT.bse) return BITMAP_BLIPS.has(r.type) ? { stream: 'document', at: r.start - 8 } : null;
    if (r.end - r.start < FBSE_SIZE) return null;
    const cbName = s[r.start + 33]!;
    const embedded = r.start + FBSE_SIZE + cbName;
    if (embedded + 8 <= r.end) return { stream: 'document', at: embedded };
    return { stream: 'pictures', at: s.readUInt32LE(r.start + 28) };
  });
}

/**
 * The deck's pictures by `pib`: each read once (and counted against the budget once); undefined
 * for an index to nothing or a picture not kept.
 */
export function pictureStore(s: Buffer, documentRec: Rec, pictures: Buffer | undefined, budget: ImageBudget): (pib: number, alt?: string) => DocumentImage | undefined {
  const entries = bstoreEntries(s, documentRec);
  const read = new Map<number, DocumentImage | undefined>();
  return (pib, alt) => {
    if (!read.has(pib)) {
      const entry = entries[pib - 1];
      const stream = entry?.stream === 'pictures' ? pictures : s;
      const bytes = entry && stream ? blipBytes(stream, entry.at) : undefined;
      // A copy: the reading is sent on as data, not a view of the whole stream.
      read.set(pib, bytes ? keptImage(Uint8Array.from(bytes), budget) : undefined);
    }
    // One picture may be drawn twice with two descriptions: each shape's is its own.
    const image = read.get(pib);
    const text = altText(alt);
    return image && text ? { ...image, alt: text } : image;
  };
}
