import { describe, expect, it } from 'vitest';
import { v } from './test/fixtures.ts';
import { isValidHost, isValidLinkUrl, linkUrlError, normaliseLinkUrl } from './links.ts';

describe('link URL (spec §5 "Video, links and embeds")', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=c#d', 'http://example.com/a?b=c#d'],
    ['  https://sub.example.co.id/path  ', 'https://sub.example.co.id/path'],
    ['www.example.com/page', 'https://www.example.com/page'],
    ['example.org', 'https://example.org/'],
    ['example.org:8080/x', 'https://example.org:8080/x'],
    ['//cdn.example.com/f', 'https://cdn.example.com/f'],
    ['https://bücher.de', 'https://xn--bcher-kva.de/'],
    ['http://192.168.1.10/guide', 'http://192.168.1.10/guide'],
    ['http://[::1]:3000/', 'http://[::1]:3000/'],
    ['https://my_site.example.com', 'https://my_site.example.com/'],
  ])('accepts %j as %j', (input, stored) => {
    expect(normaliseLinkUrl(input)).toBe(stored);
    expect(linkUrlError(input)).toBeNull();
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:someone@example.com'],
    ['ftp://example.com/file'],
    ['file:///etc/passwd'],
    ['https://localhost/'],
    ['http://intranet'],
    ['https://user:pass@example.com'],
    ['https://example.123'],
    ['https://-bad-.com'],
    ['https://exa mple.com'],
    ['https://example.com/<script>'],
    ['http://999.1.1.1'],
    ['not a url'],
    [`https://example.com/${'a'.repeat(2048)}`],
  ])('refuses %j', (input) => {
    expect(isValidLinkUrl(input)).toBe(false);
    expect(linkUrlError(input)).toBe(v('link_url_invalid'));
  });

  it('says "Required" for a blank link', () => {
    expect(linkUrlError('   ')).toBe(v('required'));
    expect(linkUrlError(null)).toBe(v('required'));
  });

  it('checks hosts', () => {
    expect(isValidHost('example.com')).toBe(true);
    expect(isValidHost('example.com.')).toBe(true);
    expect(isValidHost('xn--bcher-kva.de')).toBe(true);
    expect(isValidHost('[2001:db8::1]')).toBe(true);
    expect(isValidHost('com')).toBe(false);
    expect(isValidHost('')).toBe(false);
    expect(isValidHost(`${'a'.repeat(64)}.com`)).toBe(false);
  });
});
