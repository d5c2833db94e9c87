// QTI interactions as Pena's question types (the table is in the folder's README.md). Each
// mapper takes the item's interactions of one kind, gives the question's parts and puts what
// the stem shows in each interaction's place: its prompt, or a numbered blank for a gap.
import type { InterchangeSkipReason } from '../../../../domain/schemas/interchange.ts';
import { MAX_CATEGORIES, MAX_GROUPS, type QuestionDocumentInput } from '../../../../domain/schemas/questions.ts';
import { MAX_ANSWERS } from '../../../../domain/rules/answers.ts';
import { MAX_PREMISES, MAX_RESPONSES } from '../../../../domain/rules/questionRules.ts';
import { comparableValue } from '../../../../domain/rules/answerCheck.ts';
import { collapseWhitespace } from '../../../../domain/rules/text.ts';
import { type Element, attr, childElements, firstChild, textOf } from '../xml.ts';
import { type Fragments, hasBlocks } from './body.ts';
import { type ResponseDeclaration, acceptedValues, correctValues } from './declarations.ts';
import { elementsWhere, replaceNode } from './dom.ts';

/** Every QTI 2.x interaction (QTI 3's are renamed to these first). */
export const INTERACTIONS = new Set([
  'choiceInteraction', 'orderInteraction', 'associateInteraction', 'matchInteraction', 'gapMatchInteraction',
  'inlineChoiceInteraction', 'textEntryInteraction', 'extendedTextInteraction', 'hottextInteraction', 'hotspotInteraction',
  'selectPointInteraction', 'graphicOrderInteraction', 'graphicAssociateInteraction', 'graphicGapMatchInteraction',
  'positionObjectInteraction', 'sliderInteraction', 'mediaInteraction', 'uploadInteraction', 'drawingInteraction',
  'customInteraction', 'portableCustomInteraction',
]);

export interface FoundInteraction {
  el: Element;
  kind: string;
  decl: ResponseDeclaration | undefined;
}

type Parts = Omit<QuestionDocumentInput, 'content_html' | 'explanation' | 'hint' | 'points'>;
export type Skip = { reason: InterchangeSkipReason; detail: string };
export type Mapped = { parts: Parts } | { skip: Skip };

const skip = (reason: InterchangeSkipReason, detail: string): Mapped => ({ skip: { reason, detail } });
const tooMany = (count: number, max: number, kind: string): Skip | null => (count > max ? { reason: 'too_many_parts', detail: kind } : null);

/** Sequential part keys: `a1`, `a2`… (QTI identifiers repeat across an item's interactions). */
const keys = (prefix: string) => {
  let n = 0;
  return () => `${prefix}${++n}`;
};

const identifierOf = (el: Element) => attr(el, 'identifier') ?? '';
const shuffled = (el: Element) => attr(el, 'shuffle') === 'true';
const blank = (n: number | null) => (n === null ? '______' : `(${n}) ______`);

/** Puts the interaction's prompt (or nothing) where the interaction stood. */
function promptInPlace(found: FoundInteraction, f: Fragments, label: string | null = null): void {
  const prompt = firstChild(found.el, 'prompt');
  const html = prompt ? f.render(prompt) : '';
  if (html === '' && label === null) return replaceNode(found.el, []);
  const text = label === null ? html : `${label} ${html}`;
  replaceNode(found.el, [f.node(prompt && hasBlocks(prompt.children) ? `<div>${text}</div>` : `<p>${text}</p>`)]);
}

const TRUE_WORDS = new Set(['true', 'benar']);
const FALSE_WORDS = new Set(['false', 'salah']);

/** For two choices reading True/False (or Benar/Salah): which is True. */
function trueFalse(choices: Element[]): [Element, Element] | null {
  if (choices.length !== 2) return null;
  const words = choices.map((c) => collapseWhitespace(textOf(c)).toLowerCase().replace(/[.!]$/, ''));
  if (TRUE_WORDS.has(words[0]!) && FALSE_WORDS.has(words[1]!)) return [choices[0]!, choices[1]!];
  if (FALSE_WORDS.has(words[0]!) && TRUE_WORDS.has(words[1]!)) return [choices[1]!, choices[0]!];
  return null;
}

