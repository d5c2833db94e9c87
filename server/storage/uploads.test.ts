// storeUpload and registerUpload on a real database and real storage (local, and S3 on
// s3rver): accepted kinds per purpose, refusals by content and size that leave no object
// and no row behind.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRules } from '../../domain/uploads.ts';
import { uploadedFiles } from '../db/schema/files.ts';
import { AppError } from '../errors.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { makeMember, makeOrganization } from '../test/factories.ts';
import * as files from './fixtures/files.ts';
import { startS3rver, type RunningS3 } from './fixtures/s3rver.ts';
import type { S3Storage } from './s3.ts';
import type { Storage } from './types.ts';
import { presignUpload, registerUpload, removeUpload, removeUploads, storeUpload, uploadKeyPrefix, type UploadContext } from './uploads.ts';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** Every object key under an organization's prefix, on either driver. */
async function objectsOf(t: TestApp, storage: Storage, orgId: number): Promise<string[]> {
  if (storage.driver === 'local') {
    const root = path.join(t.config.dataDir, 'files', 'org', String(orgId));
    const found = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return found.filter((d) => d.isFile()).map((d) => d.name);
  }
  const s3 = storage as S3Storage;
  const out = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `org/${orgId}/` }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3rver();
}, 60_000);
afterAll(() => s3?.stop());

