// The PDF reader on papers LibreOffice printed to PDF (scripts/fixtures/documents.sh).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentKindOf, readDocument, runsText, type Block, type DocumentReadError } from './index.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const texts = (blocks: Block[]) => blocks.map((b) => (b.kind === 'paragraph' || b.kind === 'heading' ? runsText(b.runs) : b.kind));
const paragraph = (blocks: Block[], text: string) => blocks.find((b) => b.kind === 'paragraph' && runsText(b.runs) === text);

async function readError(bytes: Uint8Array, options = {}): Promise<DocumentReadError> {
  const err = await readDocument(bytes, 'pdf', options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect((err as Error)?.name).toBe('DocumentReadError');
  return err as DocumentReadError;
}

describe('readDocument pdf', () => {
  it('reads the Indonesian paper page by page: stems, options as lines, the key table', async () => {
    const bytes = fixture('id-pilihan-ganda.pdf');
    expect(await documentKindOf(bytes)).toBe('pdf');
    const doc = await readDocument(bytes, 'pdf');
    expect(doc.kind).toBe('pdf');
    expect(doc.pages).toHaveLength(2);
    const first = texts(doc.pages[0]!.blocks);
    expect(first).toContain('1. Hasil dari 12 + (−8) × 3 adalah ....');
    expect(first.slice(first.indexOf('1. Hasil dari 12 + (−8) × 3 adalah ....') + 1).slice(0, 4)).toEqual(['A. −12', 'B. 12', 'C. −36', 'D. 36']);
    const last = doc.pages[1]!.blocks;
    expect(last.find((b) => b.kind === 'heading' && runsText(b.runs) === 'Kunci Jawaban')).toBeDefined();
    const key = last.find((b) => b.kind === 'table');
    expect(key?.kind === 'table' && key.rows.map((r) => r.map(runsText))).toEqual([
      ['1', 'A'], ['2', 'A'], ['3', 'B'], ['4', 'A'], ['5', 'C'], ['6', 'B'], ['7', 'A'], ['8', 'B'], ['9', 'C'], ['10', 'B'],
    ]);
  });

  it('keeps bold options, the picture in place, superscripts and subscripts, headings by size', async () => {
    const doc = await readDocument(fixture('id-campuran.pdf'), 'pdf');
    const blocks = doc.pages.flatMap((p) => p.blocks);
    expect(paragraph(blocks, 'B. 10 cm')).toMatchObject({ runs: [{ text: 'B. 10 cm', bold: true }] });
    expect(paragraph(blocks, 'C. 12 cm')).toEqual({ kind: 'paragraph', runs: [{ text: 'C. 12 cm' }] });
    expect(paragraph(blocks, 'C. daun')).toMatchObject({ runs: [{ bold: true }] });
    const stem = blocks.findIndex((b) => b.kind === 'paragraph' && runsText(b.runs) === '1. Perhatikan gambar segitiga ABC berikut!');
    const image = blocks[stem + 1]!;
    expect(image.kind).toBe('image');
    if (image.kind === 'image') {
      expect(image.image).toMatchObject({ mime: 'image/png', width: 321, height: 221 });
      expect(Buffer.from(image.image.data.subarray(0, 8))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
    expect(blocks.filter((b) => b.kind === 'image')).toHaveLength(1);
    expect(texts(blocks)).toContain('2. Nilai dari 5² + 3/4 × 8 adalah ....');
    expect(texts(blocks)).toContain('4. Rumus kimia air adalah H₂O. Banyak atom hidrogen dalam satu molekul air adalah ....');
    expect(paragraph(blocks, 'Bacalah teks berikut untuk menjawab soal nomor 5-7!')).toMatchObject({ runs: [{ italic: true }] });
    // A paragraph wrapped over several lines comes back as one paragraph with spaces.
    expect(texts(blocks).find((t) => t.startsWith('Fotosintesis adalah'))).toMatch(/dihirup oleh manusia serta hewan\.$/);
    expect(blocks.find((b) => b.kind === 'heading')).toMatchObject({ level: 1, runs: [{ text: 'PENILAIAN TENGAH SEMESTER GENAP\nSMP NUSANTARA BANDUNG' }] });
  });

  it('reads the English paper with its inline keys', async () => {
    const blocks = (await readDocument(fixture('en-inline-keys.pdf'), 'pdf')).pages.flatMap((p) => p.blocks);
    const lines = texts(blocks);
    const at = lines.indexOf('1. Which part of the cell controls all of its activities?');
    expect(lines.slice(at + 1, at + 6)).toEqual(['a. cell membrane', 'b. nucleus', 'c. cytoplasm', 'd. vacuole', 'Answer: B']);
    expect(lines.filter((l) => l.startsWith('Answer: '))).toHaveLength(8);
  });

  it('says a scan has no text, a locked file is password protected', async () => {
    expect((await readError(fixture('scanned.pdf'))).code).toBe('no_text');
    expect((await readError(fixture('password.pdf'))).code).toBe('password_protected');
  });

  it('refuses a truncated or damaged PDF as corrupt, without unhandled rejections', async () => {
    const good = fixture('id-pilihan-ganda.pdf');
    expect((await readError(good.subarray(0, Math.floor(good.length / 2)))).code).toBe('corrupt');
    expect((await readError(good.subarray(0, 2000))).code).toBe('corrupt');
    expect((await readError(new TextEncoder().encode('%PDF-1.7\nnot really'))).code).toBe('corrupt');
    // The reader still works after hostile input.
    expect((await readDocument(good, 'pdf')).pages).toHaveLength(2);
  });

  it('refuses more pages than the limit as too large', async () => {
    expect((await readError(fixture('id-campuran.pdf'), { maxPages: 2 })).code).toBe('too_large');
  });
});
