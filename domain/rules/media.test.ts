import { describe, expect, it } from 'vitest';
import { dottedPath, fieldErrors } from './issues.ts';
import { mediaIdsInHtml } from './media.ts';

describe('media references (spec §5 "Media")', () => {
  it('finds the ids of images and audio, once each, in order', () => {
    const html = `<p><img src="/f/a" data-media-id="12"> <audio data-media-id='7' controls></audio><img data-media-id=12 src="/f/a"><img DATA-MEDIA-ID="3"/></p>`;
    expect(mediaIdsInHtml(html)).toEqual([12, 7, 3]);
  });

  it('ignores empty, non-numeric and zero ids', () => {
    expect(mediaIdsInHtml('<img data-media-id=""><img data-media-id="x1"><img data-media-id="0">')).toEqual([]);
    expect(mediaIdsInHtml(null)).toEqual([]);
    expect(mediaIdsInHtml('<p>no media</p>')).toEqual([]);
  });
});

describe('issue paths', () => {
  it('joins paths with dots and keeps the first message of a path', () => {
    expect(dottedPath(['answers', 2, 'content'])).toBe('answers.2.content');
    expect(
      fieldErrors([
        { path: ['answers'], message: 'first' },
        { path: ['answers'], message: 'second' },
        { path: ['points'], message: 'p' },
      ]),
    ).toEqual({ answers: 'first', points: 'p' });
  });
});
