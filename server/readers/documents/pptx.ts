// A .pptx → one page per slide, in the presentation's order (ppt/presentation.xml's sldIdLst
// through ppt/_rels/presentation.xml.rels; hidden slides included). Each slide's XML is parsed by
// pptxSlide.ts; its pictures are fetched through the slide's relationships from ppt/media and
// kept when PNG, JPEG or GIF (imageInfo.ts; EMF, WMF, SVG, TIFF are skipped). Notes, masters and
// layouts are never read (a layout's placeholder text is a prompt, not content).
//
// The zip is checked by its central directory first (zipGuard.ts: entries, declared sizes,
// ratios) and every part is read with a cap (zip.ts readEntry, validateEntrySizes), so a zip
// bomb is refused before it inflates. An encrypted .pptx is an OLE compound file, not a zip.
import CFB from 'cfb';
import yauzl from 'yauzl';
import { entryIndex, readEntry, type Entry, type ZipFile } from '../../storage/zip.ts';
import { ImageBudget, keptImage } from './imageInfo.ts';
import { DocumentReadError, type Block, type DocumentPage, type ReadDocument } from './model.ts';
import { parseSlide, TextBudget } from './pptxSlide.ts';
import { checkDocumentZip, MAX_DOCUMENT_ENTRIES } from './zipGuard.ts';

/** Most slides one deck may have. */
export const MAX_SLIDES = 500;
/** Most bytes of one XML part (a slide, the presentation, a relationships part). */
const MAX_PART_BYTES = 20 * 1024 * 1024;
/** Most bytes of one image part. */
const MAX_IMAGE_PART_BYTES = 30 * 1024 * 1024;

export interface PptxLimits {
  maxSlides?: number;
  maxTextChars?: number;
}

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
export const isCompoundFile = (b: Uint8Array) => b.length >= 8 && CFB_MAGIC.every((x, i) => b[i] === x);

/** An OLE compound file given as .pptx: an encrypted OOXML package, or something else. */
function refuseCompoundFile(bytes: Uint8Array): never {
  try {
    const cfb = CFB.read(bytes, { type: 'buffer' });
    if (CFB.find(cfb, 'EncryptionInfo') && CFB.find(cfb, 'EncryptedPackage')) throw new DocumentReadError('password_protected', 'encrypted OOXML package');
  } catch (err) {
    if (err instanceof DocumentReadError) throw err;
  }
  throw new DocumentReadError('unsupported', 'an OLE compound file, not a .pptx');
}

function openZipBuffer(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('zip')) : resolve(zip),
    ),
  );
}

/** Resolves a relationship's target against the folder of the part that names it. */
export function resolveTarget(partPath: string, target: string): string {
  const parts = target.startsWith('/') ? [] : partPath.split('/').slice(0, -1);
  for (const seg of target.replace(/^\//, '').split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

const relsPathOf = (partPath: string) => {
  const i = partPath.lastIndexOf('/');
  return `${partPath.slice(0, i + 1)}_rels/${partPath.slice(i + 1)}.rels`;
};

const xmlAttr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return m ? decodeXmlAttr(m[2] ?? m[3] ?? '') : undefined;
};
const decodeXmlAttr = (v: string) =>
  v.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#[0-9]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()]!;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/**
 * A relationships part's internal targets by id. Relationships parts are flat lists of one
 * element; a scan of their start tags is enough (the slides themselves go through saxes).
 */
function parseRels(xml: string, partPath: string): Map<string, string> {
  const rels = new Map<string, string>();
  for (const m of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = xmlAttr(m[0], 'Id');
    const target = xmlAttr(m[0], 'Target');
    if (!id || !target || xmlAttr(m[0], 'TargetMode') === 'External') continue;
    rels.set(id, resolveTarget(partPath, target));
  }
  return rels;
}

/** The slides' relationship ids in presentation order (p:sldIdLst). */
function slideIdsInOrder(xml: string): string[] {
  const list = /<(?:\w+:)?sldIdLst\b[^>]*>([\s\S]*?)<\/(?:\w+:)?sldIdLst>/.exec(xml);
  if (!list) return [];
  const ids: string[] = [];
  for (const m of list[1]!.matchAll(/<(?:\w+:)?sldId\b[^>]*>/g)) {
    const rid = /\s(?:\w+:)?id\s*=\s*"([^"]*)"/g;
    // The relationship id is the namespaced r:id, the numeric id is plain `id`.
    let found: string | undefined;
    for (const a of m[0].matchAll(rid)) if (/\w+:id/.test(a[0])) found = decodeXmlAttr(a[1]!);
    if (found) ids.push(found);
  }
  return ids;
}

