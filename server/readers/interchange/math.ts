// TeX as other tools write it, made Pena's math: `[% … %]` inline and `[[% … %]]` display,
// the editor's and the viewer's one form (server/sanitize/richText.ts keeps it as text).
// Moodle's filters take `$$…$$`, `\(…\)` and `\[…\]`; GIFT and Canvas write the same.

/**
 * Every `open`…`close` with at least one character between (the nearest close), rewritten by
 * `wrap`, in one pass: a lazy regex would scan to the end again from each unclosed opening.
 */
function replaceBetween(text: string, open: string, close: string, wrap: (inner: string) => string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf(open, from);
    if (start === -1) break;
    const end = text.indexOf(close, start + open.length + 1);
    // No close after this opening: none after a later one either.
    if (end === -1) break;
    out += text.slice(from, start) + wrap(text.slice(start + open.length, end));
    from = end + close.length;
  }
  return out + text.slice(from);
}

/** Text with TeX delimiters rewritten as Pena's math. HTML inside is left as it is. */
export function texToPenaMath(text: string): string {
  const inline = (tex: string) => `[% ${tex.trim()} %]`;
  return replaceBetween(replaceBetween(replaceBetween(text, '$$', '$$', inline), '\\(', '\\)', inline), '\\[', '\\]', (tex) => `[[% ${tex.trim()} %]]`);
}

/** Pena's math written as TeX delimiters other tools read: `\(…\)` inline, `\[…\]` display. */
export function penaMathToTex(text: string): string {
  return replaceBetween(replaceBetween(text, '[[%', '%]]', (tex) => `\\[${tex.trim()}\\]`), '[%', '%]', (tex) => `\\(${tex.trim()}\\)`);
}
