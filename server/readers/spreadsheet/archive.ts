// The .zip of images uploaded beside a spreadsheet: its file names (read from the central
// directory, folders ignored, compared case-insensitively) and its files' bytes, capped; from
// a local copy (the import) or straight from storage (the Import step's previews).
import type { Storage } from '../../storage/types.ts';
import { type Entry, type ZipFile, eachEntry, openStoredZip, openZip, readEntry } from '../../storage/zip.ts';

const baseName = (name: string) => (name.split('/').pop() ?? name).toLowerCase();
const isFile = (entry: Entry) => !entry.fileName.endsWith('/') && !entry.fileName.startsWith('__MACOSX/');

/** Lower-case base names of the archive's files; an unreadable archive has none. */
export async function archiveEntries(path: string): Promise<Set<string>> {
  const names = new Set<string>();
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return names;
  }
  try {
    await eachEntry(zip, (entry) => {
      if (isFile(entry)) names.add(baseName(entry.fileName));
      return true;
    });
  } catch {
    // A damaged archive: the names read so far.
  } finally {
    zip.close();
  }
  return names;
}

export interface ImageArchive {
  /** The bytes of the file named `name` (base name, any case), or 'missing' / 'too_large'. */
  read(name: string, maxBytes: number): Promise<Buffer | 'missing' | 'too_large'>;
  close(): void;
}

/**
 * The archive opened once, its files indexed by base name (the first of a repeated name),
 * each read on demand: no re-reading of the .zip per image, and no more held in memory than
 * the images being stored. An unreadable archive holds nothing.
 */
export function openImageArchive(path: string): Promise<ImageArchive> {
  return indexArchive(() => openZip(path));
}

/** The stored .zip (an image_archive upload) read through byte ranges, nothing copied. */
export function openStoredImageArchive(storage: Storage, key: string): Promise<ImageArchive> {
  return indexArchive(() => openStoredZip(storage, key));
}

async function indexArchive(open: () => Promise<ZipFile>): Promise<ImageArchive> {
  let zip: ZipFile;
  try {
    zip = await open();
  } catch {
    return { read: async () => 'missing', close: () => {} };
  }
  const index = new Map<string, Entry>();
  try {
    await eachEntry(zip, (entry) => {
      const name = baseName(entry.fileName);
      if (isFile(entry) && !index.has(name)) index.set(name, entry);
      return true;
    });
  } catch {
    // A damaged archive: the entries read so far.
  }
  return {
    read: async (name, maxBytes) => {
      const entry = index.get(name.toLowerCase());
      if (!entry) return 'missing';
      try {
        return await readEntry(zip, entry, maxBytes);
      } catch {
        return 'missing';
      }
    },
    close: () => zip.close(),
  };
}
