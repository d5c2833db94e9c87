// What a .docx or .pptx must pass before a library (mammoth, JSZip) inflates it whole: a zip
// whose central directory reads, with not too many entries and not too much declared content,
// AND whose entries really inflate to what the directory declares. A zip's sizes are the file's
// own claims: JSZip inflates an entry whatever its header says, so every entry is inflated here
// once, its bytes counted and dropped, and a lie (more bytes than declared) refuses the file
// before the library sees it.
import yauzl from 'yauzl';
import { DocumentReadError } from './model.ts';

/** Most entries a document holds: far above a real deck's or paper's. */
export const MAX_DOCUMENT_ENTRIES = 5_000;
/** Most bytes a document's entries may declare, inflated, in all. */
export const MAX_DOCUMENT_INFLATED = 300 * 1024 * 1024;
/** Highest inflated-to-compressed ratio of a large entry (XML inflates ~10-30x, not 1000x). */
const MAX_RATIO = 200;
const RATIO_FLOOR = 1024 * 1024;

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise<yauzl.ZipFile>((resolve, reject) =>
    // validateEntrySizes: yauzl fails an entry's stream the moment it inflates past its declared size.
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, z) =>
      err || !z ? reject(err ?? new Error('zip')) : resolve(z),
    ),
  );
}

/** Inflates one entry, counting its bytes; rejects when they are not what the directory says. */
function inflateCounting(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('zip'));
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      stream.on('error', reject);
      stream.on('end', () => (size === entry.uncompressedSize ? resolve(size) : reject(new Error(`entry ${entry.fileName} holds ${size} bytes, not ${entry.uncompressedSize}`))));
    });
  });
}

/** Throws DocumentReadError 'corrupt' (not a readable zip, or one whose sizes lie) or 'too_large'; answers the entry names. */
export async function checkDocumentZip(bytes: Uint8Array): Promise<Set<string>> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch (err) {
    throw new DocumentReadError('corrupt', `not a zip: ${(err as Error).message}`);
  }
  const names = new Set<string>();
  let declared = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        declared += entry.uncompressedSize;
        if (names.size > MAX_DOCUMENT_ENTRIES) return reject(new DocumentReadError('too_large', 'too many zip entries'));
        if (declared > MAX_DOCUMENT_INFLATED) return reject(new DocumentReadError('too_large', 'too much inflated content'));
        if (entry.uncompressedSize > RATIO_FLOOR && entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize)) {
          return reject(new DocumentReadError('too_large', `entry ${entry.fileName} inflates too far`));
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        // Declared sizes are within bounds: now the real ones, which may not exceed them.
        inflateCounting(zip, entry).then(
          () => zip.readEntry(),
          (err: Error) => reject(new DocumentReadError('corrupt', `zip: ${err.message}`)),
        );
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
