// The rules an IMS package must keep, checked on an unzipped QTI or Common Cartridge file the
// way an importer would read it: every XML file well-formed, every manifest href a file of the
// zip, every file of the zip listed, identifiers unique NCNames, and inside QTI items: each
// interaction's response declared, each correct response naming choices that exist, SCORE
// declared; inside CC QTI 1.2: each condition naming a declared response and its labels.
// Returns the problems found ([] for a good package).
import { type Element, attr, descendants, localName, parseXml, textOf } from '../../../readers/interchange/xml.ts';

/** QTI 3's `qti-choice-interaction` read as QTI 2.1's `choiceInteraction`. */
const qtiName = (el: Element) => localName(el).replace(/^qti-/, '').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
const qtiAttr = (el: Element, name: string) => attr(el, name) ?? attr(el, name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const all = (root: Element, name: string): Element[] => {
  const out: Element[] = [];
  const walk = (el: Element) => {
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      if (qtiName(c as Element) === name) out.push(c as Element);
      walk(c as Element);
    }
  };
  walk(root);
  return out;
};

const NCNAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;
const INTERACTIONS = ['choiceInteraction', 'textEntryInteraction', 'orderInteraction', 'matchInteraction', 'inlineChoiceInteraction'];
const CHOICES = ['simpleChoice', 'simpleAssociableChoice', 'inlineChoice'];

export function qtiItemProblems(name: string, root: Element): string[] {
  const problems: string[] = [];
  const declarations = new Map(all(root, 'responseDeclaration').map((d) => [attr(d, 'identifier')!, d]));
  const choices = new Set(CHOICES.flatMap((c) => all(root, c).map((e) => attr(e, 'identifier')!)));
  for (const interaction of INTERACTIONS.flatMap((i) => all(root, i))) {
    const id = qtiAttr(interaction, 'responseIdentifier');
    if (!id || !declarations.has(id)) problems.push(`${name}: ${qtiName(interaction)} answers undeclared ${id}`);
  }
  for (const [id, d] of declarations) {
    const baseType = qtiAttr(d, 'baseType');
    for (const value of all(d, 'correctResponse').flatMap((c) => all(c, 'value'))) {
      const v = textOf(value).trim();
      const named = baseType === 'identifier' ? [v] : baseType === 'directedPair' ? v.split(/\s+/) : [];
      for (const n of named) if (!choices.has(n)) problems.push(`${name}: ${id} correct response names no choice ${n}`);
    }
  }
  if (!all(root, 'outcomeDeclaration').some((o) => attr(o, 'identifier') === 'SCORE')) problems.push(`${name}: SCORE undeclared`);
  return problems;
}

export function ccAssessmentProblems(name: string, root: Element): string[] {
  const problems: string[] = [];
  for (const item of descendants(root, 'item')) {
    const responses = new Map([...descendants(item, 'response_lid'), ...descendants(item, 'response_str')].map((r) => [attr(r, 'ident')!, r]));
    for (const eq of descendants(item, 'varequal')) {
      const response = responses.get(attr(eq, 'respident') ?? '');
      if (!response) problems.push(`${name}: ${attr(item, 'ident')} condition on undeclared ${attr(eq, 'respident')}`);
      else if (localName(response) === 'response_lid' && !descendants(response, 'response_label').some((l) => attr(l, 'ident') === textOf(eq).trim())) {
        problems.push(`${name}: ${attr(item, 'ident')} condition names no label ${textOf(eq)}`);
      }
    }
    const profile = descendants(item, 'fieldentry').map(textOf);
    if (!profile.some((p) => p.startsWith('cc.'))) problems.push(`${name}: ${attr(item, 'ident')} has no CC profile`);
  }
  return problems;
}

/** Every problem of the package's files (path → bytes). */
export function packageProblems(files: Record<string, Uint8Array>): string[] {
  const problems: string[] = [];
  const xml = new Map<string, Element>();
  for (const [path, bytes] of Object.entries(files)) {
    if (!path.endsWith('.xml')) continue;
    try {
      xml.set(path, parseXml(Buffer.from(bytes).toString('utf8')));
    } catch (e) {
      problems.push(`${path}: not well-formed (${(e as Error).message})`);
    }
  }
  const manifest = xml.get('imsmanifest.xml');
  if (!manifest) return [...problems, 'no imsmanifest.xml'];
  const referenced = new Set(['imsmanifest.xml']);
  for (const el of [...descendants(manifest, 'resource'), ...descendants(manifest, 'file')]) {
    const href = attr(el, 'href');
    if (href === undefined) continue;
    referenced.add(href);
    if (!(href in files)) problems.push(`manifest names missing ${href}`);
  }
  for (const path of Object.keys(files)) if (!referenced.has(path)) problems.push(`${path} is in no resource`);
  const ids = [...descendants(manifest, 'resource'), ...descendants(manifest, 'item'), ...descendants(manifest, 'organization')].map((e) => attr(e, 'identifier') ?? '');
  ids.push(attr(manifest, 'identifier') ?? '');
  const seen = new Set<string>();
  for (const id of ids) {
    if (!NCNAME.test(id)) problems.push(`identifier not an NCName: "${id}"`);
    if (seen.has(id)) problems.push(`identifier twice: ${id}`);
    seen.add(id);
  }
  const resourceIds = new Set(descendants(manifest, 'resource').map((r) => attr(r, 'identifier')));
  for (const ref of [...descendants(manifest, 'dependency'), ...descendants(manifest, 'item')].map((e) => attr(e, 'identifierref')).filter((r) => r !== undefined)) {
    if (!resourceIds.has(ref)) problems.push(`reference to no resource: ${ref}`);
  }
  for (const [path, root] of xml) {
    if (qtiName(root) === 'assessmentItem') problems.push(...qtiItemProblems(path, root));
    if (localName(root) === 'questestinterop') problems.push(...ccAssessmentProblems(path, root));
  }
  return problems;
}
