// The passage (question reference) calls of the API: POST /map/passages,
// GET/PUT/DELETE /map/passages/{id}. Questions link to a passage through their passage_id.
import type { Passage, PassageDocument } from '../../../../domain/schemas/content.ts';
import { http } from '../../../lib/http.ts';

export const passageApi = {
  get: (id: number) => http.get<Passage>(`/map/passages/${id}`),
  create: (topicId: number, doc: PassageDocument) => http.post<Passage>('/map/passages', { ...doc, topic_id: topicId }),
  update: (id: number, doc: PassageDocument, lockVersion: number) =>
    http.put<Passage>(`/map/passages/${id}`, { ...doc, lock_version: lockVersion }),
  delete: (id: number) => http.delete<unknown>(`/map/passages/${id}`),
};

export const passageKeys = {
  all: ['passages'] as const,
  detail: (id: number) => ['passages', id] as const,
};
