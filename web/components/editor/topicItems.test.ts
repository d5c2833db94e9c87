// Next-item order (spec §2 "Verified routes": {lang}/{contentType}/{id}): pages by position,
// then passages, then questions by position; after the last item, back to the topic.
import { describe, expect, it } from 'vitest';
import { nextItemOf, parseRouteId, topicItems } from './topicItems.ts';
import type { TopicItem } from './topicItems.ts';

const topic = {
  lesson: {
    chapters: [
      { id: 12, position: 2, title: 'Second page' },
      { id: 11, position: 1, title: 'First page' },
    ],
  },
  passages: [
    { id: 32, position: 2, title: 'Passage B' },
    { id: 31, position: 1, title: '' },
  ],
  questions: [
    { id: 43, position: 3, content: 'Q3' },
    { id: 41, position: 1, content: 'Q1' },
    { id: 42, position: 2, content: 'Q2' },
  ],
};
const label = (item: TopicItem) => `${item.contentType}:${item.id}`;

describe('topic items', () => {
  it('walks pages by position, then passages, then questions by position', () => {
    expect(topicItems(topic).map(label)).toEqual([
      'chapters:11',
      'chapters:12',
      'passages:31',
      'passages:32',
      'questions:41',
      'questions:42',
      'questions:43',
    ]);
  });

  it('treats a missing part as empty', () => {
    expect(topicItems({ questions: topic.questions }).map(label)).toEqual(['questions:41', 'questions:42', 'questions:43']);
    expect(topicItems({})).toEqual([]);
  });

  it('links each item to the next one, across kinds, at {lang}/{contentType}/{id}', () => {
    const items = topicItems(topic);
    const next = (contentType: TopicItem['contentType'], id: number) => nextItemOf(items, { contentType, id }, 'id', 100, label);
    expect(next('chapters', 11)).toEqual({ href: '/id/chapters/12', label: 'chapters:12', isItem: true });
    expect(next('chapters', 12)).toEqual({ href: '/id/passages/31', label: 'passages:31', isItem: true });
    expect(next('passages', 32)).toEqual({ href: '/id/questions/41', label: 'questions:41', isItem: true });
    expect(next('questions', 42).href).toBe('/id/questions/43');
  });

  it('goes back to the topic after the last item, and for an item not in the list yet', () => {
    const items = topicItems(topic);
    expect(nextItemOf(items, { contentType: 'questions', id: 43 }, 'en', 100, label)).toEqual({ href: '/en/topics/100', label: '', isItem: false });
    expect(nextItemOf(items, null, 'en', 100, label).href).toBe('/en/topics/100');
    expect(nextItemOf(items, { contentType: 'chapters', id: 999 }, 'en', 100, label).isItem).toBe(false);
  });

  it('reads route ids strictly', () => {
    expect(parseRouteId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '4a', '1e3', '9999999999999999']) expect(parseRouteId(bad)).toBeNull();
  });
});
