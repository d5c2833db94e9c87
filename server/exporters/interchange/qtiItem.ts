// One Pena question as a QTI assessment item (2.1 or 3.0 through QtiWriter). Every item declares
// its responses (cardinality, base type, correct response, a mapping where the score reads one),
// SCORE with normalMaximum = the points (1 without points), and processes responses inline so
// no external template is fetched: all the points when the whole response is right, as Pena
// scores (domain/rules/answerCheck.ts), else 0. The explanation is a modal feedback shown after
// responding (FEEDBACK set to EXPLANATION), the hint a feedback block on outcome HINT, which
// response processing never sets: a delivery system shows it on the learner's request.
// Identifiers: item Q<id>, answers A<id>, categories C<id>, premises P<id>, responses R<id>.
import type { Passage } from '../../../domain/schemas/content.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { htmlToText } from '../../../domain/rules/text.ts';
import { escapeXml } from '../../readers/interchange/xml.ts';
import { answerHtml, exactValueFields, maxScore, namedCategories, namedGroups, noteHtml, premisesWithResponses, shownAnswers, stemHtml } from './content.ts';
import { type MediaResolver, exportHtml } from './html.ts';
import { QTI_NAMESPACE, QTI_SCHEMA, type QtiWriter } from './qtiXml.ts';

export const qtiItemIdentifier = (q: Question) => `Q${q.id}`;

interface Response {
  identifier: string;
  cardinality: 'single' | 'multiple' | 'ordered';
  baseType: 'identifier' | 'directedPair' | 'string';
  correct: string[];
  /** Mapped values, for a score read from the mapping. */
  mapping?: { entries: string[]; caseSensitive: boolean; value: number };
}

interface Interaction {
  responses: Response[];
  /** The item body after the stem: the interactions. */
  body: string;
  /** Grouped choices put their drop-downs in the stem's place. */
  replacesStem?: boolean;
  /** Score read from the mapping of the one response (map_response). */
  mapped?: boolean;
}

interface ItemContext {
  passages: ReadonlyMap<number, Passage>;
  media: MediaResolver;
}

function declaration(w: QtiWriter, r: Response): string {
  const children = r.correct.length > 0 ? [w.el('correctResponse', {}, w.values(r.correct))] : [];
  if (r.mapping) {
    const entries = r.mapping.entries.map((key) => w.el('mapEntry', { mapKey: key, mappedValue: r.mapping!.value, caseSensitive: r.mapping!.caseSensitive }));
    children.push(w.el('mapping', { defaultValue: 0, lowerBound: 0, upperBound: r.mapping.value }, entries));
  }
  return w.el('responseDeclaration', { identifier: r.identifier, cardinality: r.cardinality, baseType: r.baseType }, children);
}

const score = (w: QtiWriter, value: string) => w.el('setOutcomeValue', { identifier: 'SCORE' }, value);
const float = (w: QtiWriter, n: number) => w.el('baseValue', { baseType: 'float' }, String(n));

function processing(w: QtiWriter, q: Question, interaction: Interaction, hasExplanation: boolean): string {
  const points = maxScore(q);
  let condition: string;
  if (interaction.mapped) {
    const id = interaction.responses[0]!.identifier;
    condition = w.el('responseCondition', {}, [
      w.el('responseIf', {}, [w.el('isNull', {}, w.el('variable', { identifier: id })), score(w, float(w, 0))]),
      w.el('responseElse', {}, score(w, w.el('mapResponse', { identifier: id }))),
    ]);
  } else {
    const matches = interaction.responses.map((r) => w.el('match', {}, [w.el('variable', { identifier: r.identifier }), w.el('correct', { identifier: r.identifier })]));
    condition = w.el('responseCondition', {}, [
      w.el('responseIf', {}, [matches.length === 1 ? matches[0]! : w.el('and', {}, matches), score(w, float(w, points))]),
      w.el('responseElse', {}, score(w, float(w, 0))),
    ]);
  }
  const feedback = hasExplanation ? w.el('setOutcomeValue', { identifier: 'FEEDBACK' }, w.el('baseValue', { baseType: 'identifier' }, 'EXPLANATION')) : '';
  return w.el('responseProcessing', {}, [condition, feedback]);
}