function choice([found]: FoundInteraction[], f: Fragments): Mapped {
  const { el, decl } = found as FoundInteraction;
  const correct = new Set(correctValues(decl!));
  const choices = childElements(el, 'simpleChoice');
  const limit = tooMany(choices.length, MAX_ANSWERS, 'choiceInteraction');
  if (limit) return { skip: limit };
  const tf = decl!.cardinality === 'single' ? trueFalse(choices) : null;
  const key = keys('a');
  const answers = tf
    ? [
        { key: key(), content: 'True', correct: correct.has(identifierOf(tf[0])) },
        { key: key(), content: 'False', correct: correct.has(identifierOf(tf[1])) },
      ]
    : choices.map((c) => ({ key: key(), content: f.render(c), correct: correct.has(identifierOf(c)) }));
  promptInPlace(found as FoundInteraction, f);
  return { parts: { type: tf ? 'true_or_false' : 'multiple_choice', answers, shuffle_answers: !tf && shuffled(el) } };
}

/** Several single-answer choice interactions in one item: one group each. */
function choiceGroups(found: FoundInteraction[], f: Fragments): Mapped {
  if (found.some((x) => x.decl!.cardinality !== 'single')) return skip('mixed_parts', 'choiceInteraction');
  const groupKey = keys('g');
  const answerKey = keys('a');
  const groups: Parts['groups'] = [];
  const answers: NonNullable<Parts['answers']> = [];
  found.forEach((x, i) => {
    const key = groupKey();
    const correct = new Set(correctValues(x.decl!));
    groups.push({ key, name: `(${i + 1})` });
    for (const c of childElements(x.el, 'simpleChoice')) answers.push({ key: answerKey(), content: f.render(c), correct: correct.has(identifierOf(c)), group_key: key });
    promptInPlace(x, f, `(${i + 1})`);
  });
  const limit = tooMany(answers.length, MAX_ANSWERS, 'choiceInteraction') ?? tooMany(groups.length, MAX_GROUPS, 'choiceInteraction');
  return limit ? { skip: limit } : { parts: { type: 'grouped_choices', groups, answers, shuffle_answers: found.some((x) => shuffled(x.el)) } };
}

function order([found]: FoundInteraction[], f: Fragments): Mapped {
  const { el, decl } = found as FoundInteraction;
  const choices = childElements(el, 'simpleChoice');
  const limit = tooMany(choices.length, MAX_ANSWERS, 'orderInteraction');
  if (limit) return { skip: limit };
  const rank = new Map(correctValues(decl!).map((id, i) => [id, i]));
  const sorted = [...choices].sort((a, b) => (rank.get(identifierOf(a)) ?? Infinity) - (rank.get(identifierOf(b)) ?? Infinity));
  const key = keys('a');
  const answers = sorted.map((c) => ({ key: key(), content: f.render(c) }));
  promptInPlace(found as FoundInteraction, f);
  return { parts: { type: 'correct_order', answers, shuffle_answers: true } };
}

const pairsOf = (decl: ResponseDeclaration) =>
  correctValues(decl)
    .map((v) => v.split(/\s+/))
    .filter((p): p is [string, string] => p.length === 2);

/** Sources matched to targets: matching choices, or categorise when several sources share a target. */
function match([found]: FoundInteraction[], f: Fragments): Mapped {
  const { el, decl } = found as FoundInteraction;
  const [sourceSet, targetSet] = childElements(el, 'simpleMatchSet');
  if (!sourceSet || !targetSet) return skip('empty_item', 'matchInteraction');
  const sources = childElements(sourceSet, 'simpleAssociableChoice');
  const targets = childElements(targetSet, 'simpleAssociableChoice');
  const pairs = pairsOf(decl!);
  const sourcesOfTarget = new Map<string, string[]>();
  const targetsOfSource = new Map<string, string[]>();
  for (const [s, t] of pairs) {
    sourcesOfTarget.set(t, [...(sourcesOfTarget.get(t) ?? []), s]);
    targetsOfSource.set(s, [...(targetsOfSource.get(s) ?? []), t]);
  }
  const shared = [...sourcesOfTarget.values()].some((s) => s.length > 1);
  promptInPlace(found as FoundInteraction, f);
  if (!shared) return matching(sources, targets, new Map([...sourcesOfTarget].map(([t, s]) => [t, s[0]!])), f, shuffled(el), 'matchInteraction');
  if ([...targetsOfSource.values()].some((t) => t.length > 1)) return skip('unsupported_type', 'matchInteraction');
  // Several sources to one target: the targets are categories, the sources what is sorted into them.
  const categoryKey = keys('c');
  const categories = targets.map((t) => ({ id: identifierOf(t), key: categoryKey(), name: collapseWhitespace(textOf(t)).trim() }));
  const byId = new Map(categories.map((c) => [c.id, c.key]));
  const answerKey = keys('a');
  const answers = sources.map((s) => ({ key: answerKey(), content: f.render(s), category_key: byId.get(targetsOfSource.get(identifierOf(s))?.[0] ?? '') ?? null }));
  const limit = tooMany(answers.length, MAX_ANSWERS, 'matchInteraction') ?? tooMany(categories.length, MAX_CATEGORIES, 'matchInteraction');
  if (limit) return { skip: limit };
  return { parts: { type: 'categorise', categories: categories.map(({ key, name }) => ({ key, name })), answers, shuffle_answers: shuffled(el) } };
}

