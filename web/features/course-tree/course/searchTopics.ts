// "Search topics by name" (spec §2): the same matching as the list filters of §5 —
// case-insensitive, ignoring everything that is not a letter or a digit.
import type { TreeBundle, TreeTopic } from '../../../../domain/schemas/courses.ts';

export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export type TopicMatch = { bundle: TreeBundle; topics: TreeTopic[] };

/** Units with the topics whose name matches, in course order; units without a match are left out. */
export function searchTopics(bundles: readonly TreeBundle[], query: string): TopicMatch[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [];
  return bundles
    .filter((bundle) => bundle.accessible)
    .map((bundle) => ({ bundle, topics: bundle.topics.filter((topic) => normalizeForSearch(topic.name).includes(needle)) }))
    .filter((match) => match.topics.length > 0);
}
