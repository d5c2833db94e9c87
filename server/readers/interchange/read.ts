// Reading a file from another tool (in the sandbox only: sandboxTask.ts): which format it is
// comes from its content, never its name. A zip is a package, judged by its imsmanifest.xml: a
// Common Cartridge, a QTI 2.1/3.0 content package, or a QTI 1.2 quiz export (Canvas). An XML
// file by its root element: a QTI 2.x or 3.0 item, a QTI 1.2 `questestinterop`, a Moodle XML
// `quiz`. Other text is GIFT or Aiken by its shape. Anything else is refused as unsupported.
//
// The limits a reader does not see whole are applied here: a file of more than
// INTERCHANGE_MAX_ITEMS items is refused, and past INTERCHANGE_MAX_QUESTIONS the questions
// are listed as skipped ('over_limit'), never dropped silently.
import { open, readFile } from 'node:fs/promises';
import { INTERCHANGE_MAX_ITEMS, INTERCHANGE_MAX_QUESTIONS } from '../../../domain/schemas/interchange.ts';
import { looksLikeAiken, readAiken } from './aiken/index.ts';
import { isCartridgeManifest, readCartridge } from './cartridge/index.ts';
import { looksLikeGift, readGift } from './gift/index.ts';
import { InterchangeReadError, type InterchangeRead, type InterchangeReadOptions } from './model.ts';
import { readMoodleXml } from './moodleXml/index.ts';
import { InterchangePackage } from './package.ts';
import { readQtiFile, readQtiPackage } from './qti/index.ts';
import { isQti12Manifest, readQti12File, readQti12Package } from './qti12/index.ts';
import { decodeUtf8, descendants, localName, parseXml, type Element } from './xml.ts';

/** Most bytes of a single XML or text file (a package's entries have their own cap). */
export const MAX_TEXT_FILE_BYTES = 100 * 1024 * 1024;

const ZIP_MAGIC = [0x50, 0x4b];

async function startsLikeZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer[0] === ZIP_MAGIC[0] && buffer[1] === ZIP_MAGIC[1] && (buffer[2] === 3 || buffer[2] === 5);
  } finally {
    await handle.close();
  }
}

const QTI2_RESOURCE = /^imsqti_(item|test|assessment)_xmlv(2p[0-2]|3p0)/i;

async function readPackage(path: string, options: InterchangeReadOptions): Promise<InterchangeRead> {
  const pkg = await InterchangePackage.open(path);
  try {
    const manifestPath = pkg.names().find((n) => n.toLowerCase() === 'imsmanifest.xml');
    if (!manifestPath) throw new InterchangeReadError('unsupported_format', 'a zip without imsmanifest.xml');
    const manifest = await pkg.readXml(manifestPath);
    if (localName(manifest) !== 'manifest') throw new InterchangeReadError('damaged_file', 'imsmanifest.xml is not a manifest');
    if (isCartridgeManifest(manifest)) return await readCartridge(pkg, manifestPath, manifest, options);
    const types = descendants(manifest, 'resource').map((r) => r.attribs.type ?? '');
    if (types.some((t) => QTI2_RESOURCE.test(t))) return await readQtiPackage(pkg, manifestPath, manifest, options);
    if (isQti12Manifest(manifest)) return await readQti12Package(pkg, manifestPath, manifest, options);
    throw new InterchangeReadError('unsupported_format', 'a content package without questions');
  } finally {
    pkg.close();
  }
}

function readXmlFile(root: Element, options: InterchangeReadOptions): Promise<InterchangeRead> {
  switch (localName(root)) {
    case 'assessmentItem':
    case 'qti-assessment-item':
      return readQtiFile(root, options);
    case 'questestinterop':
      return readQti12File(root, options);
    case 'quiz':
      return readMoodleXml(root, options);
    default:
      throw new InterchangeReadError('unsupported_format', `an XML file of <${root.name}>`);
  }
}

/** Caps a read at the limits (see the header). */
function withinLimits(read: InterchangeRead): InterchangeRead {
  if (read.questions.length + read.skipped.length > INTERCHANGE_MAX_ITEMS) throw new InterchangeReadError('file_too_large', 'too many items');
  if (read.questions.length <= INTERCHANGE_MAX_QUESTIONS) return read;
  const over = read.questions.slice(INTERCHANGE_MAX_QUESTIONS);
  return {
    ...read,
    questions: read.questions.slice(0, INTERCHANGE_MAX_QUESTIONS),
    skipped: [...read.skipped, ...over.map((q) => ({ item: q.item, reason: 'over_limit' as const, detail: String(INTERCHANGE_MAX_QUESTIONS) }))],
  };
}

/** The questions of the file at `path`; only InterchangeReadError for a bad file. */
export async function readInterchange(path: string, options: InterchangeReadOptions): Promise<InterchangeRead> {
  if (await startsLikeZip(path)) return withinLimits(await readPackage(path, options));
  const bytes = await readFile(path);
  if (bytes.byteLength > MAX_TEXT_FILE_BYTES) throw new InterchangeReadError('file_too_large');
  if (bytes.byteLength === 0) throw new InterchangeReadError('unsupported_format', 'an empty file');
  const text = decodeUtf8(bytes);
  if (/^\s*</.test(text)) return withinLimits(await readXmlFile(parseXml(text), options));
  if (looksLikeAiken(text)) return withinLimits(await readAiken(text, options));
  if (looksLikeGift(text)) return withinLimits(await readGift(text, options));
  throw new InterchangeReadError('unsupported_format', 'text in no known format');
}

