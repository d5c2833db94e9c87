import { describe, expect, it } from 'vitest';
import type { ValidationKey } from '../messages/index.ts';
import type { QuestionType } from '../schemas/questions.ts';
import { answer, v, validQuestion } from './test/fixtures.ts';
import type { PageLike } from './publish.ts';
import {
  pageWarnings,
  hasImageWithoutAlt,
  linkedPageIds,
  questionWarnings,
  topicWarnings,
  type WarnedQuestion,
  withoutRepeats,
} from './publishWarnings.ts';

const context = { pageIds: new Set([1, 2]), origin: 'https://pena.example.org' };
const page = (over: Partial<PageLike> = {}): PageLike => ({ type: 'text', title: 'Pecahan', content: '<p>Setengah</p>', sections: [], video_url: null, ...over });
const section = (html: string) => ({ content: '', content_html: html, media_url: null });
const question = (type: QuestionType, over: Partial<WarnedQuestion> = {}): WarnedQuestion => ({ ...validQuestion(type), ...over });

describe('images without alternative text', () => {
  it.each<[string, string, boolean]>([
    ['an image with alt text', '<p><img src="/files/a" alt="Diagram"></p>', false],
    ['an image with alt in single quotes', "<img src='/files/a' alt='Peta'>", false],
    ['an image with an unquoted alt', '<img src=/files/a alt=Peta>', false],
    ['an image without alt', '<p><img src="/files/a"></p>', true],
    ['an image with a blank alt', '<img alt="  " src="/files/a">', true],
    ['an image with an alt of only an entity space', '<img alt="&nbsp;" src="/files/a">', true],
    ['one good and one bad image', '<img alt="A" src="/a"><img src="/b">', true],
    ['no image', '<p>data-alt img</p>', false],
    ['nothing', '', false],
  ])('%s', (_, html, expected) => {
    expect(hasImageWithoutAlt(html)).toBe(expected);
  });
});

describe('links to pages of the app', () => {
  it.each<[string, string, number[]]>([
    ['a relative link', '<a href="/chapters/7">x</a>', [7]],
    ['a link with the language', '<a href="/en/chapters/8?x=1">x</a><a href=\'/id/chapters/9#top\'>y</a>', [8, 9]],
    ['a link on the app origin', '<a target="_blank" href="https://pena.example.org/en/chapters/3">x</a>', [3]],
    ['a link on another site', '<a href="https://example.com/chapters/3">x</a>', []],
    ['a protocol-relative link', '<a href="//pena.example.org/chapters/3">x</a>', []],
    ['other app paths', '<a href="/en/chapters/new">x</a><a href="/en/questions/3">y</a><a href="/chapters/3x">z</a>', []],
  ])('%s', (_, html, ids) => {
    expect(linkedPageIds(html, context.origin)).toEqual(ids);
  });
});

describe('page warnings', () => {
  it.each<[string, PageLike, ValidationKey[]]>([
    ['a page with text', page(), []],
    ['an empty text page', page({ content: '<p><br></p>' }), ['warning_page_empty']],
    ['a video page (no body to read)', page({ type: 'video', content: '', video_url: 'youtube:dQw4w9WgXcQ' }), []],
    ['an image without alt in a section', page({ sections: [section('<img src="/files/x">')] }), ['warning_image_alt_missing']],
    ['a link to a page of the course', page({ content: '<p><a href="/en/chapters/2">lihat</a></p>' }), []],
    ['a link to a page no longer in the course', page({ content: '<p><a href="/en/chapters/99">lihat</a></p>' }), ['warning_broken_page_link']],
    [
      'every problem at once, each said once',
      page({ content: '', sections: [section('<img src="/a"><img src="/b"><a href="/chapters/50">a</a><a href="/chapters/51">b</a>')] }),
      ['warning_image_alt_missing', 'warning_broken_page_link'],
    ],
  ])('%s', (_, given, expected) => {
    expect(pageWarnings(given, context)).toEqual(expected.map(v));
  });
});

