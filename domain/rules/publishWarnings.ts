// Pre-publish checks beyond the spec (§5 "Units and topics (publish rules)"): shown on the
// publish page beside each page and question, never blocking. Each is a `validation.*` message
// (msg()), said once per item:
// - no correct answer where the type needs one (multiple choice, true/false, each group of
//   grouped choices): learners could never be right;
// - an image without alternative text (stem, sections, explanation, hint, page body): the
//   editor's image answers carry alt="" by design (their content is the picture) and are not
//   looked at;
// - an empty text page (no text or media anywhere);
// - two questions of a topic with the same stem (as read: tags out, case folded);
// - a link to a page of this app that is no longer in the course (`/chapters/{id}`, with or
//   without the language, `/en/chapters/{id}`, or the same on the app's own origin);
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
import { comparableText, decodeEntities } from './text.ts';

export interface WarningContext {
  /** Every page (chapter) id of the course: links to others are broken. */
  pageIds: ReadonlySet<number>;
  /** The app's own origin (`https://pena.example.org`): absolute links there count as internal. */
  origin?: string | null;
}

type Html = string | null | undefined;
type SectionLike = { content: string; content_html: string };

/** A question as the warnings read it (a Question reply is one). */
export type WarnedQuestion = RuleDocument & {
  explanation: { sections: readonly SectionLike[] };
  hint: { sections: readonly SectionLike[] };
};

const IMG = /<img\b[^>]*>/gi;
const ALT = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const PAGE_PATH = /^\/(?:(?:en|id)\/)?chapters\/(\d{1,10})(?:[/?#]|$)/;

/** True when some image in the HTML has no alt text (missing or blank). */
export function hasImageWithoutAlt(html: Html): boolean {
  if (!html) return false;
  for (const tag of html.match(IMG) ?? []) {
    const alt = ALT.exec(tag);
    const value = alt ? (alt[1] ?? alt[2] ?? alt[3] ?? '') : '';
    if (decodeEntities(value).trim() === '') return true;
  }
  return false;
}

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

export function pageWarnings(page: PageLike, context: WarningContext): string[] {
  const htmls = [page.content, ...sectionHtml(page.sections)];
  return collect([
    [page.type === 'text' && !hasPageContent(page), 'warning_page_empty'],
    [htmls.some(hasImageWithoutAlt), 'warning_image_alt_missing'],
    [brokenLink(htmls, context), 'warning_broken_page_link'],
  ]);
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
  const htmls = [question.content_html, ...sectionHtml(question.sections), ...sectionHtml(question.explanation.sections), ...sectionHtml(question.hint.sections)];
  const own = collect([
    [lacksCorrectAnswer(question), 'warning_no_correct_answer'],
    [htmls.some(hasImageWithoutAlt), 'warning_image_alt_missing'],
    [brokenLink(htmls, context), 'warning_broken_page_link'],
  ]);
  return [...new Set([...own, ...editorWarnings(question).map((i) => i.message)])];
}

/**
 * The stem as compared for duplicates: its read text and its sections', case folded, without
 * whitespace (inline tags read as spaces: "<b>Prancis</b>?" and "Prancis?" are one stem).
 */
const stemKey = (q: WarnedQuestion) =>
  [q.content_html, ...q.sections.map((s) => s.content_html)].map((h) => comparableText(h).replace(/\s+/g, '')).join('|').replace(/^\|+|\|+$/g, '');

/** Every page's and question's warnings in a topic, by index, with duplicate stems marked on each of them. */
export function topicWarnings(
  topic: { chapters: readonly PageLike[]; questions: readonly WarnedQuestion[] },
  context: WarningContext,
): { chapters: string[][]; questions: string[][] } {
  const keys = topic.questions.map(stemKey);
  const seen = new Map<string, number>();
  for (const key of keys) if (key !== '') seen.set(key, (seen.get(key) ?? 0) + 1);
  return {
    chapters: topic.chapters.map((c) => pageWarnings(c, context)),
    questions: topic.questions.map((q, i) => {
      const out = questionWarnings(q, context);
      return (seen.get(keys[i]!) ?? 0) > 1 ? [...out, msg('warning_duplicate_stem')] : out;
    }),
  };
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
