import { describe, expect, it } from 'vitest';
import { v, validQuestion } from './fixtures.ts';
import { type ChapterLike, isValidChapter, topicPublishError, unitPublishError } from './publish.ts';

const text = (over: Partial<ChapterLike> = {}): ChapterLike => ({ type: 'text', title: 'Fractions', content: '<p>Halves</p>', sections: [], video_url: null, ...over });
const video = (over: Partial<ChapterLike> = {}): ChapterLike => ({ type: 'video', title: 'Watch', content: '', sections: [], video_url: 'youtube:dQw4w9WgXcQ', ...over });
const options = { pointsEnabled: false };
const brokenQuestion = { ...validQuestion('multiple_choice'), answers: [] };

describe('valid pages', () => {
  it.each<[string, ChapterLike, boolean]>([
    ['a text page with text', text(), true],
    ['a text page with only an image', text({ content: '<p><img data-media-id="1"></p>' }), true],
    ['a text page whose sections have the content', text({ content: '', sections: [{ content: '', content_html: '<p>Hi</p>', media_url: null }] }), true],
    ['a text page with a video section', text({ content: '', sections: [{ content: '', content_html: '', media_url: 'https://youtu.be/dQw4w9WgXcQ' }] }), true],
    ['an empty text page', text({ content: '<p><br></p>' }), false],
    ['a page without a title', text({ title: '  ' }), false],
    ['a video page', video(), true],
    ['a video page without a video', video({ video_url: null }), false],
    ['a video page with a bad video', video({ video_url: 'vimeo:1' }), false],
  ])('%s: %s', (_, chapter, valid) => {
    expect(isValidChapter(chapter)).toBe(valid);
  });
});

describe('publish rules (spec §5, §8)', () => {
  it.each([
    ['a valid page', { chapters: [text()], questions: [] }],
    ['a valid question', { chapters: [text({ content: '' })], questions: [validQuestion('true_or_false')] }],
  ])('a topic with %s may be published', (_, topic) => {
    expect(topicPublishError(topic, options)).toBeNull();
  });

  it('a topic with only invalid pages and questions may not', () => {
    expect(topicPublishError({ chapters: [text({ content: '' })], questions: [brokenQuestion] }, options)).toBe(v('topic_needs_valid_content'));
    expect(topicPublishError({ chapters: [], questions: [] }, options)).toBe(v('topic_needs_valid_content'));
  });

  it('a question missing its points is not valid where points are used', () => {
    expect(topicPublishError({ chapters: [], questions: [validQuestion('exact_value')] }, { pointsEnabled: true })).toBe(v('topic_needs_valid_content'));
  });

  it('a unit needs one valid topic', () => {
    const empty = { chapters: [], questions: [] };
    expect(unitPublishError({ topics: [empty, { chapters: [video()], questions: [] }] }, options)).toBeNull();
    expect(unitPublishError({ topics: [empty] }, options)).toBe(v('unit_needs_valid_topic'));
    expect(unitPublishError({ topics: [] }, options)).toBe(v('unit_needs_valid_topic'));
  });
});
