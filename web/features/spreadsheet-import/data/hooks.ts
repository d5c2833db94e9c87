// The conversion and the import. The topic being imported into, and reading it, its unit and its
// course tree again after an import, are the course tree's (useTopic, useRefreshTopicCounts).
import { useMutation } from '@tanstack/react-query';
import { spreadsheetImportResultSchema } from '../../../../domain/schemas/importing.ts';
import type { SpreadsheetImportRequest, SpreadsheetImportResult } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { spreadsheetImportApi } from './api.ts';
import type { ConvertInput } from './api.ts';

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
