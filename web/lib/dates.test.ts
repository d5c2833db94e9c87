import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimeAgo } from './dates.ts';

// Local time, so the expected day and hour do not depend on the machine's time zone.
const instant = new Date(2026, 10, 24, 10, 2).toISOString();

describe('formatDate', () => {
  it('shows the medium date in the language', () => {
    expect(formatDate(instant, 'en')).toBe('Nov 24, 2026');
    expect(formatDate(instant, 'id')).toBe('24 Nov 2026');
  });

  it('is null when there is no date or it cannot be read', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('not a date', 'en')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('shows the medium date and the short time in the language', () => {
    // The space before AM is a plain or a narrow no-break space depending on the ICU version.
    expect(formatDateTime(instant, 'en')).toMatch(/^Nov 24, 2026, 10:02\sAM$/);
    expect(formatDateTime(instant, 'id')).toBe('24 Nov 2026, 10.02');
  });

  it('formats as Intl does with the medium date and short time', () => {
    const expected = new Intl.DateTimeFormat('id', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));
    expect(formatDateTime(instant, 'id')).toBe(expected);
  });

  it('is null when there is no date or it cannot be read', () => {
    expect(formatDateTime(null, 'id')).toBeNull();
    expect(formatDateTime('', 'id')).toBeNull();
    expect(formatDateTime('2026-13-45T99:00:00Z', 'id')).toBeNull();
  });
});

describe('formatTimeAgo', () => {
  const now = new Date(2026, 10, 24, 10, 2);
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says how long ago in the largest whole unit, in the language', () => {
    expect(formatTimeAgo(before(20), 'en', now)).toBe('now');
    expect(formatTimeAgo(before(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatTimeAgo(before(3 * 3600 + 59), 'en', now)).toBe('3 hours ago');
    expect(formatTimeAgo(before(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatTimeAgo(before(3 * 3600), 'id', now)).toBe('3 jam yang lalu');
    expect(formatTimeAgo(before(400 * 24 * 3600), 'id', now)).toBe('tahun lalu');
  });

  it('is null when there is no date or it cannot be read', () => {
    expect(formatTimeAgo(null, 'en', now)).toBeNull();
    expect(formatTimeAgo('not a date', 'en', now)).toBeNull();
  });
});
