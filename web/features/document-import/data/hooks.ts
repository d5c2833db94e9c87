// The quota and extractor, the completed job's extraction, and after a finished import the
// quota and (through the course tree) the topic, its unit and its course tree read again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { documentExtractionSchema } from '../../../../domain/schemas/documents.ts';
import type { DocumentExtraction } from '../../../../domain/schemas/documents.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { useRefreshTopicCounts } from '../../course-tree/index.ts';
import { documentImportApi } from './api.ts';

export const documentImportKeys = {
  info: (topicId: number) => ['document_import', topicId, 'info'] as const,
};

export function useDocumentImportInfo(topicId: number) {
  return useQuery({ queryKey: documentImportKeys.info(topicId), queryFn: () => documentImportApi.info(topicId) });
}

/** The completed job's extraction, when it is the shape Review expects. */
export function readExtraction(job: JobStatusReply): DocumentExtraction | null {
  const parsed = documentExtractionSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

/** After a finished import: the topic's counts (the course tree's) and the quota read again. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  const refreshTopicCounts = useRefreshTopicCounts();
  return (topicId: number, courseId: number | null) =>
    Promise.all([refreshTopicCounts(topicId, courseId), queryClient.invalidateQueries({ queryKey: documentImportKeys.info(topicId) })]);
}
