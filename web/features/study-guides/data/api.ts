// The study-guide calls of spec §7 "Topics": record an uploaded file as a study guide,
// delete one, add and delete a linked study guide. The file itself goes to storage first
// through web/lib/upload.ts (presigned POST); the server then checks it by content.
import type { CreateLinkRequest, LessonDocument, LinkAttachment } from '../../../../domain/schemas/content.ts';
import { http } from '../../../lib/http.ts';

export type CreateNoteInput = { file_key: string; name: string };

export const studyGuideApi = {
  /** POST /map/topics/{id}/notes {file_key, name} → the lesson document (201). */
  create: (topicId: number, input: CreateNoteInput) => http.post<LessonDocument>(`/map/topics/${topicId}/notes`, input),
  /** DELETE /map/topics/{id}/delete_notes {note_id}. */
  remove: (topicId: number, noteId: number) => http.delete<unknown>(`/map/topics/${topicId}/delete_notes`, { note_id: noteId }),
  /** POST /content/topics/{id}/notes/create_link {name, url} → the link (201). */
  createLink: (topicId: number, input: CreateLinkRequest) => http.post<LinkAttachment>(`/content/topics/${topicId}/notes/create_link`, input),
  /** DELETE /content/topics/{id}/notes/delete_link {link_id}. */
  removeLink: (topicId: number, linkId: number) => http.delete<unknown>(`/content/topics/${topicId}/notes/delete_link`, { link_id: linkId }),
};