function choices(w: QtiWriter, q: Question, html: (h: string) => string): Interaction {
  const answers = shownAnswers(q);
  const correct = answers.filter((a) => a.correct);
  const multiple = q.type === 'multiple_choice' && correct.length !== 1;
  const body = w.el(
    'choiceInteraction',
    { responseIdentifier: 'RESPONSE', shuffle: q.shuffle_answers, maxChoices: multiple ? 0 : 1 },
    answers.map((a) => w.el('simpleChoice', { identifier: `A${a.id}` }, html(answerHtml(a)))),
  );
  return { responses: [{ identifier: 'RESPONSE', cardinality: multiple ? 'multiple' : 'single', baseType: 'identifier', correct: correct.map((a) => `A${a.id}`) }], body };
}

function exactValue(w: QtiWriter, q: Question, html: (h: string) => string): Interaction {
  const fields = exactValueFields(q);
  const caseSensitive = q.exact_value_options.case_sensitive;
  const values = (answers: typeof fields[number]['answers']) => answers.map((a) => htmlToText(a.answer_type === 'equation' ? html(answerHtml(a)) : a.content));
  if (fields.length === 1) {
    const accepted = values(fields[0]!.answers);
    const body = w.el('p', {}, w.el('textEntryInteraction', { responseIdentifier: 'RESPONSE', expectedLength: Math.max(8, ...accepted.map((v) => v.length)) }));
    const mapping = { entries: accepted, caseSensitive, value: maxScore(q) };
    return { responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'string', correct: accepted.slice(0, 1), mapping }], body, mapped: true };
  }
  const responses: Response[] = fields.map((f, i) => {
    const accepted = values(f.answers);
    return { identifier: `RESPONSE_${i + 1}`, cardinality: 'single', baseType: 'string', correct: accepted, mapping: { entries: accepted, caseSensitive, value: 1 } };
  });
  const body = fields
    .map((f, i) => `<p>${escapeXml(f.label ?? '')} ${w.el('textEntryInteraction', { responseIdentifier: `RESPONSE_${i + 1}`, expectedLength: 12 })}</p>`)
    .join('');
  return { responses, body };
}

function order(w: QtiWriter, q: Question, html: (h: string) => string): Interaction {
  const answers = shownAnswers(q);
  const body = w.el(
    'orderInteraction',
    { responseIdentifier: 'RESPONSE', shuffle: true },
    answers.map((a) => w.el('simpleChoice', { identifier: `A${a.id}` }, html(answerHtml(a)))),
  );
  return { responses: [{ identifier: 'RESPONSE', cardinality: 'ordered', baseType: 'identifier', correct: answers.map((a) => `A${a.id}`) }], body };
}

function match(w: QtiWriter, sources: string[], targets: string[], correct: string[], shuffle: boolean): Interaction {
  const body = w.el('matchInteraction', { responseIdentifier: 'RESPONSE', shuffle, maxAssociations: correct.length }, [
    w.el('simpleMatchSet', {}, sources),
    w.el('simpleMatchSet', {}, targets),
  ]);
  return { responses: [{ identifier: 'RESPONSE', cardinality: 'multiple', baseType: 'directedPair', correct }], body };
}

function matching(w: QtiWriter, q: Question, html: (h: string) => string): Interaction {
  const premises = premisesWithResponses(q);
  const sources = premises.map(({ premise, responses }) => w.el('simpleAssociableChoice', { identifier: `P${premise.id}`, matchMax: responses.length }, html(premise.content)));
  const targets = q.responses.map((r) => w.el('simpleAssociableChoice', { identifier: `R${r.id}`, matchMax: 1 }, html(r.content)));
  const correct = premises.flatMap(({ premise, responses }) => responses.map((r) => `P${premise.id} R${r.id}`));
  return match(w, sources, targets, correct, q.shuffle_answers);
}

function categorise(w: QtiWriter, q: Question, html: (h: string) => string): Interaction {
  const items = shownAnswers(q);
  const categories = namedCategories(q);
  const sources = items.map((a) => w.el('simpleAssociableChoice', { identifier: `A${a.id}`, matchMax: 1 }, html(answerHtml(a))));
  const targets = categories.map((c) => w.el('simpleAssociableChoice', { identifier: `C${c.id}`, matchMax: Math.max(items.length, 2) }, escapeXml(c.name)));
  const byKey = new Map(categories.map((c) => [c.key, c.id]));
  const correct = items.flatMap((a) => (a.category_key !== null && byKey.has(a.category_key) ? [`A${a.id} C${byKey.get(a.category_key)}`] : []));
  return match(w, sources, targets, correct, q.shuffle_answers);
}

