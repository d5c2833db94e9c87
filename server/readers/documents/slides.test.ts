// The slide-deck readers (pptx.ts, ppt.ts) on decks LibreOffice saved from the flat ODP sources
// in fixtures/src (scripts/fixtures/slides.sh), and on hand-built hostile files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../spreadsheet/test/files.ts';
import { runsText, type Block, type DocumentKind, type DocumentPage, type ReadDocument } from './index.ts';
import { readDocument } from './read.ts';
import { detectBytesKind } from '../../storage/detect.ts';
import { readPpt } from './ppt.ts';
import { readPptx } from './pptx.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));

/** Each block as text: a heading or paragraph its text, a table its cells joined with ' | ', an image its mime. */
const lines = (blocks: Block[]) =>
  blocks.map((b) => (b.kind === 'table' ? b.rows.map((r) => r.map(runsText).join(' | ')).join(' / ') : b.kind === 'image' ? b.image.mime : runsText(b.runs)));
/** Every piece of text of a page in order, tables cell by cell, images left out. */
const words = (page: DocumentPage) => page.blocks.flatMap((b) => (b.kind === 'table' ? b.rows.flat().map(runsText) : b.kind === 'image' ? [] : [runsText(b.runs)]));
const images = (doc: ReadDocument) => doc.pages.flatMap((p) => p.blocks.flatMap((b) => (b.kind === 'image' ? [b.image] : [])));

async function readError(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect((err as Error)?.name, String(err)).toBe('DocumentReadError');
  return (err as { code: string }).code;
}

const TATA_SURYA_TITLES = ['Sistem Tata Surya', 'Anggota Tata Surya', 'Data Planet Dalam', 'Urutan Planet dari Matahari', 'Langkah Membuat Model Tata Surya', 'Terima Kasih'];

