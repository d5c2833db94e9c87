// The question calls of the API: POST /map/questions, GET/PUT/DELETE /map/questions/{id},
// and the media record of an uploaded image (POST /map/topics/{id}/media), whose id an image
// answer stores as media_id.
import type { Question, QuestionDocument } from '../../../../domain/schemas/questions.ts';
import { http } from '../../../lib/http.ts';

export type MediaRecord = { id: number; url: string; mime_type: string; size: number };

export const questionApi = {
  get: (id: number) => http.get<Question>(`/map/questions/${id}`),
  create: (topicId: number, doc: QuestionDocument) => http.post<Question>('/map/questions', { topic_id: topicId, ...doc }),
  update: (id: number, doc: QuestionDocument, lockVersion: number) => http.put<Question>(`/map/questions/${id}`, { ...doc, lock_version: lockVersion }),
  delete: (id: number) => http.delete<unknown>(`/map/questions/${id}`),
};

export const mediaApi = {
  record: (topicId: number, input: { file_key: string; filename: string; purpose: 'image' | 'audio' }) =>
    http.post<MediaRecord>(`/map/topics/${topicId}/media`, input),
};
