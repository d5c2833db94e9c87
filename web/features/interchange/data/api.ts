// The calls of the import from other tools' files (domain/schemas/interchange.ts): the file to
// storage through the presigned form (purpose interchange_import), the start (202 with the
// 'interchange_import' job), the finish, and an export's plan.
import type { ExportPlan, FinishInterchangeImportInput, InterchangeImportResult, StartInterchangeImportInput } from '../../../../domain/schemas/interchange.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { http } from '../../../lib/http.ts';
import { postToStorage } from '../../../lib/upload.ts';
import type { PresignedForm } from '../../../lib/upload.ts';
import { exportPaths } from '../paths.ts';
import type { ExportTarget } from '../paths.ts';

/** The upload purpose the server's form takes for these files. */
export const INTERCHANGE_UPLOAD_PURPOSE = 'interchange_import';

export const interchangeApi = {
  upload: async (topicId: number, file: File, onProgress?: (fraction: number) => void) => {
    const form = await http.get<PresignedForm>(`/map/topics/${topicId}/upload_form_values.json`, { query: { purpose: INTERCHANGE_UPLOAD_PURPOSE } });
    return postToStorage(form, file, onProgress);
  },
  start: (topicId: number, body: StartInterchangeImportInput) => http.post<JobStatusReply>(`/content/topics/${topicId}/interchange_import`, body),
  finish: (topicId: number, jobUuid: string, body: FinishInterchangeImportInput) =>
    http.post<InterchangeImportResult>(`/content/topics/${topicId}/interchange_import/${encodeURIComponent(jobUuid)}/finish`, body),
  exportPlan: (target: ExportTarget, signal?: AbortSignal) => http.get<ExportPlan>(exportPaths.plan(target), { signal }),
};
