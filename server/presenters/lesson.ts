// Lesson rows → API JSON (spec §3 "Lesson"): the topic's pages as summaries, its study-guide
// documents (with the uploaded file's type, size and download address), its links, and the
// media files rich text refers to by id. The only way these leave the server.
import type { PageSummary, Lesson, LessonDocument, LinkAttachment, MediaFile } from '../../domain/schemas/content.ts';
import type { lessonDocuments, LessonRow, LinkAttachmentRow, UploadedFileRow } from '../db/schema/index.ts';

/** A study-guide row with what it says of its file. */
export type LessonDocumentRow = Pick<typeof lessonDocuments.$inferSelect, 'id' | 'name' | 'createdAt'> & {
  mimeType: string;
  size: number;
  /** Where the file downloads from (storage's public address of its key). */
  url: string;
};

export function presentLessonDocument(row: LessonDocumentRow): LessonDocument {
  return { id: row.id, name: row.name, url: row.url, mime_type: row.mimeType, size: row.size, created_at: row.createdAt.toISOString() };
}

export function presentLinkAttachment(row: Pick<LinkAttachmentRow, 'id' | 'name' | 'url' | 'createdAt'>): LinkAttachment {
  return { id: row.id, name: row.name, url: row.url, created_at: row.createdAt.toISOString() };
}

export function presentLesson(
  row: Pick<LessonRow, 'id' | 'topicId' | 'fileConversionInProgress'>,
  parts: { pages: PageSummary[]; documents: LessonDocumentRow[]; links: Pick<LinkAttachmentRow, 'id' | 'name' | 'url' | 'createdAt'>[] },
): Lesson {
  return {
    id: row.id,
    topic_id: row.topicId,
    chapters: parts.pages,
    documents: parts.documents.map(presentLessonDocument),
    link_attachments: parts.links.map(presentLinkAttachment),
    file_conversion_in_progress: row.fileConversionInProgress,
  };
}

/** An uploaded image or audio clip: `id` is what rich text carries as data-media-id. */
export function presentMediaFile(file: Pick<UploadedFileRow, 'id' | 'mimeType' | 'size'>, url: string): MediaFile {
  return { id: file.id, url, mime_type: file.mimeType, size: file.size };
}
