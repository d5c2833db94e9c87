// Explanation and hint are notes made of sections (spec §3). The editor writes one rich
// section per note (its HTML in content_html) and keeps any further sections a question came
// with; a blank note has no sections at all.
import { isBlankRichText } from '../../../../domain/rules/text.ts';
import type { QuestionDocument } from '../../../../domain/schemas/questions.ts';

type Note = QuestionDocument['explanation'];
type Section = Note['sections'][number];

/** The HTML the editor shows for a note: its first section's. */
export function noteHtml(note: Note): string {
  const first = note.sections[0];
  return first ? first.content_html || first.content : '';
}

export function withNoteHtml(note: Note, html: string, newId: () => string): Note {
  const [first, ...rest] = note.sections;
  if (isBlankRichText(html) && !/<(img|audio|iframe)\b/i.test(html)) return { sections: rest };
  const section: Section = first
    ? { ...first, content_html: html, content: '' }
    : { id: newId(), content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html };
  return { sections: [section, ...rest] };
}
