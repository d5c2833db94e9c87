// The learner preview's calls (spec §2 "Preview"): POST /content/topics/{id}/preview makes a
// short-lived link; GET /preview/{token}?version=… reads the topic as a student gets it
// (no session needed: the token in the address is the capability).
import type { PreviewLink, PreviewTopic, PreviewVersion } from '../../../../domain/schemas/preview.ts';
import { http } from '../../../lib/http.ts';

export const previewApi = {
  create: (topicId: number) => http.post<PreviewLink>(`/content/topics/${topicId}/preview`),
  topic: (token: string, version: PreviewVersion) => http.get<PreviewTopic>(`/preview/${encodeURIComponent(token)}`, { query: { version } }),
};

export const previewKeys = {
  all: ['preview'] as const,
  link: (token: string) => ['preview', token] as const,
  topic: (token: string, version: PreviewVersion) => ['preview', token, version] as const,
};
