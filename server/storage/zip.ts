// Reading .zip files (an .xlsx, the .zip of images beside it; .docx/.pptx later): one place
// for yauzl's options, the entry cap and a capped entry reader. Entries are read from the
// central directory only (nothing inflated) until one is opened; an entry's bytes are
// checked against the size the directory declares (validateEntrySizes).
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { Storage } from './types.ts';

/** Most entries read from one archive: far above what a workbook or a folder of images holds. */
export const MAX_ENTRIES = 10_000;

export type { Entry, ZipFile } from 'yauzl';

const OPTIONS = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false } as const;

const opened = (resolve: (zip: yauzl.ZipFile) => void, reject: (err: Error) => void) => (err: Error | null, zip?: yauzl.ZipFile) =>
  err || !zip ? reject(err ?? new Error('zip')) : resolve(zip);

/** Opens the archive for random access (entries read on demand; close it when done). */
export function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => yauzl.open(path, OPTIONS, opened(resolve, reject)));
}

/**
 * Opens an archive of `size` bytes read through `readRange` (a stored object's byte ranges,
 * `end` exclusive): its central directory is read from the end, nothing else unless an entry
 * is opened.
 */
export function openZipRanges(size: number, readRange: (start: number, end: number) => Promise<Readable>): Promise<yauzl.ZipFile> {
  class RangeReader extends yauzl.RandomAccessReader {
    override _readStreamForRange(start: number, end: number): Readable {
      const out = new PassThrough();
      if (end <= start) out.end();
      else readRange(start, end).then((body) => pipeline(body, out), (err: Error) => out.destroy(err)).catch((err: Error) => out.destroy(err));
      return out;
    }
  }
  return new Promise((resolve, reject) => yauzl.fromRandomAccessReader(new RangeReader(), size, OPTIONS, opened(resolve, reject)));
}

/** A stored object opened as an archive through byte ranges (nothing copied); throws when it is gone or no zip. */
export async function openStoredZip(storage: Storage, key: string): Promise<yauzl.ZipFile> {
  const size = await storage.size(key);
  if (size === null) throw new Error('object gone');
  return openZipRanges(size, async (start, end) => {
    const part = await storage.get(key, { start, end: end - 1 });
    if (!part) throw new Error('object gone');
    return part.body;
  });
}

/**
 * Walks the central directory: `visit` answers whether to go on. Answers 'end' when every
 * entry was visited, 'stopped' when `visit` stopped, 'too_many' past `maxEntries`.
 */
export function eachEntry(
  zip: yauzl.ZipFile,
  visit: (entry: yauzl.Entry) => boolean | Promise<boolean>,
  maxEntries = MAX_ENTRIES,
): Promise<'end' | 'stopped' | 'too_many'> {
  let count = 0;
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      count += 1;
      if (count > maxEntries) return resolve('too_many');
      Promise.resolve()
        .then(() => visit(entry))
        .then((more) => (more ? zip.readEntry() : resolve('stopped')), reject);
    });
    zip.on('end', () => resolve('end'));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Every entry by its path (the first of a repeated name); throws past `maxEntries`. */
export async function entryIndex(zip: yauzl.ZipFile, maxEntries = MAX_ENTRIES): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  const outcome = await eachEntry(
    zip,
    (entry) => {
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
      return true;
    },
    maxEntries,
  );
  if (outcome === 'too_many') throw new Error(`more than ${maxEntries} entries`);
  return entries;
}

export const entryStream = (zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> =>
  new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err ?? new Error('zip')) : resolve(stream))));

/** An entry's bytes, or 'too_large' (declared or found while inflating) past `maxBytes`. */
export async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, maxBytes: number): Promise<Buffer | 'too_large'> {
  if (entry.uncompressedSize > maxBytes) return 'too_large';
  const stream = await entryStream(zip, entry);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) {
        stream.destroy();
        resolve('too_large');
      } else chunks.push(c);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
