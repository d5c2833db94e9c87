import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

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
