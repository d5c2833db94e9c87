import { describe, expect, it } from 'vitest';
import { v } from './test/fixtures.ts';
import { normaliseVideoUrl, parseVideoUrl, videoNotFoundMessage, videoPlayerSrc, videoUrlError } from './videoUrl.ts';

const ID = 'dQw4w9WgXcQ';

describe('video URL of video pages (spec §5)', () => {
  it.each([
    [`youtube:${ID}`, `youtube:${ID}`],
    [`YouTube:${ID}`, `youtube:${ID}`],
    ['brightcove:6312345678112', 'brightcove:6312345678112'],
    ['pena:intro_algebra-01', 'pena:intro_algebra-01'],
    [`https://www.youtube.com/watch?v=${ID}`, `youtube:${ID}`],
    [`https://www.youtube.com/watch?v=${ID}&list=PL1&t=42s`, `youtube:${ID}`],
    [`http://m.youtube.com/watch?v=${ID}`, `youtube:${ID}`],
    [`youtube.com/watch?v=${ID}`, `youtube:${ID}`],
    [`https://youtu.be/${ID}?si=abc`, `youtube:${ID}`],
    [`https://www.youtube.com/embed/${ID}`, `youtube:${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`, `youtube:${ID}`],
    [`https://www.youtube.com/shorts/${ID}`, `youtube:${ID}`],
    [`https://www.youtube.com/live/${ID}`, `youtube:${ID}`],
    ['https://players.brightcove.net/1234567890/default_default/index.html?videoId=6312345678112', 'brightcove:6312345678112'],
    ['https://players.brightcove.net/1234567890/rJx3kZ-abc_default/index.html?videoId=42&autoplay=true', 'brightcove:42'],
  ])('accepts %j as %j', (input, stored) => {
    expect(normaliseVideoUrl(input)).toBe(stored);
    expect(videoUrlError(input)).toBeNull();
  });

  it.each([
    ['youtube:short'],
    ['youtube:dQw4w9WgXcQextra'],
    ['brightcove:abc'],
    ['pena:has space'],
    ['vimeo:12345'],
    ['https://vimeo.com/12345'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/channel/UC123'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['https://players.brightcove.net/123/default_default/index.html'],
    ['https://players.brightcove.net/abc/default_default/index.html?videoId=1'],
    ['javascript:alert(1)'],
  ])('refuses %j with the not-a-valid-video-url message', (input) => {
    expect(parseVideoUrl(input)).toBeNull();
    expect(videoUrlError(input)).toBe(v('video_url_invalid'));
  });

  it('says "Required" when empty', () => {
    expect(videoUrlError('')).toBe(v('required'));
  });

  it('keeps the start offset and the Brightcove player of pasted URLs', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=1m30s`)).toMatchObject({ scheme: 'youtube', id: ID, start: 90 });
    expect(parseVideoUrl(`https://youtube.com/watch?v=${ID}&start=15`)).toMatchObject({ start: 15 });
    expect(parseVideoUrl('https://players.brightcove.net/111/abc_default/index.html?videoId=9')).toMatchObject({
      scheme: 'brightcove',
      id: '9',
      account: '111',
      player: 'abc',
      embed: 'default',
    });
  });

  it('names the not-found messages the server uses after asking the library', () => {
    expect(videoNotFoundMessage).toEqual({ brightcove: v('brightcove_video_not_found'), pena: v('product_video_not_found') });
  });
});

describe('the player address of a video page (editor preview, learner view)', () => {
  it.each([
    ['youtube:dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42'],
    [
      'https://players.brightcove.net/1234567890/default_default/index.html?videoId=6312345678112',
      'https://players.brightcove.net/1234567890/default_default/index.html?videoId=6312345678112',
    ],
    ['brightcove:6312345678112', null],
    ['pena:123', null],
    ['not a video', null],
    [null, null],
  ])('%s → %s', (input, src) => {
    expect(videoPlayerSrc(input)).toBe(src);
  });
});
