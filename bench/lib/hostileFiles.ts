// Files made to hurt a reader, written once into a cache folder (bench/untrusted.ts):
// - a .docx whose zip headers say its body is 3,000 bytes while it inflates to 1,900 MiB of spaces;
// - a one-page PDF of 2.4 million path operators (about 18 MB);
// - a one-page PDF holding one 20000 × 20000 RGB picture (about 1.2 MB packed);
// - a spreadsheet of 20,000 questions in Pena's template.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDeflate, createDeflateRaw, type Deflate, type DeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';

const MiB = 1024 * 1024;

/** Streams `total` bytes of `fill` through a deflater, answering the packed bytes. */
async function packed(deflater: Deflate | DeflateRaw, total: number, fill: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  deflater.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  const block = Buffer.alloc(16 * MiB, fill);
  for (let written = 0; written < total; ) {
    const n = Math.min(block.length, total - written);
    if (!deflater.write(n === block.length ? block : block.subarray(0, n))) await new Promise((resolve) => deflater.once('drain', resolve));
    written += n;
  }
  deflater.end();
  await done;
  return Buffer.concat(chunks);
}

/** A zip of stored-size-lying deflated entries: both headers declare `declared` bytes. */
function zipOf(entries: { name: string; packed: Buffer; declared: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const fields = (b: Buffer, at: number, e: { packed: Buffer; declared: number; name: Buffer }) => {
    b.writeUInt16LE(20, at);
    b.writeUInt16LE(0, at + 2);
    b.writeUInt16LE(8, at + 4);
    b.writeUInt16LE(0, at + 6);
    b.writeUInt16LE(0x21, at + 8);
    b.writeUInt32LE(0, at + 10);
    b.writeUInt32LE(e.packed.length, at + 14);
    b.writeUInt32LE(e.declared, at + 18);
    b.writeUInt16LE(e.name.length, at + 22);
  };
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4, { ...entry, name });
    locals.push(local, name, entry.packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6, { ...entry, name });
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function lyingDocx(): Promise<Buffer> {
  const small = async (text: string) => ({ packed: await packedText(Buffer.from(text)), declared: Buffer.byteLength(text) });
  const head = '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>';
  return zipOf([
    {
      name: '[Content_Types].xml',
      ...(await small(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      )),
    },
    {
      name: '_rels/.rels',
      ...(await small(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      )),
    },
    // The body: the XML's head, then 1,900 MiB of spaces, never closed; its headers claim 3,000 bytes.
    { name: 'word/document.xml', packed: await packedBody(head), declared: 3_000 },
  ]);
}

function packedText(data: Buffer): Promise<Buffer> {
  const deflater = createDeflateRaw();
  const chunks: Buffer[] = [];
  deflater.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    deflater.on('end', () => resolve(Buffer.concat(chunks)));
    deflater.on('error', reject);
    deflater.end(data);
  });
}

async function packedBody(head: string): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9 });
  deflater.write(head);
  return packed(deflater, 1_900 * MiB, 0x20);
}

/** A PDF of one page: its content stream, and any other objects (numbered from 6). */
function pdf(content: Buffer, xobject?: Buffer): Buffer {
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >>${xobject ? ' /XObject << /Im1 6 0 R >>' : ''} >> /Contents 4 0 R >>`),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    ...(xobject ? [xobject] : []),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    offset += object.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const TEXT = 'BT /F1 18 Tf 72 720 Td (Garis dan gambar: halaman untuk diuji.) Tj ET\n';

function pathsPdf(): Buffer {
  const lines: string[] = [TEXT];
  // 800,000 lines of three operators each (m, l, S): 2.4 million.
  for (let i = 0; i < 800_000; i++) lines.push(`${100 + (i % 400)} ${100 + (i % 500)} m ${101 + (i % 300)} ${102 + (i % 600)} l S\n`);
  return pdf(Buffer.from(lines.join('')));
}

async function hugeImagePdf(): Promise<Buffer> {
  const side = 20_000;
  const data = await packed(createDeflate({ level: 9 }), side * side * 3, 0);
  const image = Buffer.concat([
    Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
  return pdf(Buffer.from(`${TEXT}q 400 0 0 400 100 200 cm /Im1 Do Q\n`), image);
}

/** The template's Multiple choice sheet with `rows` questions, as another program would write it. */
async function spreadsheet(file: string, rows: number): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = book.addWorksheet('Multiple choice');
  sheet.addRow(['No.', 'Question', 'Option A', 'Option B', 'Option C', 'Option D', 'Correct answer', 'Points']).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow([i, `Soal ${i}: berapakah ${i} + ${i}?`, `${2 * i}`, `${2 * i + 1}`, `${2 * i - 1}`, `${i}`, 'A', 1]).commit();
  sheet.commit();
  await book.commit();
}

export interface HostileFiles {
  lyingDocx: string;
  pathsPdf: string;
  hugeImagePdf: string;
  sheet20k: string;
  /** The most a topic takes (TOPIC_MAX_QUESTIONS): a large but honest import. */
  sheet5k: string;
}

/** The files, made on first use under `dir` and kept for the next run. */
export async function hostileFiles(dir: string): Promise<HostileFiles> {
  mkdirSync(dir, { recursive: true });
  const files: HostileFiles = {
    lyingDocx: path.join(dir, 'lying-headers.docx'),
    pathsPdf: path.join(dir, 'paths-2.4m.pdf'),
    hugeImagePdf: path.join(dir, 'image-20000x20000.pdf'),
    sheet20k: path.join(dir, 'questions-20000.xlsx'),
    sheet5k: path.join(dir, 'questions-5000.xlsx'),
  };
  if (!existsSync(files.lyingDocx)) writeFileSync(files.lyingDocx, await lyingDocx());
  if (!existsSync(files.pathsPdf)) writeFileSync(files.pathsPdf, pathsPdf());
  if (!existsSync(files.hugeImagePdf)) writeFileSync(files.hugeImagePdf, await hugeImagePdf());
  if (!existsSync(files.sheet20k)) await spreadsheet(files.sheet20k, 20_000);
  if (!existsSync(files.sheet5k)) await spreadsheet(files.sheet5k, 5_000);
  return files;
}
