// The .zip of images uploaded beside a spreadsheet: its file names (read from the central
// directory, folders ignored, compared case-insensitively) and one entry's bytes, capped.
import { type Entry, type ZipFile, eachEntry, openZip, readEntry } from '../zip.ts';

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

/** The bytes of the file named `name` (base name, any case), or 'missing' / 'too_large'. */
export async function archiveFile(path: string, name: string, maxBytes: number): Promise<Buffer | 'missing' | 'too_large'> {
  const wanted = name.toLowerCase();
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return 'missing';
  }
  let found: Buffer | 'missing' | 'too_large' = 'missing';
  try {
    await eachEntry(zip, async (entry) => {
      if (!isFile(entry) || baseName(entry.fileName) !== wanted) return true;
      found = await readEntry(zip, entry, maxBytes);
      return false;
    });
  } catch {
    found = 'missing';
  } finally {
    zip.close();
  }
  return found;
}
