import { describe, expect, it } from 'vitest';
import { ALT_TEXT_MAX, altText } from './altText.ts';

describe('altText', () => {
  it('makes a description one trimmed line: line breaks, tabs, control characters and runs of spaces one space', () => {
    expect(altText('  Peta\r\n\tPulau\u0000\u0007 Jawa\u00a0\u2028 ')).toBe('Peta Pulau Jawa');
    expect(altText('<b>tebal</b> & "kutip"')).toBe('<b>tebal</b> & "kutip"');
    expect(altText(undefined)).toBe('');
    expect(altText(' \n ')).toBe('');
  });

  it('cuts a long description at a word within ALT_TEXT_MAX characters, else at the limit, never inside a character', () => {
    const words = altText('kata '.repeat(150));
    expect(words.length).toBeLessThanOrEqual(ALT_TEXT_MAX);
    expect(words).toMatch(/^(kata )+kata$/);
    expect(altText('x'.repeat(ALT_TEXT_MAX + 20))).toBe('x'.repeat(ALT_TEXT_MAX));
    const emoji = altText('🌏'.repeat(ALT_TEXT_MAX + 1));
    expect([...emoji]).toHaveLength(ALT_TEXT_MAX);
    expect(emoji).toBe('🌏'.repeat(ALT_TEXT_MAX));
  });
});
