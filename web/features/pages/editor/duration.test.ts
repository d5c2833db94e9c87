import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.ts';

describe('video duration', () => {
  it.each([
    ['4:30', 270],
    ['04:05', 245],
    ['0:59', 59],
    ['75:00', 4500],
    ['1:02:03', 3723],
    ['7', 420],
    [' 2:00 ', 120],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('reads blank as no duration and refuses what is not minutes:seconds', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('   ')).toBeNull();
    for (const bad of ['4:75', '1:60:00', 'abc', '4:3', '-1:00', '4.5', ':30']) expect(parseDuration(bad)).toBeNaN();
  });

  it('writes seconds back as m:ss or h:mm:ss', () => {
    expect(formatDuration(270)).toBe('4:30');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});
