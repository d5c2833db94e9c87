// The app's ways of showing an instant the server sent (ISO): a calendar date, the language's
// medium date ("Mar 2, 2026" in English, "2 Mar 2026" in Indonesian), and a date and time, the
// medium date with the short time ("Nov 24, 2026, 10:02 AM" / "24 Nov 2026, 10.02") as the
// failed lists and the download jobs show them.

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
