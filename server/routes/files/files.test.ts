// GET /files/<key> and the local driver's S3-style POST /storage/upload, through the real app.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeMember, makeOrganization } from '../../test/factories.ts';
import * as files from '../../storage/fixtures/files.ts';
import { startS3rver } from '../../storage/fixtures/s3rver.ts';
import type { LocalStorage } from '../../storage/local.ts';
import { encodePolicy, signPolicy } from '../../storage/postPolicy.ts';
import { presignUpload, registerUpload, storeUpload } from '../../storage/uploads.ts';
import { workbook } from '../spreadsheets/test/requests.ts';
import { contentDisposition, parseRange } from './http.ts';

/** A multipart/form-data body as a browser builds it: the fields in order, then the file. */
async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string }, after: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  for (const [k, v] of Object.entries(after)) form.append(k, v);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
const xmlValue = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]?.replace(/&(lt|gt|amp|apos|quot);/g, (_, e: string) => entities[e]!);

describe.each(testDatabaseKinds())('files on %s', (kind) => {
  let t: TestApp;
  let orgId: number;
  let userId: number;
  const ctx = () => ({ db: t.db, storage: t.storage });
  const path = (url: string) => new URL(url, 'http://pena.test').pathname;

  beforeAll(async () => {
    t = await testApp(kind);
    orgId = (await makeOrganization(t.db)).id;
    userId = (await makeMember(t.db, orgId)).id;
  });
  afterAll(() => t?.close());

  describe('GET /files/<key>', () => {
    it('serves an image inline without a session, with safe headers', async () => {
      const { file, url } = await storeUpload(ctx(), { organizationId: orgId, uploaderId: userId, purpose: 'image', filename: 'peta "pulau".png', body: files.png() });
      const res = await t.app.inject({ method: 'GET', url: path(url) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(files.png())).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(files.png().length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(res.headers['content-disposition']).toBe(`inline; filename="peta _pulau_.png"; filename*=UTF-8''peta%20%22pulau%22.png`);
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(file.storageKey).toBe(path(url).slice('/files/'.length));
    });

    it('sends documents as attachments', async () => {
      const { url } = await storeUpload(ctx(), { organizationId: orgId, uploaderId: userId, purpose: 'study_guide', filename: 'Bab 1 – Sel.pdf', body: files.pdf() });
      const res = await t.app.inject({ method: 'GET', url: path(url) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Bab 1 _ Sel\.pdf"; filename\*=UTF-8''Bab%201%20%E2%80%93%20Sel\.pdf$/);
    });

    it('answers a byte range (audio seeking) and refuses one past the end', async () => {
      const bytes = files.mp3();
      const { url } = await storeUpload(ctx(), { organizationId: orgId, uploaderId: userId, purpose: 'audio', filename: 'a.mp3', body: bytes });
      const res = await t.app.inject({ method: 'GET', url: path(url), headers: { range: 'bytes=10-19' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
      expect(res.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
      const past = await t.app.inject({ method: 'GET', url: path(url), headers: { range: `bytes=${bytes.length}-` } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    });

    it('answers HEAD with the headers only', async () => {
      const { url } = await storeUpload(ctx(), { organizationId: orgId, uploaderId: userId, purpose: 'image', filename: 'a.png', body: files.png() });
      const res = await t.app.inject({ method: 'HEAD', url: path(url) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(files.png().length));
      expect(res.rawPayload.length).toBe(0);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const { url } = await storeUpload(ctx(), { organizationId: orgId, uploaderId: userId, purpose: 'image', filename: 'a.gif', body: files.gif() });
      const first = await t.app.inject({ method: 'GET', url: path(url) });
      const again = await t.app.inject({ method: 'GET', url: path(url), headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it.each([
      ['an unknown key', `/files/org/1/image/00000000-0000-4000-8000-000000000000`],
      ['a traversal', '/files/org/../../etc/passwd'],
      ['an encoded traversal', '/files/org/%2e%2e/%2e%2e/storage-secret'],
      ['the bare prefix', '/files/'],
    ])('answers 404 for %s', async (_name, url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    });

    it.each([
      ['course_download', 'courses.xlsx'],
      ['spreadsheet', 'soal.xlsx'],
      ['image_archive', 'gambar.zip'],
      ['document_import', 'soal.pdf'],
    ] as const)('does not serve a %s upload (private: 404 as an unknown key, nothing cached)', async (purpose, filename) => {
      const body = purpose === 'image_archive' ? files.zip({ 'peta.png': files.png() }) : purpose === 'document_import' ? files.pdf() : await workbook({ Kursus: [['Nama'], ['Biologi']] });
      const { file, url } = await storeUpload(ctx(), { organizationId: orgId, uploaderId: userId, purpose, filename, body });
      expect(file.purpose).toBe(purpose);
      expect(await t.storage.get(file.storageKey)).not.toBeNull();
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: path(url) });
        expect(res.statusCode).toBe(404);
        expect(String(res.headers['cache-control'] ?? '')).not.toContain('public');
      }
      const ranged = await t.app.inject({ method: 'GET', url: path(url), headers: { range: 'bytes=0-9' } });
      expect(ranged.statusCode).toBe(404);
    });

    it('does not serve an object nobody registered (its type was never checked)', async () => {
      const post = await presignUpload(ctx(), orgId, 'image');
      await t.storage.put(post.form_fields.key!, files.svg(), { contentType: 'image/svg+xml' });
      const res = await t.app.inject({ method: 'GET', url: `/files/${post.form_fields.key}` });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('POST /storage/upload (local driver, S3 protocol)', () => {
    const secret = () => (t.storage as LocalStorage).signingSecret();
    const send = (body: { payload: Buffer; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: '/storage/upload', ...body });
    const errorCode = (xml: string) => xmlValue(xml, 'Code');

    it('stores the file and answers the key in XML; the key then registers and serves', async () => {
      const post = await presignUpload(ctx(), orgId, 'study_guide');
      expect(post.url).toBe('/storage/upload');
      const res = await send(await multipart(post.form_fields, { bytes: files.docx(), name: 'modul.docx' }));
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const key = xmlValue(res.body, 'Key')!;
      expect(key).toBe(post.form_fields.key);
      expect(xmlValue(res.body, 'Location')).toBe(`/files/${key}`);
      expect(xmlValue(res.body, 'Bucket')).toBe('local');
      expect(xmlValue(res.body, 'ETag')).toMatch(/^"[0-9a-f]{32}"$/);

      const { file, url } = await registerUpload(ctx(), { organizationId: orgId, uploaderId: userId, purpose: 'study_guide', key, filename: 'modul.docx' });
      expect(file.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const served = await t.app.inject({ method: 'GET', url: path(url) });
      expect(served.rawPayload.equals(files.docx())).toBe(true);
    });

    it('refuses an expired policy', async () => {
      const post = await t.storage.presignPost({ keyPrefix: `org/${orgId}/image/`, maxBytes: 1024, expiresInSeconds: -1 });
      const res = await send(await multipart(post.form_fields, { bytes: files.png(), name: 'a.png' }));
      expect(res.statusCode).toBe(403);
      expect(errorCode(res.body)).toBe('AccessDenied');
      expect(xmlValue(res.body, 'Message')).toMatch(/Policy expired/);
      expect(await t.storage.size(post.form_fields.key!)).toBeNull();
    });

    it('refuses a tampered signature', async () => {
      const post = await presignUpload(ctx(), orgId, 'image');
      const signature = post.form_fields['x-amz-signature']!;
      const tampered = { ...post.form_fields, 'x-amz-signature': `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}` };
      const res = await send(await multipart(tampered, { bytes: files.png(), name: 'a.png' }));
      expect(res.statusCode).toBe(403);
      expect(errorCode(res.body)).toBe('SignatureDoesNotMatch');
      expect(await t.storage.size(post.form_fields.key!)).toBeNull();
    });

    it('refuses a policy rewritten to allow more (the signature no longer matches)', async () => {
      const post = await presignUpload(ctx(), orgId, 'image');
      const policy = JSON.parse(Buffer.from(post.form_fields.policy!, 'base64').toString()) as { conditions: unknown[] };
      policy.conditions = policy.conditions.map((c) => (Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 0, 1e12] : c));
      const res = await send(await multipart({ ...post.form_fields, policy: Buffer.from(JSON.stringify(policy)).toString('base64') }, { bytes: files.png(), name: 'a.png' }));
      expect(res.statusCode).toBe(403);
      expect(errorCode(res.body)).toBe('SignatureDoesNotMatch');
    });

    it.each([
      ['another organization', (o: number) => `org/${o + 1000}/image/00000000-0000-4000-8000-000000000000`],
      ['another purpose', (o: number) => `org/${o}/study_guide/00000000-0000-4000-8000-000000000000`],
      ['another key under the prefix', (o: number) => `org/${o}/image/00000000-0000-4000-8000-000000000000`],
    ])('refuses a key changed to %s', async (_name, keyFor) => {
      const post = await presignUpload(ctx(), orgId, 'image');
      const key = keyFor(orgId);
      const res = await send(await multipart({ ...post.form_fields, key }, { bytes: files.png(), name: 'a.png' }));
      expect(res.statusCode).toBe(403);
      expect(errorCode(res.body)).toBe('AccessDenied');
      expect(xmlValue(res.body, 'Message')).toMatch(/Policy Condition failed/);
      expect(await t.storage.size(key)).toBeNull();
    });

    it('refuses a key outside the prefix even when the policy is signed for it to start with the prefix', async () => {
      const prefix = `org/${orgId}/image/`;
      const policy = encodePolicy({
        expiration: new Date(Date.now() + 60_000).toISOString(),
        conditions: [{ bucket: 'local' }, ['starts-with', '$key', prefix], ['content-length-range', 0, 1024]],
      });
      const fields = { key: `org/${orgId}/course_icon/x`, policy, 'x-amz-signature': signPolicy(await secret(), policy) };
      const res = await send(await multipart(fields, { bytes: files.png(), name: 'a.png' }));
      expect(res.statusCode).toBe(403);
      expect(xmlValue(res.body, 'Message')).toContain(`Policy Condition failed: ["starts-with","$key","${prefix}"]`);
      // The same policy with a key under the prefix is accepted (so the refusal above is the prefix's).
      const ok = await send(await multipart({ ...fields, key: `${prefix}signed-by-test` }, { bytes: files.png(), name: 'a.png' }));
      expect(ok.statusCode).toBe(204);
      expect(await t.storage.size(`${prefix}signed-by-test`)).toBe(files.png().length);
    });

    it('refuses a body past content-length-range and keeps nothing', async () => {
      const post = await t.storage.presignPost({ keyPrefix: `org/${orgId}/image/`, maxBytes: 1000 });
      const res = await send(await multipart(post.form_fields, { bytes: Buffer.concat([files.png(), Buffer.alloc(5000)]), name: 'a.png' }));
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('EntityTooLarge');
      expect(await t.storage.size(post.form_fields.key!)).toBeNull();
    });

    it('refuses form fields the policy does not cover', async () => {
      const post = await presignUpload(ctx(), orgId, 'image');
      const res = await send(await multipart({ ...post.form_fields, 'Content-Type': 'text/html' }, { bytes: files.png(), name: 'a.png' }));
      expect(res.statusCode).toBe(403);
      expect(xmlValue(res.body, 'Message')).toMatch(/Extra input fields: content-type/);
    });

    it('refuses a form without a file, and one that is not multipart', async () => {
      const post = await presignUpload(ctx(), orgId, 'image');
      const res = await send(await multipart(post.form_fields));
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('InvalidArgument');
      const json = await t.app.inject({ method: 'POST', url: '/storage/upload', payload: { key: 'x' } });
      expect(json.statusCode).toBe(400);
      expect(errorCode(json.body)).toBe('InvalidArgument');
    });

    it('ignores fields after the file and never overwrites an object', async () => {
      const post = await presignUpload(ctx(), orgId, 'image');
      const first = await send(await multipart(post.form_fields, { bytes: files.png(), name: 'a.png' }, { key: 'org/1/image/elsewhere' }));
      expect(first.statusCode).toBe(201);
      expect(xmlValue(first.body, 'Key')).toBe(post.form_fields.key);
      const again = await send(await multipart(post.form_fields, { bytes: files.gif(), name: 'b.gif' }));
      expect(again.statusCode).toBe(403);
      const stored = await t.storage.get(post.form_fields.key!);
      expect(Buffer.concat(await stored!.body.toArray()).equals(files.png())).toBe(true);
    });

    it('cuts a too-large upload off while it streams over HTTP', async () => {
      // A listening server of its own: fetch streams the body as a browser would.
      const live = await testApp(kind);
      try {
        const address = await live.app.listen({ port: 0, host: '127.0.0.1' });
        const post = await live.storage.presignPost({ keyPrefix: 'org/1/image/', maxBytes: 256 * 1024 });
        const head = await multipart(post.form_fields);
        // The field-only form without its closing boundary, then a file part that goes on and on.
        const boundary = /boundary=(.+)$/.exec(head.headers['content-type'])![1]!;
        const start = Buffer.concat([
          head.payload.subarray(0, head.payload.length - `--${boundary}--\r\n`.length),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
        ]);
        // node:http, not fetch: fetch reads no reply before it has sent the whole body.
        let sent = 0;
        const total = 256 * 1024 * 1024;
        const url = new URL(`${address}/storage/upload`);
        const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          let answered = false;
          const req = http.request(url, { method: 'POST', headers: { ...head.headers, 'transfer-encoding': 'chunked' } }, (res) => {
            answered = true; // stop sending, as a browser does once refused
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() });
              req.destroy();
            });
          });
          req.on('error', (err) => (answered ? undefined : reject(err)));
          req.write(start);
          const chunk = Buffer.alloc(64 * 1024);
          const pump = () => {
            while (sent < total && !answered && !req.destroyed) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            if (!answered && !req.destroyed) req.end();
          };
          pump();
        });
        expect(reply.status).toBe(400);
        expect(errorCode(reply.body)).toBe('EntityTooLarge');
        expect(sent).toBeLessThan(total / 4);
        expect(await live.storage.size(post.form_fields.key!)).toBeNull();
      } finally {
        await live.close();
      }
    });
  });
});

describe('with the S3 driver', () => {
  it('has no local upload endpoint: browsers post to the bucket', async () => {
    const s3 = await startS3rver();
    const [kind] = testDatabaseKinds();
    const t = await testApp(kind!, s3.env);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/storage/upload', ...(await multipart({ key: 'x' })) });
      expect(res.statusCode).toBe(404);
      const post = await presignUpload({ storage: t.storage }, 1, 'image');
      expect(post.url).toContain(s3.endpoint);
    } finally {
      await t.close();
      await s3.stop();
    }
  });
});

describe('http helpers', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=50-500', 100, { start: 50, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=9-1', 100, undefined],
    ['bytes=0-1,5-6', 100, undefined],
    ['items=0-1', 100, undefined],
  ])('parseRange(%s) of %d bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it('writes a Content-Disposition for any name', () => {
    expect(contentDisposition('attachment', 'Ringkasan Bab 1.pdf')).toBe(`attachment; filename="Ringkasan Bab 1.pdf"; filename*=UTF-8''Ringkasan%20Bab%201.pdf`);
    expect(contentDisposition('inline', 'x\r\n"y".png')).toBe(`inline; filename="x___y_.png"; filename*=UTF-8''x%0D%0A%22y%22.png`);
  });
});
