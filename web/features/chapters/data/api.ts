// The page (chapter) calls of the API: POST /content/chapters, GET/PUT/DELETE
// /content/chapters/{id}. Request bodies are the domain request types; replies chapterSchema.
import type { Chapter, ChapterDocument } from '../../../../domain/schemas/content.ts';
import { http } from '../../../lib/http.ts';

export const chapterApi = {
  get: (id: number) => http.get<Chapter>(`/content/chapters/${id}`),
  create: (topicId: number, doc: ChapterDocument) => http.post<Chapter>('/content/chapters', { ...doc, topic_id: topicId }),
  update: (id: number, doc: ChapterDocument, lockVersion: number) =>
    http.put<Chapter>(`/content/chapters/${id}`, { ...doc, lock_version: lockVersion }),
  delete: (id: number) => http.delete<unknown>(`/content/chapters/${id}`),
};

export const chapterKeys = {
  all: ['chapters'] as const,
  detail: (id: number) => ['chapters', id] as const,
};
