// The calls of the spreadsheet import (domain/schemas/importing.ts): the topic it imports into,
// the conversion (multipart: the .xlsx and an optional .zip of images), and the import, answered
// 200 with the job completed or 202 with the 'excel_import' job to poll (web/components/jobs).
import type { Topic } from '../../../../domain/schemas/courses.ts';
import type { SpreadsheetConversion, SpreadsheetImportRequest } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import { ApiError, http } from '../../../lib/http.ts';
import type { ApiErrorBody } from '../../../lib/http.ts';

async function postForm<T>(path: string, form: FormData): Promise<T> {
  // The JSON client does not send forms: fetch here, with the same credentials and ApiError.
  const response = await fetch(path, { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'same-origin', body: form });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw new ApiError(response.status, body as Partial<ApiErrorBody> | null);
  return body as T;
}

export type ConvertInput = { file: File; images: File | null };

export const spreadsheetImportApi = {
  topic: (topicId: number) => http.get<Topic>(`/content/topics/${topicId}`),
  convert: (topicId: number, { file, images }: ConvertInput) => {
    const form = new FormData();
    form.append('file', file);
    if (images) form.append('images', images);
    return postForm<SpreadsheetConversion>(`/content/topics/${topicId}/excel/convert`, form);
  },
  import: (topicId: number, body: SpreadsheetImportRequest) => http.post<JobStatusReply>(`/content/topics/${topicId}/excel/import`, body),
};
