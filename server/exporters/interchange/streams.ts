// Where an export is written: a zip streamed with fflate (entries deflated one at a time and
// handed to the Writable as they are made), or plain text. Each write waits for the Writable
// to drain, so a 5,000-question package never sits whole in memory; the caller's stream is
// ended when the file is complete.
//
// Text is written without the characters XML 1.0 forbids (C0 controls other than tab and line
// breaks, U+FFFE, U+FFFF): one pasted into a stem would make every XML file holding it
// ill-formed, and no format (nor the GIFT and Aiken texts) gives them a meaning.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { Zip, ZipPassThrough, strToU8, type ZipInputFile } from 'fflate';

async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

async function ended(out: Writable): Promise<void> {
  if (!out.writableFinished) await once(out, 'finish');
}

// eslint-disable-next-line no-control-regex -- these characters are what the pattern finds
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as a file may hold it (see the header). */
export const withoutForbiddenCharacters = (text: string): string => text.replace(FORBIDDEN, '');

/** Already-compressed media are stored as they are; text is deflated. */
const STORED = /\.(png|jpe?g|gif|webp|mp3|m4a|ogg|oga|mp4|webm|zip|docx|xlsx|pptx|pdf)$/i;

/**
 * An entry deflated whole by Node's zlib: a package is thousands of small items, and fflate's
 * own deflate stream allocates its large state for each (garbage collection then took a
 * quarter of a 5,000-question export).
 */
function deflatedEntry(path: string, data: Uint8Array): { file: ZipInputFile; send(): void } {
  const file: ZipInputFile = { filename: path, size: data.length, crc: crc32(data), compression: 8 };
  const compressed = deflateRawSync(data, { level: 6 });
  return { file, send: () => file.ondata!(null, compressed, true) };
}

export class ZipOut {
  private readonly zip: Zip;
  private readonly paths = new Set<string>();
  private failure: Error | null = null;
  private readonly out: Writable;

  constructor(out: Writable) {
    this.out = out;
    this.zip = new Zip((err, chunk, final) => {
      if (err) {
        this.failure = err;
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
  }

  /** Whether a file of this path is in the zip already. */
  has(path: string): boolean {
    return this.paths.has(path);
  }

  async add(path: string, data: Uint8Array | string): Promise<void> {
    if (this.paths.has(path)) throw new Error(`duplicate zip entry ${path}`);
    this.paths.add(path);
    const bytes = typeof data === 'string' ? strToU8(withoutForbiddenCharacters(data)) : data;
    if (STORED.test(path)) {
      const file = new ZipPassThrough(path);
      this.zip.add(file);
      file.push(bytes, true);
    } else {
      const entry = deflatedEntry(path, bytes);
      this.zip.add(entry.file);
      entry.send();
    }
    if (this.failure) throw this.failure;
    await drained(this.out);
  }

  async end(): Promise<void> {
    this.zip.end();
    if (this.failure) throw this.failure;
    await ended(this.out);
  }
}

export class TextOut {
  private readonly out: Writable;

  constructor(out: Writable) {
    this.out = out;
  }

  async write(text: string): Promise<void> {
    this.out.write(withoutForbiddenCharacters(text));
    await drained(this.out);
  }

  async end(): Promise<void> {
    this.out.end();
    await ended(this.out);
  }
}