describe('question warnings', () => {
  const mc = validQuestion('multiple_choice');
  const grouped = validQuestion('grouped_choices');
  it.each<[string, WarnedQuestion, ValidationKey[]]>([
    ['a valid multiple choice question', question('multiple_choice'), []],
    ['multiple choice without a correct answer', question('multiple_choice', { answers: [answer('a', 'X'), answer('b', 'Y')] }), ['warning_no_correct_answer']],
    ['multiple choice whose only correct answer is blank', question('multiple_choice', { answers: [answer('a', '<p></p>', { correct: true }), answer('b', 'Y')] }), ['warning_no_correct_answer']],
    ['true or false with neither marked', question('true_or_false', { answers: [answer('t', 'True'), answer('f', 'False')] }), ['warning_no_correct_answer']],
    ['a group without its correct answer', question('grouped_choices', { answers: grouped.answers.map((a) => (a.group_key === 'g2' ? { ...a, correct: false } : a)) }), ['warning_no_correct_answer']],
    ['exact value (every answer is accepted)', question('exact_value'), []],
    ['correct order (the order is the key)', question('correct_order'), []],
    ['an image without alt in the hint', question('categorise', { hint: { sections: [section('<img src="/files/h">')] } }), ['warning_image_alt_missing']],
    ['an image answer (alt="" by design)', question('multiple_choice', { answers: [...mc.answers, answer('i', '<img src="/files/i" alt="" data-media-id="4">', { answer_type: 'image', media_id: 4 })] }), []],
    ['a broken page link in the explanation', question('matching_choices', { explanation: { sections: [section('<a href="/chapters/404">baca</a>')] } }), ['warning_broken_page_link']],
    [
      'a matching item over 150 words (the editor suggestion)',
      question('matching_choices', { premises: [{ key: 'p1', content: 'kata '.repeat(151) }, { key: 'p2', content: 'Dog' }] }),
      ['matching_words_warning'],
    ],
  ])('%s', (_, q, expected) => {
    expect(questionWarnings(q, context)).toEqual(expected.map(v));
  });
});

describe('topic warnings', () => {
  it('marks every question whose stem another question of the topic repeats (as read, case folded)', () => {
    const a = question('multiple_choice', { content_html: '<p>Ibu kota <b>Prancis</b>?</p>' });
    const b = question('true_or_false', { content_html: '<p>ibu kota prancis?</p>' });
    const c = question('exact_value', { content_html: '<p>Ibu kota Jerman?</p>' });
    const blank1 = question('correct_order', { content_html: '' });
    const blank2 = question('correct_order', { content_html: '' });
    const found = topicWarnings({ chapters: [page(), page({ content: '' })], questions: [a, b, c, blank1, blank2] }, context);
    expect(found.chapters).toEqual([[], [v('warning_page_empty')]]);
    expect(found.questions).toEqual([[v('warning_duplicate_stem')], [v('warning_duplicate_stem')], [], [], []]);
  });

  it('compares the stem with its sections', () => {
    const a = question('exact_value', { content_html: '<p>Hitung</p>', sections: [{ id: 's', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>2 + 2</p>' }] });
    const b = question('exact_value', { content_html: '<p>Hitung</p>', sections: [{ id: 's', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>3 + 3</p>' }] });
    expect(topicWarnings({ chapters: [], questions: [a, b] }, context).questions).toEqual([[], []]);
  });
});

describe('warnings that errors already say', () => {
  it.each<[string, ValidationKey[], ValidationKey[], ValidationKey[]]>([
    ['an empty page that is invalid for it', ['warning_page_empty', 'warning_image_alt_missing'], ['page_content_required'], ['warning_image_alt_missing']],
    ['no correct answer, refused by the rules', ['warning_no_correct_answer'], ['answers_need_correct'], []],
    ['no correct answer, errors about something else', ['warning_no_correct_answer'], ['points_required'], ['warning_no_correct_answer']],
    ['nothing to say twice', ['warning_broken_page_link'], [], ['warning_broken_page_link']],
  ])('%s', (_, warnings, errors, expected) => {
    expect(withoutRepeats(warnings.map(v), errors.map(v))).toEqual(expected.map(v));
  });
});
