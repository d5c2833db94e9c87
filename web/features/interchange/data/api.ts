// The calls of the import from other tools' files (domain/schemas/interchange.ts): the file to
// storage through the presigned form (purpose interchange_import), the start (202 with the
// 'interchange_import' job), the finish, and an export's plan.
import type { ExportPlan, FinishInterchangeImportInput, InterchangeImportResult, StartInterchangeImportInput } from '../../../../domain/schemas/interchange.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { http } from '../../../lib/http.ts';
import { uploadForTopic } from '../../../lib/upload.ts';
import { exportPaths } from '../paths.ts';
import type { ExportTarget } from '../paths.ts';

export const interchangeApi = {
  upload: (topicId: number, file: File, onProgress?: (fraction: number) => void) => uploadForTopic(topicId, 'interchange_import', file, onProgress),
  start: (topicId: number, body: StartInterchangeImportInput) => http.post<JobStatusReply>(`/content/topics/${topicId}/interchange_import`, body),
  finish: (topicId: number, jobUuid: string, body: FinishInterchangeImportInput) =>
    http.post<InterchangeImportResult>(`/content/topics/${topicId}/interchange_import/${encodeURIComponent(jobUuid)}/finish`, body),
  exportPlan: (target: ExportTarget, signal?: AbortSignal) => http.get<ExportPlan>(exportPaths.plan(target), { signal }),
};
