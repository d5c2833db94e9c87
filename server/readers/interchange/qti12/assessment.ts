// A QTI 1.2 `questestinterop` (a Canvas quiz, a Common Cartridge assessment or question bank,
// another tool's QTI 1.2 file) read into questions and skipped items. Its items are read in
// document order wherever they sit: in an `assessment`'s sections, in an `objectbank`, or
// directly. A Canvas question group (a section with `selection_ordering`: "pick 2 of these 5")
// gives all of its questions, since Pena has no draw; a group that only draws from a question
// bank the file does not hold is listed as skipped, so nothing leaves unsaid.
//
// One context serves every file of a package: a question already read from another file (a
// cartridge's quiz and the question bank it draws from; Canvas names the bank's question in
// `assessment_question_identifierref`) is read once. Within one file every item is read.
import { type InterchangeQuestion, InterchangeReadError, type SkippedInterchangeItem } from '../model.ts';
import { MediaCollector } from '../media.ts';
import type { InterchangePackage } from '../package.ts';
import { type Element, attr, childElements, descendants, firstDescendant, localName, textOf } from '../xml.ts';
import { ItemSkip } from './html.ts';
import { type ItemScope, metadataOf, readItem } from './item.ts';

export interface Qti12Context {
  questions: InterchangeQuestion[];
  skipped: SkippedInterchangeItem[];
  media: MediaCollector;
  /** The package media come from, or null for a lone XML file. */
  pkg: InterchangePackage | null;
  /** Item idents and bank references of the files read before this one. */
  seen: Set<string>;
  /** True when the package holds the question bank of this identifier (a group drawing from it). */
  hasBank: (ref: string) => boolean;
}

export interface Qti12FileInfo {
  /** The file's path in the package ('' for a lone file). */
  path: string;
  /** The quiz's title from Canvas's assessment_meta.xml, over the assessment's own. */
  title?: string | null;
  /** The quiz shuffles its choices (assessment_meta.xml). */
  shuffle?: boolean;
}

export function createQti12Context(pkg: InterchangePackage | null, hasBank: (ref: string) => boolean = () => false): Qti12Context {
  return { questions: [], skipped: [], media: new MediaCollector(), pkg, seen: new Set(), hasBank };
}

/** The references by which an item is the same question as one read before. */
function identitiesOf(item: Element): string[] {
  const meta = metadataOf(childElements(item, 'itemmetadata')[0] ?? item);
  return [attr(item, 'ident') ?? '', meta.get('assessment_question_identifierref') ?? ''].filter((s) => s !== '');
}

const nameOf = (el: Element, fallback: string) => attr(el, 'title')?.trim() || attr(el, 'ident')?.trim() || fallback;

/** A group drawing from a question bank the package does not hold, with no questions of its own. */
function bankOnlyGroup(section: Element, ctx: Qti12Context): boolean {
  if (descendants(section, 'item').length > 0) return false;
  const ref = firstDescendant(section, 'sourcebank_ref');
  return ref !== undefined && !ctx.hasBank(textOf(ref).trim());
}

/** Reads the questions of `root` (a `questestinterop`) into `ctx`. */
export async function readQti12Assessment(root: Element, ctx: Qti12Context, info: Qti12FileInfo = { path: '' }): Promise<void> {
  const source = { pkg: ctx.pkg, from: info.path, media: ctx.media };
  const read = new Set<string>();
  let count = 0;

  const readOne = async (item: Element, scope: ItemScope) => {
    count += 1;
    const ids = identitiesOf(item);
    if (ids.some((id) => ctx.seen.has(id))) return;
    for (const id of ids) read.add(id);
    const name = nameOf(item, `item ${count}`);
    try {
      const document = await readItem(item, source, scope);
      ctx.questions.push({ item: name, document, passage_key: null });
    } catch (error) {
      // One odd item never costs the file: what is not a known skip nor a refusal of the whole
      // file (a path leaving the package, a file too large) is a damaged item.
      if (error instanceof InterchangeReadError) throw error;
      if (error instanceof ItemSkip) ctx.skipped.push({ item: name, reason: error.reason, detail: error.detail });
      else ctx.skipped.push({ item: name, reason: 'damaged_item', detail: '' });
    }
  };

  const walk = async (el: Element, scope: ItemScope): Promise<void> => {
    for (const child of childElements(el)) {
      switch (localName(child)) {
        case 'item':
          await readOne(child, scope);
          break;
        case 'section': {
          if (bankOnlyGroup(child, ctx)) ctx.skipped.push({ item: nameOf(child, 'section'), reason: 'damaged_item', detail: 'sourcebank_ref' });
          await walk(child, scope);
          break;
        }
        case 'assessment':
          await walk(child, { ...scope, quizTitle: info.title || attr(child, 'title')?.trim() || scope.quizTitle });
          break;
        case 'objectbank': {
          const meta = metadataOf(childElements(child, 'qtimetadata')[0] ?? child);
          await walk(child, { ...scope, quizTitle: info.title || meta.get('bank_title') || attr(child, 'title')?.trim() || scope.quizTitle });
          break;
        }
        default:
          break;
      }
    }
  };

  await walk(root, { quizTitle: info.title ?? null, shuffle: info.shuffle ?? false });
  for (const id of read) ctx.seen.add(id);
}
