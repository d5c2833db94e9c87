// What a .docx or .pptx must pass before a library (mammoth, JSZip) inflates it whole: a zip
// whose central directory reads, with not too many entries and not too much declared content
// (a zip bomb is refused by its own directory before anything is inflated).
import yauzl from 'yauzl';
import { DocumentReadError } from './model.ts';

/** Most entries a document holds: far above a real deck's or paper's. */
export const MAX_DOCUMENT_ENTRIES = 5_000;
/** Most bytes a document's entries may declare, inflated, in all. */
export const MAX_DOCUMENT_INFLATED = 300 * 1024 * 1024;
/** Highest inflated-to-compressed ratio of a large entry (XML inflates ~10-30x, not 1000x). */
const MAX_RATIO = 200;
const RATIO_FLOOR = 1024 * 1024;

/** Throws DocumentReadError 'corrupt' (not a readable zip) or 'too_large'; answers the entry names. */
export async function checkDocumentZip(bytes: Uint8Array): Promise<Set<string>> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, z) =>
        err || !z ? reject(err ?? new Error('zip')) : resolve(z),
      ),
    );
  } catch (err) {
    throw new DocumentReadError('corrupt', `not a zip: ${(err as Error).message}`);
  }
  const names = new Set<string>();
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        inflated += entry.uncompressedSize;
        if (names.size > MAX_DOCUMENT_ENTRIES) return reject(new DocumentReadError('too_large', 'too many zip entries'));
        if (inflated > MAX_DOCUMENT_INFLATED) return reject(new DocumentReadError('too_large', 'too much inflated content'));
        if (entry.uncompressedSize > RATIO_FLOOR && entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize)) {
          return reject(new DocumentReadError('too_large', `entry ${entry.fileName} inflates too far`));
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', (err: Error) => reject(new DocumentReadError('corrupt', `zip: ${err.message}`)));
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return names;
}
