// Uploading a file the way spec §7 says: ask the server for a presigned form
// (`GET /map/topics/{id}/upload_form_values.json?purpose=…` → { url, form_fields }), POST
// the fields and the file straight to storage, and read the object's key from the XML reply.
// The caller then hands the key to the route that records what the file is for (a study
// guide, an image, an audio clip…), which checks it by content.
import type { UploadPurposeName } from '../../domain/uploads.ts';
import { http } from './http.ts';

export type PresignedForm = { url: string; form_fields: Record<string, string> };

export class UploadError extends Error {
  /** The storage's HTTP status, or 0 when the network failed. */
  readonly status: number;
  /** S3-style error code from the XML reply (EntityTooLarge, AccessDenied…), when there is one. */
  readonly code: string | null;
  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
  }
}

function xmlValue(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? match[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') : null;
}

/** POSTs a file with a presigned form; resolves to the stored object's key. */
export function postToStorage(form: PresignedForm, file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form.form_fields)) body.append(name, value);
    // S3 answers with the XML that names the key only when asked for 201.
    if (!('success_action_status' in form.form_fields)) body.append('success_action_status', '201');
    body.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', form.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new UploadError(0, null, 'network'));
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status >= 200 && xhr.status < 300) {
        const key = xmlValue(text, 'Key') ?? form.form_fields.key?.replace('${filename}', file.name) ?? null;
        if (key) resolve(key);
        else reject(new UploadError(xhr.status, null, 'no key in reply'));
        return;
      }
      reject(new UploadError(xhr.status, xmlValue(text, 'Code'), xmlValue(text, 'Message') ?? `status ${xhr.status}`));
    };
    xhr.send(body);
  });
}

/** Presigned form for a topic's upload of the given purpose, then the POST; resolves to the key. */
export async function uploadForTopic(
  topicId: number,
  purpose: UploadPurposeName,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const form = await http.get<PresignedForm>(`/map/topics/${topicId}/upload_form_values.json`, { query: { purpose } });
  return postToStorage(form, file, onProgress);
}
