// A page in version history: its fields as a comparison shows them (title, kind, then the
// text and its sections, or the video's link, description and duration), read from a
// version's document or the editor's values, and a version's document as the form's values.
import type { TFunction } from 'i18next';
import type { PageDocumentInput } from '../../../../domain/schemas/content.ts';
import { asDocument, readList, readText, sectionFields, textAsHtml } from '../../history/index.ts';
import type { CompareField } from '../../history/index.ts';
import { formatDuration } from './duration.ts';

export function pageFields(document: unknown, t: TFunction): CompareField[] {
  const doc = asDocument(document);
  const video = doc.type === 'video';
  const fields: CompareField[] = [
    { id: 'title', label: t('pages.title'), html: textAsHtml(readText(doc.title)) },
    { id: 'type', label: t('history.fields.page_type'), html: textAsHtml(video ? t('pages.kind_video') : t('pages.kind_text')) },
  ];
  if (video) {
    const duration = typeof doc.duration === 'number' ? formatDuration(doc.duration) : '';
    fields.push(
      { id: 'video_url', label: t('pages.video_url'), html: textAsHtml(readText(doc.video_url)) },
      { id: 'video_description', label: t('pages.video_description'), html: textAsHtml(readText(doc.video_description)) },
      { id: 'duration', label: t('pages.duration'), html: textAsHtml(duration) },
    );
  } else {
    fields.push({ id: 'content', label: t('pages.content'), html: readText(doc.content) });
  }
  return [...fields, ...sectionFields(doc.sections, 'sections', t)];
}

/** A version's document as the editor's values (what it does not carry reads as empty). */
export function pageValuesOf(document: unknown): PageDocumentInput {
  const doc = asDocument(document);
  const type = doc.type === 'video' ? 'video' : 'text';
  return {
    type,
    title: readText(doc.title),
    content: readText(doc.content),
    sections: readList(doc.sections) as PageDocumentInput['sections'],
    video_url: typeof doc.video_url === 'string' ? doc.video_url : type === 'video' ? '' : null,
    video_description: typeof doc.video_description === 'string' ? doc.video_description : null,
    duration: typeof doc.duration === 'number' ? doc.duration : null,
  };
}
