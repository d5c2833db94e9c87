// readPpt on a hand-built deck whose drawing holds what PowerPoint writes and LibreOffice does
// not: a title placeholder whose text header says "other", a table with a merged cell and an
// empty one, pictures named by their BStore index (one in the Pictures stream with a
// description, one inside the BStore entry, one whose BLIP runs past the stream, one index to
// nothing).
import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { runsText, type Block } from './model.ts';
import { readPpt } from './ppt.ts';

const rec = (type: number, body: Buffer, container = true, instance = 0) => {
  const h = Buffer.alloc(8);
  h.writeUInt16LE(((instance << 4) | (container ? 0xf : 0)) & 0xffff, 0);
  h.writeUInt16LE(type, 2);
  h.writeUInt32LE(body.length, 4);
  return Buffer.concat([h, body]);
};
const atom = (type: number, body: Buffer, instance = 0) => rec(type, body, false, instance);
const u32 = (...values: number[]) => Buffer.from(new Uint32Array(values).buffer);
const i32 = (...values: number[]) => Buffer.from(new Int32Array(values).buffer);

/** An OfficeArtFOPT: simple properties, and complex ones with their bytes after the entries. */
function fopt(props: [number, number | Buffer][], type = 0xf00b): Buffer {
  const entries = props.map(([id, v]) => {
    const e = Buffer.alloc(6);
    e.writeUInt16LE(id | (Buffer.isBuffer(v) ? 0x8000 : 0), 0);
    e.writeUInt32LE(Buffer.isBuffer(v) ? v.length : v, 2);
    return e;
  });
  const complex = props.flatMap(([, v]) => (Buffer.isBuffer(v) ? [v] : []));
  return atom(type, Buffer.concat([...entries, ...complex]), props.length);
}
const text = (value: string, type = 4) => rec(0xf00d, Buffer.concat([atom(0x0f9f, u32(type)), atom(0x0fa0, Buffer.from(value, 'utf16le'))]));
const childAnchor = (left: number, top: number, right: number, bottom: number) => atom(0xf00f, i32(left, top, right, bottom));
const shape = (...parts: Buffer[]) => rec(0xf004, Buffer.concat([atom(0xf00a, u32(1, 0xa00), 1), ...parts]));
const picture = (pib: number, description?: string) =>
  shape(fopt([[0x0104, pib], ...(description ? [[0x0381, Buffer.from(`${description}\0`, 'utf16le')] as [number, Buffer]] : [])]), atom(0xf010, Buffer.from(new Int16Array([10, 10, 200, 200]).buffer)));

/** A PNG's signature and IHDR size (all imageInfo reads), then filler. */
function png(width: number, height: number): Buffer {
  const b = Buffer.alloc(64, 7);
  b.writeUInt32BE(0x89504e47, 0);
  b.writeUInt32BE(0x0d0a1a0a, 4);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}
/** A PNG BLIP record (instance 0x6E0: one 16-byte id, then the tag byte). */
const blip = (bytes: Buffer) => atom(0xf01e, Buffer.concat([Buffer.alloc(16, 1), Buffer.from([0xff]), bytes]), 0x6e0);
/** An OfficeArtFBSE pointing at `foDelay` in the Pictures stream, or holding `embedded`. */
function bse(foDelay: number, embedded?: Buffer): Buffer {
  const head = Buffer.alloc(36);
  head[0] = 6;
  head[1] = 6;
  head.writeUInt32LE(embedded?.length ?? 0, 20);
  head.writeUInt32LE(1, 24);
  head.writeUInt32LE(foDelay, 28);
  return atom(0xf007, Buffer.concat([head, embedded ?? Buffer.alloc(0)]), 6);
}

function deck(): Uint8Array {
  const inPictures = blip(png(64, 48));
  const pictures = Buffer.concat([inPictures, atom(0xf01e, Buffer.alloc(4), 0x6e0)]);
  const store = rec(0xf001, Buffer.concat([bse(0), bse(0, blip(png(40, 40))), bse(inPictures.length + 100)]), true, 3);
  const drawingGroup = rec(0x040b, rec(0xf000, store));
  const slideList = rec(0x0ff0, atom(0x03f3, u32(1, 0, 0, 0, 0)), true, 0);
  const document = rec(0x03e8, Buffer.concat([drawingGroup, slideList]));

  const group = rec(0xf004, Buffer.concat([atom(0xf009, Buffer.alloc(16)), atom(0xf00a, u32(1, 0x5), 0)]));
  // The title placeholder (0x0D) whose text header says "other" (4).
  const title = shape(rec(0xf011, atom(0x0bc3, Buffer.from([0, 0, 0, 0, 0x0d, 0, 0, 0]))), text('Judul Tabel'));
  // A 2×3 table: the header's first cell spans two columns, the last cell is empty; cells come out of order.
  const tableOwn = rec(0xf004, Buffer.concat([atom(0xf009, Buffer.alloc(16)), atom(0xf00a, u32(2, 0x201), 0), fopt([[0x039f, 1]], 0xf122)]));
  const table = rec(
    0xf003,
    Buffer.concat([
      tableOwn,
      shape(childAnchor(2000, 100, 3000, 200), text('Skor')),
      shape(childAnchor(0, 100, 2000, 200), text('Nama siswa')),
      shape(childAnchor(0, 200, 1000, 300), text('Ani\rBudi')),
      shape(childAnchor(1001, 201, 2000, 300), text('Kelas 7')),
      shape(childAnchor(2000, 200, 3000, 300)),
    ]),
  );
  const drawing = rec(0x040c, rec(0xf002, rec(0xf003, Buffer.concat([group, title, table, picture(1, ' Daun\r\n  hijau\t'), picture(2), picture(3), picture(9)]))));
  const slide = rec(0x03ee, drawing);
  const persist = atom(0x1772, Buffer.concat([u32(0x00100001), u32(document.length)]));
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, 'PowerPoint Document', Buffer.concat([document, slide, persist]));
  CFB.utils.cfb_add(cfb, 'Pictures', pictures);
  return new Uint8Array(CFB.write(cfb, { type: 'buffer' }) as Buffer);
}

const view = (b: Block) =>
  b.kind === 'table' ? b.rows.map((r) => r.map(runsText)) : b.kind === 'image' ? { mime: b.image.mime, width: b.image.width, alt: b.image.alt } : runsText(b.runs);

describe('readPpt: titles, tables and pictures of the drawing', () => {
  it('reads a title placeholder as the title, a table group as rows by position, pictures from the BStore', async () => {
    const doc = await readPpt(deck());
    expect(doc.pages).toHaveLength(1);
    const [page] = doc.pages;
    expect(page!.title).toBe('Judul Tabel');
    expect(page!.blocks.map(view)).toEqual([
      'Judul Tabel',
      [
        ['Nama siswa', '', 'Skor'],
        ['Ani\nBudi', 'Kelas 7', ''],
      ],
      // The description as one line of plain text.
      { mime: 'image/png', width: 64, alt: 'Daun hijau' },
      { mime: 'image/png', width: 40, alt: undefined },
    ]);
    // Plain data only: what the sandbox sends on.
    expect(structuredClone(doc)).toEqual(doc);
  });
});
