// The uploads an exported file carries. `ExportMedia` gives an upload's bytes by id (the route
// reads them from storage); a package stores each upload once, under its folder, as
// `<id>-<name>`, the name made safe for a zip path and a URL.
import type { ZipOut } from './streams.ts';

export interface ExportMedia {
  get(mediaId: number): Promise<{ data: Uint8Array; mime: string; name: string } | null>;
  /**
   * Where the upload is on the web (`https://…/files/…`), for the text formats that cannot
   * carry a file (GIFT, Aiken): an image answer is written as its address. Absent: its
   * address in Pena (`/files/…`) is not known, and `[image <id>]` stands in.
   */
  address?(mediaId: number): string | null;
  /** A study guide's file (a lesson document, by its id) for a cartridge; absent or null: a link to its address. */
  studyGuide?(documentId: number): Promise<Uint8Array | null>;
}

/** An upload's address for a format that cannot carry the file. */
export const mediaAddress = (media: ExportMedia, id: number): string => media.address?.(id) ?? `[image ${id}]`;

const EXTENSION_OF: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'application/pdf': 'pdf',
};

/** A file name of letters, digits, `.`, `-` and `_` only, with an extension its type gives when it has none. */
export function safeFileName(id: number, name: string, mime: string): string {
  let base = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-80);
  if (!/\.[A-Za-z0-9]{1,5}$/.test(base)) base = `${base || 'file'}.${EXTENSION_OF[mime] ?? 'bin'}`;
  return `${id}-${base}`;
}

export interface PackedFile {
  /** The path in the zip. */
  path: string;
  mime: string;
}

/** Uploads written into a zip under `folder`, each once; an upload storage no longer has is left out. */
export class PackageMedia {
  private readonly files = new Map<number, PackedFile | null>();
  private readonly source: ExportMedia;
  private readonly zip: ZipOut;
  private readonly folder: string;

  constructor(source: ExportMedia, zip: ZipOut, folder: string) {
    this.source = source;
    this.zip = zip;
    this.folder = folder;
  }

  /** Writes the uploads not yet in the zip; their paths are then known to `file`. */
  async add(ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      if (this.files.has(id)) continue;
      const found = await this.source.get(id);
      if (!found) {
        this.files.set(id, null);
        continue;
      }
      const path = `${this.folder}/${safeFileName(id, found.name, found.mime)}`;
      await this.zip.add(path, found.data);
      this.files.set(id, { path, mime: found.mime });
    }
  }

  file(id: number): PackedFile | null {
    return this.files.get(id) ?? null;
  }
}
