// A stand-in for the storage service in component tests: XMLHttpRequest (which the presigned
// POST of web/lib/upload.ts uses, for its progress events) answers like S3 or the local
// driver would, after reporting progress; every POST is recorded with its form fields.
import { vi } from 'vitest';

export type StorageReply = { status: number; body: string } | 'network-error';
export type StoragePost = { url: string; fields: Record<string, string>; file: File | null };

/** S3's reply to a POST with success_action_status=201. */
export const createdXml = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><PostResponse><Location>/files/${key}</Location><Bucket>pena</Bucket><Key>${key}</Key><ETag>"e"</ETag></PostResponse>`;
export const errorXml = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export function fakeStorage(reply: (post: StoragePost) => StorageReply) {
  const posts: StoragePost[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(body: FormData) {
      const fields: Record<string, string> = {};
      let file: File | null = null;
      for (const [name, value] of body.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else file = value;
      }
      const post = { url: this.url, fields, file };
      posts.push(post);
      const total = file?.size ?? 1;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.round(total / 2), total });
        setTimeout(() => {
          const answer = reply(post);
          if (answer === 'network-error') {
            this.onerror?.();
            return;
          }
          this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
          this.status = answer.status;
          this.responseText = answer.body;
          this.onload?.();
        }, 10);
      }, 10);
    }
  }
  // web/test/setup.ts unstubs globals after each test.
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { posts };
}
