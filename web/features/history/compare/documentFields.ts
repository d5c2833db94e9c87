// Reading a version's document (or a draft) for a comparison, leniently: the document is
// whatever the editor sent when the version was saved, so a field may be missing or of an
// older shape; what cannot be read reads as empty. Sections (pages, passages, a question's
// stem, explanation and hint) are paired by their own ids, which they keep from save to save.
import type { TFunction } from 'i18next';
import type { CompareField } from './fields.ts';
import { textAsHtml } from './fields.ts';

type Loose = Record<string, unknown>;

/** The document as an object to read fields from. */
export const asDocument = (document: unknown): Loose => (document && typeof document === 'object' ? (document as Loose) : {});

export const readText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export const readList = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter((item): item is Loose => Boolean(item) && typeof item === 'object') : []);

/** "Yes" or "No". */
export const yesNo = (value: unknown, t: TFunction) => textAsHtml(value === true ? t('history.fields.yes') : t('history.fields.no'));

/**
 * A list of sections as fields: a text section's HTML, a video section's link, labelled by
 * their place in this version ("Section 2", or `label(number)`), identified by `path` and their id.
 */
export function sectionFields(sections: unknown, path: string, t: TFunction, label?: (number: number) => string): CompareField[] {
  return readList(sections).map((section, index) => {
    const id = `${path}.${readText(section.id) || index}`;
    const number = index + 1;
    if (section.section_content_type === 'external_video') {
      return { id: `${id}.media_url`, label: t('history.fields.section_video', { number }), html: textAsHtml(readText(section.media_url)) };
    }
    return { id, label: label ? label(number) : t('history.fields.section', { number }), html: readText(section.content_html) || readText(section.content) };
  });
}
