// The calls of the document import (domain/schemas/documents.ts): the quota and the extractor in use, the file to storage through the presigned form (purpose
// document_import), the start (202 with the 'document_import' job), and the finish.
import type { DocumentImportInfo, DocumentImportResult, FinishDocumentImportInput, StartDocumentImportInput } from '../../../../domain/schemas/documents.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { http } from '../../../lib/http.ts';
import { uploadForTopic } from '../../../lib/upload.ts';

export const documentImportApi = {
  info: (topicId: number) => http.get<DocumentImportInfo>(`/content/topics/${topicId}/document_import`),
  upload: (topicId: number, file: File, onProgress?: (fraction: number) => void) => uploadForTopic(topicId, 'document_import', file, onProgress),
  start: (topicId: number, body: StartDocumentImportInput) => http.post<JobStatusReply>(`/content/topics/${topicId}/document_import`, body),
  finish: (topicId: number, jobUuid: string, body: FinishDocumentImportInput) =>
    http.post<DocumentImportResult>(`/content/topics/${topicId}/document_import/${encodeURIComponent(jobUuid)}/finish`, body),
};
