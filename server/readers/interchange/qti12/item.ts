// One QTI 1.2 `item` as a Pena question document, or the reason it cannot be one (ItemSkip).
// The item's kind comes from Canvas's `question_type` metadata, else from the Common Cartridge
// profile (`cc_profile`: cc.multiple_choice.v0p1 …), else from its one response's shape. The
// parts are built by parts.ts; this file adds the stem, the feedback, the points and the
// media, and refuses an item past Pena's limits or with nothing to ask.
import { MAX_ANSWERS } from '../../../../domain/rules/answers.ts';
import { MAX_PREMISES, MAX_RESPONSES } from '../../../../domain/rules/questionRules.ts';
import { isBlankRichText } from '../../../../domain/rules/text.ts';
import { NAME_MAX } from '../../../../domain/schemas/courses.ts';
import { MAX_CATEGORIES, MAX_GROUPS, type QuestionDocumentInput } from '../../../../domain/schemas/questions.ts';
import { type Element, childElements, descendants, firstDescendant, localName, textOf } from '../xml.ts';
import { feedbackOf, noteSections } from './feedback.ts';
import { ItemSkip, type MediaSource, flowHtml, materialHtml, rewriteFields } from './html.ts';
import { type BuiltParts, type PartKind, buildParts } from './parts.ts';
import { conditionsOf } from './processing.ts';

/** What the assessment around an item gives it. */
export interface ItemScope {
  /** The quiz's or bank's title, kept as the question's quiz title. */
  quizTitle: string | null;
  /** The quiz shuffles its choices. */
  shuffle: boolean;
}

/** Canvas's question types Pena carries, and how each is read. */
const CANVAS_KINDS: Record<string, PartKind> = {
  multiple_choice_question: 'choice',
  true_false_question: 'true_false',
  multiple_answers_question: 'choice',
  short_answer_question: 'text',
  fill_in_multiple_blanks_question: 'blanks',
  multiple_dropdowns_question: 'dropdowns',
  matching_question: 'matching',
  numerical_question: 'numeric',
};

/** Common Cartridge profiles (`cc.<name>.v0p1`) Pena carries. */
const CC_KINDS: Record<string, PartKind> = {
  multiple_choice: 'choice',
  multiple_response: 'choice',
  true_false: 'true_false',
  fib: 'text',
  pattern_match: 'text',
};

/** `fieldlabel` → `fieldentry` of the item's metadata (the first of each label). */
export function metadataOf(el: Element): Map<string, string> {
  const out = new Map<string, string>();
  for (const field of descendants(el, 'qtimetadatafield')) {
    const label = firstDescendant(field, 'fieldlabel');
    const entry = firstDescendant(field, 'fieldentry');
    if (!label || !entry) continue;
    const key = textOf(label).trim();
    if (!out.has(key)) out.set(key, textOf(entry).trim());
  }
  return out;
}

/** The item's kind and the source's word for it; ItemSkip when Pena has no counterpart. */
function kindOf(meta: Map<string, string>, presentation: Element): { kind: PartKind; word: string } {
  const canvas = meta.get('question_type');
  if (canvas) {
    const kind = CANVAS_KINDS[canvas];
    if (!kind) throw new ItemSkip('unsupported_type', canvas);
    return { kind, word: canvas };
  }
  const profile = meta.get('cc_profile');
  if (profile) {
    const name = /^cc\.([a-z_]+)\.v\d+p\d+$/i.exec(profile)?.[1]?.toLowerCase() ?? '';
    const kind = CC_KINDS[name];
    if (!kind) throw new ItemSkip('unsupported_type', profile);
    return { kind, word: profile };
  }
  const responses = descendants(presentation, 'response_lid').concat(descendants(presentation, 'response_str'), descendants(presentation, 'response_num'));
  const others = ['response_grp', 'response_xy', 'response_extension'].find((n) => descendants(presentation, n).length > 0);
  if (others) throw new ItemSkip('unsupported_type', others);
  if (responses.length === 0) throw new ItemSkip('unsupported_type', '');
  if (responses.length > 1) throw new ItemSkip('mixed_parts', responses.map(localName).join(' '));
  const word = localName(responses[0]!);
  return { kind: word === 'response_lid' ? 'choice' : 'text', word };
}

const LIMITS = [
  ['answers', MAX_ANSWERS],
  ['categories', MAX_CATEGORIES],
  ['groups', MAX_GROUPS],
  ['premises', MAX_PREMISES],
  ['responses', MAX_RESPONSES],
] as const;

function checkLimits(parts: BuiltParts, word: string): void {
  for (const [list, max] of LIMITS) if ((parts.doc[list]?.length ?? 0) > max) throw new ItemSkip('too_many_parts', word);
}

function pointsOf(meta: Map<string, string>): number | null {
  const text = meta.get('points_possible');
  if (text === undefined || text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The item as a question document; throws ItemSkip when it cannot be carried. */
export async function readItem(item: Element, source: MediaSource, scope: ItemScope): Promise<QuestionDocumentInput> {
  const meta = metadataOf(childElements(item, 'itemmetadata')[0] ?? item);
  const presentation = firstDescendant(item, 'presentation');
  if (!presentation) throw new ItemSkip('damaged_item', 'presentation');
  const { kind, word } = kindOf(meta, presentation);
  if (descendants(presentation, 'material').every((m) => isBlankRichText(materialHtml(m)))) throw new ItemSkip('empty_item', word);
  const conditions = conditionsOf(item);
  const built = buildParts(kind, word, presentation, conditions, flowHtml(presentation));
  checkLimits(built, word);
  const { doc } = built;
  const partCount = (doc.answers?.length ?? 0) + (doc.premises?.length ?? 0);
  if (isBlankRichText(built.stem) && partCount === 0) throw new ItemSkip('empty_item', word);
  const feedback = feedbackOf(item, conditions, built.labelOf);

  // Every HTML field of the item, rewritten together (its media found before any is loaded).
  const answers = doc.answers ?? [];
  const premises = doc.premises ?? [];
  const responses = doc.responses ?? [];
  const fields = [built.stem, ...answers.map((a) => a.content ?? ''), ...premises.map((p) => p.content ?? ''), ...responses.map((r) => r.content ?? ''), ...feedback.explanation, ...feedback.hint];
  const html = await rewriteFields(fields, source);
  let at = 1;
  const next = () => html[at++]!;
  const title = scope.quizTitle?.trim().slice(0, NAME_MAX) || null;
  const shuffles = kind === 'choice' || kind === 'true_false' || kind === 'dropdowns';
  return {
    ...doc,
    content_html: html[0]!,
    answers: answers.map((a) => ({ ...a, content: next() })),
    premises: premises.map((p) => ({ ...p, content: next() })),
    responses: responses.map((r) => ({ ...r, content: next() })),
    explanation: noteSections(feedback.explanation.map(() => next())),
    hint: noteSections(feedback.hint.map(() => next())),
    points: pointsOf(meta),
    quiz_title: title,
    shuffle_answers: shuffles && (scope.shuffle || built.shuffle),
  };
}
