// An image's description as a file gives it (a Word or PowerPoint picture's descr/title, a QTI
// or Moodle <img alt>, the text inside a QTI image <object>) made the plain one-line text an
// <img alt> holds. Every reader's source is untrusted: the text is never markup (whoever writes
// it into HTML escapes it, and the sanitizer escapes it again), and neither a wall of text nor
// a run of control characters reaches a screen reader.

/** The most characters an imported description keeps: a sentence or two, as alt text should be. */
export const ALT_TEXT_MAX = 500;

/** `raw` trimmed, its spaces, line breaks and control characters one space, cut to ALT_TEXT_MAX at a word. */
export function altText(raw: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const line = (raw ?? '').replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  const chars = [...line];
  if (chars.length <= ALT_TEXT_MAX) return line;
  const cut = chars.slice(0, ALT_TEXT_MAX).join('');
  // Cut at the last space when one is near the end, so no word is left half.
  const space = cut.lastIndexOf(' ');
  return (space >= cut.length - 40 ? cut.slice(0, space) : cut).trimEnd();
}
