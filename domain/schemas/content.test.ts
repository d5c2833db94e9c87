import { describe, expect, it } from 'vitest';
import { issuesOf, v } from '../rules/test/fixtures.ts';
import {
  RICH_TEXT_MAX,
  SECTIONS_MAX,
  pageDocumentSchema,
  pageSchema,
  createPageRequest,
  createLinkRequest,
  createPassageRequest,
  isBlankContent,
  isReadOnlySource,
  lessonSchema,
  linkUrlSchema,
  mediaRefSchema,
  passageSchema,
  PROVIDER_READ_ONLY_MESSAGE,
  sectionSchema,
  sectionsSchema,
  updatePageRequest,
  updatePassageRequest,
} from './content.ts';

const section = (over: Record<string, unknown> = {}) => ({ id: 's1', content: '', content_html: '<p>Hi</p>', ...over });
const textPage = (over: Record<string, unknown> = {}) => ({ type: 'text', title: 'Fractions', content: '<p>Halves</p>', ...over });
const videoPage = (over: Record<string, unknown> = {}) => ({ type: 'video', title: 'Watch', video_url: 'https://youtu.be/dQw4w9WgXcQ', duration: 212, ...over });

describe('sections (spec §3)', () => {
  it('fills the defaults of a section', () => {
    expect(sectionSchema.parse({ id: 's1' })).toEqual({ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '' });
  });

  it.each<[string, unknown, string, string]>([
    ['an id', section({ id: ' ' }), 'id', v('required')],
    ['an external video address', section({ section_content_type: 'external_video' }), 'media_url', v('required')],
    ['a YouTube or Brightcove external video', section({ section_content_type: 'external_video', media_url: 'https://vimeo.com/1' }), 'media_url', v('embed_url_invalid')],
    ['a URL, not embed code, as external video', section({ section_content_type: 'external_video', media_url: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' }), 'media_url', v('embed_url_invalid')],
    ['an http(s) or same-site media address', section({ media_url: 'javascript:alert(1)' }), 'media_url', v('invalid')],
    ['a media address, not markup', section({ media_url: '<img src=x>' }), 'media_url', v('invalid')],
    ['content within the size cap', section({ content_html: 'x'.repeat(RICH_TEXT_MAX + 1) }), 'content_html', v('content_too_large')],
  ])('needs %s', (_, value, path, message) => {
    expect(issuesOf(sectionSchema, value)).toEqual([[path, message]]);
  });

  it.each([
    section({ section_content_type: 'external_video', media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    section({ section_content_type: 'Passage' }),
    section({ media_url: '/files/abc.png', mime_type: 'image/png' }),
    section({ media_url: 'https://cdn.example.com/a.mp3', mime_type: 'audio/mpeg' }),
  ])('accepts %j', (value) => {
    expect(issuesOf(sectionSchema, value)).toEqual([]);
  });

  it('needs unique ids within a list, and at most SECTIONS_MAX sections', () => {
    expect(issuesOf(sectionsSchema, [section(), section({ id: 's2' })])).toEqual([]);
    expect(issuesOf(sectionsSchema, [section(), section()])).toEqual([['1.id', v('invalid')]]);
    const many = Array.from({ length: SECTIONS_MAX + 1 }, (_, i) => section({ id: `s${i}` }));
    expect(issuesOf(sectionsSchema, many)).toEqual([['', v('too_many_sections')]]);
  });

  it('knows blank content', () => {
    expect(isBlankContent('<p> </p>', [{ content: '', content_html: '<br>', media_url: null }])).toBe(true);
    expect(isBlankContent('', [{ content: '', content_html: '', media_url: '/f/1' }])).toBe(false);
  });
});

describe('pages (chapters)', () => {
  it('accepts a text page and drops video fields from it', () => {
    const parsed = createPageRequest.parse({ topic_id: 3, ...textPage({ video_url: 'youtube:dQw4w9WgXcQ', duration: 4 }) });
    expect(parsed).toEqual({ topic_id: 3, type: 'text', title: 'Fractions', content: '<p>Halves</p>', sections: [], video_url: null, video_description: null, duration: null });
  });

  it('stores a video page URL as scheme:identifier', () => {
    expect(pageDocumentSchema.parse(videoPage()).video_url).toBe('youtube:dQw4w9WgXcQ');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a title', textPage({ title: '   ' }), 'title', v('required')],
    ['a title of at most 255 characters', textPage({ title: 'x'.repeat(256) }), 'title', v('too_long')],
    ['content within 2 MB', textPage({ content: 'x'.repeat(RICH_TEXT_MAX + 1) }), 'content', v('content_too_large')],
    ['a video URL on a video page', videoPage({ video_url: ' ' }), 'video_url', v('required')],
    ['a valid video URL', videoPage({ video_url: 'https://vimeo.com/1' }), 'video_url', v('video_url_invalid')],
    ['a whole duration', videoPage({ duration: 1.5 }), 'duration', v('duration_invalid')],
    ['a duration of 0 or more', videoPage({ duration: -1 }), 'duration', v('duration_invalid')],
    ['a description of at most 10000 characters', videoPage({ video_description: 'x'.repeat(10_001) }), 'video_description', v('too_long')],
  ])('needs %s', (_, value, path, message) => {
    expect(issuesOf(pageDocumentSchema, value)).toEqual([[path, message]]);
  });

  it('accepts a video page without a duration, and a zero duration', () => {
    expect(issuesOf(pageDocumentSchema, videoPage({ duration: null }))).toEqual([]);
    expect(issuesOf(pageDocumentSchema, videoPage({ duration: 0 }))).toEqual([]);
  });

  it('updates carry the lock_version they loaded', () => {
    expect(issuesOf(updatePageRequest, textPage())).toEqual([['lock_version', expect.any(String)]]);
    expect(updatePageRequest.parse({ ...videoPage(), lock_version: 2 })).toMatchObject({ lock_version: 2, video_url: 'youtube:dQw4w9WgXcQ' });
  });

  it('describes the reply', () => {
    const reply = {
      id: 1,
      topic_id: 2,
      lesson_id: 3,
      organization_id: 4,
      type: 'video',
      title: 'Watch',
      content: '',
      sections: [],
      video_url: 'youtube:dQw4w9WgXcQ',
      video_description: null,
      duration: 60,
      status: 'unpublished',
      position: 0,
      creator_id: null,
      last_saved_at: '2025-01-01T00:00:00.000Z',
      lock_version: 0,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    expect(pageSchema.parse(reply)).toEqual(reply);
  });
});

describe('passages (question references)', () => {
  const passage = { topic_id: 1, title: 'The water cycle', content_html: '<p>Water evaporates…</p>' };

  it('accepts a passage with text, or with content only in its sections', () => {
    expect(issuesOf(createPassageRequest, passage)).toEqual([]);
    expect(issuesOf(createPassageRequest, { ...passage, content_html: '', sections: [section()] })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['something to read', { ...passage, content_html: '<p></p>' }, 'content_html', v('required')],
    ['a title of at most 255 characters', { ...passage, title: 'x'.repeat(256) }, 'title', v('too_long')],
  ])('needs %s', (_, value, path, message) => {
    expect(issuesOf(createPassageRequest, value)).toEqual([[path, message]]);
  });

  it('updates carry the lock_version', () => {
    expect(issuesOf(updatePassageRequest, { ...passage, lock_version: 1 })).toEqual([]);
    expect(issuesOf(updatePassageRequest, passage).map(([path]) => path)).toEqual(['lock_version']);
  });

  it('marks provider passages read-only with the §8 message', async () => {
    const { default: en } = await import('../messages/en.json', { with: { type: 'json' } });
    expect(isReadOnlySource('provider')).toBe(true);
    expect(isReadOnlySource('own')).toBe(false);
    expect(PROVIDER_READ_ONLY_MESSAGE).toBe(v('provider_read_only'));
    expect(en.provider_read_only).toBe("Question references imported from the provider's courses are not editable.");
  });

  it('describes the reply', () => {
    const reply = {
      id: 5,
      topic_id: 1,
      organization_id: 2,
      title: '',
      content: 'Water',
      content_html: '<p>Water</p>',
      sections: [],
      status: 'published',
      position: 1,
      source: 'provider',
      read_only: true,
      creator_id: 3,
      questions_count: 2,
      last_saved_at: 'x',
      lock_version: 4,
      created_at: 'x',
      updated_at: 'x',
    };
    expect(passageSchema.parse(reply)).toEqual(reply);
  });
});

describe('study guides (spec §3 Lesson)', () => {
  it('stores a link as its full URL', () => {
    expect(createLinkRequest.parse({ name: ' Reading ', url: 'www.example.com/read' })).toEqual({ name: 'Reading', url: 'https://www.example.com/read' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a name', { name: '', url: 'https://example.com' }, 'name', v('required')],
    ['a name of at most 255 characters', { name: 'x'.repeat(256), url: 'https://example.com' }, 'name', v('too_long')],
    ['a URL', { name: 'A', url: ' ' }, 'url', v('required')],
    ['a valid URL', { name: 'A', url: 'javascript:alert(1)' }, 'url', v('link_url_invalid')],
    ['a URL of at most 2048 characters', { name: 'A', url: `https://example.com/${'a'.repeat(2048)}` }, 'url', v('too_long')],
  ])('needs %s', (_, value, path, message) => {
    expect(issuesOf(createLinkRequest, value)).toEqual([[path, message]]);
  });

  it('is the rule rich-text links use too', () => {
    expect(linkUrlSchema.parse('http://example.com')).toBe('http://example.com/');
    expect(issuesOf(linkUrlSchema, 'ftp://example.com')).toEqual([['', v('link_url_invalid')]]);
  });

  it('describes the lesson reply', () => {
    const lesson = {
      id: 1,
      topic_id: 2,
      chapters: [{ id: 3, topic_id: 2, type: 'text', title: 'P', status: 'unpublished', position: 0, creator_id: null, last_saved_at: 'x', lock_version: 0, published_at: null, changed_since_published: false }],
      documents: [{ id: 4, name: 'Guide.pdf', url: '/files/x', mime_type: 'application/pdf', size: 1024, created_at: 'x' }],
      link_attachments: [{ id: 5, name: 'Read', url: 'https://example.com/', created_at: 'x' }],
      file_conversion_in_progress: false,
    };
    expect(lessonSchema.parse(lesson)).toEqual(lesson);
  });
});

describe('media references', () => {
  it('references images and audio by their file id', () => {
    expect(mediaRefSchema.parse({ kind: 'image', media_id: 4 })).toEqual({ kind: 'image', media_id: 4 });
    expect(mediaRefSchema.safeParse({ kind: 'video', media_id: 4 }).success).toBe(false);
    expect(mediaRefSchema.safeParse({ kind: 'audio', media_id: 0 }).success).toBe(false);
  });
});
