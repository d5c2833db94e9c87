import { describe, expect, it } from 'vitest';
import type { ValidationKey } from '../messages/index.ts';
import { QUESTION_TYPES } from '../schemas/questions.ts';
import { answer, v, validQuestion } from './test/fixtures.ts';
import {
  type PageLike,
  type TopicContent,
  pageErrors,
  isValidPage,
  passageErrors,
  questionErrors,
  topicErrors,
  topicPublishError,
  topicVerdictErrors,
  unitErrors,
  unitPublishError,
} from './publish.ts';

const text = (over: Partial<PageLike> = {}): PageLike => ({ type: 'text', title: 'Fractions', content: '<p>Halves</p>', sections: [], video_url: null, ...over });
const video = (over: Partial<PageLike> = {}): PageLike => ({ type: 'video', title: 'Watch', content: '', sections: [], video_url: 'youtube:dQw4w9WgXcQ', ...over });
const options = { pointsEnabled: false };
const brokenQuestion = { ...validQuestion('multiple_choice'), answers: [] };

describe('valid pages', () => {
  it.each<[string, PageLike, boolean]>([
    ['a text page with text', text(), true],
    ['a text page with only an image', text({ content: '<p><img data-media-id="1"></p>' }), true],
    ['a text page whose sections have the content', text({ content: '', sections: [{ content: '', content_html: '<p>Hi</p>', media_url: null }] }), true],
    ['a text page with a video section', text({ content: '', sections: [{ content: '', content_html: '', media_url: 'https://youtu.be/dQw4w9WgXcQ' }] }), true],
    ['an empty text page', text({ content: '<p><br></p>' }), false],
    ['a page without a title', text({ title: '  ' }), false],
    ['a video page', video(), true],
    ['a video page without a video', video({ video_url: null }), false],
    ['a video page with a bad video', video({ video_url: 'vimeo:1' }), false],
  ])('%s: %s', (_, page, valid) => {
    expect(isValidPage(page)).toBe(valid);
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

describe('why a page cannot be published', () => {
  it.each<[string, PageLike, ValidationKey[]]>([
    ['a text page with text', text(), []],
    ['an empty text page', text({ content: '<p> </p>' }), ['page_content_required']],
    ['a page without a title or text', text({ title: '', content: '' }), ['page_title_required', 'page_content_required']],
    ['a video page', video(), []],
    ['a video page without a video', video({ video_url: null }), ['page_video_required']],
    ['a video page with a bad video and no title', video({ title: ' ', video_url: 'https://example.com/x' }), ['page_title_required', 'page_video_required']],
  ])('%s', (_, page, keys) => {
    expect(pageErrors(page)).toEqual(keys.map(v));
    expect(isValidPage(page)).toBe(keys.length === 0);
  });
});

describe('why a question cannot be published', () => {
  it.each(QUESTION_TYPES)('a valid %s question has no errors', (type) => {
    expect(questionErrors(validQuestion(type), options)).toEqual([]);
  });

  const mc = validQuestion('multiple_choice');
  it.each<[string, Parameters<typeof questionErrors>[0], boolean, ValidationKey[]]>([
    ['a blank stem', { ...mc, content_html: '<p></p>' }, false, ['question_stem_required']],
    ['no correct answer', { ...mc, answers: [answer('a', 'Paris'), answer('b', 'Rome')] }, false, ['answers_need_correct']],
    ['no answers', { ...mc, answers: [] }, false, ['answers_min_valid']],
    ['missing points where points are used', mc, true, ['points_required']],
    ['two duplicate answers (said once)', { ...mc, answers: [answer('a', 'X', { correct: true }), answer('b', 'X'), answer('c', 'X')] }, false, ['answers_duplicate']],
    ['a blank stem and no points', { ...mc, content_html: '' }, true, ['question_stem_required', 'points_required']],
  ])('%s', (_, question, pointsEnabled, keys) => {
    expect(questionErrors(question, { pointsEnabled })).toEqual(keys.map(v));
  });
});

describe('why a passage cannot be published', () => {
  const section = (over: object) => ({ content: '', content_html: '', media_url: null, ...over });
  it.each<[string, Parameters<typeof passageErrors>[0], ValidationKey[]]>([
    ['text', { content_html: '<p>Bacaan</p>', sections: [] }, []],
    ['a section with media', { content_html: '', sections: [section({ media_url: '/files/x' })] }, []],
    ['nothing to read', { content_html: '<p><br></p>', sections: [section({})] }, ['passage_content_required']],
  ])('%s', (_, passage, keys) => {
    expect(passageErrors(passage)).toEqual(keys.map(v));
  });
});

describe('why a topic or unit cannot be published (§4, §5, §8)', () => {
  const q = validQuestion('true_or_false');
  it.each<[string, TopicContent, ValidationKey[]]>([
    ['a valid question', { chapters: [], questions: [q] }, []],
    ['a valid page and an invalid question', { chapters: [text()], questions: [brokenQuestion] }, []],
    ['only a valid page', { chapters: [text()], questions: [] }, ['topic_needs_question']],
    ['only invalid items', { chapters: [text({ content: '' })], questions: [brokenQuestion] }, ['topic_needs_valid_content']],
    ['nothing', { chapters: [], questions: [] }, ['topic_needs_valid_content', 'topic_needs_question']],
  ])('a topic with %s', (_, topic, keys) => {
    expect(topicErrors(topic, options)).toEqual(keys.map(v));
  });

  it('reads the same verdict from counts', () => {
    expect(topicVerdictErrors({ questions: 1, validQuestions: 0, validPages: 1 })).toEqual([]);
    expect(topicVerdictErrors({ questions: 0, validQuestions: 0, validPages: 0 })).toEqual([v('topic_needs_valid_content'), v('topic_needs_question')]);
  });

  it.each<[string, TopicContent[], ValidationKey[]]>([
    ['one valid topic among invalid ones', [{ chapters: [], questions: [] }, { chapters: [], questions: [q] }], []],
    ['only a topic without questions', [{ chapters: [video()], questions: [] }], ['unit_needs_valid_topic']],
    ['no topics', [], ['unit_needs_valid_topic']],
  ])('a unit with %s', (_, topics, keys) => {
    expect(unitErrors({ topics }, options)).toEqual(keys.map(v));
  });
});