export async function readPptx(bytes: Uint8Array, options: { signal?: AbortSignal; limits?: PptxLimits } = {}): Promise<ReadDocument> {
  if (isCompoundFile(bytes)) refuseCompoundFile(bytes);
  if (!(bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b)) throw new DocumentReadError('unsupported', 'not a zip');
  const names = await checkDocumentZip(bytes);
  if (!names.has('ppt/presentation.xml')) throw new DocumentReadError('corrupt', 'no ppt/presentation.xml');
  const maxSlides = options.limits?.maxSlides ?? MAX_SLIDES;

  let zip: ZipFile;
  try {
    zip = await openZipBuffer(bytes);
  } catch (err) {
    throw new DocumentReadError('corrupt', `zip: ${(err as Error).message}`);
  }
  try {
    let entries: Map<string, Entry>;
    try {
      entries = await entryIndex(zip, MAX_DOCUMENT_ENTRIES);
    } catch (err) {
      throw new DocumentReadError('too_large', (err as Error).message);
    }
    const read = async (path: string, max: number): Promise<Buffer | undefined> => {
      const entry = entries.get(path);
      if (!entry) return undefined;
      let data: Buffer | 'too_large';
      try {
        data = await readEntry(zip, entry, max);
      } catch (err) {
        throw new DocumentReadError('corrupt', `${path}: ${(err as Error).message}`);
      }
      if (data === 'too_large') throw new DocumentReadError('too_large', `${path} is over ${max} bytes`);
      return data;
    };
    const readXml = async (path: string) => (await read(path, MAX_PART_BYTES))?.toString('utf8');

    const presentation = await readXml('ppt/presentation.xml');
    const presentationRels = parseRels((await readXml(relsPathOf('ppt/presentation.xml'))) ?? '', 'ppt/presentation.xml');
    const slidePaths = [...new Set(slideIdsInOrder(presentation ?? '').flatMap((id) => presentationRels.get(id) ?? []))].filter((p) => entries.has(p));
    if (slidePaths.length > maxSlides) throw new DocumentReadError('too_large', `${slidePaths.length} slides, more than ${maxSlides}`);

    const text = new TextBudget(options.limits?.maxTextChars);
    const images = new ImageBudget();
    const pages: DocumentPage[] = [];
    for (const path of slidePaths) {
      options.signal?.throwIfAborted();
      const slide = parseSlide((await readXml(path)) ?? '', text);
      const rels = slide.blocks.some((b) => b.kind === 'picture') ? parseRels((await readXml(relsPathOf(path))) ?? '', path) : new Map<string, string>();
      const blocks: Block[] = [];
      for (const block of slide.blocks) {
        if (block.kind !== 'picture') {
          blocks.push(block);
          continue;
        }
        const target = rels.get(block.rId);
        const data = target ? await read(target, MAX_IMAGE_PART_BYTES) : undefined;
        const image = data ? keptImage(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), images, block.alt) : undefined;
        if (image) blocks.push({ kind: 'image', image });
      }
      pages.push({ ...(slide.title !== undefined ? { title: slide.title } : {}), blocks });
    }
    return { kind: 'pptx', pages };
  } finally {
    zip.close();
  }
}