/** Premises and their responses; a response matched to no premise is an additional response. */
function matching(premises: Element[], responses: Element[], premiseOfResponse: Map<string, string>, f: Fragments, shuffle: boolean, kind: string): Mapped {
  const limit = tooMany(premises.length, MAX_PREMISES, kind) ?? tooMany(responses.length, MAX_RESPONSES, kind);
  if (limit) return { skip: limit };
  const premiseKey = keys('p');
  const responseKey = keys('r');
  const keyOf = new Map(premises.map((p) => [identifierOf(p), premiseKey()]));
  return {
    parts: {
      type: 'matching_choices',
      premises: premises.map((p) => ({ key: keyOf.get(identifierOf(p))!, content: f.render(p) })),
      responses: responses.map((r) => ({ key: responseKey(), content: f.render(r), premise_key: keyOf.get(premiseOfResponse.get(identifierOf(r)) ?? '') ?? null })),
      shuffle_answers: shuffle,
    },
  };
}

/** Pairs among one set of choices: each pair's first a premise, its second a response. */
function associate([found]: FoundInteraction[], f: Fragments): Mapped {
  const { el, decl } = found as FoundInteraction;
  const choices = childElements(el, 'simpleAssociableChoice');
  const premiseIds: string[] = [];
  const premiseOfResponse = new Map<string, string>();
  for (const pair of pairsOf(decl!)) {
    // A pair is unordered: keep a choice on the side it already stands.
    const [p, r] = premiseOfResponse.has(pair[0]) || (premiseIds.includes(pair[1]) && !premiseIds.includes(pair[0])) ? [pair[1], pair[0]] : pair;
    if (premiseOfResponse.has(p) || premiseIds.includes(r) || premiseOfResponse.has(r)) return skip('unsupported_type', 'associateInteraction');
    if (!premiseIds.includes(p)) premiseIds.push(p);
    premiseOfResponse.set(r, p);
  }
  const byId = new Map(choices.map((c) => [identifierOf(c), c]));
  const premises = premiseIds.map((id) => byId.get(id)).filter((c): c is Element => c !== undefined);
  const responses = choices.filter((c) => !premiseIds.includes(identifierOf(c)));
  promptInPlace(found as FoundInteraction, f);
  return matching(premises, responses, premiseOfResponse, f, shuffled(el), 'associateInteraction');
}

