// Every cap a user's upload meets, at its boundary, in the unit it is shown in (MB = 1,000,000
// bytes): a file of exactly the cap is stored, one byte more is a 413 whose text names the cap
// as "N MB" in both languages. Streamed (storeUpload: the multipart routes) and posted to
// storage first (registerUpload: the study-guide and page-generation forms).
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMaxSize, uploadRules, type UploadPurposeName } from '../../domain/uploads.ts';
import type { AppError } from '../errors.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { makeMember, makeOrganization } from '../test/factories.ts';
import * as files from './fixtures/files.ts';
import { presignUpload, registerUpload, storeUpload } from './uploads.ts';

const CHUNK = 1024 * 1024;

/** `head`, then zero bytes up to `total`, made as it is read. */
function padded(head: Buffer, total: number): Readable {
  return Readable.from(
    (function* () {
      yield head;
      for (let sent = head.length; sent < total; sent += CHUNK) yield Buffer.alloc(Math.min(CHUNK, total - sent));
    })(),
  );
}

/** A stored zip of `entries` and a last entry of zeros that makes it exactly `total` bytes. */
function paddedZip(entries: Record<string, string>, total: number): Buffer {
  const overhead = files.zip({ ...entries, 'padding.bin': Buffer.alloc(0) }).length;
  const zeros = Buffer.alloc(total - overhead);
  return files.zip({ ...entries, 'padding.bin': zeros });
}

const workbookEntries = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  'xl/workbook.xml': '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

/** A file of the purpose's first kind, exactly `total` bytes long. */
function fileOf(purpose: UploadPurposeName, total: number): Readable | Buffer {
  switch (uploadRules[purpose].kinds[0]) {
    case 'png':
      return padded(files.png(), total);
    case 'mp3':
      return padded(files.mp3(), total);
    case 'pdf':
      return padded(files.pdf(), total);
    case 'xlsx':
      return paddedZip(workbookEntries, total);
    case 'zip':
      return paddedZip({ 'gambar.txt': 'x' }, total);
    default:
      throw new Error(`no boundary file for ${purpose}`);
  }
}

/** Every purpose a member uploads (a course download is written by its job, never uploaded). */
const PURPOSES = (Object.keys(uploadRules) as UploadPurposeName[]).filter((p) => p !== 'course_download');

describe.each(testDatabaseKinds())('upload caps at their boundary on %s', (kind) => {
  let t: TestApp;
  let orgId: number;
  let userId: number;
  beforeAll(async () => {
    t = await testApp(kind);
    orgId = (await makeOrganization(t.db)).id;
    userId = (await makeMember(t.db, orgId)).id;
  });
  afterAll(() => t?.close());

  it('sets each cap in whole MB: 35 MB is 35,000,000 bytes', () => {
    expect(uploadRules.study_guide.maxBytes).toBe(35_000_000);
    expect(uploadRules.chapter_source.maxBytes).toBe(35_000_000);
    expect(uploadRules.document_import.maxBytes).toBe(2_000_000);
    expect(uploadRules.spreadsheet.maxBytes).toBe(20_000_000);
  });

  it.each(PURPOSES)('%s: a file of exactly its cap is stored, one byte more is refused with the cap in MB', async (purpose) => {
    const ctx = { db: t.db, storage: t.storage };
    const cap = uploadRules[purpose].maxBytes;
    const base = { organizationId: orgId, uploaderId: userId, purpose, filename: `batas.${uploadRules[purpose].kinds[0]}` };
    const { file } = await storeUpload(ctx, { ...base, body: fileOf(purpose, cap) });
    expect(file.size).toBe(cap);

    const err = await storeUpload(ctx, { ...base, body: padded(Buffer.alloc(0), cap + 1) }).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(err?.statusCode).toBe(413);
    const max = formatMaxSize(cap);
    expect(max).toBe(`${cap / 1_000_000} MB`);
    expect(err?.localized).toEqual({
      en: `The file is too large. The largest accepted size is ${max}.`,
      id: `Berkas terlalu besar. Ukuran terbesar yang diterima ${max}.`,
    });
  }, 120_000);

  it.each(['study_guide', 'chapter_source'] as const)('%s posted to storage: 35,000,000 bytes are recorded, 35,000,001 refused', async (purpose) => {
    const ctx = { db: t.db, storage: t.storage };
    const post = async (total: number) => {
      const { form_fields: fields } = await presignUpload(ctx, orgId, purpose);
      await t.storage.put(fields.key!, fileOf(purpose, total), { contentType: 'application/octet-stream' });
      return fields.key!;
    };
    const { file } = await registerUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose, key: await post(35_000_000), filename: 'materi.pdf' });
    expect(file.size).toBe(35_000_000);
    const over = await registerUpload(ctx, { organizationId: orgId, uploaderId: userId, purpose, key: await post(35_000_001), filename: 'materi.pdf' }).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(over?.statusCode).toBe(413);
    expect(over?.localized?.en).toBe('The file is too large. The largest accepted size is 35 MB.');
  }, 120_000);
});
