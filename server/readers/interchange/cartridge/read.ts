// An IMS Common Cartridge's questions: its assessments and question banks, read as QTI 1.2.
// Only questions are taken; the course around them (web pages, discussions, links, LTI tools,
// the organization's modules) is not imported. Decisions:
// - Assessments (`imsqti_xmlv1p2/imscc_xmlv1pN/assessment`) come first, in the order the
//   organization names them, then the others in the manifest's order; then question banks
//   (`…/question-bank`); then Canvas's own quiz and bank files no assessment used.
// - Canvas exports each quiz twice: in the cartridge's QTI profile, and whole in its own QTI
//   (`non_cc_assessments/<id>.xml.qti`, named by the assessment's metadata resource), which
//   keeps the types the profile cannot (matching, numerical, dropdowns …). The Canvas file is
//   read instead of the profile's when the package has it.
// - A question read once (a quiz's question and the bank question it was drawn from) is not
//   read again (assessment.ts).
// - Every href of the manifest must stay in the package: one that leaves it refuses the file.
import { posix } from 'node:path';
import type { InterchangeRead, InterchangeReadOptions } from '../model.ts';
import type { InterchangePackage } from '../package.ts';
import { type Element, attr, descendants } from '../xml.ts';
import { type ManifestResource, createQti12Context, manifestResources, qtiFileOf, readQti12Resource } from '../qti12/index.ts';

const ASSESSMENT = /^imsqti_xmlv1p2\/imscc_xmlv1p\d\/assessment$/;
const QUESTION_BANK = /^imsqti_xmlv1p2\/imscc_xmlv1p\d\/question-bank$/;
const CANVAS_QTI = /(^|\/)non_cc_assessments\/[^/]+\.qti$/i;
const META_FILE = 'assessment_meta.xml';

/** Resources in the order the organization names them, then the rest in the manifest's order. */
function inOrganizationOrder(manifest: Element, resources: ManifestResource[]): ManifestResource[] {
  const rank = new Map<string, number>();
  for (const item of descendants(manifest, 'item')) {
    const ref = attr(item, 'identifierref');
    if (ref && !rank.has(ref)) rank.set(ref, rank.size);
  }
  return resources
    .map((resource, index) => ({ resource, key: rank.get(resource.identifier) ?? rank.size + index }))
    .sort((a, b) => a.key - b.key)
    .map((r) => r.resource);
}

/** The files of a resource and of the resources it depends on. */
function filesWithDependencies(resource: ManifestResource, byId: Map<string, ManifestResource>): string[] {
  const deps = resource.dependencies.flatMap((id) => {
    const dep = byId.get(id);
    return dep ? [dep.href, ...dep.files] : [];
  });
  return [resource.href, ...resource.files, ...deps].filter((p): p is string => p !== null);
}

/** Canvas's own QTI file of an assessment, if the package has it. */
function canvasFileOf(resource: ManifestResource, files: string[], pkg: InterchangePackage): string | null {
  const named = files.find((p) => CANVAS_QTI.test(p) && pkg.has(p));
  if (named) return named;
  const conventional = `non_cc_assessments/${resource.identifier}.xml.qti`;
  return pkg.has(conventional) ? conventional : null;
}

export async function readCartridge(pkg: InterchangePackage, manifestPath: string, manifest: Element, _options: InterchangeReadOptions): Promise<InterchangeRead> {
  const resources = manifestResources(pkg, manifestPath, manifest);
  const byId = new Map(resources.map((r) => [r.identifier, r]));
  const canvasFiles = [...new Set(resources.flatMap((r) => [r.href, ...r.files]).filter((p): p is string => p !== null && CANVAS_QTI.test(p) && pkg.has(p)))];
  const bankNames = new Set(resources.filter((r) => QUESTION_BANK.test(r.type)).map((r) => r.identifier));
  const hasBank = (ref: string) => bankNames.has(ref) || canvasFiles.some((p) => posix.basename(p).startsWith(`${ref}.`));
  const ctx = createQti12Context(pkg, hasBank);
  const done = new Set<string>();

  for (const resource of inOrganizationOrder(manifest, resources.filter((r) => ASSESSMENT.test(r.type)))) {
    const files = filesWithDependencies(resource, byId);
    const meta = files.find((p) => posix.basename(p) === META_FILE) ?? null;
    const canvas = canvasFileOf(resource, files, pkg);
    const path = canvas ?? qtiFileOf(resource);
    if (path === null || done.has(path)) continue;
    done.add(path);
    await readQti12Resource(pkg, path, ctx, canvas ? meta : undefined);
  }
  for (const resource of resources.filter((r) => QUESTION_BANK.test(r.type))) {
    const path = qtiFileOf(resource);
    if (path === null || done.has(path)) continue;
    done.add(path);
    await readQti12Resource(pkg, path, ctx);
  }
  for (const path of canvasFiles) {
    if (done.has(path)) continue;
    done.add(path);
    await readQti12Resource(pkg, path, ctx, null);
  }
  return { format: 'common_cartridge', questions: ctx.questions, passages: [], skipped: ctx.skipped, media: ctx.media.media };
}
