// The app's ways of showing an instant the server sent (ISO): a calendar date, the language's
// medium date ("Mar 2, 2026" in English, "2 Mar 2026" in Indonesian), and a date and time, the
// medium date with the short time ("Nov 24, 2026, 10:02 AM" / "24 Nov 2026, 10.02") as the
// failed lists and the download jobs show them; and how long ago, in words ("3 hours ago",
// "3 jam yang lalu"), as version history lists them.

function readInstant(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A medium date in `language`, or null when there is none or it cannot be read. */
export function formatDate(iso: string | null, language: string): string | null {
  const date = readInstant(iso);
  return date && new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** A medium date with the short time in `language`, or null when there is none or it cannot be read. */
export function formatDateTime(iso: string | null, language: string): string | null {
  const date = readInstant(iso);
  return date && new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Seconds in each unit, largest first, for formatTimeAgo. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long before `now` the instant was, in `language`'s words in the largest whole unit
 * ("yesterday", "3 hours ago", "now"), or null when there is none or it cannot be read.
 */
export function formatTimeAgo(iso: string | null, language: string, now: Date = new Date()): string | null {
  const date = readInstant(iso);
  if (!date) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
