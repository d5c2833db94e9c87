// The topic being imported into (under the course tree's topic key, so the overview and this
// screen share one cached topic), the conversion and the import; after an import the topic and
// its unit and course tree are read again (their counts and question lists changed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { spreadsheetImportResultSchema } from '../../../../domain/schemas/importing.ts';
import type { SpreadsheetImportRequest, SpreadsheetImportResult } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { bundleKeys, courseTreeKeys, topicKeys } from '../../course-tree/index.ts';
import { spreadsheetImportApi } from './api.ts';
import type { ConvertInput } from './api.ts';

export function useImportTopic(topicId: number | null) {
  return useQuery({
    queryKey: topicKeys.detail(topicId ?? 0),
    queryFn: () => spreadsheetImportApi.topic(topicId!),
    enabled: topicId !== null,
  });
}

export function useConvertSpreadsheet(topicId: number) {
  return useMutation({ mutationFn: (input: ConvertInput) => spreadsheetImportApi.convert(topicId, input) });
}

export function useImportSpreadsheet(topicId: number) {
  return useMutation({ mutationFn: (body: SpreadsheetImportRequest) => spreadsheetImportApi.import(topicId, body) });
}

/** The job's result, when it is the shape Review expects. */
export function readImportResult(job: JobStatusReply): SpreadsheetImportResult | null {
  const parsed = spreadsheetImportResultSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return (topicId: number, courseId: number | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: topicKeys.detail(topicId) }),
      // The unit overview and the course tree count a topic's questions.
      queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
      ...(courseId === null ? [] : [queryClient.invalidateQueries({ queryKey: courseTreeKeys.course(courseId) })]),
    ]);
}
