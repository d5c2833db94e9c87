// Publish rules (spec §4, §5, §8): "A unit must contain at least one valid topic", "A topic
// must contain at least one valid question or page" and (§4) "A topic needs at least one
// question to publish". Valid means:
// - a page (chapter) with a title and, for a text page, some text or media in its content
//   or sections; for a video page, a video URL in a form we accept;
// - a question that breaks no rule of questionRules (with the organization's options);
// - a passage with some text or media (its questions show it beside them).
// Decision: §4's "at least one question" counts the topic's questions, valid or not; with
// §5 that makes a topic publishable when it has a question and some valid question or page.
// The `*Errors` functions answer the reasons as `validation.*` messages (msg()), empty when
// valid; the server translates them into the caller's language. The publisher (server)
// evaluates these over the stored documents; the web can show the same verdict before asking.
import { msg } from '../messages/index.ts';
import type { RuleDocument, QuestionRuleOptions } from './questionRules.ts';
import { isValidQuestion, questionIssues } from './questionRules.ts';
import { isBlankRichText } from './text.ts';
import { parseVideoUrl } from './videoUrl.ts';

export interface PageLike {
  type: 'text' | 'video';
  title: string;
  content: string;
  sections: readonly { content: string; content_html: string; media_url: string | null }[];
  video_url: string | null;
}

export interface TopicContent {
  chapters: readonly PageLike[];
  questions: readonly RuleDocument[];
}

/** A text page's body has text or media in its content or a section. */
export function hasPageContent(page: Pick<PageLike, 'content' | 'sections'>): boolean {
  return !isBlankRichText(page.content) || page.sections.some((s) => !isBlankRichText(s.content_html) || !isBlankRichText(s.content) || !!s.media_url);
}

/** Why a page cannot be published (empty when it can). A Page reply is a PageLike. */
export function pageErrors(page: PageLike): string[] {
  const out: string[] = [];
  if (page.title.trim() === '') out.push(msg('page_title_required'));
  if (page.type === 'video') {
    if (parseVideoUrl(page.video_url) === null) out.push(msg('page_video_required'));
  } else if (!hasPageContent(page)) {
    out.push(msg('page_content_required'));
  }
  return out;
}

export function isValidPage(page: PageLike): boolean {
  return pageErrors(page).length === 0;
}

/**
 * Why a question cannot be published: the messages of its §5 issues, each once, in field
 * order (a blank stem says so rather than "Required"). A Question reply is a RuleDocument.
 */
export function questionErrors(question: RuleDocument, options: QuestionRuleOptions): string[] {
  const messages = questionIssues(question, options).map((i) =>
    i.path.length === 1 && i.path[0] === 'content_html' && i.message === msg('required') ? msg('question_stem_required') : i.message,
  );
  return [...new Set(messages)];
}

export interface PassageLike {
  content_html: string;
  sections: readonly { content: string; content_html: string; media_url: string | null }[];
}

/** Why a passage cannot be published with its questions (empty when it can). */
export function passageErrors(passage: PassageLike): string[] {
  return hasPageContent({ content: passage.content_html, sections: passage.sections }) ? [] : [msg('passage_content_required')];
}

/** What a topic's verdict rests on: how many of its items there are and how many are valid. */
export interface TopicVerdicts {
  questions: number;
  validQuestions: number;
  validPages: number;
}

/** Why a topic cannot be published, from its items' verdicts (§5, §8, then §4). */
export function topicVerdictErrors(v: TopicVerdicts): string[] {
  const out: string[] = [];
  if (v.validQuestions === 0 && v.validPages === 0) out.push(msg('topic_needs_valid_content'));
  if (v.questions === 0) out.push(msg('topic_needs_question'));
  return out;
}

/** Why a topic cannot be published (empty when it can). */
export function topicErrors(topic: TopicContent, options: QuestionRuleOptions): string[] {
  return topicVerdictErrors({
    questions: topic.questions.length,
    validQuestions: topic.questions.filter((q) => isValidQuestion(q, options)).length,
    validPages: topic.chapters.filter(isValidPage).length,
  });
}

/** Why a unit cannot be published, from how many of its topics are valid (§5, §8). */
export function unitVerdictErrors(validTopics: number): string[] {
  return validTopics > 0 ? [] : [msg('unit_needs_valid_topic')];
}

/** Why a unit cannot be published: none of its topics may be (empty when one may). */
export function unitErrors(unit: { topics: readonly TopicContent[] }, options: QuestionRuleOptions): string[] {
  return unitVerdictErrors(unit.topics.filter((t) => topicErrors(t, options).length === 0).length);
}

export function topicHasValidContent(topic: TopicContent, options: QuestionRuleOptions): boolean {
  return topic.chapters.some(isValidPage) || topic.questions.some((q) => isValidQuestion(q, options));
}

/** The message refusing to publish a topic, or null when it may be published. */
export function topicPublishError(topic: TopicContent, options: QuestionRuleOptions): string | null {
  return topicHasValidContent(topic, options) ? null : msg('topic_needs_valid_content');
}

/** The message refusing to publish a unit, or null when one of its topics is valid. */
export function unitPublishError(unit: { topics: readonly TopicContent[] }, options: QuestionRuleOptions): string | null {
  return unit.topics.some((t) => topicHasValidContent(t, options)) ? null : msg('unit_needs_valid_topic');
}
