// TeX as other tools write it, made Pena's math: `[% … %]` inline and `[[% … %]]` display,
// the editor's and the viewer's one form (server/sanitize/richText.ts keeps it as text).
// Moodle's filters take `$$…$$`, `\(…\)` and `\[…\]`; GIFT and Canvas write the same.

/** Text with TeX delimiters rewritten as Pena's math. HTML inside is left as it is. */
export function texToPenaMath(text: string): string {
  return text
    .replace(/\$\$([\s\S]+?)\$\$/g, (_m, tex: string) => `[% ${tex.trim()} %]`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_m, tex: string) => `[% ${tex.trim()} %]`)
    .replace(/\\\[([\s\S]+?)\\\]/g, (_m, tex: string) => `[[% ${tex.trim()} %]]`);
}

/** Pena's math written as TeX delimiters other tools read: `\(…\)` inline, `\[…\]` display. */
export function penaMathToTex(text: string): string {
  return text.replace(/\[\[%([\s\S]+?)%\]\]/g, (_m, tex: string) => `\\[${tex.trim()}\\]`).replace(/\[%([\s\S]+?)%\]/g, (_m, tex: string) => `\\(${tex.trim()}\\)`);
}
