// A topic's items in the order a teacher walks through them (spec §2 "Verified routes": the
// next item): pages by position, then passages, then questions by position. Every
// editor reads the topic once through `useTopicItems`, which gives the header its unit and
// topic names and the editor its "Next" link; `nextItemOf` is the pure rule (last item → back
// to the topic).
import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../domain/constants.ts';
import type { TopicReply } from '../../../domain/schemas/courses.ts';
import { parseId } from '../../../domain/schemas/primitives.ts';
import type { TopicWithContent } from '../../../domain/schemas/topicContent.ts';
import { http } from '../../lib/http.ts';

/** The route segment of each kind of item: `{lang}/{contentType}/{id}`. */
export type ContentType = 'chapters' | 'passages' | 'questions';

/** GET /content/topics/{id} with its parts (lesson.chapters, passages, questions); a part left out reads as empty. */
export type TopicWithItems = TopicWithContent;

/** What the editor header needs of the topic. */
export type EditorTopic = Pick<TopicReply, 'id' | 'name' | 'bundle_name' | 'course_id'>;

export type TopicItem = { contentType: ContentType; id: number; position: number; title: string };
export type NextItem = { href: string; label: string; /** false: the link goes back to the topic. */ isItem: boolean };

export const editorPaths = {
  item: (lang: Language, contentType: ContentType, id: number) => `/${lang}/${contentType}/${id}`,
  topic: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}`,
  newPage: (lang: Language, topicId: number, type: 'text' | 'video') => `/${lang}/topics/${topicId}/chapters/new?type=${type}`,
  newPassage: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/passages/new`,
  newQuestion: (lang: Language, topicId: number) => `/${lang}/topics/${topicId}/questions/new`,
};

/** Under the topic's own key, so any write that refreshes the topic refreshes this too. */
export const topicItemsKey = (topicId: number) => ['topics', topicId, 'editor-items'] as const;

const byPosition = <T extends { position: number; id: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.position - b.position || a.id - b.id);

/** The items of a topic reply, in walking order. Titles fall back to a numbered label (see `itemLabel`). */
export function topicItems(topic: {
  lesson?: { chapters: readonly { id: number; position: number; title: string }[] } | null;
  passages?: readonly { id: number; position: number; title: string }[];
  questions?: readonly { id: number; position: number; content: string }[];
}): TopicItem[] {
  const pages = byPosition(topic.lesson?.chapters ?? []).map((c) => ({ contentType: 'chapters' as const, id: c.id, position: c.position, title: c.title }));
  const passages = byPosition(topic.passages ?? []).map((p) => ({ contentType: 'passages' as const, id: p.id, position: p.position, title: p.title }));
  const questions = byPosition(topic.questions ?? []).map((q) => ({ contentType: 'questions' as const, id: q.id, position: q.position, title: q.content }));
  return [...pages, ...passages, ...questions];
}

/**
 * The next item after the current one, or the topic overview when it is the last (or not in
 * the list, e.g. a page not saved yet). `label` is what the link says; `t` names untitled items.
 */
export function nextItemOf(
  items: readonly TopicItem[],
  current: { contentType: ContentType; id: number } | null,
  lang: Language,
  topicId: number,
  labelOf: (item: TopicItem, index: number, all: readonly TopicItem[]) => string,
): NextItem {
  const index = current ? items.findIndex((item) => item.contentType === current.contentType && item.id === current.id) : -1;
  const next = index >= 0 ? items[index + 1] : undefined;
  if (!next) return { href: editorPaths.topic(lang, topicId), label: '', isItem: false };
  return { href: editorPaths.item(lang, next.contentType, next.id), label: labelOf(next, index + 1, items), isItem: true };
}

/** Reads the topic with its items (one request; cached under the topic's key). */
export function useTopicItems(topicId: number | null) {
  const query = useQuery({
    queryKey: topicItemsKey(topicId ?? 0),
    queryFn: () => http.get<TopicWithItems>(`/content/topics/${topicId}`),
    enabled: typeof topicId === 'number' && topicId > 0,
  });
  return { ...query, items: query.data ? topicItems(query.data) : [] };
}

/** A route parameter as an id the API takes (1..2147483647), or null when it is not one (the editor then shows not-found). */
export function parseRouteId(value: string | undefined): number | null {
  return parseId(value);
}
