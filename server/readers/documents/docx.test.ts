// The .docx reader on papers LibreOffice saved (scripts/fixtures/documents.sh).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runsText, type Block, type DocumentReadError } from './index.ts';
import { readDocument } from './read.ts';
import { detectBytesKind } from '../../storage/detect.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const texts = (blocks: Block[]) => blocks.map((b) => (b.kind === 'paragraph' || b.kind === 'heading' ? runsText(b.runs) : b.kind));

async function readError(bytes: Uint8Array, kind: 'docx' | 'doc' | 'pdf'): Promise<DocumentReadError> {
  const err = await readDocument(bytes, kind).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect((err as Error)?.name).toBe('DocumentReadError');
  return err as DocumentReadError;
}

describe('readDocument docx', () => {
  it('reads the Indonesian paper: header, stems, options and the key table', async () => {
    const bytes = fixture('id-pilihan-ganda.docx');
    expect(await detectBytesKind(bytes)).toBe('docx');
    const doc = await readDocument(bytes, 'docx');
    expect(doc.kind).toBe('docx');
    expect(doc.pages).toHaveLength(1);
    const blocks = doc.pages[0]!.blocks;
    const lines = texts(blocks);
    expect(lines).toContain('1. Hasil dari 12 + (−8) × 3 adalah ....');
    // Options typed with line breaks stay in one paragraph, a line each.
    expect(lines).toContain('A. −12\nB. 12\nC. −36\nD. 36');
    const heading = blocks.find((b) => b.kind === 'heading' && runsText(b.runs) === 'Kunci Jawaban');
    expect(heading).toBeDefined();
    const key = blocks.at(-1)!;
    expect(key.kind).toBe('table');
    if (key.kind !== 'table') return;
    expect(key.rows).toHaveLength(11);
    expect(key.rows.map((row) => row.map(runsText))).toContainEqual(['6', 'B']);
    expect(key.rows[0]!.map(runsText)).toEqual(['No', 'Jawaban']);
  });

  it('keeps the bold correct option, the picture in place, superscripts and a passage', async () => {
    const blocks = (await readDocument(fixture('id-campuran.docx'), 'docx')).pages[0]!.blocks;
    const stem = blocks.findIndex((b) => b.kind === 'paragraph' && runsText(b.runs) === '1. Perhatikan gambar segitiga ABC berikut!');
    const image = blocks[stem + 1]!;
    expect(image.kind).toBe('image');
    if (image.kind === 'image') {
      expect(image.image).toMatchObject({ mime: 'image/png', width: 321, height: 221 });
      expect(Buffer.from(image.image.data.subarray(1, 4)).toString('latin1')).toBe('PNG');
    }
    expect(blocks.filter((b) => b.kind === 'image')).toHaveLength(1);
    const option = (text: string) => blocks.find((b) => b.kind === 'paragraph' && runsText(b.runs) === text);
    expect(option('B. 10 cm')).toMatchObject({ runs: [{ text: 'B. 10 cm', bold: true }] });
    expect(option('A. 7 cm')).toMatchObject({ runs: [{ text: 'A. 7 cm' }] });
    const plain = option('A. 7 cm');
    expect(plain?.kind === 'paragraph' && plain.runs[0]!.bold).toBeFalsy();
    expect(texts(blocks)).toContain('3. Jika x² = 144, maka nilai x yang positif adalah ....');
    expect(texts(blocks)).toContain('Bacalah teks berikut untuk menjawab soal nomor 5-7!');
    const matching = blocks.find((b) => b.kind === 'table' && runsText(b.rows[0]![0]!) === 'Pernyataan');
    expect(matching?.kind === 'table' && matching.rows.map((r) => r.map(runsText))[1]).toEqual(['a. Alat pernapasan ikan', '1. Paru-paru']);
    expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.kind === 'heading' && b.level)).toEqual([1, 2, 2, 2, 2, 2, 2]);
  });

  it('gives the picture its description (wp:docPr descr, else title) as one line of plain text', async () => {
    /** The fraction paper with its picture's docPr attributes replaced. */
    const described = (attributes: string) => {
      const files = unzipSync(fixture('id-tabel-pecahan.docx'));
      const xml = strFromU8(files['word/document.xml']!);
      expect(xml).toContain('descr="Segitiga siku-siku ABC dengan sisi 6 cm dan 8 cm"');
      files['word/document.xml'] = strToU8(xml.replace(/(<wp:docPr id="\d+" name="[^"]*") descr="[^"]*"/, `$1 ${attributes}`));
      return zipSync(files);
    };
    const alt = async (bytes: Uint8Array) => (await readDocument(bytes, 'docx')).pages[0]!.blocks.flatMap((b) => (b.kind === 'image' ? [b.image.alt] : []));
    expect(await alt(fixture('id-tabel-pecahan.docx'))).toEqual(['Segitiga siku-siku ABC dengan sisi 6 cm dan 8 cm']);
    expect(await alt(described('descr=" Segitiga &lt;i&gt;ABC&lt;/i&gt;&#10;&#10;siku-siku\tdi B "'))).toEqual(['Segitiga <i>ABC</i> siku-siku di B']);
    expect(await alt(described('descr="" title="Segitiga ABC"'))).toEqual(['Segitiga ABC']);
    expect(await alt(described(`descr="${'sisi '.repeat(200)}"`))).toEqual([`${'sisi '.repeat(100)}`.trim()]);
    expect(await alt(described('descr=""'))).toEqual([undefined]);
  });

  it('gives Word-numbered stems as ordered list items without their number', async () => {
    const blocks = (await readDocument(fixture('en-inline-keys.docx'), 'docx')).pages[0]!.blocks;
    const items = blocks.filter((b) => b.kind === 'paragraph' && b.list);
    expect(items).toHaveLength(8);
    expect(items[0]).toMatchObject({ list: { ordered: true, level: 0 }, runs: [{ text: 'Which part of the cell controls all of its activities?' }] });
    expect(texts(blocks)).toContain('Answer: B');
    expect(texts(blocks)).toContain('a. cell membrane\nb. nucleus\nc. cytoplasm\nd. vacuole');
  });

  it('refuses a damaged or truncated .docx as corrupt', async () => {
    const good = fixture('id-pilihan-ganda.docx');
    expect((await readError(good.subarray(0, Math.floor(good.length / 2)), 'docx')).code).toBe('corrupt');
    // The central directory intact, the deflated document.xml overwritten.
    const damaged = Uint8Array.from(good);
    const at = Buffer.from(damaged).indexOf('word/document.xml');
    damaged.fill(0x5a, at + 40, at + 400);
    expect((await readError(damaged, 'docx')).code).toBe('corrupt');
    expect((await readError(new TextEncoder().encode('not a zip at all'), 'docx')).code).toBe('corrupt');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('job cancelled'));
    await expect(readDocument(fixture('id-pilihan-ganda.docx'), 'docx', { signal: controller.signal })).rejects.toThrow('job cancelled');
  });
});

