// The selection rules of the publish and unpublish pages, table by table: what may be
// selected, the indeterminate states, and the request a selection makes.
import { describe, expect, it } from 'vitest';
import { page, publishedTree, question, sampleTree, topic, tree, unit } from '../test/fixtures.ts';
import {
  emptySelection,
  selectedCount,
  selectionRequest,
  setTopics,
  toggleItem,
  topicState,
  topicsMissingQuestion,
  unitState,
} from './selection.ts';

const sample = sampleTree();
const [bilangan, aljabar] = sample.units;
const [bulat, pecahan] = bilangan!.topics;

describe('publish selection', () => {
  it('selects a topic: its valid items only, never an invalid topic', () => {
    const selection = setTopics('publish', emptySelection, bilangan!.topics, true);
    expect([...selection.items].sort()).toEqual(['chapter:1000', 'question:2000']);
    expect(topicState('publish', bulat!, selection)).toEqual({ checked: true, indeterminate: false, selected: 2, total: 2 });
    expect(topicState('publish', pecahan!, selection)).toEqual({ checked: false, indeterminate: false, selected: 0, total: 0 });
  });

  it('an invalid item cannot be toggled on', () => {
    const invalid = bulat!.questions[1]!;
    expect(toggleItem('publish', emptySelection, bulat!, invalid)).toBe(emptySelection);
  });

  it('a topic or unit with part of it selected is indeterminate; none clears it', () => {
    const one = toggleItem('publish', emptySelection, bulat!, bulat!.chapters[0]!);
    expect(topicState('publish', bulat!, one)).toMatchObject({ checked: false, indeterminate: true, selected: 1 });
    expect(unitState('publish', bilangan!, one)).toMatchObject({ checked: false, indeterminate: true, selected: 1, total: 2 });
    const all = setTopics('publish', one, sample.units.flatMap((u) => u.topics), true);
    expect(unitState('publish', aljabar!, all)).toMatchObject({ checked: true, indeterminate: false });
    expect(selectedCount('publish', sample, all)).toBe(3);
    const none = setTopics('publish', all, bilangan!.topics, false);
    expect(unitState('publish', bilangan!, none)).toMatchObject({ checked: false, indeterminate: false, selected: 0 });
    expect(selectedCount('publish', sample, none)).toBe(1);
  });

  it('the request lists each touched topic with the lock_versions loaded', () => {
    const selection = setTopics('publish', emptySelection, sample.units.flatMap((u) => u.topics), true);
    expect(selectionRequest('publish', sample, selection)).toEqual({
      topics: [
        { id: 100, lock_version: 0, chapters: [{ id: 1000, lock_version: 3 }], questions: [{ id: 2000, lock_version: 4 }] },
        { id: 110, lock_version: 0, chapters: [], questions: [{ id: 2100, lock_version: 9 }] },
      ],
    });
  });

  it('pages without a question in a never-published topic break "a topic needs at least one question" (§4)', () => {
    const onlyPage = toggleItem('publish', emptySelection, bulat!, bulat!.chapters[0]!);
    expect(topicsMissingQuestion('publish', sample, onlyPage).map((t) => t.id)).toEqual([100]);
    const withQuestion = toggleItem('publish', onlyPage, bulat!, bulat!.questions[0]!);
    expect(topicsMissingQuestion('publish', sample, withQuestion)).toEqual([]);
    // A topic that already has a published question may take a page alone.
    const published = topic(5, 'Terbit', { chapters: [page(50, 'Baru')], questions: [question(51, 'Lama', { status: 'published' })] });
    const course = tree([unit(1, 'U', [published])]);
    expect(topicsMissingQuestion('publish', course, toggleItem('publish', emptySelection, published, published.chapters[0]!))).toEqual([]);
  });
});

describe('unpublish selection', () => {
  const course = publishedTree();
  const [used, pecahanTopic, desimal] = course.units[0]!.topics;

  it('only published items of published topics are selectable', () => {
    const selection = setTopics('unpublish', emptySelection, course.units[0]!.topics, true);
    expect([...selection.items].sort()).toEqual(['chapter:1000', 'question:2000', 'question:2010']);
    expect(topicState('unpublish', desimal!, selection)).toMatchObject({ checked: false, total: 0 });
  });

  it('a topic with all its published items selected goes whole; part of it lists the items', () => {
    const all = setTopics('unpublish', emptySelection, [used!, pecahanTopic!], true);
    expect(selectionRequest('unpublish', course, all)).toEqual({
      topics: [
        { id: 100, lock_version: 0, chapters: [], questions: [] },
        { id: 101, lock_version: 1, chapters: [], questions: [] },
      ],
    });
    const part = toggleItem('unpublish', all, used!, used!.chapters[0]!);
    expect(topicState('unpublish', used!, part)).toMatchObject({ indeterminate: true });
    expect(selectionRequest('unpublish', course, part).topics[0]).toEqual({
      id: 100,
      lock_version: 0,
      chapters: [],
      questions: [{ id: 2000, lock_version: 2000 % 7 }],
    });
  });

  it('a published topic with nothing published in it is selected whole by its checkbox', () => {
    const empty = topic(7, 'Kosong', {}, { status: 'published' });
    const single = tree([unit(1, 'U', [empty])]);
    const selection = setTopics('unpublish', emptySelection, [empty], true);
    expect(topicState('unpublish', empty, selection)).toMatchObject({ checked: true, selected: 1, total: 1 });
    expect(selectionRequest('unpublish', single, selection)).toEqual({ topics: [{ id: 7, lock_version: 2, chapters: [], questions: [] }] });
    expect(selectedCount('unpublish', single, setTopics('unpublish', selection, [empty], false))).toBe(0);
  });
});
