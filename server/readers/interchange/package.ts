// A zip package (a QTI content package, a Common Cartridge, a Moodle backup's questions) read
// entry by entry, never inflated whole: the central directory is read first and refused when it
// holds too many entries, declares too much, inflates an entry too far (a zip bomb), or names a
// path outside the package (zip-slip: `../`, an absolute path, a drive). An entry's bytes are
// then read on demand, checked against what the directory declared (a lie in a header refuses
// the file). A manifest's href is resolved within the package the same way.
import { posix } from 'node:path';
import type yauzl from 'yauzl';
import { entryIndex, openZip, readEntry } from '../../storage/zip.ts';
import { INTERCHANGE_MAX_ITEMS } from '../../../domain/schemas/interchange.ts';
import { InterchangeReadError } from './model.ts';
import { decodeUtf8, parseXml, type Element } from './xml.ts';

/** Most entries: every item and every picture of the largest package we take, and its folders. */
export const MAX_PACKAGE_ENTRIES = INTERCHANGE_MAX_ITEMS * 3;
/** Most bytes the entries may declare, inflated, in all. */
export const MAX_PACKAGE_INFLATED = 2 * 1024 * 1024 * 1024;
/** Most bytes one entry may hold: an XML item, a picture or a sound. */
export const MAX_ENTRY_BYTES = 50 * 1024 * 1024;
/** Highest inflated-to-compressed ratio of a large entry (XML inflates ~10-30x, not 1000x). */
const MAX_RATIO = 200;
const RATIO_FLOOR = 1024 * 1024;

/** A path inside the package, or null when it would leave it. */
export function packagePath(name: string): string | null {
  const slashed = name.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) return null;
  const normal = posix.normalize(slashed);
  if (normal === '..' || normal.startsWith('../')) return null;
  return normal.replace(/^\.\//, '');
}

export class InterchangePackage {
  private readonly zip: yauzl.ZipFile;
  private readonly entries: Map<string, yauzl.Entry>;

  private constructor(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>) {
    this.zip = zip;
    this.entries = entries;
  }

  /** Opens the zip at `path`; InterchangeReadError for a damaged, unsafe or oversized one. */
  static async open(path: string): Promise<InterchangePackage> {
    let zip: yauzl.ZipFile;
    try {
      zip = await openZip(path);
    } catch (error) {
      throw new InterchangeReadError('damaged_file', `not a zip: ${(error as Error).message}`);
    }
    let raw: Map<string, yauzl.Entry>;
    try {
      raw = await entryIndex(zip, MAX_PACKAGE_ENTRIES);
    } catch (error) {
      zip.close();
      const message = (error as Error).message;
      // yauzl refuses a `../` or absolute entry name itself, before packagePath sees it.
      const code = message.startsWith('more than') ? 'file_too_large' : /invalid relative path|absolute path/i.test(message) ? 'unsafe_file' : 'damaged_file';
      throw new InterchangeReadError(code, message);
    }
    const entries = new Map<string, yauzl.Entry>();
    let declared = 0;
    for (const [name, entry] of raw) {
      const path = packagePath(name);
      if (path === null) {
        zip.close();
        throw new InterchangeReadError('unsafe_file', `entry outside the package: ${name}`);
      }
      declared += entry.uncompressedSize;
      const bomb = entry.uncompressedSize > RATIO_FLOOR && entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize);
      if (declared > MAX_PACKAGE_INFLATED || bomb) {
        zip.close();
        throw new InterchangeReadError('file_too_large', bomb ? `entry ${name} inflates too far` : 'too much inflated content');
      }
      if (!name.endsWith('/')) entries.set(path, entry);
    }
    return new InterchangePackage(zip, entries);
  }

  /** Every file's path, in the directory's order. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  /** The bytes of the file at `path`; refuses a missing, oversized or lying entry. */
  async read(path: string): Promise<Uint8Array> {
    const entry = this.entries.get(path);
    if (!entry) throw new InterchangeReadError('damaged_file', `the package has no ${path}`);
    let bytes: Buffer | 'too_large';
    try {
      bytes = await readEntry(this.zip, entry, MAX_ENTRY_BYTES);
    } catch (error) {
      throw new InterchangeReadError('damaged_file', `${path}: ${(error as Error).message}`);
    }
    if (bytes === 'too_large') throw new InterchangeReadError('file_too_large', `${path} is too large`);
    // An entry read in one chunk is a view into the stream's 64 KB buffer; a picture kept for
    // later would keep all of it (a thousand small pictures held 65 MB for 17 MB of bytes).
    return bytes.byteLength === bytes.buffer.byteLength ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes);
  }

  async readText(path: string): Promise<string> {
    return decodeUtf8(await this.read(path));
  }

  async readXml(path: string): Promise<Element> {
    return parseXml(await this.readText(path));
  }

  /**
   * `href` as written in the file at `from` (a manifest, an item), as a path in the package.
   * An address elsewhere (http:, data:) answers null; one leaving the package is refused.
   */
  resolve(from: string, href: string): string | null {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^[a-zA-Z]:[\\/]/.test(href)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(href.split(/[?#]/)[0]!);
    } catch {
      decoded = href;
    }
    const joined = packagePath(posix.join(posix.dirname(from), decoded.replace(/\\/g, '/')));
    if (joined === null) throw new InterchangeReadError('unsafe_file', `a reference outside the package: ${href}`);
    return joined;
  }

  close(): void {
    this.zip.close();
  }
}
