// Recognising a stored file by its content, never by its name or the browser's word.
// file-type reads the magic bytes (and walks a zip's entries to tell .docx from .pptx);
// old Office files share one container (CFB), so for those we look for the stream that
// names the application: "WordDocument" (.doc) or "PowerPoint Document" (.ppt).
// file-type walks a zip's local headers from the start and gives up at an entry over 1 MiB
// before it has seen [Content_Types].xml (openpyxl and exceljs' streaming writer put the
// sheets first): a valid 60,000-row workbook came back a plain zip. So a zip is judged
// again by its central directory (read from the end, nothing inflated).
import type { Readable } from 'node:stream';
import type { FileKind } from '../../domain/uploads.ts';
import { type ZipFile, eachEntry, openStoredZip } from './zip.ts';
import type { Storage } from './types.ts';

const byExtension: Record<string, FileKind> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  mp3: 'mp3',
  m4a: 'm4a',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  wav: 'wav',
  pdf: 'pdf',
  docx: 'docx',
  pptx: 'pptx',
  xlsx: 'xlsx',
  zip: 'zip',
  xml: 'xml',
};

/** The kind of the object at key, or undefined when it is none we know. */
export async function detectFileKind(storage: Storage, key: string): Promise<FileKind | undefined> {
  const head = await storage.get(key);
  if (!head) return undefined;
  // Loaded on first use: CLI commands that never see an upload skip its start-up cost.
  const { fileTypeFromStream } = await import('file-type');
  let ext: string | undefined;
  try {
    ext = (await fileTypeFromStream(head.body))?.ext;
  } finally {
    head.body.destroy();
  }
  if (ext === 'cfb') {
    const whole = await storage.get(key);
    if (!whole) return undefined;
    return cfbKind(whole.body);
  }
  if (ext === 'zip') return officeKindOfZip(() => openStoredZip(storage, key));
  if (ext) return byExtension[ext];
  // An empty object has no range to read (S3 answers a range of it with an error).
  const size = await storage.size(key);
  if (!size) return undefined;
  const start = await storage.get(key, { start: 0, end: Math.min(size, TEXT_SNIFF_BYTES) - 1 });
  if (!start) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of start.body) chunks.push(chunk as Buffer);
  return textKind(Buffer.concat(chunks));
}

const TEXT_SNIFF_BYTES = 64 * 1024;

/**
 * A file file-type does not know, judged as text: 'xml' when it starts with markup (after a BOM
 * and blanks), 'text' when its first bytes hold no NUL and no other control character a text
 * file never has; otherwise nothing we know. Whether it is UTF-8 is the reader's to say, so a
 * Windows-1252 GIFT file gets that message and not "wrong kind".
 */
export function textKind(head: Uint8Array): FileKind | undefined {
  if (head.length === 0) return undefined;
  for (const byte of head) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return undefined;
  }
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, 512)).toString('latin1').replace(/^\xef\xbb\xbf/, '');
  return /^\s*</.test(text) ? 'xml' : 'text';
}

/**
 * An Office Open XML package by its central directory's names, as file-type judges one by
 * its local headers ([Content_Types].xml, and a word/, ppt/ or xl/ part); any other zip, or
 * one whose directory cannot be read, is a plain zip.
 */
export async function officeKindOfZip(open: () => Promise<ZipFile>): Promise<FileKind> {
  let zip: ZipFile;
  try {
    zip = await open();
  } catch {
    return 'zip';
  }
  const seen = { types: false, word: false, ppt: false, xl: false };
  try {
    await eachEntry(zip, (entry) => {
      const name = entry.fileName;
      if (name === '[Content_Types].xml') seen.types = true;
      else if (name.startsWith('word/')) seen.word = true;
      else if (name.startsWith('ppt/')) seen.ppt = true;
      else if (name.startsWith('xl/')) seen.xl = true;
      return true;
    });
  } catch {
    return 'zip';
  } finally {
    zip.close();
  }
  if (!seen.types) return 'zip';
  return seen.word ? 'docx' : seen.ppt ? 'pptx' : seen.xl ? 'xlsx' : 'zip';
}

/** The kind of bytes already in memory (a reader's input), or undefined when it is none we know. */
export async function detectBytesKind(bytes: Uint8Array): Promise<FileKind | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  const ext = (await fileTypeFromBuffer(bytes))?.ext;
  if (ext === 'cfb') {
    const { Readable } = await import('node:stream');
    return cfbKind(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
  }
  return ext ? byExtension[ext] : textKind(bytes.subarray(0, TEXT_SNIFF_BYTES));
}

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;

function entryName(name: string): Buffer {
  // Directory entries hold the name in UTF-16LE with its terminator, and its byte length.
  return Buffer.from(`${name}\0`, 'utf16le');
}
const wanted: [Buffer, FileKind][] = [
  [entryName('WordDocument'), 'doc'],
  [entryName('PowerPoint Document'), 'ppt'],
];

/** Does this 128-byte directory entry name one of the streams we look for? */
function entryKind(entry: Buffer): FileKind | undefined {
  const nameLength = entry.readUInt16LE(64);
  if (entry[66] !== STREAM_OBJECT) return undefined;
  for (const [name, kind] of wanted) {
    if (nameLength === name.length && entry.subarray(0, name.length).equals(name)) return kind;
  }
  return undefined;
}

/**
 * Scans a CFB file for its directory entries without holding it in memory: every sector
 * starts at a multiple of the sector size (512 or 4096) and directory entries are 128 bytes
 * each, so every entry begins at a file offset that is a multiple of 128.
 */
export async function cfbKind(body: Readable): Promise<FileKind | undefined> {
  let carry: Buffer = Buffer.alloc(0);
  let offset = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      let buf: Buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      let at = 0;
      if (offset === 0) {
        if (buf.length < 512) {
          carry = buf;
          continue;
        }
        if (!buf.subarray(0, 8).equals(CFB_SIGNATURE)) return undefined;
        at = 512; // the header sector never holds entries
      }
      for (; at + ENTRY_SIZE <= buf.length; at += ENTRY_SIZE) {
        const kind = entryKind(buf.subarray(at, at + ENTRY_SIZE));
        if (kind) return kind;
      }
      offset += at;
      carry = Buffer.from(buf.subarray(at));
      buf = carry;
    }
    return undefined;
  } finally {
    body.destroy();
  }
}
