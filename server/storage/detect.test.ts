// Recognising files by content: every kind uploads accept, and look-alikes they must refuse.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRule } from '../../domain/uploads.ts';
import { buildZip, largeWorkbook } from '../readers/spreadsheet/test/files.ts';
import { cfbKind, detectFileKind, textKind } from './detect.ts';
import * as files from './fixtures/files.ts';
import { LocalStorage } from './local.ts';

let dir: string;
let storage: LocalStorage;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-detect-'));
  storage = new LocalStorage({ root: dir, secret: 'x'.repeat(32) });
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

let n = 0;
async function kindOf(bytes: Buffer) {
  const key = `t/${++n}`;
  await storage.put(key, bytes, { contentType: 'application/octet-stream' });
  return detectFileKind(storage, key);
}

describe('detectFileKind', () => {
  it.each([
    ['png', files.png()],
    ['jpeg', files.jpeg()],
    ['gif', files.gif()],
    ['webp', files.webp()],
    ['mp3', files.mp3()],
    ['wav', files.wav()],
    ['ogg', files.ogg()],
    ['m4a', files.m4a()],
    ['pdf', files.pdf()],
    ['docx', files.docx()],
    ['pptx', files.pptx()],
    ['doc', files.doc()],
    ['ppt', files.ppt()],
    // A zip that is no Office document: the image archive beside a spreadsheet import.
    ['zip', files.zip({ 'a.txt': 'hello' })],
  ])('recognises %s', async (kind, bytes) => {
    expect(await kindOf(bytes)).toBe(kind);
  });

  it.each([
    ['an executable', files.exe()],
    ['an Excel 97 workbook (CFB without Word or PowerPoint)', files.xls()],
    ['an empty file', Buffer.alloc(0)],
  ])('knows no kind for %s', async (_name, bytes) => {
    expect(await kindOf(bytes)).toBeUndefined();
  });

  // Text is known only as text: an SVG is XML, which no image purpose takes (domain/uploads.ts).
  it.each([
    ['plain text', files.text(), 'text'],
    ['SVG', files.svg(), 'xml'],
  ])('knows %s only as text', async (_name, bytes, kind) => {
    expect(await kindOf(bytes)).toBe(kind);
    expect(uploadRule('image').kinds).not.toContain(kind);
  });

  it('recognises an .xlsx whose first entry is over 1 MiB packed, before [Content_Types].xml (openpyxl, exceljs streaming)', async () => {
    // file-type alone stopped at the sheet's entry and called the file a plain zip.
    expect(await kindOf(largeWorkbook(60_000))).toBe('xlsx');
    const big = Buffer.from(randomBytes(1_200_000).toString('base64'));
    const entries = (dir: string) => [
      { name: `${dir}/big.xml`, data: big },
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    ];
    expect(await kindOf(buildZip(entries('word')))).toBe('docx');
    expect(await kindOf(buildZip(entries('ppt')))).toBe('pptx');
    // Without [Content_Types].xml it is no Office package.
    expect(await kindOf(buildZip([{ name: 'xl/big.xml', data: big }]))).toBe('zip');
  });

  it('is undefined for a missing object', async () => {
    expect(await detectFileKind(storage, 'no/such/object')).toBeUndefined();
  });
});

describe('textKind', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['XML after a UTF-8 BOM and blank lines', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\r\n  <?xml version="1.0"?><quiz/>')]), 'xml'],
    ['a GIFT question', bytes('// Soal 1\n::Q1:: Ibu kota Indonesia adalah {=Jakarta ~Bandung}\n'), 'text'],
    ['an Aiken question with a tab', bytes('Ibu kota?\tpilih satu\nA. Jakarta\nB. Bandung\nANSWER: A\n'), 'text'],
    // Windows-1252 bytes are still text: whether it is UTF-8 is the reader's to say (not_utf8).
    ['a Windows-1252 GIFT file', Buffer.from('::Q1:: Caf\xe9 {=oui ~non}\n', 'latin1'), 'text'],
  ])('knows %s', (_name, head, kind) => {
    expect(textKind(head)).toBe(kind);
  });

  it.each([
    ['binary with a NUL', Buffer.from('::Q1:: teks\u0000lalu biner', 'latin1')],
    ['a control character', Buffer.from('Soal\u0007', 'latin1')],
    ['nothing', new Uint8Array(0)],
  ])('knows no kind for %s', (_name, head) => {
    expect(textKind(head)).toBeUndefined();
  });
});

describe('cfbKind', () => {
  it('finds the directory entry across chunk boundaries of any size', async () => {
    const bytes = files.doc();
    for (const size of [1, 7, 100, 129, 511, 4096]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await cfbKind(Readable.from(chunks))).toBe('doc');
    }
  });

  it('refuses a file without the CFB signature', async () => {
    const bytes = files.doc();
    bytes[0] = 0;
    expect(await cfbKind(Readable.from([bytes]))).toBeUndefined();
  });
});
