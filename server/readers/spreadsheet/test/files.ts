// Test helpers: zips built byte by byte (so a test can make a bomb small on disk, or a
// central directory that promises more than it holds), and small workbooks made with
// exceljs' own (non-streaming) writer, not Pena's template writer.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** What the central directory claims the entry unpacks to (default: the truth). */
  declaredSize?: number;
  /** Whether the local header tells the same lie (default: it tells the truth). */
  lieInLocalHeader?: boolean;
}

/**
 * The fields a local header and a central directory entry share, in the same order, from
 * `at`: version needed, flags, method (deflate), time, date (1980-01-01), crc, packed size,
 * size, name length.
 */
function writeEntryFields(header: Buffer, at: number, f: { crc: number; packedSize: number; size: number; nameLength: number }): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0, at + 2);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt16LE(0, at + 6);
  header.writeUInt16LE(0x21, at + 8);
  header.writeUInt32LE(f.crc, at + 10);
  header.writeUInt32LE(f.packedSize, at + 14);
  header.writeUInt32LE(f.size, at + 18);
  header.writeUInt16LE(f.nameLength, at + 22);
}

export function buildZip(entries: ZipEntry[], level = 9): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = deflateRawSync(e.data, { level });
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    const localSize = e.lieInLocalHeader ? (e.declaredSize ?? e.data.length) : e.data.length;
    writeEntryFields(local, 4, { crc, packedSize: packed.length, size: localSize, nameLength: name.length });
    local.writeUInt16LE(0, 28);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, { crc, packedSize: packed.length, size: e.declaredSize ?? e.data.length, nameLength: name.length });
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The minimal parts of an .xlsx around one worksheet XML. */
/** `target`: where xl/workbook.xml.rels says the worksheet is (relative to xl/). */
export function workbookZipEntries(sheetXml: Buffer | string, declaredSize?: number, target = 'worksheets/sheet1.xml'): ZipEntry[] {
  return [
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Multiple choice" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="${target}"/></Relationships>`,
      ),
    },
    { name: `xl/${target}`, data: Buffer.isBuffer(sheetXml) ? sheetXml : Buffer.from(sheetXml), declaredSize },
  ];
}

/**
 * A multiple-choice workbook of `rows` question rows laid out as openpyxl writes one: the
 * sheet first, [Content_Types].xml last (60,000 rows: about 1.9 MB, the sheet's packed
 * entry over 1 MiB). Made once per size and process.
 */
export function largeWorkbook(rows: number): Buffer {
  let made = largeWorkbooks.get(rows);
  if (!made) largeWorkbooks.set(rows, (made = makeLargeWorkbook(rows)));
  return made;
}
const largeWorkbooks = new Map<number, Buffer>();

function makeLargeWorkbook(rows: number): Buffer {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const parts = [`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cell('A1', 'No.')}${cell('B1', 'Question')}${cell('C1', 'Option A')}${cell('D1', 'Option B')}${cell('E1', 'Correct answer')}</row>`];
  for (let i = 1; i <= rows; i++) {
    const r = i + 1;
    parts.push(`<row r="${r}"><c r="A${r}"><v>${i}</v></c>${cell(`B${r}`, `Berapa ${i * 7} : ${(i % 13) + 1}?`)}${cell(`C${r}`, String(Math.floor((i * 7) / ((i % 13) + 1))))}${cell(`D${r}`, String(i * 3 + 1))}${cell(`E${r}`, 'A')}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  const [types, workbook, rels, sheet] = workbookZipEntries(parts.join(''));
  return buildZip([sheet!, workbook!, rels!, types!], 1);
}

export async function tempFile(name: string, data: Buffer): Promise<string> {
  const file = path.join(await import('node:fs/promises').then((fs) => fs.mkdtemp(path.join(os.tmpdir(), 'pena-sheet-'))), name);
  await writeFile(file, data);
  return file;
}

/** A workbook written by exceljs' Workbook (not Pena's writer): sheet name → rows. */
export async function excelWorkbook(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<string> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return tempFile('book.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
}
