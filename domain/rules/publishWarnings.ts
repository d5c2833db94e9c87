// Pre-publish checks beyond the spec (§5 "Units and topics (publish rules)"): shown on the
// publish page beside each page and question, never blocking. Each is a `validation.*` message
// (msg()), said once per item. A passage is not an item of the publish page: what its own
// content is warned of is said on each question that uses it. The warnings:
// - no correct answer where the type needs one (multiple choice, true/false, each group of
//   grouped choices): learners could never be right;
// - an image without alternative text (stem, sections, explanation, hint, page body): the
//   editor's image answers carry alt="" by design (their content is the picture) and are not
//   looked at;
// - an empty text page (no text or media anywhere);
// - two questions of a topic with the same stem (as read: tags out, case folded);
// - a link to a page of this app that is no longer in the course (`/chapters/{id}`, with or
//   without the language, `/en/chapters/{id}`, or the same on the app's own origin);
// - accessibility (accessibility.ts) in every rich text of a page, question or passage: a link
//   whose text says nothing ("here", "di sini", the bare address), headings that skip a level
//   within one flow (a body and its sections; a stem, explanation and hint each its own),
//   a table of several rows without header cells, coloured text (inline styles, formulas'
//   colours) under 4.5:1 contrast on the white page;
// - a video page without captions or a transcript: pages have no captions field, so an empty
//   description (where the transcript goes) is the sign;
// - two answers of a question that read the same and differ only by colour;
// - the question editor's own suggestions (questionRules.questionWarnings: the 150-word note).
// A warning that only repeats what an item's §5 errors already say (an empty page that is
// invalid for it) is left out by `withoutRepeats`, so the page shows each problem once.
// (questionRules.questionWarnings is the editor's save-time suggestion; questionWarnings here
// is the publish page's list, which includes it.)
import { msg, type ValidationKey } from '../messages/index.ts';
import type { PageLike } from './publish.ts';
import { hasPageContent } from './publish.ts';
import { isValidAnswer } from './answers.ts';
import { type RuleDocument, questionWarnings as editorWarnings } from './questionRules.ts';
import { comparableText, decodeEntities, htmlToText } from './text.ts';
import { hasImageWithoutAlt } from './imageAlt.ts';
import { hasAnswersDifferingOnlyByColour, hasLowContrastText, hasTableWithoutHeaders, hasVagueLinkText, skipsHeadingLevel } from './accessibility.ts';

export interface WarningContext {
  /** Every page (chapter) id of the course: links to others are broken. */
  pageIds: ReadonlySet<number>;
  /** The app's own origin (`https://pena.example.org`): absolute links there count as internal. */
  origin?: string | null;
}

type Html = string | null | undefined;
// The image check is imageAlt.ts's, so the publish page's fix in place matches what it flags.
export { hasImageWithoutAlt };

type SectionLike = { content: string; content_html: string };

/** A page as the warnings read it (a Page reply is one): a video page's description holds its transcript. */
export type WarnedPage = PageLike & { video_description?: string | null };

/** A question as the warnings read it (a Question reply is one). */
export type WarnedQuestion = RuleDocument & {
  explanation: { sections: readonly SectionLike[] };
  hint: { sections: readonly SectionLike[] };
  passage_id?: number | null;
};

/** A passage as the warnings read it (a Passage reply is one). */
export interface WarnedPassage {
  id: number;
  content_html: string;
  sections: readonly SectionLike[];
}

const HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const PAGE_PATH = /^\/(?:(?:en|id)\/)?chapters\/(\d{1,10})(?:[/?#]|$)/;

/** The page ids the HTML links to inside the app (relative, or on `origin`). */
export function linkedPageIds(html: Html, origin?: string | null): number[] {
  if (!html) return [];
  const out: number[] = [];
  for (const match of html.matchAll(HREF)) {
    let href = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (origin && href.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) href = href.slice(origin.length);
    if (href.startsWith('//')) continue;
    const id = PAGE_PATH.exec(href)?.[1];
    if (id) out.push(Number(id));
  }
  return out;
}

const brokenLink = (htmls: readonly Html[], context: WarningContext) =>
  htmls.some((html) => linkedPageIds(html, context.origin).some((id) => !context.pageIds.has(id)));

const sectionHtml = (sections: readonly SectionLike[]) => sections.flatMap((s) => [s.content_html, s.content]);

function collect(checks: [boolean, ValidationKey][]): string[] {
  return checks.filter(([hit]) => hit).map(([, key]) => msg(key));
}

/**
 * What every rich text is checked for, over an item's reading flows (each a body and its
 * sections, in order; headings are followed within a flow): alt text, links, headings, tables, contrast.
 */
function contentChecks(flows: readonly (readonly Html[])[], context: WarningContext): [boolean, ValidationKey][] {
  const htmls = flows.flat();
  return [
    [htmls.some(hasImageWithoutAlt), 'warning_image_alt_missing'],
    [brokenLink(htmls, context), 'warning_broken_page_link'],
    [htmls.some(hasVagueLinkText), 'warning_link_text_vague'],
    [flows.some(skipsHeadingLevel), 'warning_heading_level_skipped'],
    [htmls.some(hasTableWithoutHeaders), 'warning_table_headers_missing'],
    [htmls.some((html) => hasLowContrastText(html)), 'warning_text_contrast_low'],
  ];
}

export function pageWarnings(page: WarnedPage, context: WarningContext): string[] {
  return collect([
    [page.type === 'text' && !hasPageContent(page), 'warning_page_empty'],
    ...contentChecks([[page.content, ...sectionHtml(page.sections)]], context),
    [page.type === 'video' && htmlToText(page.video_description) === '', 'warning_video_transcript_missing'],
  ]);
}

/** What a passage's content is warned of (said on each question that uses it). */
export function passageWarnings(passage: WarnedPassage, context: WarningContext): string[] {
  return collect(contentChecks([[passage.content_html, ...sectionHtml(passage.sections)]], context));
}

/** Types whose learners pick answers: some valid answer must be marked correct (each group's, for grouped choices). */
function lacksCorrectAnswer(q: RuleDocument): boolean {
  const valid = q.answers.filter(isValidAnswer);
  switch (q.type) {
    case 'multiple_choice':
    case 'true_or_false':
      return !valid.some((a) => a.correct);
    case 'grouped_choices':
      return q.groups.some((g) => !valid.some((a) => a.group_key === g.key && a.correct));
    default:
      return false;
  }
}

/** A question's own warnings (duplicates within its topic are topicWarnings'). */
export function questionWarnings(question: WarnedQuestion, context: WarningContext): string[] {
  const flows = [[question.content_html, ...sectionHtml(question.sections)], sectionHtml(question.explanation.sections), sectionHtml(question.hint.sections)];
  const own = collect([
    [lacksCorrectAnswer(question), 'warning_no_correct_answer'],
    ...contentChecks(flows, context),
    [hasAnswersDifferingOnlyByColour(question.answers, question.type === 'grouped_choices'), 'warning_answers_differ_by_colour'],
  ]);
  return [...new Set([...own, ...editorWarnings(question).map((i) => i.message)])];
}

/**
 * The stem as compared for duplicates: its read text and its sections', case folded, without
 * whitespace (inline tags read as spaces: "<b>Prancis</b>?" and "Prancis?" are one stem).
 */
const stemKey = (q: WarnedQuestion) =>
  [q.content_html, ...q.sections.map((s) => s.content_html)].map((h) => comparableText(h).replace(/\s+/g, '')).join('|').replace(/^\|+|\|+$/g, '');

/**
 * Every page's and question's warnings in a topic, by index, with duplicate stems marked on
 * each of them and a question's passage's warnings on it (each message still once).
 */
export function topicWarnings(
  topic: { chapters: readonly WarnedPage[]; questions: readonly WarnedQuestion[]; passages?: readonly WarnedPassage[] },
  context: WarningContext,
): { chapters: string[][]; questions: string[][] } {
  const keys = topic.questions.map(stemKey);
  const seen = new Map<string, number>();
  for (const key of keys) if (key !== '') seen.set(key, (seen.get(key) ?? 0) + 1);
  const passages = new Map((topic.passages ?? []).map((p) => [p.id, passageWarnings(p, context)]));
  return {
    chapters: topic.chapters.map((c) => pageWarnings(c, context)),
    questions: topic.questions.map((q, i) => {
      const duplicate = (seen.get(keys[i]!) ?? 0) > 1 ? [msg('warning_duplicate_stem')] : [];
      const fromPassage = q.passage_id == null ? [] : (passages.get(q.passage_id) ?? []);
      return [...new Set([...questionWarnings(q, context), ...duplicate, ...fromPassage])];
    }),
  };
}

/** The warnings that are accessibility findings (WCAG): the failed-content lists show these too. */
const ACCESSIBILITY_WARNINGS: ReadonlySet<string> = new Set(
  (
    [
      'warning_image_alt_missing',
      'warning_link_text_vague',
      'warning_heading_level_skipped',
      'warning_table_headers_missing',
      'warning_text_contrast_low',
      'warning_video_transcript_missing',
      'warning_answers_differ_by_colour',
    ] satisfies ValidationKey[]
  ).map((key) => msg(key)),
);

/** Of an item's warnings, the accessibility findings. */
export function accessibilityFindings(warnings: readonly string[]): string[] {
  return warnings.filter((warning) => ACCESSIBILITY_WARNINGS.has(warning));
}

/** Errors that already say what a warning would (the warning is then left out). */
const REPEATS: Partial<Record<string, ValidationKey[]>> = {
  [msg('warning_page_empty')]: ['page_content_required'],
  [msg('warning_no_correct_answer')]: ['answers_need_correct', 'answers_min_valid', 'true_false_one_correct', 'true_false_answers', 'group_one_correct'],
};

/** The warnings an item's errors do not already say. */
export function withoutRepeats(warnings: readonly string[], errors: readonly string[]): string[] {
  return warnings.filter((w) => !(REPEATS[w] ?? []).some((key) => errors.includes(msg(key))));
}