/** Accepted values without repeats; case-insensitive unless the mapping says case matters. */
function distinctValues(decl: ResponseDeclaration): { values: string[]; caseSensitive: boolean } {
  const caseSensitive = (decl.mapping?.entries ?? []).some((e) => e.caseSensitive);
  const seen = new Set<string>();
  const values = acceptedValues(decl).filter((v) => {
    const k = caseSensitive ? v : v.toLocaleLowerCase('en');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { values, caseSensitive };
}

/** Typed answers: one blank's accepted values, or a numbered list of blanks with one value each. */
function textEntry(found: FoundInteraction[], f: Fragments): Mapped {
  const read = found.map((x) => distinctValues(x.decl!));
  const numbered = found.length > 1;
  if (numbered && read.some((r) => r.values.length !== 1)) return skip('mixed_parts', 'textEntryInteraction');
  const values = read.flatMap((r) => r.values);
  const limit = tooMany(values.length, MAX_ANSWERS, 'textEntryInteraction');
  if (limit) return { skip: limit };
  found.forEach((x, i) => replaceNode(x.el, [f.node(blank(numbered ? i + 1 : null))]));
  const key = keys('a');
  // Values with characters the check would otherwise ignore (a comma, a slash) keep them.
  const special = values.some((v) => comparableValue(v, { case_sensitive: true, allow_special_characters: false }) !== collapseWhitespace(v).trim());
  return {
    parts: {
      type: 'exact_value',
      answers: values.map((v) => ({ key: key(), content: escapeText(v), correct: true })),
      exact_value_options: {
        case_sensitive: read.some((r) => r.caseSensitive),
        allow_special_characters: special,
        enable_numbering: numbered,
        numbering_format: 'number',
        numbering_bracket: '()',
        numbering_start: 1,
      },
    },
  };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Choices in the text: each inline choice a group of its options, one correct. */
function inlineChoice(found: FoundInteraction[], f: Fragments): Mapped {
  const groupKey = keys('g');
  const answerKey = keys('a');
  const groups: Parts['groups'] = [];
  const answers: NonNullable<Parts['answers']> = [];
  found.forEach((x, i) => {
    const key = groupKey();
    const correct = new Set(correctValues(x.decl!));
    groups.push({ key, name: `(${i + 1})` });
    for (const c of childElements(x.el, 'inlineChoice')) {
      const content = f.render(c);
      // An empty option is a tool's "no choice yet", not an answer.
      if (content !== '') answers.push({ key: answerKey(), content, correct: correct.has(identifierOf(c)), group_key: key });
    }
    replaceNode(x.el, [f.node(blank(i + 1))]);
  });
  const limit = tooMany(answers.length, MAX_ANSWERS, 'inlineChoiceInteraction') ?? tooMany(groups.length, MAX_GROUPS, 'inlineChoiceInteraction');
  return limit ? { skip: limit } : { parts: { type: 'grouped_choices', groups, answers, shuffle_answers: found.some((x) => shuffled(x.el)) } };
}

/** Words dragged into gaps: each gap a group offering every word, the word it takes correct. */
function gapMatch(found: FoundInteraction[], f: Fragments): Mapped {
  const groupKey = keys('g');
  const answerKey = keys('a');
  const groups: Parts['groups'] = [];
  const answers: NonNullable<Parts['answers']> = [];
  let n = 0;
  for (const x of found) {
    const words = [...childElements(x.el, 'gapText'), ...childElements(x.el, 'gapImg')].map((w) => ({ id: identifierOf(w), content: f.render(w) }));
    const wordsOfGap = new Map<string, string[]>();
    for (const [word, gap] of pairsOf(x.decl!)) wordsOfGap.set(gap, [...(wordsOfGap.get(gap) ?? []), word]);
    for (const gap of elementsWhere(x.el, (name) => name === 'gap')) {
      const key = groupKey();
      n += 1;
      groups.push({ key, name: `(${n})` });
      const correct = wordsOfGap.get(identifierOf(gap)) ?? [];
      for (const w of words) answers.push({ key: answerKey(), content: w.content, correct: correct.includes(w.id), group_key: key });
      replaceNode(gap, [f.node(blank(n))]);
    }
    for (const w of [...childElements(x.el, 'gapText'), ...childElements(x.el, 'gapImg')]) replaceNode(w, []);
    const prompt = firstChild(x.el, 'prompt');
    if (prompt) replaceNode(prompt, [f.node(`<p>${f.render(prompt)}</p>`)]);
    // The text around the gaps is the stem itself.
    replaceNode(x.el, [...x.el.children]);
  }
  const limit = tooMany(answers.length, MAX_ANSWERS, 'gapMatchInteraction') ?? tooMany(groups.length, MAX_GROUPS, 'gapMatchInteraction');
  return limit ? { skip: limit } : { parts: { type: 'grouped_choices', groups, answers, shuffle_answers: found.some((x) => shuffled(x.el)) } };
}

const MAPPERS: Record<string, { mapper: (found: FoundInteraction[], f: Fragments) => Mapped; several: boolean }> = {
  choiceInteraction: { mapper: (found, f) => (found.length === 1 ? choice(found, f) : choiceGroups(found, f)), several: true },
  orderInteraction: { mapper: order, several: false },
  matchInteraction: { mapper: match, several: false },
  associateInteraction: { mapper: associate, several: false },
  textEntryInteraction: { mapper: textEntry, several: true },
  inlineChoiceInteraction: { mapper: inlineChoice, several: true },
  gapMatchInteraction: { mapper: gapMatch, several: true },
};

/** Why the item's interactions cannot be carried, or null (checked before anything is converted). */
export function interactionsSkip(found: readonly FoundInteraction[]): Skip | null {
  if (found.length === 0) return { reason: 'empty_item', detail: '' };
  const kinds = [...new Set(found.map((x) => x.kind))];
  if (kinds.length > 1) return { reason: 'mixed_parts', detail: kinds.join(', ') };
  const kind = kinds[0]!;
  const entry = MAPPERS[kind];
  if (!entry) return { reason: 'unsupported_type', detail: kind };
  if (found.length > 1 && !entry.several) return { reason: 'mixed_parts', detail: kind };
  const answered = (x: FoundInteraction) => x.decl !== undefined && (kind === 'textEntryInteraction' ? acceptedValues(x.decl) : correctValues(x.decl)).length > 0;
  if (!found.every(answered)) return { reason: 'no_correct_answer', detail: kind };
  return null;
}

/** The question's parts from interactions `interactionsSkip` accepted; the stem is changed in place. */
export function mapInteractions(found: FoundInteraction[], f: Fragments): Mapped {
  return MAPPERS[found[0]!.kind]!.mapper(found, f);
}
