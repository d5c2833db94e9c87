// Multipart requests (icons, video presenter images): the JSON client does not send forms, so
// these go through fetch here with the same credentials and the same ApiError on failure.
import { ApiError } from '../../../lib/http.ts';
import type { ApiErrorBody } from '../../../lib/http.ts';

export async function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    body: form,
  });
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

export const postForm = <T>(path: string, form: FormData) => sendForm<T>('POST', path, form);
export const putForm = <T>(path: string, form: FormData) => sendForm<T>('PUT', path, form);
