// A Pena question read the way every exporter needs it: its label in messages, the HTML of its
// stem (its passage first, then its sections), of its explanation and hint, of each answer
// (an equation as Pena's math, an image as an `<img data-media-id>`), the parts a learner sees
// (blank answers, categories and groups are never shown, so never exported) and every media
// file it uses. The formats then rewrite the HTML with html.ts.
import type { Passage } from '../../../domain/schemas/content.ts';
import type { Question } from '../../../domain/schemas/questions.ts';
import { isValidAnswer } from '../../../domain/rules/answers.ts';
import { mediaIdsInHtml } from '../../../domain/rules/media.ts';
import { numberingLabel } from '../../../domain/rules/numbering.ts';
import { htmlToText } from '../../../domain/rules/text.ts';
import { penaMathToTex } from '../../readers/interchange/math.ts';
import { escapeXml } from '../../readers/interchange/xml.ts';

export type Answer = Question['answers'][number];
type Note = Question['explanation'];
type Section = Question['sections'][number];

const STEM_WORDS = 60;

/** `3. What is the capital of…`: the question's number in its topic (positions count from 0) and its stem's first words. */
export function itemLabel(q: Question): string {
  const text = htmlToText(q.content_html) || q.content;
  return `${q.position + 1}. ${text.length > STEM_WORDS ? `${text.slice(0, STEM_WORDS).trimEnd()}…` : text}`;
}

function sectionHtml(s: Section): string {
  if (s.section_content_type === 'external_video' && s.media_url) return `<p><a href="${escapeXml(s.media_url)}">${escapeXml(s.media_url)}</a></p>`;
  return s.content_html || '';
}

/** Rich text with its sections after it (a page's body, a stem). */
export function withSections(html: string, sections: readonly Section[]): string {
  return [html, ...sections.map(sectionHtml)].filter((p) => p !== '').join('\n');
}

/** The question's stem: the passage it reads (if any), its HTML and its sections. */
export function stemHtml(q: Question, passages: ReadonlyMap<number, Passage>): string {
  const passage = q.passage_id === null ? undefined : passages.get(q.passage_id);
  const parts = [passage ? `<div class="passage">${passage.content_html}</div>` : '', q.content_html, ...q.sections.map(sectionHtml)];
  return parts.filter((p) => p !== '').join('\n');
}

/** An explanation or hint as one piece of HTML ('' when empty). */
export function noteHtml(note: Note): string {
  return note.sections.map(sectionHtml).filter((h) => htmlToText(h) !== '' || mediaIdsInHtml(h).length > 0).join('\n');
}

/** An answer as HTML: text as written, an equation as Pena's math, an image as its upload. */
export function answerHtml(a: Pick<Answer, 'answer_type' | 'content' | 'media_id'>): string {
  if (a.answer_type === 'equation') return `[% ${a.content.trim()} %]`;
  if (a.answer_type === 'image') return `<img src="" data-media-id="${a.media_id}" alt="">`;
  return a.content;
}

/** Text with no markup, math as TeX delimiters: for formats and places that take no HTML. */
export function plainText(html: string): string {
  return penaMathToTex(htmlToText(html));
}

/** An answer as plain text (an image answer has none: its address stands in). */
export function answerText(a: Answer, imageAddress: (mediaId: number) => string): string {
  if (a.answer_type === 'image') return a.media_id === null ? '' : imageAddress(a.media_id);
  return plainText(answerHtml(a));
}

export const shownAnswers = (q: Question): Answer[] => q.answers.filter(isValidAnswer);
export const namedCategories = (q: Question) => q.categories.filter((c) => htmlToText(c.name) !== '');
export const namedGroups = (q: Question) => q.groups.filter((g) => htmlToText(g.name) !== '');

/** Exact value's fields: one (any accepted answer) without numbering, else one per answer with its label. */
export function exactValueFields(q: Question): { label: string | null; answers: Answer[] }[] {
  const answers = shownAnswers(q);
  if (!q.exact_value_options.enable_numbering) return [{ label: null, answers }];
  return answers.map((a, i) => ({ label: numberingLabel(q.exact_value_options, i, a.label), answers: [a] }));
}

/** Matching premises, each with the responses that are its own. */
export function premisesWithResponses(q: Question) {
  return q.premises.map((p) => ({ premise: p, responses: q.responses.filter((r) => r.premise_key === p.key) }));
}

/** Every upload the question shows, in order of first use. */
export function questionMediaIds(q: Question, passages: ReadonlyMap<number, Passage>): number[] {
  const html = [
    stemHtml(q, passages),
    noteHtml(q.explanation),
    noteHtml(q.hint),
    ...q.answers.map(answerHtml),
    ...q.premises.map((p) => p.content),
    ...q.responses.map((r) => r.content),
  ];
  return [...new Set(html.flatMap(mediaIdsInHtml))];
}

/** The question's points, or 1 where the organization does not use points. */
export const maxScore = (q: Question): number => (q.points !== null && q.points > 0 ? q.points : 1);