describe('readPptx on LibreOffice decks', () => {
  it('reads the solar-system deck: one page per slide, titled, with lists, a table and its image', async () => {
    const bytes = fixture('slides-tata-surya.pptx');
    expect(await detectBytesKind(bytes)).toBe('pptx');
    const doc = await readDocument(bytes, 'pptx');
    expect(doc.kind).toBe('pptx');
    expect(doc.pages.map((p) => p.title)).toEqual(TATA_SURYA_TITLES);
    // The title is also the page's first block, a heading.
    for (const page of doc.pages) expect(page.blocks[0]).toEqual({ kind: 'heading', level: 1, runs: [{ text: page.title }] });

    const [cover, members, table, picture, steps, closing] = doc.pages as [DocumentPage, DocumentPage, DocumentPage, DocumentPage, DocumentPage, DocumentPage];
    expect(lines(cover.blocks.slice(1))).toEqual(['IPA Kelas VI – Semester 2', 'Bu Ratna Sari, S.Pd.']);

    const items = members.blocks.slice(1).map((b) => (b.kind === 'paragraph' ? [runsText(b.runs), b.list?.level, b.list?.ordered] : b.kind));
    expect(items).toEqual([
      ['Matahari adalah pusat tata surya', 0, false],
      ['Bintang yang memancarkan cahaya sendiri', 1, false],
      ['Suhu permukaannya sekitar 5.500 °C', 1, false],
      ['Delapan planet mengelilingi Matahari', 0, false],
      ['Planet dalam: Merkurius, Venus, Bumi, Mars', 1, false],
      ['Planet luar: Jupiter, Saturnus, Uranus, Neptunus', 1, false],
      ['Satelit, asteroid, komet dan meteoroid', 0, false],
    ]);
    const first = members.blocks[1]!;
    expect(first.kind === 'paragraph' && first.runs).toEqual([{ text: 'Matahari', bold: true }, { text: ' adalah pusat tata surya' }]);
    const last = members.blocks.at(-1)!;
    expect(last.kind === 'paragraph' && last.runs.at(-1)).toEqual({ text: 'meteoroid', underline: true });

    const grid = table.blocks[1]!;
    expect(grid.kind).toBe('table');
    expect(grid.kind === 'table' && grid.rows.map((r) => r.map(runsText))).toEqual([
      ['Planet', 'Jarak dari Matahari', 'Kala revolusi'],
      ['Merkurius', '58 juta km', '88 hari'],
      ['Venus', '108 juta km', '225 hari'],
      ['Bumi', '150 juta km', '365 hari'],
      ['Mars', '228 juta km', '687 hari'],
    ]);

    expect(lines(picture.blocks)).toEqual(['Urutan Planet dari Matahari', 'image/png', 'Gambar 1. Matahari dan delapan planet (ukuran tidak sebenarnya)']);
    const image = picture.blocks[1]!;
    if (image.kind !== 'image') throw new Error('no image');
    expect(image.image).toMatchObject({ mime: 'image/png', width: 480, height: 200, alt: 'Matahari di kiri, lalu Merkurius sampai Neptunus' });
    expect(Buffer.from(image.image.data.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');

    expect(steps.blocks.slice(1).map((b) => b.kind === 'paragraph' && b.list)).toEqual(Array(4).fill({ ordered: true, level: 0 }));
    expect(lines(steps.blocks)[1]).toBe('Siapkan sembilan bola styrofoam berbagai ukuran');

    // The speaker notes of the closing slide are not read.
    expect(lines(closing.blocks)).toEqual(['Terima Kasih', 'Tugas: gambarlah tata surya di buku tulismu.']);
    expect(JSON.stringify(doc)).not.toContain('Catatan guru');
  });

  it('reads the photosynthesis deck with its JPEG', async () => {
    const doc = await readDocument(fixture('slides-photosynthesis.pptx'), 'pptx');
    expect(doc.pages.map((p) => p.title)).toEqual(['Photosynthesis', 'What a Leaf Needs', 'The Word Equation']);
    const found = images(doc);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ mime: 'image/jpeg', width: 320, height: 240 });
    expect([...found[0]!.data.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(lines(doc.pages[1]!.blocks)).toEqual([
      'What a Leaf Needs',
      'image/jpeg',
      'Sunlight gives the energy',
      'Water comes up from the roots',
      'Carbon dioxide enters through the stomata',
    ]);
  });
});

describe('readPpt on the same decks saved as PowerPoint 97-2003', () => {
  it.each([
    ['slides-tata-surya', 6],
    ['slides-photosynthesis', 3],
  ])('%s gives the titles, text, list levels, tables and pictures the .pptx gives', async (name, slides) => {
    const bytes = fixture(`${name}.ppt`);
    expect(await detectBytesKind(bytes)).toBe('ppt');
    const ppt = await readDocument(bytes, 'ppt');
    const pptx = await readDocument(fixture(`${name}.pptx`), 'pptx');
    expect(ppt.kind).toBe('ppt');
    expect(ppt.pages).toHaveLength(slides);
    expect(ppt.pages.map((p) => p.title)).toEqual(pptx.pages.map((p) => p.title));
    // The same words in the same order, and the same blocks: a table is a table, a picture a picture.
    expect(ppt.pages.map(words)).toEqual(pptx.pages.map(words));
    const kinds = (doc: ReadDocument) => doc.pages.map((p) => p.blocks.map((b) => b.kind));
    expect(kinds(ppt)).toEqual(kinds(pptx));
    const tables = (doc: ReadDocument) => doc.pages.flatMap((p) => p.blocks.flatMap((b) => (b.kind === 'table' ? [b.rows.map((r) => r.map(runsText))] : [])));
    expect(tables(ppt)).toEqual(tables(pptx));
    // Bullets and their levels, bold/italic/underline as in the .pptx; numbering reads as bullets.
    const listOf = (doc: ReadDocument) => doc.pages.map((p) => p.blocks.flatMap((b) => (b.kind === 'paragraph' && b.list ? [b.list.level] : [])));
    expect(listOf(ppt)).toEqual(listOf(pptx));
    const marks = (doc: ReadDocument) => doc.pages.flatMap((p) => p.blocks.flatMap((b) => (b.kind === 'paragraph' ? b.runs.filter((r) => r.bold || r.italic || r.underline) : [])));
    expect(marks(ppt)).toEqual(marks(pptx));
    // The pictures' bytes from the Pictures stream (LibreOffice writes no description into a .ppt).
    const withoutAlt = (doc: ReadDocument) => images(doc).map(({ alt: _alt, ...image }) => image);
    expect(withoutAlt(ppt)).toEqual(withoutAlt(pptx));
    expect(images(ppt).length).toBeGreaterThan(0);
  });

  it('does not read the speaker notes', async () => {
    const doc = await readPpt(fixture('slides-tata-surya.ppt'));
    expect(JSON.stringify(doc)).not.toContain('Catatan guru');
  });
});

// A minimal .pptx around slide XML, its parts in a file order unlike the presentation's.
const P = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
function deck(slides: string[], extra: { name: string; data: Buffer }[] = []): Buffer {
  const ids = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${10 + i}"/>`).join('');
  const rels = slides.map((_, i) => `<Relationship Id="rId${10 + i}" Type="${REL}/slide" Target="slides/slide${slides.length - i}.xml"/>`).join('');
  return buildZip([
    ...slides.map((xml, i) => ({ name: `ppt/slides/slide${slides.length - i}.xml`, data: Buffer.from(`<p:sld ${P}><p:cSld><p:spTree>${xml}</p:spTree></p:cSld></p:sld>`) })),
    { name: 'ppt/presentation.xml', data: Buffer.from(`<p:presentation ${P}><p:sldIdLst>${ids}</p:sldIdLst></p:presentation>`) },
    { name: 'ppt/_rels/presentation.xml.rels', data: Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`) },
    ...extra.map((e) => ({ name: e.name, data: e.data })),
  ]);
}
const sp = (ph: string | null, paras: string) => `<p:sp><p:nvSpPr><p:cNvPr id="2" name=""/><p:cNvSpPr/><p:nvPr>${ph ?? ''}</p:nvPr></p:nvSpPr><p:txBody>${paras}</p:txBody></p:sp>`;
const para = (text: string, pPr = '') => `<a:p>${pPr}<a:r><a:rPr lang="id-ID"/><a:t>${text}</a:t></a:r></a:p>`;

describe('readPptx on hand-built decks', () => {
  it('follows the presentation order and PowerPoint conventions LibreOffice does not write', async () => {
    const bytes = deck([
      // A body placeholder bullets its paragraphs unless a:buNone; a line break is a '\n' run;
      // the date and slide-number placeholders and an mc:Fallback copy are skipped.
      sp('<p:ph type="body" idx="1"/>', para('Satu') + para('Dua', '<a:pPr lvl="1"/>') + para('Catatan', '<a:pPr><a:buNone/></a:pPr>') + '<a:p><a:r><a:t>baris</a:t></a:r><a:br/><a:r><a:t>kedua</a:t></a:r></a:p>') +
        sp('<p:ph type="ctrTitle"/>', para('Judul &amp; subjudul')) +
        sp('<p:ph type="dt"/>', para('25/11/2026')) +
        sp('<p:ph type="sldNum"/>', para('1')) +
        `<mc:AlternateContent><mc:Choice Requires="p14">${sp(null, para('Baru'))}</mc:Choice><mc:Fallback>${sp(null, para('Lama'))}</mc:Fallback></mc:AlternateContent>`,
      // A table with a merged cell; an EMF picture is skipped.
      `<p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr><a:tc gridSpan="2"><a:txBody>${para('Gabung')}</a:txBody></a:tc><a:tc hMerge="1"><a:txBody>${para('')}</a:txBody></a:tc></a:tr><a:tr><a:tc><a:txBody>${para('a') + para('b')}</a:txBody></a:tc><a:tc><a:txBody>${para('c')}</a:txBody></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>` +
        `<p:pic><p:nvPicPr><p:cNvPr id="3" name="x"/></p:nvPicPr><p:blipFill><a:blip r:embed="rId1"/></p:blipFill></p:pic>`,
    ], [
      { name: 'ppt/slides/_rels/slide1.xml.rels', data: Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/image" Target="../media/image1.emf"/></Relationships>`) },
      { name: 'ppt/media/image1.emf', data: Buffer.from('\x01\x00\x00\x00 EMF not kept') },
    ]);
    const doc = await readPptx(bytes);
    expect(doc.pages).toHaveLength(2);
    const [one, two] = doc.pages as [DocumentPage, DocumentPage];
    expect(one.title).toBe('Judul & subjudul');
    expect(one.blocks.map((b) => [b.kind, b.kind === 'heading' || b.kind === 'paragraph' ? runsText(b.runs) : '', b.kind === 'paragraph' ? b.list : undefined])).toEqual([
      ['heading', 'Judul & subjudul', undefined],
      ['paragraph', 'Satu', { ordered: false, level: 0 }],
      ['paragraph', 'Dua', { ordered: false, level: 1 }],
      ['paragraph', 'Catatan', undefined],
      ['paragraph', 'baris\nkedua', { ordered: false, level: 0 }],
      ['paragraph', 'Baru', undefined],
    ]);
    expect(two.title).toBeUndefined();
    expect(two.blocks).toEqual([{ kind: 'table', rows: [[[{ text: 'Gabung' }], []], [[{ text: 'a' }, { text: '\n' }, { text: 'b' }], [{ text: 'c' }]]] }]);
  });

  it('gives each picture its description as one line of plain text: descr, else title; markup stays text; a long one cut at a word', async () => {
    // A PNG's signature and IHDR are all the reader looks at.
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.write('\0\0\0\x0dIHDR', 8, 'latin1');
    png.writeUInt32BE(64, 16);
    png.writeUInt32BE(48, 20);
    const pic = (id: number, props: string, rId: string) =>
      `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Gambar ${id}" ${props}/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="${rId}"/></p:blipFill></p:pic>`;
    const long = `${'Planet '.repeat(80)}akhir`;
    const bytes = deck(
      [
        pic(2, 'descr="  Matahari&#10;di\tkiri, &lt;b&gt;Merkurius&lt;/b&gt;  " title="judul"', 'rId1') +
          pic(3, 'descr="" title="Peta Pulau Jawa"', 'rId2') +
          pic(4, `descr="${long}"`, 'rId3') +
          pic(5, '', 'rId4'),
      ],
      [
        { name: 'ppt/slides/_rels/slide1.xml.rels', data: Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${[1, 2, 3, 4].map((n) => `<Relationship Id="rId${n}" Type="${REL}/image" Target="../media/image${n}.png"/>`).join('')}</Relationships>`) },
        ...[1, 2, 3, 4].map((n) => ({ name: `ppt/media/image${n}.png`, data: png })),
      ],
    );
    const alts = images(await readPptx(bytes)).map((i) => i.alt);
    expect(alts.slice(0, 2)).toEqual(['Matahari di kiri, <b>Merkurius</b>', 'Peta Pulau Jawa']);
    expect(alts[2]!.length).toBeLessThanOrEqual(500);
    expect(alts[2]).toMatch(/^(Planet )+Planet$/);
    expect(alts[3]).toBeUndefined();
  });

  it('refuses a broken slide as corrupt, too many slides or a zip bomb as too large, other bytes as unsupported', async () => {
    expect(await readError(readPptx(deck([sp(null, '<a:p><a:r><a:t>tidak ditutup</a:r></a:p>')])))).toBe('corrupt');
    expect(await readError(readPptx(fixture('slides-tata-surya.pptx'), { limits: { maxSlides: 5 } }))).toBe('too_large');
    expect(await readError(readPptx(fixture('slides-tata-surya.pptx'), { limits: { maxTextChars: 100 } }))).toBe('too_large');
    const bomb = buildZip([{ name: 'ppt/presentation.xml', data: Buffer.alloc(2 * 1024 * 1024, 0x20), declaredSize: 2 * 1024 * 1024 * 1024 }]);
    expect(await readError(readPptx(bomb))).toBe('too_large');
    expect(await readError(readPptx(Buffer.from('Bukan presentasi, hanya teks biasa.')))).toBe('unsupported');
    // A compound file given as .pptx: encrypted OOXML says so, anything else is unsupported.
    const encrypted = CFB.utils.cfb_new();
    CFB.utils.cfb_add(encrypted, 'EncryptionInfo', Buffer.alloc(64, 1));
    CFB.utils.cfb_add(encrypted, 'EncryptedPackage', Buffer.alloc(4096, 2));
    expect(await readError(readPptx(new Uint8Array(CFB.write(encrypted, { type: 'buffer' }) as Buffer)))).toBe('password_protected');
    expect(await readError(readPptx(fixture('slides-tata-surya.ppt')))).toBe('unsupported');
  });

  it('refuses a slide nested deeper than any deck as corrupt, at once (namespaces cost as deep as the nesting)', async () => {
    const depth = 30_000;
    const nested = `${'<p:grpSp>'.repeat(depth)}${sp(null, para('dalam'))}${'</p:grpSp>'.repeat(depth)}`;
    // Read whole, a 30,000-deep slide took ~6 s (a deck of such slides, minutes) and was accepted.
    expect(await readError(readPptx(deck([nested, sp(null, para('kedua'))])))).toBe('corrupt');
  });

  it.each<[string, DocumentKind]>([
    ['slides-tata-surya.pptx', 'pptx'],
    ['slides-tata-surya.ppt', 'ppt'],
  ])('%s truncated is corrupt', async (name, kind) => {
    const bytes = fixture(name);
    expect(await readError(readDocument(bytes.subarray(0, Math.floor(bytes.length / 2)), kind))).toBe('corrupt');
  });
});

/** A .ppt compound file around a "PowerPoint Document" stream. */
function pptFile(stream: Buffer, currentUser?: Buffer): Uint8Array {
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, 'PowerPoint Document', stream);
  if (currentUser) CFB.utils.cfb_add(cfb, 'Current User', currentUser);
  return new Uint8Array(CFB.write(cfb, { type: 'buffer' }) as Buffer);
}
const rec = (type: number, body: Buffer, container = true, instance = 0) => {
  const h = Buffer.alloc(8);
  h.writeUInt16LE(((instance << 4) | (container ? 0xf : 0)) & 0xffff, 0);
  h.writeUInt16LE(type, 2);
  h.writeUInt32LE(body.length, 4);
  return Buffer.concat([h, body]);
};

describe('readPpt on hostile files', () => {
  it('gives corrupt, never a RangeError, for lengths past their container or endless nesting', async () => {
    const persist = (offset: number) => rec(0x1772, Buffer.from([1, 0, 0x10, 0, ...new Uint8Array(new Uint32Array([offset]).buffer)]), false);
    const slideList = rec(0x0ff0, rec(0x03f3, Buffer.from([1, 0, 0, 0, 0, 0, 0, 0]), false), true, 0);
    const document = rec(0x03e8, slideList);
    // A slide container whose child claims more than the slide holds.
    const lying = Buffer.concat([document, rec(0x03ee, Buffer.from([0x0f, 0, 0x0c, 0x04, 0xff, 0xff, 0xff, 0x0f, 0, 0]))]);
    expect(await readError(readPpt(pptFile(Buffer.concat([lying, persist(document.length)]))))).toBe('corrupt');
    // Containers nested far deeper than a drawing does.
    let deep = rec(0xf004, Buffer.alloc(0));
    for (let i = 0; i < 200; i += 1) deep = rec(0xf003, deep);
    const nested = Buffer.concat([document, rec(0x03ee, deep)]);
    expect(await readError(readPpt(pptFile(Buffer.concat([nested, persist(document.length)]))))).toBe('corrupt');
    // No Document container at all, and a Document whose slide list runs past it.
    expect(await readError(readPpt(pptFile(Buffer.alloc(64, 0xff))))).toBe('corrupt');
    const broken = rec(0x03e8, Buffer.from([0x0f, 0, 0xf0, 0x0f, 0xff, 0, 0, 0]));
    expect(await readError(readPpt(pptFile(broken)))).toBe('corrupt');
    // Random streams: a DocumentReadError or a reading, never anything else.
    let seed = 12;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let i = 0; i < 50; i += 1) {
      const body = Buffer.from(Array.from({ length: 16 + Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
      const stream = Buffer.concat([rec(0x03e8, Buffer.concat([rec(0x0ff0, body, true, 0)])), body]);
      await readPpt(pptFile(stream)).catch((err: unknown) => expect((err as Error).name).toBe('DocumentReadError'));
    }
  });

  it('says an encrypted .ppt is password protected, a compound file without slides unsupported', async () => {
    const user = Buffer.alloc(32);
    user.writeUInt32LE(0xf3d1c4df, 12);
    expect(await readError(readPpt(pptFile(Buffer.alloc(64), user)))).toBe('password_protected');
    const other = CFB.utils.cfb_new();
    CFB.utils.cfb_add(other, 'WordDocument', Buffer.alloc(512));
    expect(await readError(readPpt(new Uint8Array(CFB.write(other, { type: 'buffer' }) as Buffer)))).toBe('unsupported');
    expect(await readError(readPpt(Buffer.from('%PDF-1.7 bukan ppt')))).toBe('unsupported');
  });
});
