// A read document's text as the editor's rich text (HTML), one way for the two writers of it:
// the built-in question extractor (extract/builtin/build.ts) and the chapter generator
// (commands/chapterGenerator/pages.ts). Both pass their output through the sanitizer after.
import type { TextRun } from './model.ts';

/** Text for HTML content or a double-quoted attribute: &, <, > and " escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Inline HTML wrapped in a run's marks, outermost first: strong, em, u. */
export function withMarks(html: string, marks: Pick<TextRun, 'bold' | 'italic' | 'underline'>): string {
  let out = html;
  if (marks.underline) out = `<u>${out}</u>`;
  if (marks.italic) out = `<em>${out}</em>`;
  if (marks.bold) out = `<strong>${out}</strong>`;
  return out;
}