describe('readDocument doc', () => {
  it('reads the Word 97 paper as plain paragraphs, the key table as tab-separated lines', async () => {
    const bytes = fixture('id-pilihan-ganda.doc');
    expect(await detectBytesKind(bytes)).toBe('doc');
    const doc = await readDocument(bytes, 'doc');
    expect(doc.pages).toHaveLength(1);
    const lines = texts(doc.pages[0]!.blocks);
    expect(lines).toContain('1. Hasil dari 12 + (−8) × 3 adalah ....');
    expect(lines).toContain('B. 12');
    expect(lines).toContain('Kunci Jawaban');
    expect(lines.slice(-11)).toEqual(['No\tJawaban', '1\tA', '2\tA', '3\tB', '4\tA', '5\tC', '6\tB', '7\tA', '8\tB', '9\tC', '10\tB']);
    expect(doc.pages[0]!.blocks.every((b) => b.kind === 'paragraph' && b.runs.length === 1 && !b.runs[0]!.bold)).toBe(true);
  });

  it('refuses a truncated .doc and one with its text stream damaged as corrupt', async () => {
    const good = fixture('id-pilihan-ganda.doc');
    expect((await readError(good.subarray(0, Math.floor(good.length / 2)), 'doc')).code).toBe('corrupt');
    expect((await readError(good.subarray(0, 600), 'doc')).code).toBe('corrupt');
  });
});
