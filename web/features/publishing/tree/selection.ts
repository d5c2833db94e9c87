// What may be selected on the publish and unpublish pages, and the request a selection
// makes (spec §2 "Publish and Unpublish pages", §4, §5). Pure functions over the tree.
//
// Publish: an item is selectable when it and its topic are valid (§5: a topic must contain
// at least one valid question or page; §4: a topic needs at least one question). The request
// lists each topic with a selected item, with the versions the page loaded.
// Unpublish: published items of published topics. A topic whose published items are all
// selected (or a published topic with none) goes whole: listed without items, which the
// server reads as "the topic and everything in it" (domain/schemas/publishing.ts).
import type { PublishItem, PublishRequest, PublishTopic, PublishTree, PublishUnit } from '../../../../domain/schemas/publishing.ts';
import type { PublishMode } from '../data/hooks.ts';

export type ItemKey = `${PublishItem['kind']}:${number}`;
export const itemKey = (item: Pick<PublishItem, 'kind' | 'id'>): ItemKey => `${item.kind}:${item.id}`;

/** Selected item keys, plus (unpublish) published topics without items selected whole. */
export type Selection = { items: ReadonlySet<ItemKey>; topics: ReadonlySet<number> };
export const emptySelection: Selection = { items: new Set(), topics: new Set() };

export const topicItems = (topic: PublishTopic): PublishItem[] => [...topic.chapters, ...topic.questions];

export function itemSelectable(mode: PublishMode, topic: PublishTopic, item: PublishItem): boolean {
  if (mode === 'publish') return topic.valid && item.valid;
  return topic.status === 'published' && item.status === 'published';
}

export function selectableItems(mode: PublishMode, topic: PublishTopic): PublishItem[] {
  return topicItems(topic).filter((item) => itemSelectable(mode, topic, item));
}

export function topicSelectable(mode: PublishMode, topic: PublishTopic): boolean {
  if (mode === 'publish') return topic.valid && selectableItems(mode, topic).length > 0;
  return topic.status === 'published';
}

export type CheckState = { checked: boolean; indeterminate: boolean; selected: number; total: number };

export function topicState(mode: PublishMode, topic: PublishTopic, selection: Selection): CheckState {
  const items = selectableItems(mode, topic);
  const selected = items.filter((item) => selection.items.has(itemKey(item))).length;
  if (items.length === 0) {
    const whole = mode === 'unpublish' && selection.topics.has(topic.id);
    return { checked: whole, indeterminate: false, selected: whole ? 1 : 0, total: topicSelectable(mode, topic) ? 1 : 0 };
  }
  return { checked: selected === items.length, indeterminate: selected > 0 && selected < items.length, selected, total: items.length };
}

export function unitState(mode: PublishMode, unit: PublishUnit, selection: Selection): CheckState {
  let selected = 0;
  let total = 0;
  for (const topic of unit.topics) {
    if (!topicSelectable(mode, topic)) continue;
    const state = topicState(mode, topic, selection);
    selected += state.selected;
    total += state.total;
  }
  return { checked: total > 0 && selected === total, indeterminate: selected > 0 && selected < total, selected, total };
}

/** Selects (or clears) every selectable item of the given topics. */
export function setTopics(mode: PublishMode, selection: Selection, topics: PublishTopic[], on: boolean): Selection {
  const items = new Set(selection.items);
  const whole = new Set(selection.topics);
  for (const topic of topics) {
    if (!topicSelectable(mode, topic)) continue;
    for (const item of selectableItems(mode, topic)) {
      if (on) items.add(itemKey(item));
      else items.delete(itemKey(item));
    }
    if (on && mode === 'unpublish') whole.add(topic.id);
    else whole.delete(topic.id);
  }
  return { items, topics: whole };
}

export function toggleItem(mode: PublishMode, selection: Selection, topic: PublishTopic, item: PublishItem): Selection {
  if (!itemSelectable(mode, topic, item)) return selection;
  const items = new Set(selection.items);
  const key = itemKey(item);
  if (items.has(key)) items.delete(key);
  else items.add(key);
  return { items, topics: selection.topics };
}

export const allTopics = (tree: PublishTree): PublishTopic[] => tree.units.flatMap((unit) => unit.topics);

/** How many things the button names: selected items, and (unpublish) item-less topics going whole. */
export function selectedCount(mode: PublishMode, tree: PublishTree, selection: Selection): number {
  return allTopics(tree).reduce((sum, topic) => sum + (topicSelectable(mode, topic) ? topicState(mode, topic, selection).selected : 0), 0);
}

/**
 * A publish selection that would break "a topic needs at least one question" (§4): a topic
 * with pages selected but no question selected and none published before.
 */
export function topicsMissingQuestion(mode: PublishMode, tree: PublishTree, selection: Selection): PublishTopic[] {
  if (mode !== 'publish') return [];
  return allTopics(tree).filter((topic) => {
    const chosen = selectableItems(mode, topic).filter((item) => selection.items.has(itemKey(item)));
    if (chosen.length === 0 || chosen.some((item) => item.kind === 'question')) return false;
    return !topic.questions.some((question) => question.status === 'published');
  });
}

/** The request body: each topic touched, with the lock_version of it and of its items as loaded. */
export function selectionRequest(mode: PublishMode, tree: PublishTree, selection: Selection): PublishRequest {
  const topics: PublishRequest['topics'] = [];
  for (const topic of allTopics(tree)) {
    if (!topicSelectable(mode, topic)) continue;
    const state = topicState(mode, topic, selection);
    if (state.selected === 0) continue;
    const pick = (items: PublishItem[]) =>
      items
        .filter((item) => itemSelectable(mode, topic, item) && selection.items.has(itemKey(item)))
        .map((item) => ({ id: item.id, lock_version: item.lock_version }));
    const whole = mode === 'unpublish' && state.checked;
    topics.push({
      id: topic.id,
      lock_version: topic.lock_version,
      chapters: whole ? [] : pick(topic.chapters),
      questions: whole ? [] : pick(topic.questions),
    });
  }
  return { topics };
}
