import { describe, expect, it } from 'vitest';
import { isAllowedPlayerSrc, isEmbedError, parseEmbed } from './embed.ts';
import { v } from './test/fixtures.ts';

const ID = 'dQw4w9WgXcQ';
const BC = 'https://players.brightcove.net/1234567890/default_default/index.html?videoId=6312345678112';
const youtubeCode = `<iframe width="560" height="315" src="https://www.youtube.com/embed/${ID}?si=Xy_1" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`;
const brightcoveCode = `<iframe src="${BC.replace('&', '&amp;')}" allowfullscreen="" allow="encrypted-media" width="960" height="540"></iframe>`;

describe('parseEmbed: video URLs', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://youtu.be/${ID}?t=90`, `https://www.youtube.com/embed/${ID}?start=90`],
    [`https://www.youtube-nocookie.com/embed/${ID}`, `https://www.youtube-nocookie.com/embed/${ID}`],
    [BC, BC],
  ])('%j embeds %j', (input, src) => {
    expect(parseEmbed(input)).toMatchObject({ src });
  });

  it.each([['https://vimeo.com/1234'], [`youtube:${ID}`], ['https://example.com/video.mp4'], ['javascript:alert(1)']])('refuses %j as not a valid embed video URL', (input) => {
    expect(parseEmbed(input)).toEqual({ error: v('embed_url_invalid') });
  });

  it('says "Required" when empty', () => {
    expect(parseEmbed('  ')).toEqual({ error: v('required') });
  });
});

describe('parseEmbed: iframe embed codes', () => {
  it('reads the embed code YouTube gives, keeping only the player address and size', () => {
    const result = parseEmbed(youtubeCode);
    expect(result).toEqual({ src: `https://www.youtube.com/embed/${ID}`, provider: 'youtube', video: expect.objectContaining({ id: ID }), width: 560, height: 315 });
  });

  it('reads the embed code Brightcove gives (entities decoded)', () => {
    expect(parseEmbed(brightcoveCode)).toMatchObject({ src: BC, provider: 'brightcove', width: 960, height: 540 });
  });

  it('drops sizes that are not plain pixels', () => {
    const result = parseEmbed(`<iframe src="https://www.youtube.com/embed/${ID}" width="100%" height="auto"></iframe>`);
    expect(result).not.toHaveProperty('width');
    expect(result).not.toHaveProperty('height');
  });

  it('accepts single quotes, unquoted values, upper case and surrounding whitespace', () => {
    expect(parseEmbed(`  <IFRAME SRC='https://www.youtube.com/embed/${ID}' width=640 allowfullscreen ></IFRAME>  `)).toMatchObject({ width: 640, provider: 'youtube' });
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a script after the iframe', `<iframe src="https://www.youtube.com/embed/${ID}"></iframe><script>alert(1)</script>`],
    ['two iframes', `<iframe src="https://www.youtube.com/embed/${ID}"></iframe><iframe src="https://www.youtube.com/embed/${ID}"></iframe>`],
    ['a wrapper element', `<div><iframe src="https://www.youtube.com/embed/${ID}"></iframe></div>`],
    ['an event handler', `<iframe src="https://www.youtube.com/embed/${ID}" onload="alert(1)"></iframe>`],
    ['srcdoc', `<iframe srcdoc="<script>alert(1)</script>"></iframe>`],
    ['an unknown attribute', `<iframe src="https://www.youtube.com/embed/${ID}" name="x"></iframe>`],
    ['a repeated attribute', `<iframe src="https://www.youtube.com/embed/${ID}" src="https://evil.example/"></iframe>`],
    ['no src', '<iframe width="5"></iframe>'],
    ['content inside the iframe', `<iframe src="https://www.youtube.com/embed/${ID}">fallback</iframe>`],
    ['no closing tag', `<iframe src="https://www.youtube.com/embed/${ID}">`],
    ['a broken attribute', `<iframe src="https://www.youtube.com/embed/${ID}" "x"></iframe>`],
    ['another tag', '<img src="x" onerror="alert(1)">'],
    ['too long', `<iframe src="https://www.youtube.com/embed/${ID}" title="${'a'.repeat(5000)}"></iframe>`],
  ])('refuses %s as not a valid iframe', (_, code) => {
    expect(parseEmbed(code)).toEqual({ error: v('embed_code_invalid') });
  });

  it.each([
    ['a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an entity-hidden javascript: src', '<iframe src="&#106;avascript:alert(1)"></iframe>'],
    ['another site', '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>'],
    ['plain http', `<iframe src="http://www.youtube.com/embed/${ID}"></iframe>`],
    ['a watch page', `<iframe src="https://www.youtube.com/watch?v=${ID}"></iframe>`],
    ['a look-alike host', `<iframe src="https://www.youtube.com.evil.example/embed/${ID}"></iframe>`],
    ['credentials', `<iframe src="https://user@www.youtube.com/embed/${ID}"></iframe>`],
  ])('refuses %s as a source that is not an allowed player', (_, code) => {
    expect(parseEmbed(code)).toEqual({ error: v('embed_source_not_allowed') });
  });

  it('tells results apart and checks player addresses for the sanitizer', () => {
    expect(isEmbedError(parseEmbed('x'))).toBe(true);
    expect(isAllowedPlayerSrc(`https://www.youtube.com/embed/${ID}`)).toBe(true);
    expect(isAllowedPlayerSrc(BC)).toBe(true);
    expect(isAllowedPlayerSrc('https://evil.example/')).toBe(false);
    expect(isAllowedPlayerSrc('not a url')).toBe(false);
  });
});
