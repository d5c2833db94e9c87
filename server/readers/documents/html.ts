// A read document's text as the editor's rich text (HTML), one way for the two writers of it:
// the built-in question extractor (extract/builtin/build.ts) and the page generator
// (commands/pageGenerator/pages.ts). Both pass their output through the sanitizer after.
// A table is written as the editor's "insert table" writes one: a paragraph in each cell, the
// first row of several a header row.
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

const hasText = (runs: readonly TextRun[]) => runs.some((r) => r.text.trim() !== '');

/** A table cell's runs split at their '\n's into paragraphs (the editor's cells hold paragraphs). */
function cellHtml(runs: readonly TextRun[], inline: (runs: readonly TextRun[]) => string): string {
  const paragraphs: TextRun[][] = [[]];
  for (const run of runs) {
    run.text.split('\n').forEach((text, i) => {
      if (i > 0) paragraphs.push([]);
      if (text) paragraphs.at(-1)!.push({ ...run, text });
    });
  }
  const kept = paragraphs.filter(hasText);
  return kept.length === 0 ? '<p></p>' : kept.map((p) => `<p>${inline(p)}</p>`).join('');
}

/** Rows of cells of runs as the editor's table ('' for a table with no text); `inline` writes a paragraph's runs. */
export function tableHtml(rows: readonly (readonly TextRun[][])[], inline: (runs: readonly TextRun[]) => string): string {
  const width = Math.max(0, ...rows.map((r) => r.length));
  if (width === 0 || !rows.some((r) => r.some(hasText))) return '';
  const body = rows
    .map((row, r) => {
      const tag = r === 0 && rows.length > 1 ? 'th' : 'td';
      const cells = Array.from({ length: width }, (_, c) => `<${tag}>${cellHtml(row[c] ?? [], inline)}</${tag}>`);
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('');
  return `<table><tbody>${body}</tbody></table>`;
}
