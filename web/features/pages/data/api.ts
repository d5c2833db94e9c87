// The page calls of the API: POST /content/chapters, GET/PUT/DELETE
// /content/chapters/{id}. Request bodies are the domain request types; replies pageSchema.
import type { Page, PageDocument } from '../../../../domain/schemas/content.ts';
import { http } from '../../../lib/http.ts';

export const pageApi = {
  get: (id: number) => http.get<Page>(`/content/chapters/${id}`),
  create: (topicId: number, doc: PageDocument) => http.post<Page>('/content/chapters', { ...doc, topic_id: topicId }),
  update: (id: number, doc: PageDocument, lockVersion: number) =>
    http.put<Page>(`/content/chapters/${id}`, { ...doc, lock_version: lockVersion }),
  delete: (id: number) => http.delete<unknown>(`/content/chapters/${id}`),
};

export const pageKeys = {
  all: ['pages'] as const,
  detail: (id: number) => ['pages', id] as const,
};
