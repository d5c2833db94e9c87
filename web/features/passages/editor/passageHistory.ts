// A passage in version history: its title, its text and its sections as a comparison shows
// them, read from a version's document or the editor's values, and a version's document as
// the form's values.
import type { TFunction } from 'i18next';
import type { PassageDocumentInput } from '../../../../domain/schemas/content.ts';
import { asDocument, readList, readText, sectionFields, textAsHtml } from '../../history/index.ts';
import type { CompareField } from '../../history/index.ts';

export function passageFields(document: unknown, t: TFunction): CompareField[] {
  const doc = asDocument(document);
  return [
    { id: 'title', label: t('passages.title'), html: textAsHtml(readText(doc.title)) },
    { id: 'content_html', label: t('passages.content'), html: readText(doc.content_html) },
    ...sectionFields(doc.sections, 'sections', t, (number) => t('passages.section_content', { number })),
  ];
}

/** A version's document as the editor's values (what it does not carry reads as empty). */
export function passageValuesOf(document: unknown): PassageDocumentInput {
  const doc = asDocument(document);
  return { title: readText(doc.title), content_html: readText(doc.content_html), sections: readList(doc.sections) as PassageDocumentInput['sections'] };
}