describe.each(testDatabaseKinds().flatMap((kind) => [[kind, 'local'] as const, [kind, 's3'] as const]))('uploads on %s with %s storage', (kind, driver) => {
  let t: TestApp;
  let ctx: UploadContext;
  let orgId: number;
  let userId: number;
  const rowsOf = (id: number) => t.db.select().from(uploadedFiles).where(eq(uploadedFiles.organizationId, id));

  beforeAll(async () => {
    t = await testApp(kind, driver === 's3' ? s3.env : {});
    ctx = { db: t.db, storage: t.storage };
  });
  afterAll(() => t?.close());

  // A fresh organization per test, so "nothing left behind" looks at that test's files only.
  const freshOrganization = async () => {
    orgId = (await makeOrganization(t.db)).id;
    userId = (await makeMember(t.db, orgId)).id;
  };

  it.each([
    ['image', 'photo.png', files.png(), 'image/png'],
    ['course_icon', 'icon.webp', files.webp(), 'image/webp'],
    ['presenter_image', 'guru.jpg', files.jpeg(), 'image/jpeg'],
    ['audio', 'lagu.mp3', files.mp3(), 'audio/mpeg'],
    ['audio', 'rekaman.m4a', files.m4a(), 'audio/mp4'],
    ['study_guide', 'ringkasan.pdf', files.pdf(), 'application/pdf'],
    ['study_guide', 'ringkasan.docx', files.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['study_guide', 'slides.pptx', files.pptx(), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['study_guide', 'lama.doc', files.doc(), 'application/msword'],
    ['chapter_source', 'lama.ppt', files.ppt(), 'application/vnd.ms-powerpoint'],
    ['document_import', 'soal.docx', files.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ] as const)('stores a %s (%s) with the type found by content', async (purpose, filename, bytes, mime) => {
    await freshOrganization();
    const { file, url } = await storeUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose, filename, body: Readable.from([bytes]) });
    expect(file).toMatchObject({ organizationId: orgId, uploaderId: userId, purpose, filename, mimeType: mime, size: bytes.length });
    expect(file.storageKey).toMatch(new RegExp(`^org/${orgId}/${purpose}/[0-9a-f-]{36}$`));
    expect(url).toBe(`/files/${file.storageKey}`);
    expect(await t.storage.size(file.storageKey)).toBe(bytes.length);
    expect(await rowsOf(orgId)).toHaveLength(1);
  });

  it.each([
    ['study_guide', 'virus.pdf', files.exe()],
    ['study_guide', 'catatan.pdf', files.text()],
    ['study_guide', 'tabel.doc', files.xls()],
    ['study_guide', 'arsip.docx', files.zip({ 'a.txt': 'not office' })],
    ['chapter_source', 'dokumen.docx', files.docx()],
    ['document_import', 'slides.pptx', files.pptx()],
    ['image', 'gambar.svg', files.svg()],
    ['image', 'dokumen.png', files.pdf()],
    ['audio', 'foto.mp3', files.png()],
    ['course_icon', 'kosong.png', Buffer.alloc(0)],
  ] as const)('refuses a %s named %s by its content, leaving nothing behind', async (purpose, filename, bytes) => {
    await freshOrganization();
    const err = await refusal(storeUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose, filename, body: bytes }));
    expect(err.statusCode).toBe(422);
    expect(err.localized?.en).toMatch(/not accepted\. Accepted types: /);
    expect(err.localized?.id).toMatch(/tidak diterima\. Jenis yang diterima: /);
    expect(err.fields?.file).toBeDefined();
    expect(await rowsOf(orgId)).toEqual([]);
    expect(await objectsOf(t, t.storage, orgId)).toEqual([]);
  });

  it('refuses an oversize file while it streams, leaving nothing behind', async () => {
    await freshOrganization();
    const max = uploadRules.document_import.maxBytes;
    let pulled = 0;
    const body = Readable.from(
      (function* () {
        yield files.pdf();
        while (pulled < 20 * max) {
          pulled += 64 * 1024;
          yield Buffer.alloc(64 * 1024, 0x20);
        }
      })(),
    );
    const err = await refusal(storeUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'document_import', filename: 'besar.pdf', body }));
    expect(err.statusCode).toBe(413);
    expect(err.localized).toEqual({
      en: 'The file is too large. The largest accepted size is 2 MB.',
      id: 'Berkas terlalu besar. Ukuran terbesar yang diterima 2 MB.',
    });
    expect(pulled).toBeLessThan(4 * max);
    expect(await rowsOf(orgId)).toEqual([]);
    expect(await objectsOf(t, t.storage, orgId)).toEqual([]);
  });

  it('keeps only the base of the uploader file name', async () => {
    await freshOrganization();
    const { file } = await storeUpload(ctx, { organizationId: orgId, uploaderId: null, purpose: 'image', filename: 'C:\\Users\\guru\\foto\u0007.png', body: files.png() });
    expect(file.filename).toBe('foto.png');
    expect(file.uploaderId).toBeNull();
  });

  describe('registerUpload', () => {
    /** Put bytes where a presigned POST for the purpose would have put them. */
    const posted = async (purpose: 'study_guide' | 'image', bytes: Buffer) => {
      const post = await presignUpload(ctx, orgId, purpose);
      const key = post.form_fields.key!;
      await t.storage.put(key, bytes, { contentType: 'application/octet-stream' });
      return key;
    };

    it('records a file the browser posted under the prefix', async () => {
      await freshOrganization();
      const key = await posted('study_guide', files.pptx());
      const { file, url } = await registerUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'study_guide', key, filename: 'slides.pptx' });
      expect(file).toMatchObject({ storageKey: key, mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', purpose: 'study_guide' });
      expect(url).toContain(key);
    });

    it('refuses a key of another organization or purpose and leaves that object alone', async () => {
      await freshOrganization();
      const key = await posted('study_guide', files.pdf());
      const other = (await makeOrganization(t.db)).id;
      for (const attempt of [
        { organizationId: other, purpose: 'study_guide' as const, key },
        { organizationId: orgId, purpose: 'image' as const, key },
        { organizationId: orgId, purpose: 'study_guide' as const, key: `${uploadKeyPrefix(orgId, 'study_guide')}../../1/x` },
        { organizationId: orgId, purpose: 'study_guide' as const, key: uploadKeyPrefix(orgId, 'study_guide') },
      ]) {
        const err = await refusal(registerUpload(ctx, { ...attempt, uploaderId: userId, filename: 'a.pdf' }));
        expect(err.statusCode).toBe(422);
        expect(err.fields).toHaveProperty('file_key');
      }
      expect(await t.storage.size(key)).toBe(files.pdf().length);
      expect(await rowsOf(other)).toEqual([]);
    });

    it('refuses a key with no object behind it', async () => {
      await freshOrganization();
      const err = await refusal(
        registerUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'image', key: `${uploadKeyPrefix(orgId, 'image')}00000000-0000-4000-8000-000000000000`, filename: 'a.png' }),
      );
      expect(err.statusCode).toBe(422);
    });

    it('refuses the same key twice', async () => {
      await freshOrganization();
      const key = await posted('image', files.gif());
      await registerUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'image', key, filename: 'a.gif' });
      const err = await refusal(registerUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'image', key, filename: 'a.gif' }));
      expect(err.statusCode).toBe(422);
      expect(await rowsOf(orgId)).toHaveLength(1);
    });

    it('keeps the object when two registrations of one key race', async () => {
      await freshOrganization();
      const key = await posted('image', files.png());
      const input = { organizationId: orgId, uploaderId: userId, purpose: 'image' as const, key, filename: 'a.png' };
      const results = await Promise.allSettled([registerUpload(ctx, input), registerUpload(ctx, input), registerUpload(ctx, input)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).statusCode).toBe(422);
      expect(await t.storage.size(key)).toBe(files.png().length);
      expect(await rowsOf(orgId)).toHaveLength(1);
    });

    it('removes a posted object of the wrong type or size', async () => {
      await freshOrganization();
      const wrong = await posted('image', files.exe());
      expect((await refusal(registerUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'image', key: wrong, filename: 'a.png' }))).statusCode).toBe(422);
      expect(await t.storage.size(wrong)).toBeNull();

      const big = await posted('image', Buffer.concat([files.png(), Buffer.alloc(uploadRules.image.maxBytes)]));
      expect((await refusal(registerUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'image', key: big, filename: 'a.png' }))).statusCode).toBe(413);
      expect(await t.storage.size(big)).toBeNull();
      expect(await rowsOf(orgId)).toEqual([]);
    });
  });

  it('removeUpload deletes the row and the object', async () => {
    await freshOrganization();
    const { file } = await storeUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'image', filename: 'a.png', body: files.png() });
    await removeUpload(ctx, file);
    expect(await rowsOf(orgId)).toEqual([]);
    expect(await t.storage.size(file.storageKey)).toBeNull();
  });

  it('removeUploads deletes the named uploads, rows and objects, and leaves the others', async () => {
    await freshOrganization();
    const store = (name: string) => storeUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose: 'image', filename: name, body: files.png() });
    const [a, b, kept] = [await store('a.png'), await store('b.png'), await store('c.png')];
    await removeUploads(ctx, []);
    expect(await rowsOf(orgId)).toHaveLength(3);
    await removeUploads(ctx, [a.file.id, b.file.id, 999_999_999]);
    expect((await rowsOf(orgId)).map((r) => r.id)).toEqual([kept.file.id]);
    expect(await t.storage.size(a.file.storageKey)).toBeNull();
    expect(await t.storage.size(b.file.storageKey)).toBeNull();
    expect(await t.storage.size(kept.file.storageKey)).not.toBeNull();
  });
});
