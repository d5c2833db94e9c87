// A QTI 1.2 quiz package: Canvas's quiz export (a zip of `imsmanifest.xml`, one folder per quiz
// holding its QTI file and `assessment_meta.xml`, and the pictures under `web_resources/`) or
// another tool's QTI 1.2 content package. Each resource of type `imsqti_xmlv1p2` is an
// assessment, read with the title and shuffle of the Canvas metadata beside it.
import { posix } from 'node:path';
import { InterchangeReadError, type InterchangeRead, type InterchangeReadOptions } from '../model.ts';
import type { InterchangePackage } from '../package.ts';
import { type Element, firstDescendant, localName, textOf } from '../xml.ts';
import { type Qti12Context, createQti12Context, readQti12Assessment } from './assessment.ts';
import { type ManifestResource, manifestResources } from './manifest.ts';

const META_FILE = 'assessment_meta.xml';

/** The QTI file of a resource: its href, else its first XML file other than Canvas's metadata. */
export function qtiFileOf(resource: ManifestResource): string | null {
  const candidates = [resource.href, ...resource.files].filter((p): p is string => p !== null);
  return candidates.find((p) => /\.(xml|qti)$/i.test(p) && posix.basename(p) !== META_FILE) ?? null;
}

interface QuizMeta {
  title: string | null;
  shuffle: boolean;
}

/** Canvas's `assessment_meta.xml` at `path`, if the package has a readable one. */
async function quizMeta(pkg: InterchangePackage, path: string | null): Promise<QuizMeta> {
  if (path === null || !pkg.has(path)) return { title: null, shuffle: false };
  let root: Element;
  try {
    root = await pkg.readXml(path);
  } catch (error) {
    // The metadata only names and orders the quiz; its questions are read without it.
    if (error instanceof InterchangeReadError && error.code !== 'unsafe_file') return { title: null, shuffle: false };
    throw error;
  }
  const title = firstDescendant(root, 'title');
  const shuffle = firstDescendant(root, 'shuffle_answers');
  return { title: title ? textOf(title).trim() || null : null, shuffle: shuffle ? textOf(shuffle).trim().toLowerCase() === 'true' : false };
}

/** Reads the QTI 1.2 file at `path` into `ctx`, with the Canvas metadata at `metaPath` (default: beside it). */
export async function readQti12Resource(pkg: InterchangePackage, path: string, ctx: Qti12Context, metaPath?: string | null): Promise<void> {
  const root = await pkg.readXml(path);
  if (localName(root) !== 'questestinterop') throw new InterchangeReadError('damaged_file', `${path} is not QTI 1.2`);
  const meta = await quizMeta(pkg, metaPath === undefined ? posix.join(posix.dirname(path), META_FILE) : metaPath);
  await readQti12Assessment(root, ctx, { path, title: meta.title, shuffle: meta.shuffle });
}

/** A QTI 1.2 quiz package's questions (format 'qti12'). */
export async function readQti12Package(pkg: InterchangePackage, manifestPath: string, manifest: Element, _options: InterchangeReadOptions): Promise<InterchangeRead> {
  const resources = manifestResources(pkg, manifestPath, manifest);
  const ctx = createQti12Context(pkg);
  for (const resource of resources) {
    if (resource.type !== 'imsqti_xmlv1p2') continue;
    const path = qtiFileOf(resource);
    if (path === null) throw new InterchangeReadError('damaged_file', `resource ${resource.identifier} names no QTI file`);
    await readQti12Resource(pkg, path, ctx);
  }
  return { format: 'qti12', questions: ctx.questions, passages: [], skipped: ctx.skipped, media: ctx.media.media };
}
