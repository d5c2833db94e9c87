// What is checked before a workbook is read (spec §8 "Spreadsheet import": invalid file): the
// bytes are a zip (an old binary .xls renamed .xlsx is named as such), its central directory
// (read with yauzl, nothing inflated) promises no more than SPREADSHEET_MAX_UNPACKED_BYTES and
// no entry that inflates like a bomb (nor shared strings too large to hold: a refusal of their
// own), and it holds a workbook. The sheet names are read here too, from xl/workbook.xml and
// its relationships (small entries, size-capped), so the reader can name a sheet even where
// exceljs' streaming reader cannot match it.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { MB, SPREADSHEET_MAX_UNPACKED_BYTES } from '../../../domain/constants.ts';
import { formatMaxSize } from '../../../domain/uploads.ts';
import { type Entry, type ZipFile, eachEntry, openZip, readEntry } from '../../storage/zip.ts';
import { SpreadsheetRefusal } from './refusal.ts';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** An entry inflating beyond this many times its packed size, and beyond BOMB_MIN_BYTES, is a bomb. */
export const BOMB_RATIO = 200;
const BOMB_MIN_BYTES = 16 * 1024 * 1024;
const META_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The shared strings are held in memory while the sheets stream (as JS strings and exceljs'
 * objects, several times their XML size): well above what 20,000 rows of text need.
 */
export const SHARED_STRINGS_MAX_BYTES = 48 * MB;

export interface WorkbookInfo {
  /** Sheet name → the zip path of its worksheet XML. */
  sheetPaths: Map<string, string>;
  /** Sheet names in workbook order. */
  order: string[];
}

/** The CFB directory entry name of a password-protected Office Open XML file, as stored (UTF-16LE). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** Whether the file's bytes contain `needle` (streamed; the file is at most SPREADSHEET_MAX_BYTES). */
async function holds(path: string, needle: Buffer): Promise<boolean> {
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    const buf = Buffer.concat([carry, chunk]);
    if (buf.includes(needle)) return true;
    carry = buf.subarray(Math.max(0, buf.length - needle.length));
  }
  return false;
}

async function magic(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buf = Buffer.alloc(8);
    const { bytesRead } = await file.read(buf, 0, 8, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function readMeta(zip: ZipFile, entry: Entry): Promise<string> {
  const bytes = await readEntry(zip, entry, META_MAX_BYTES);
  if (bytes === 'too_large') throw SpreadsheetRefusal.of('sheet_file_corrupt');
  return bytes.toString('utf8');
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1];
const unescapeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (m, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return named[e.toLowerCase()] ?? m;
  });

/** A relationship target of xl/workbook.xml as a zip path ("worksheets/a.xml" → "xl/worksheets/a.xml"). */
function zipPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function sheetNames(workbookXml: string, relsXml: string): WorkbookInfo {
  const targets = new Map<string, string>();
  for (const m of relsXml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attr(m[0], 'Id');
    const target = attr(m[0], 'Target');
    const type = attr(m[0], 'Type') ?? '';
    if (id && target && /\/worksheet$/.test(type)) targets.set(id, zipPath(unescapeXml(target)));
  }
  const paths = new Map<string, string>();
  const order: string[] = [];
  for (const m of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = attr(m[0], 'name');
    const rid = attr(m[0], 'r:id') ?? /\s[\w]+:id\s*=\s*"([^"]*)"/.exec(m[0])?.[1];
    const target = rid ? targets.get(rid) : undefined;
    if (name !== undefined && target) {
      paths.set(unescapeXml(name), target);
      order.push(unescapeXml(name));
    }
  }
  return { sheetPaths: paths, order };
}

/** Refuses what must not be read; answers the workbook's sheet names. */
export async function checkWorkbookZip(path: string, maxUnpacked = SPREADSHEET_MAX_UNPACKED_BYTES, sharedStringsMax = SHARED_STRINGS_MAX_BYTES): Promise<WorkbookInfo> {
  const head = await magic(path);
  // An OLE2 (CFB) file is an old .xls, or an .xlsx saved with a password (its package encrypted inside).
  if (head.length === 8 && head.equals(OLE2)) throw SpreadsheetRefusal.of((await holds(path, ENCRYPTED_PACKAGE)) ? 'sheet_file_encrypted' : 'sheet_file_xls');
  if (head.length < 4 || head[0] !== 0x50 || head[1] !== 0x4b) throw SpreadsheetRefusal.of('sheet_file_invalid');

  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw SpreadsheetRefusal.of('sheet_file_corrupt');
  }
  try {
    let total = 0;
    const meta = new Map<string, Entry>();
    const tooLarge = () => SpreadsheetRefusal.of('sheet_file_unpacked_too_large', { max: formatMaxSize(maxUnpacked) });
    let outcome: Awaited<ReturnType<typeof eachEntry>>;
    try {
      outcome = await eachEntry(zip, (entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        // The size the directory declares is the size read: yauzl checks it (validateEntrySizes).
        if (/^xl\/sharedStrings\.xml$/i.test(entry.fileName) && entry.uncompressedSize > sharedStringsMax) {
          throw SpreadsheetRefusal.of('sheet_shared_strings_too_large', { max: formatMaxSize(sharedStringsMax) });
        }
        if (total > maxUnpacked || (entry.uncompressedSize > BOMB_MIN_BYTES && ratio > BOMB_RATIO)) throw tooLarge();
        if (entry.fileName === 'xl/workbook.xml' || entry.fileName === 'xl/_rels/workbook.xml.rels') meta.set(entry.fileName, entry);
        return true;
      });
    } catch (err) {
      throw err instanceof SpreadsheetRefusal ? err : SpreadsheetRefusal.of('sheet_file_corrupt');
    }
    if (outcome === 'too_many') throw tooLarge();
    const workbook = meta.get('xl/workbook.xml');
    const rels = meta.get('xl/_rels/workbook.xml.rels');
    if (!workbook || !rels) throw SpreadsheetRefusal.of('sheet_file_invalid');
    try {
      return sheetNames(await readMeta(zip, workbook), await readMeta(zip, rels));
    } catch (err) {
      if (err instanceof SpreadsheetRefusal) throw err;
      throw SpreadsheetRefusal.of('sheet_file_corrupt');
    }
  } finally {
    zip.close();
  }
}
