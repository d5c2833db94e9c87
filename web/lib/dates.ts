// The app's one way of showing a calendar date: the language's medium date ("Mar 2, 2026" in
// English, "2 Mar 2026" in Indonesian), from an ISO instant the server sent.

/** A medium date in `language`, or null when there is none or it cannot be read. */
export function formatDate(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
