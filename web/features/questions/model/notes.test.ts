import { describe, expect, it } from 'vitest';
import { noteHtml, withNoteHtml } from './notes.ts';

const id = () => 'n1';

describe('explanation and hint notes', () => {
  it('writes one rich section and reads it back', () => {
    const note = withNoteHtml({ sections: [] }, '<p>Because 2 + 2 = 4</p>', id);
    expect(note).toEqual({ sections: [{ id: 'n1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: '<p>Because 2 + 2 = 4</p>' }] });
    expect(noteHtml(note)).toBe('<p>Because 2 + 2 = 4</p>');
  });
  it('keeps the first section’s id and any further sections', () => {
    const extra = { id: 'v', content: '', mime_type: 'text/html', section_content_type: 'external_video' as const, media_url: 'https://www.youtube.com/watch?v=x', content_html: '' };
    const note = withNoteHtml({ sections: [{ ...extra, id: 's1', section_content_type: null, media_url: null, content_html: '<p>Old</p>' }, extra] }, '<p>New</p>', id);
    expect(note.sections.map((s) => [s.id, s.content_html])).toEqual([
      ['s1', '<p>New</p>'],
      ['v', ''],
    ]);
  });
  it('has no section when blank', () => {
    expect(withNoteHtml({ sections: [] }, '<p> </p>', id)).toEqual({ sections: [] });
  });
});