function groupedChoices(w: QtiWriter, q: Question, html: (h: string) => string, stem: string): Interaction {
  const answers = shownAnswers(q);
  const groups = namedGroups(q);
  const responses: Response[] = [];
  const lines = groups.map((g, i) => {
    const identifier = `RESPONSE_${i + 1}`;
    const members = answers.filter((a) => a.group_key === g.key);
    responses.push({ identifier, cardinality: 'single', baseType: 'identifier', correct: members.filter((a) => a.correct).map((a) => `A${a.id}`).slice(0, 1) });
    const options = members.map((a) => w.el('inlineChoice', { identifier: `A${a.id}` }, escapeXml(htmlToText(html(answerHtml(a))) || `${a.id}`)));
    return `<p>${escapeXml(g.name)} ${w.el('inlineChoiceInteraction', { responseIdentifier: identifier, shuffle: q.shuffle_answers }, options)}</p>`;
  });
  return { responses, body: `${stem}<div>${lines.join('')}</div>`, replacesStem: true };
}

/** The item's XML file. */
export function qtiItem(w: QtiWriter, q: Question, ctx: ItemContext): string {
  const html = (h: string) => exportHtml(h, w.version, ctx.media);
  const stem = html(stemHtml(q, ctx.passages));
  const stemBlock = stem === '' ? '' : `<div>${stem}</div>`;
  const explanation = html(noteHtml(q.explanation));
  const hint = html(noteHtml(q.hint));
  let interaction: Interaction;
  switch (q.type) {
    case 'multiple_choice':
    case 'true_or_false':
      interaction = choices(w, q, html);
      break;
    case 'exact_value':
      interaction = exactValue(w, q, html);
      break;
    case 'correct_order':
      interaction = order(w, q, html);
      break;
    case 'matching_choices':
      interaction = matching(w, q, html);
      break;
    case 'categorise':
      interaction = categorise(w, q, html);
      break;
    case 'grouped_choices':
      interaction = groupedChoices(w, q, html, stemBlock);
      break;
  }
  const points = maxScore(q);
  const outcomes = [
    w.el('outcomeDeclaration', { identifier: 'SCORE', cardinality: 'single', baseType: 'float', normalMaximum: points }, w.el('defaultValue', {}, w.values(['0']))),
    w.el('outcomeDeclaration', { identifier: 'MAXSCORE', cardinality: 'single', baseType: 'float' }, w.el('defaultValue', {}, w.values([String(points)]))),
    explanation ? w.el('outcomeDeclaration', { identifier: 'FEEDBACK', cardinality: 'single', baseType: 'identifier' }) : '',
    hint ? w.el('outcomeDeclaration', { identifier: 'HINT', cardinality: 'single', baseType: 'identifier' }) : '',
  ];
  const hintBlock = hint ? w.el('feedbackBlock', { outcomeIdentifier: 'HINT', identifier: 'HINT', showHide: 'show' }, `<div>${hint}</div>`) : '';
  const body = w.el('itemBody', {}, [interaction.replacesStem ? '' : stemBlock, interaction.body, hintBlock]);
  const feedback = explanation ? w.el('modalFeedback', { outcomeIdentifier: 'FEEDBACK', identifier: 'EXPLANATION', showHide: 'show' }, `<div>${explanation}</div>`) : '';
  const root = w.el(
    'assessmentItem',
    {
      xmlns: QTI_NAMESPACE[w.version],
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${QTI_NAMESPACE[w.version]} ${QTI_SCHEMA[w.version]}`,
      identifier: qtiItemIdentifier(q),
      title: htmlToText(q.content_html).slice(0, 60) || `Question ${q.position}`,
      adaptive: false,
      timeDependent: false,
    },
    [...interaction.responses.map((r) => declaration(w, r)), ...outcomes, body, processing(w, q, interaction, explanation !== ''), feedback],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
