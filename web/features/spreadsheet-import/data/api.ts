// The calls of the spreadsheet import (domain/schemas/importing.ts): the conversion (multipart: the .xlsx and an optional .zip of images), and the import, answered
// 200 with the job completed or 202 with the 'excel_import' job to poll (web/components/jobs).
import type { SpreadsheetConversion, SpreadsheetImportRequest } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { http } from '../../../lib/http.ts';

export type ConvertInput = { file: File; images: File | null };

export const spreadsheetImportApi = {
  convert: (topicId: number, { file, images }: ConvertInput) => {
    const form = new FormData();
    form.append('file', file);
    if (images) form.append('images', images);
    return http.postForm<SpreadsheetConversion>(`/content/topics/${topicId}/excel/convert`, form);
  },
  import: (topicId: number, body: SpreadsheetImportRequest) => http.post<JobStatusReply>(`/content/topics/${topicId}/excel/import`, body),
};
