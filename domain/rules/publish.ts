// Publish rules (spec §5, §8): "A unit must contain at least one valid topic" and "A topic
// must contain at least one valid question or page". Valid means:
// - a page (chapter) with a title and, for a text page, some text or media in its content
//   or sections; for a video page, a video URL in a form we accept;
// - a question that breaks no rule of questionRules (with the organization's options).
// The publisher (server) evaluates these over the stored rows; the web can show the same
// verdict before asking.
import { msg } from '../messages/index.ts';
import type { RuleDocument, QuestionRuleOptions } from './questionRules.ts';
import { isValidQuestion } from './questionRules.ts';
import { isBlankRichText } from './text.ts';
import { parseVideoUrl } from './videoUrl.ts';

export interface ChapterLike {
  type: 'text' | 'video';
  title: string;
  content: string;
  sections: readonly { content: string; content_html: string; media_url: string | null }[];
  video_url: string | null;
}

export interface TopicContent {
  chapters: readonly ChapterLike[];
  questions: readonly RuleDocument[];
}

export function isValidChapter(chapter: ChapterLike): boolean {
  if (chapter.title.trim() === '') return false;
  if (chapter.type === 'video') return parseVideoUrl(chapter.video_url) !== null;
  return !isBlankRichText(chapter.content) || chapter.sections.some((s) => !isBlankRichText(s.content_html) || !isBlankRichText(s.content) || !!s.media_url);
}

export function topicHasValidContent(topic: TopicContent, options: QuestionRuleOptions): boolean {
  return topic.chapters.some(isValidChapter) || topic.questions.some((q) => isValidQuestion(q, options));
}

/** The message refusing to publish a topic, or null when it may be published. */
export function topicPublishError(topic: TopicContent, options: QuestionRuleOptions): string | null {
  return topicHasValidContent(topic, options) ? null : msg('topic_needs_valid_content');
}

/** The message refusing to publish a unit, or null when one of its topics is valid. */
export function unitPublishError(unit: { topics: readonly TopicContent[] }, options: QuestionRuleOptions): string | null {
  return unit.topics.some((t) => topicHasValidContent(t, options)) ? null : msg('unit_needs_valid_topic');
}
