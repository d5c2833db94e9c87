// "Search topics by name" (spec §2): the same matching as the list filters of §5 —
// case-insensitive, ignoring everything that is not a letter or a digit.
import type { TreeUnit, TreeTopic } from '../../../../domain/schemas/courses.ts';

export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export type TopicMatch = { unit: TreeUnit; topics: TreeTopic[] };

/** Units with the topics whose name matches, in course order; units without a match are left out. */
export function searchTopics(units: readonly TreeUnit[], query: string): TopicMatch[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [];
  return units
    .filter((unit) => unit.accessible)
    .map((unit) => ({ unit, topics: unit.topics.filter((topic) => normalizeForSearch(topic.name).includes(needle)) }))
    .filter((match) => match.topics.length > 0);
}
