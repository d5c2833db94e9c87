// The calls of the publish and unpublish pages (spec §2 "Publish and Unpublish pages"):
// the course's tree with validity, and the two selections, each answered by a pending job
// (202, jobStatusSchema) that the progress modal then polls (§4).
import type { JobStatusReply, PublishRequest, PublishTree, UnpublishRequest } from '../../../../domain/schemas/publishing.ts';
import { http } from '../../../lib/http.ts';

export const publishingApi = {
  tree: (courseId: number) => http.get<PublishTree>(`/content/courses/${courseId}/publish_tree`),
  publish: (courseId: number, body: PublishRequest) => http.post<JobStatusReply>(`/content/courses/${courseId}/publish`, body),
  unpublish: (courseId: number, body: UnpublishRequest) =>
    http.post<JobStatusReply>(`/content/courses/${courseId}/unpublish`, body),
};
