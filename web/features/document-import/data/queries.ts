// The topic (under the course tree's topic key, shared with the overview), the quota and
// extractor, and after a finished import the topic, its unit and its course tree read again
// (their question counts changed).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { documentExtractionSchema } from '../../../../domain/schemas/documents.ts';
import type { DocumentExtraction } from '../../../../domain/schemas/documents.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { bundleKeys, courseTreeKeys, topicKeys } from '../../course-tree/index.ts';
import { documentImportApi } from './api.ts';

export const documentImportKeys = {
  info: (topicId: number) => ['document_import', topicId, 'info'] as const,
};

export function useImportTopic(topicId: number | null) {
  return useQuery({
    queryKey: topicKeys.detail(topicId ?? 0),
    queryFn: () => documentImportApi.topic(topicId!),
    enabled: topicId !== null,
  });
}

export function useDocumentImportInfo(topicId: number) {
  return useQuery({ queryKey: documentImportKeys.info(topicId), queryFn: () => documentImportApi.info(topicId) });
}

/** The completed job's extraction, when it is the shape Review expects. */
export function readExtraction(job: JobStatusReply): DocumentExtraction | null {
  const parsed = documentExtractionSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return (topicId: number, courseId: number | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: topicKeys.detail(topicId) }),
      queryClient.invalidateQueries({ queryKey: documentImportKeys.info(topicId) }),
      queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
      ...(courseId === null ? [] : [queryClient.invalidateQueries({ queryKey: courseTreeKeys.course(courseId) })]),
    ]);
}
