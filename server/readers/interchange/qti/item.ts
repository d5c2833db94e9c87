// One QTI 2.x (`assessmentItem`) or QTI 3 (`qti-assessment-item`) item as a Pena question, or
// the reason it is not carried. What can make it skipped is decided before its media are
// stored, so a skipped item leaves no file behind.
import { randomUUID } from 'node:crypto';
import type { QuestionDocumentInput } from '../../../../domain/schemas/questions.ts';
import { replaceMathml } from '../mathml.ts';
import { type InterchangeQuestion, InterchangeReadError, type SkippedInterchangeItem } from '../model.ts';
import { type Element, attr, firstChild, localName } from '../xml.ts';
import { Fragments, MissingFile, type QtiItemContext, convertMedia, joinNotes, takeNotes } from './body.ts';
import { itemPoints, responseDeclarations, usesNumericTolerance } from './declarations.ts';
import { elementsWhere } from './dom.ts';
import { type FoundInteraction, INTERACTIONS, interactionsSkip, mapInteractions } from './interactions.ts';
import { normaliseQtiNames } from './names.ts';

export type { QtiItemContext } from './body.ts';
export type QtiItemOutcome = { question: InterchangeQuestion } | { skipped: SkippedInterchangeItem };

/** The name teachers see for an item: its title, else its identifier, else `fallback`. */
export function itemName(root: Element, fallback = ''): string {
  return (attr(root, 'title') ?? '').trim() || (attr(root, 'identifier') ?? '').trim() || fallback;
}

/** Whether an element is a QTI item's root, in either version's spelling. */
export const isQtiItemRoot = (el: Element) => localName(el) === 'assessmentItem' || localName(el) === 'qti-assessment-item';

const note = (html: string): { sections: QuestionDocumentInput['sections'] } =>
  html === '' ? { sections: [] } : { sections: [{ id: randomUUID(), content_html: html, content: '', mime_type: 'text/html', section_content_type: null, media_url: null }] };

/**
 * Reads one item (its root element, changed in place). `fallbackName` names an item with
 * neither title nor identifier (its path in a package). An item that breaks the reading in a
 * way no rule foresaw (a stack exhausted by its shape) is a damaged item, never the file's end;
 * only an InterchangeReadError (a path leaving the package, a file too large) refuses the file.
 */
export async function readQtiItem(root: Element, ctx: QtiItemContext, fallbackName = ''): Promise<QtiItemOutcome> {
  try {
    return await convertItem(root, ctx, fallbackName);
  } catch (error) {
    if (error instanceof InterchangeReadError) throw error;
    return { skipped: { item: itemName(root, fallbackName), reason: 'damaged_item', detail: '' } };
  }
}

async function convertItem(root: Element, ctx: QtiItemContext, fallbackName: string): Promise<QtiItemOutcome> {
  const item = itemName(root, fallbackName);
  const skipped = (reason: SkippedInterchangeItem['reason'], detail: string): QtiItemOutcome => ({ skipped: { item, reason, detail } });
  if (!isQtiItemRoot(root)) return skipped('damaged_item', localName(root));
  normaliseQtiNames(root);
  const body = firstChild(root, 'itemBody');
  if (!body) return skipped('empty_item', '');

  const decls = responseDeclarations(root);
  const found: FoundInteraction[] = elementsWhere(body, (n) => INTERACTIONS.has(n)).map((el) => ({
    el,
    kind: localName(el),
    decl: decls.get(attr(el, 'responseIdentifier') ?? ''),
  }));
  const refused = interactionsSkip(found);
  if (refused) return skipped(refused.reason, refused.detail);
  const used = found.map((x) => x.decl!);
  if (found[0]!.kind === 'textEntryInteraction' && usesNumericTolerance(root, used)) return skipped('numeric_tolerance', 'textEntryInteraction');

  const fragments = new Fragments();
  replaceMathml(root);
  try {
    convertMedia(root, ctx, fragments);
  } catch (error) {
    if (error instanceof MissingFile) return skipped('damaged_item', error.path);
    throw error;
  }
  const notes = takeNotes(root, fragments);
  const mapped = mapInteractions(found, fragments);
  if ('skip' in mapped) return skipped(mapped.skip.reason, mapped.skip.detail);
  const stem = fragments.render(body);

  await fragments.store(ctx.media);
  const x = (html: string) => fragments.expand(html);
  const { parts } = mapped;
  const document: QuestionDocumentInput = {
    ...parts,
    content_html: x(stem),
    explanation: note(x(joinNotes(notes.explanation))),
    hint: note(x(joinNotes(notes.hint))),
    points: itemPoints(root, used),
    answers: parts.answers?.map((a) => ({ ...a, content: x(a.content ?? '') })),
    premises: parts.premises?.map((p) => ({ ...p, content: x(p.content ?? '') })),
    responses: parts.responses?.map((r) => ({ ...r, content: x(r.content ?? '') })),
  };
  return { question: { item, document, passage_key: null } };
}
