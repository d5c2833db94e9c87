// The PDF reader on papers LibreOffice printed to PDF (scripts/fixtures/documents.sh).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runsText, type Block, type DocumentReadError } from './index.ts';
import { readDocument } from './read.ts';
import { detectBytesKind } from '../../storage/detect.ts';
import { pageBlocks, pdfLines, type PdfTextItem } from './pdfLayout.ts';

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
    expect(await detectBytesKind(bytes)).toBe('pdf');
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

  it('reads bullet lines as list items, levels by indent, numbered lines kept as text', async () => {
    const blocks = (await readDocument(fixture('slides-tata-surya.pdf'), 'pdf')).pages[1]!.blocks;
    expect(blocks.slice(1, 4)).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Matahari ', bold: true }, { text: 'adalah pusat tata surya' }], list: { ordered: false, level: 0 } },
      { kind: 'paragraph', runs: [{ text: 'Bintang yang memancarkan cahaya sendiri' }], list: { ordered: false, level: 1 } },
      { kind: 'paragraph', runs: [{ text: 'Suhu permukaannya sekitar 5.500 °C' }], list: { ordered: false, level: 1 } },
    ]);
    const steps = (await readDocument(fixture('slides-tata-surya.pdf'), 'pdf')).pages[4]!.blocks;
    expect(steps.filter((b) => b.kind === 'paragraph').map((b) => b.kind === 'paragraph' && [runsText(b.runs), b.list])).toContainEqual(['1. Siapkan sembilan bola styrofoam berbagai ukuran', undefined]);
    // A bullet beside a picture, its text wrapped under itself.
    const leaf = (await readDocument(fixture('slides-photosynthesis.pdf'), 'pdf')).pages[1]!.blocks;
    expect(leaf.filter((b) => b.kind === 'paragraph').map((b) => b.kind === 'paragraph' && [runsText(b.runs), b.list?.level])).toEqual([
      ['Sunlight gives the energy', 0],
      ['Water comes up from the roots', 0],
      ['Carbon dioxide enters through the stomata', 0],
    ]);
  });

  it('takes out the bullet glyphs Word and LibreOffice write: symbol-font private use, typed, an "o" of its own', () => {
    const item = (str: string, x: number, y: number, size = 12): PdfTextItem => ({ str, x, y, width: str.length * size * 0.5, size, bold: false, italic: false });
    const lines = pdfLines([
      item('Intro', 50, 700),
      item('\uF0B7', 68, 680), item('first', 86, 680),
      item('o', 104, 660), item('second', 122, 660),
      item('\uF0A7', 140, 640), item('third', 158, 640),
      item('• typed', 68, 620),
      item('- dashed', 68, 600),
      item('1. A numbered line', 50, 580),
      item('o ang matanda', 50, 560),
    ]);
    const blocks = pageBlocks(lines, [], () => undefined);
    expect(blocks.map((b) => b.kind === 'paragraph' && [runsText(b.runs), b.list?.level])).toEqual([
      ['Intro', undefined],
      ['first', 0],
      ['second', 1],
      ['third', 2],
      ['typed', 0],
      ['dashed', 0],
      ['1. A numbered line', undefined],
      ['o ang matanda', undefined],
    ]);
  });

  it('keeps a key table whole when its header and last rows wrap', async () => {
    const blocks = (await readDocument(fixture('papers/ph-math-grade9.pdf'), 'pdf')).pages[1]!.blocks;
    expect(blocks).toHaveLength(1);
    const table = blocks[0]!;
    expect(table.kind === 'table' && table.rows.map((r) => r.map(runsText))).toEqual([
      ['Item No.', 'Answer'], ['1', 'b'], ['2', 'a'], ['3', 'b'], ['4', 'c'], ['5', 'a'], ['6', 'b'], ['7', 'b'], ['8', 'a'], ['9', 'c'], ['10', 'b'],
      ['11', 'x = 2 or x = −7'], ['12', '8 and 9'],
    ]);
  });

  // A line short of its column's widest broke where the writer broke it; one that fills it wrapped.
  it('joins a wrapped cell under its row, and leaves the text after a table out of it', () => {
    const item = (str: string, x: number, y: number): PdfTextItem => ({ str, x, y, width: str.length * 6, size: 12, bold: false, italic: false });
    const lines = pdfLines([
      item('No', 50, 700), item('Kunci', 120, 700),
      item('1', 50, 686), item('Fotosintesis terjadi', 120, 686),
      item('di daun', 120, 672),
      item('2', 50, 658), item('Kloroplas pada sel daun tumbuhan', 120, 658),
      item('Selamat bekerja', 50, 630),
    ]);
    const blocks = pageBlocks(lines, [], () => undefined);
    expect(blocks.map((b) => (b.kind === 'table' ? b.rows.map((r) => r.map(runsText)) : b.kind === 'paragraph' && runsText(b.runs)))).toEqual([
      [['No', 'Kunci'], ['1', 'Fotosintesis terjadi\ndi daun'], ['2', 'Kloroplas pada sel daun tumbuhan']],
      'Selamat bekerja',
    ]);
  });
});
