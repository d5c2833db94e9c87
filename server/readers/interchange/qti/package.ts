// QTI files as a whole: a lone item file, or an IMS content package whose manifest lists
// items (`imsqti_item_xmlv2p1`, `…v2p2`, `…v3p0`) and tests. A test gives the items' order
// (its assessmentItemRefs); items the manifest lists beyond the test follow in manifest order.
// The package's structure failing (a test it names is missing or malformed, a path leaving it)
// refuses the file; one item failing (missing, malformed, a picture it lacks) skips that item.
import { INTERCHANGE_MAX_ITEMS, INTERCHANGE_MAX_QUESTIONS, type InterchangeFormat } from '../../../../domain/schemas/interchange.ts';
import { MediaCollector } from '../media.ts';
import { type InterchangeRead, InterchangeReadError, type InterchangeReadOptions } from '../model.ts';
import type { InterchangePackage } from '../package.ts';
import { type Element, attr, childElements, descendants, firstChild, localName } from '../xml.ts';
import { isQtiItemRoot, readQtiItem } from './item.ts';
import { normaliseQtiNames } from './names.ts';

const ITEM_TYPE = /^imsqti_item_xmlv(2p1|2p2|3p0)$/;
const TEST_TYPE = /^imsqti_test_xmlv(2p1|2p2|3p0)$/;

/** A lone item file: QTI 3 when its root is spelled `qti-assessment-item`. */
export async function readQtiFile(root: Element, _options: InterchangeReadOptions): Promise<InterchangeRead> {
  const format: InterchangeFormat = localName(root) === 'qti-assessment-item' ? 'qti3' : 'qti21';
  if (!isQtiItemRoot(root)) throw new InterchangeReadError('unsupported_format', `a lone <${localName(root)}>: upload the package holding its items`);
  const media = new MediaCollector();
  const outcome = await readQtiItem(root, { media, pkg: null, itemPath: null });
  return {
    format,
    questions: 'question' in outcome ? [outcome.question] : [],
    passages: [],
    skipped: 'skipped' in outcome ? [outcome.skipped] : [],
    media: media.media,
  };
}

interface ItemEntry {
  /** The item's path in the package, or null for an address elsewhere. */
  path: string | null;
  /** What to call it until its own title is read. */
  name: string;
}

/** A resource's file: `href` (or its first file's), under any `xml:base`, as a package path. */
function resourcePath(pkg: InterchangePackage, manifestPath: string, resources: Element, resource: Element): string | null {
  const href = attr(resource, 'href') ?? attr(firstChild(resource, 'file') ?? resource, 'href') ?? '';
  if (href.trim() === '') return null;
  const base = `${attr(resources, 'base') ?? ''}${attr(resource, 'base') ?? ''}`;
  return pkg.resolve(manifestPath, `${base}${href.trim()}`);
}

/** The item paths a test refers to, in its order. */
async function testItems(pkg: InterchangePackage, testPath: string): Promise<string[]> {
  if (!pkg.has(testPath)) throw new InterchangeReadError('damaged_file', `the manifest names ${testPath}, which the package lacks`);
  let test: Element;
  try {
    test = await pkg.readXml(testPath);
  } catch (error) {
    if (error instanceof InterchangeReadError && error.code === 'damaged_file') throw new InterchangeReadError('damaged_file', `${testPath}: ${error.message}`);
    throw error;
  }
  normaliseQtiNames(test);
  return descendants(test, 'assessmentItemRef').flatMap((ref) => {
    const path = pkg.resolve(testPath, (attr(ref, 'href') ?? '').trim());
    return path === null ? [] : [path];
  });
}

/** The items to read, in order: the tests' first, then the manifest's other items. */
async function itemEntries(pkg: InterchangePackage, manifestPath: string, manifest: Element): Promise<{ entries: ItemEntry[]; qti3: boolean }> {
  const resources = firstChild(manifest, 'resources');
  if (localName(manifest) !== 'manifest' || !resources) throw new InterchangeReadError('damaged_file', 'the manifest lists no resources');
  const items: ItemEntry[] = [];
  const fromTests: string[] = [];
  let qti3 = false;
  for (const resource of childElements(resources, 'resource')) {
    const type = (attr(resource, 'type') ?? '').trim();
    if (!ITEM_TYPE.test(type) && !TEST_TYPE.test(type)) continue;
    if (type.endsWith('v3p0')) qti3 = true;
    const path = resourcePath(pkg, manifestPath, resources, resource);
    if (TEST_TYPE.test(type)) {
      if (path === null) throw new InterchangeReadError('damaged_file', 'a test outside the package');
      fromTests.push(...(await testItems(pkg, path)));
    } else {
      items.push({ path, name: (attr(resource, 'identifier') ?? '').trim() || (attr(resource, 'href') ?? '') });
    }
  }
  const named = new Map(items.flatMap((e) => (e.path === null ? [] : [[e.path, e.name] as const])));
  const ordered = [...new Set(fromTests)].map((path) => ({ path, name: named.get(path) ?? path }));
  const seen = new Set(fromTests);
  const entries = [...ordered, ...items.filter((e) => e.path === null || !seen.has(e.path))];
  if (entries.length > INTERCHANGE_MAX_ITEMS) throw new InterchangeReadError('file_too_large', `${entries.length} items`);
  return { entries, qti3 };
}

/** An item file's root, or why it cannot be read (a path leaving the package, or a file too large, refuses the whole package). */
async function itemRoot(pkg: InterchangePackage, path: string): Promise<Element | string> {
  if (!pkg.has(path)) return `missing ${path}`;
  try {
    return await pkg.readXml(path);
  } catch (error) {
    if (error instanceof InterchangeReadError && (error.code === 'damaged_file' || error.code === 'not_utf8')) return `${path}: ${error.message}`;
    throw error;
  }
}

/** An IMS content package of QTI items (and tests), its manifest already read. */
export async function readQtiPackage(pkg: InterchangePackage, manifestPath: string, manifest: Element, _options: InterchangeReadOptions): Promise<InterchangeRead> {
  const { entries, qti3 } = await itemEntries(pkg, manifestPath, manifest);
  const media = new MediaCollector();
  const read: InterchangeRead = { format: qti3 ? 'qti3' : 'qti21', questions: [], passages: [], skipped: [], media: media.media };
  for (const entry of entries) {
    if (entry.path === null) {
      read.skipped.push({ item: entry.name, reason: 'damaged_item', detail: 'an item outside the package' });
      continue;
    }
    if (read.questions.length >= INTERCHANGE_MAX_QUESTIONS) {
      read.skipped.push({ item: entry.name, reason: 'over_limit', detail: '' });
      continue;
    }
    const root = await itemRoot(pkg, entry.path);
    if (typeof root === 'string') {
      read.skipped.push({ item: entry.name, reason: 'damaged_item', detail: root });
      continue;
    }
    const outcome = await readQtiItem(root, { media, pkg, itemPath: entry.path }, entry.name);
    if ('question' in outcome) read.questions.push(outcome.question);
    else read.skipped.push(outcome.skipped);
  }
  return read;
}
