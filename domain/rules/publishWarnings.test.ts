import { describe, expect, it } from 'vitest';
import type { ValidationKey } from '../messages/index.ts';
import type { QuestionType } from '../schemas/questions.ts';
import { answer, v, validQuestion } from './test/fixtures.ts';
import {
  pageWarnings,
  passageWarnings,
  hasImageWithoutAlt,
  linkedPageIds,
  questionWarnings,
  topicWarnings,
  type WarnedPage,
  type WarnedPassage,
  type WarnedQuestion,
  withoutRepeats,
} from './publishWarnings.ts';

const context = { pageIds: new Set([1, 2]), origin: 'https://pena.example.org' };
const page = (over: Partial<WarnedPage> = {}): WarnedPage => ({ type: 'text', title: 'Pecahan', content: '<p>Setengah</p>', sections: [], video_url: null, ...over });
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
  it.each<[string, WarnedPage, ValidationKey[]]>([
    ['a page with text', page(), []],
    ['an empty text page', page({ content: '<p><br></p>' }), ['warning_page_empty']],
    ['a video page with a transcript in its description', page({ type: 'video', content: '', video_url: 'youtube:dQw4w9WgXcQ', video_description: 'Transkrip: Halo semua…' }), []],
    ['a video page without a description', page({ type: 'video', content: '', video_url: 'youtube:dQw4w9WgXcQ' }), ['warning_video_transcript_missing']],
    ['a video page with a blank description', page({ type: 'video', content: '', video_url: 'youtube:dQw4w9WgXcQ', video_description: ' \n ' }), ['warning_video_transcript_missing']],
    ['a text page has no video to caption', page({ video_description: null }), []],
    ['a link that says "di sini"', page({ content: '<p>Baca <a href="https://example.org">di sini</a></p>' }), ['warning_link_text_vague']],
    ['headings that skip from the body into a section', page({ content: '<h2>Bab</h2>', sections: [section('<h4>Sub</h4>')] }), ['warning_heading_level_skipped']],
    ['a table without header cells', page({ content: '<table><tr><td>a</td></tr><tr><td>b</td></tr></table>' }), ['warning_table_headers_missing']],
    ['light grey text', page({ content: '<p style="color: #bbb">Samar</p>' }), ['warning_text_contrast_low']],
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
    ['a vague link in the hint', question('exact_value', { hint: { sections: [section('<a href="https://x.org">klik di sini</a>')] } }), ['warning_link_text_vague']],
    ['headings followed within the stem, not across stem and explanation', question('exact_value', { content_html: '<h2>Soal</h2>', explanation: { sections: [section('<h4>Pembahasan</h4>')] } }), []],
    ['a heading skip inside the explanation', question('exact_value', { explanation: { sections: [section('<h2>A</h2>'), section('<h5>B</h5>')] } }), ['warning_heading_level_skipped']],
    ['a table without header cells in a stem section', question('exact_value', { sections: [{ ...section('<table><tr><td>1</td></tr><tr><td>2</td></tr></table>'), id: 's', mime_type: 'text/html', section_content_type: null }] }), ['warning_table_headers_missing']],
    [
      'answers told apart only by colour (the duplicate error is the rules\' own)',
      question('multiple_choice', { answers: [answer('a', '<p style="color: green">Benar</p>', { correct: true }), answer('b', '<p style="color: red">Benar</p>')] }),
      ['warning_answers_differ_by_colour'],
    ],
    [
      'several problems, each said once',
      question('exact_value', { content_html: '<a href="/a">here</a><a href="/b">link</a><img src="/x"><img src="/y">', hint: { sections: [section('<a href="https://x.org">https://x.org</a>')] } }),
      ['warning_image_alt_missing', 'warning_link_text_vague'],
    ],
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

  it("says a passage's warnings on each question that uses it, once beside the question's own", () => {
    const passage: WarnedPassage = { id: 5, content_html: '<p>Baca <a href="https://x.org">selengkapnya</a></p><img src="/p">', sections: [] };
    const other: WarnedPassage = { id: 6, content_html: '<p>Bersih</p>', sections: [] };
    const withIt = question('exact_value', { content_html: '<p>Soal A <img src="/q"></p>', passage_id: 5 });
    const alsoWithIt = question('exact_value', { content_html: '<p>Soal B</p>', passage_id: 5 });
    const withOther = question('exact_value', { content_html: '<p>Soal C</p>', passage_id: 6 });
    const none = question('exact_value', { content_html: '<p>Soal D</p>', passage_id: null });
    const found = topicWarnings({ chapters: [], questions: [withIt, alsoWithIt, withOther, none], passages: [passage, other] }, context);
    expect(found.questions).toEqual([
      [v('warning_image_alt_missing'), v('warning_link_text_vague')],
      [v('warning_image_alt_missing'), v('warning_link_text_vague')],
      [],
      [],
    ]);
  });

  it('compares the stem with its sections', () => {
    const a = question('exact_value', { content_html: '<p>Hitung</p>', sections: [{ id: 's', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>2 + 2</p>' }] });
    const b = question('exact_value', { content_html: '<p>Hitung</p>', sections: [{ id: 's', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>3 + 3</p>' }] });
    expect(topicWarnings({ chapters: [], questions: [a, b] }, context).questions).toEqual([[], []]);
  });
});

describe('passage warnings', () => {
  const passage = (over: Partial<WarnedPassage> = {}): WarnedPassage => ({ id: 1, content_html: '<p>Bacaan</p>', sections: [], ...over });
  it.each<[string, WarnedPassage, ValidationKey[]]>([
    ['a clean passage', passage(), []],
    ['an image without alt in a section', passage({ sections: [section('<img src="/a">')] }), ['warning_image_alt_missing']],
    ['a broken page link', passage({ content_html: '<a href="/chapters/77">Bab sebelumnya</a>' }), ['warning_broken_page_link']],
    ['a bare address as link text', passage({ content_html: '<a href="https://kbbi.web.id">https://kbbi.web.id</a>' }), ['warning_link_text_vague']],
    ['headings that skip', passage({ content_html: '<h1>Judul</h1><h3>Isi</h3>' }), ['warning_heading_level_skipped']],
    ['a table without header cells', passage({ content_html: '<table><tr><td>a</td></tr><tr><td>b</td></tr></table>' }), ['warning_table_headers_missing']],
    ['yellow text', passage({ content_html: '<p><span style="color:yellow">Kuning</span></p>' }), ['warning_text_contrast_low']],
  ])('%s', (_, given, expected) => {
    expect(passageWarnings(given, context)).toEqual(expected.map(v));
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
