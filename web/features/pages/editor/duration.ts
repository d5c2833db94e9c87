// The video duration as teachers type it (mm:ss, or h:mm:ss for long videos) and as it is
// stored (whole seconds). Blank is "no duration" (null); anything else unreadable is NaN,
// which the page schema (the domain's pageDocumentSchema) refuses with its duration message.

/** "4:30" → 270, "1:02:03" → 3723, "" → null, "4:75" or "abc" → NaN. */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d{1,6}$/.test(value)) return Number(value) * 60;
  const m = /^(?:(\d{1,3}):)?(\d{1,3}):(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  const hours = Number(m[1] ?? 0);
  const minutes = Number(m[2]);
  const seconds = Number(m[3]);
  if (seconds > 59 || (m[1] !== undefined && minutes > 59)) return Number.NaN;
  return hours * 3600 + minutes * 60 + seconds;
}

/** 270 → "4:30", 3723 → "1:02:03", null → "". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
