// The .zip of images uploaded beside a spreadsheet: its file names (read from the central
// directory, folders ignored, compared case-insensitively) and one entry's bytes, capped.
import yauzl from 'yauzl';

const baseName = (name: string) => (name.split('/').pop() ?? name).toLowerCase();
const MAX_ENTRIES = 10_000;

async function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (err, z) => (err || !z ? reject(err ?? new Error('zip')) : resolve(z))),
  );
}

async function eachEntry(zip: yauzl.ZipFile, visit: (entry: yauzl.Entry) => boolean | Promise<boolean>): Promise<void> {
  let count = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      count += 1;
      if (count > MAX_ENTRIES) return resolve();
      Promise.resolve(visit(entry)).then((more) => (more ? zip.readEntry() : resolve()), reject);
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Lower-case base names of the archive's files; an unreadable archive has none. */
export async function archiveEntries(path: string): Promise<Set<string>> {
  const names = new Set<string>();
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return names;
  }
  try {
    await eachEntry(zip, (entry) => {
      if (!entry.fileName.endsWith('/') && !entry.fileName.startsWith('__MACOSX/')) names.add(baseName(entry.fileName));
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
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return 'missing';
  }
  let found: Buffer | 'missing' | 'too_large' = 'missing';
  try {
    await eachEntry(zip, async (entry) => {
      if (entry.fileName.endsWith('/') || entry.fileName.startsWith('__MACOSX/') || baseName(entry.fileName) !== wanted) return true;
      if (entry.uncompressedSize > maxBytes) {
        found = 'too_large';
        return false;
      }
      found = await new Promise<Buffer | 'too_large'>((resolve, reject) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('zip'));
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
      });
      return false;
    });
  } catch {
    found = 'missing';
  } finally {
    zip.close();
  }
  return found;
}
