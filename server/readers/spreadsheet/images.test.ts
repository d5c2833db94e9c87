// storeSheetImages on a real database and storage: images named by URL (fetched from a
// server on loopback, allowed only with allowPrivate) and by file name in the .zip become
// the organization's 'image' uploads written into the documents; a row whose image fails
// (not found, not an image, a private address) is an error at its cell and is skipped.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translateValidation } from '../../../domain/messages/index.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import * as files from '../../storage/fixtures/files.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeMember, makeOrganization } from '../../test/factories.ts';
import { convertSpreadsheet } from './convertFile.ts';
import { storeSheetImages } from './index.ts';
import { buildZip, excelWorkbook, tempFile } from './test/files.ts';

const en = (key: string, params: Record<string, unknown> = {}) => translateValidation(`validation.${key}`, 'en', params);

let server: http.Server;
let base: string;
/** Requests to /held/* wait here until a test lets them go. */
const held: http.ServerResponse[] = [];
let heldChanged = () => {};
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/held/')) {
      held.push(res);
      return heldChanged();
    }
    if (req.url === '/a.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(files.png());
    if (req.url === '/moved') return res.writeHead(302, { location: '/a.png' }).end();
    // A name that is not valid percent-encoding, served; a redirect to an address no URL parser accepts.
    if (req.url === '/%E0%A4%A.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(files.png());
    if (req.url === '/bad-redirect') return res.writeHead(302, { location: 'http://[::1' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(testDatabaseKinds())('storeSheetImages on %s', (kind) => {
  let t: TestApp;
  let sheet: string;
  let archive: string;
  beforeAll(async () => {
    t = await testApp(kind);
    const header = ['No.', 'Question', 'Option A', 'Option B', 'Correct answer', 'Points'];
    sheet = await excelWorkbook({
      'Multiple choice': [
        header,
        [1, `Look [image: ${base}/a.png]`, '[image: pic.png]', 'no', 'A', 1],
        [2, `Gone [image: ${base}/missing.png]`, 'x', 'y', 'A', 1],
        [3, `Moved [image: ${base}/moved]`, 'x', 'y', 'A', 1],
        [4, 'Not an image', '[image: notes.txt]', 'y', 'A', 1],
      ],
    });
    archive = await tempFile('images.zip', buildZip([{ name: 'pic.png', data: files.png() }, { name: 'notes.txt', data: Buffer.from('hello') }]));
  });
  afterAll(() => t?.close());

  const setup = async () => {
    const org = await makeOrganization(t.db);
    const user = await makeMember(t.db, org.id);
    const conversion = await convertSpreadsheet({ path: sheet, language: 'en', ruleOptions: { pointsEnabled: true }, archive: { path: archive } });
    expect(conversion.errors).toEqual([]);
    return { org, user, conversion };
  };

  it('stores each image once and writes its media id into the documents', async () => {
    const { org, user, conversion } = await setup();
    const out = await storeSheetImages({ db: t.db, storage: t.storage, organizationId: org.id, uploaderId: user.id, language: 'en', conversion, archive: { path: archive }, allowPrivate: true });
    expect(out.questions.map((q) => q.row)).toEqual([2, 4]);
    expect(out.errors).toEqual([
      { sheet: 'Multiple choice', row: 3, column: 'B', field: null, message: en('sheet_image_fetch_failed') },
      { sheet: 'Multiple choice', row: 5, column: 'C', field: null, message: en('sheet_image_invalid', { max: '10 MB' }) },
    ]);
    const stored = await t.db.select().from(uploadedFiles).where(and(eq(uploadedFiles.organizationId, org.id), eq(uploadedFiles.purpose, 'image')));
    expect(stored.map((f) => f.id).sort()).toEqual([...out.mediaIds].sort());
    expect(out.mediaIds).toHaveLength(3);
    const [first] = out.questions;
    const stemId = Number(/data-media-id="(\d+)"/.exec(first!.document.content_html)![1]);
    expect(out.mediaIds).toContain(stemId);
    expect(first!.document.content_html).not.toContain('/import-image/');
    expect(first!.document.answers[0]).toMatchObject({ answer_type: 'image' });
    expect(out.mediaIds).toContain(first!.document.answers[0]!.media_id);
    expect(first!.document.answers[0]!.media_id).not.toBe(stemId);
  });

  it('makes a row error of a served image with a malformed name and of a redirect to an unparsable address, in the user\'s language', async () => {
    const { org, user } = await setup();
    const file = await excelWorkbook({
      'Pilihan ganda': [
        ['No.', 'Pertanyaan', 'Pilihan A', 'Pilihan B', 'Jawaban benar', 'Poin'],
        [1, `Nama [image: ${base}/%E0%A4%A.png]`, 'x', 'y', 'A', 1],
        [2, `Alih [image: ${base}/bad-redirect]`, 'x', 'y', 'A', 1],
      ],
    });
    const conversion = await convertSpreadsheet({ path: file, language: 'id', ruleOptions: { pointsEnabled: true } });
    expect(conversion.errors).toEqual([]);
    const out = await storeSheetImages({ db: t.db, storage: t.storage, organizationId: org.id, uploaderId: user.id, language: 'id', conversion, allowPrivate: true });
    // The served image is stored under a plain name; the redirect is an error at its cell.
    expect(out.questions.map((q) => q.row)).toEqual([2]);
    expect(out.errors).toEqual([{ sheet: 'Pilihan ganda', row: 3, column: 'B', field: null, message: translateValidation('validation.sheet_image_fetch_failed', 'id') }]);
  });

  it('fetches four images at a time, and an image not fetched within the import\'s time budget is an error at its cell', async () => {
    const { org, user } = await setup();
    const rows = [1, 2, 3, 4, 5, 6].map((n) => [n, `Q${n} [image: ${base}/held/${n}.png]`, 'x', 'y', 'A', 1]);
    const file = await excelWorkbook({ 'Multiple choice': [['No.', 'Question', 'Option A', 'Option B', 'Correct answer', 'Points'], ...rows] });
    const conversion = await convertSpreadsheet({ path: file, language: 'en', ruleOptions: { pointsEnabled: true } });
    const budget = new AbortController();
    held.length = 0;
    // Four requests held at once: the budget runs out (the test ends it) with two not yet asked for.
    const fourHeld = new Promise<void>((resolve) => (heldChanged = () => held.length >= 4 && resolve()));
    const storing = storeSheetImages({ db: t.db, storage: t.storage, organizationId: org.id, uploaderId: user.id, language: 'en', conversion, allowPrivate: true, deadline: budget.signal });
    await fourHeld;
    expect(held).toHaveLength(4);
    budget.abort();
    const out = await storing;
    heldChanged = () => {};
    for (const res of held.splice(0)) res.destroy();
    expect(out.questions).toEqual([]);
    expect(out.errors.map((e) => [e.row, e.column, e.message])).toEqual([2, 3, 4, 5, 6, 7].map((row) => [row, 'B', en('sheet_image_fetch_timeout')]));
  });

  it('opens the .zip of images once for all its images', async () => {
    const { org, user } = await setup();
    const names = ['one.png', 'two.png', 'three.png'];
    const zip = await tempFile('many.zip', buildZip(names.map((name) => ({ name: `pics/${name}`, data: files.png() }))));
    const file = await excelWorkbook({
      'Multiple choice': [['No.', 'Question', 'Option A', 'Option B', 'Correct answer', 'Points'], ...names.map((n, i) => [i + 1, `Q [image: ${n}]`, 'x', 'y', 'A', 1])],
    });
    const conversion = await convertSpreadsheet({ path: file, language: 'en', ruleOptions: { pointsEnabled: true }, archive: { path: zip } });
    expect(conversion.errors).toEqual([]);
    const opened = vi.spyOn(yauzl, 'open');
    try {
      const out = await storeSheetImages({ db: t.db, storage: t.storage, organizationId: org.id, uploaderId: user.id, language: 'en', conversion, archive: { path: zip } });
      expect(out.errors).toEqual([]);
      expect(out.mediaIds).toHaveLength(3);
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      opened.mockRestore();
    }
  });

  it('refuses private and loopback addresses unless allowed', async () => {
    const { org, user, conversion } = await setup();
    const out = await storeSheetImages({ db: t.db, storage: t.storage, organizationId: org.id, uploaderId: user.id, language: 'en', conversion, archive: { path: archive } });
    expect(out.questions).toEqual([]);
    expect(out.errors.filter((e) => e.column === 'B').map((e) => [e.row, e.message])).toEqual([
      [2, en('sheet_image_url_not_allowed')],
      [3, en('sheet_image_url_not_allowed')],
      [4, en('sheet_image_url_not_allowed')],
    ]);
  });
  it("reuses the organization's own stored image named by its address, and nobody else's", async () => {
    const { org, user, conversion } = await setup();
    const first = await storeSheetImages({ db: t.db, storage: t.storage, organizationId: org.id, uploaderId: user.id, language: 'en', conversion, archive: { path: archive }, allowPrivate: true });
    const [own] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, first.mediaIds[0]!));
    const other = await makeOrganization(t.db);
    const header = ['No.', 'Question', 'Option A', 'Option B', 'Correct answer', 'Points'];
    const file = await excelWorkbook({
      'Multiple choice': [
        header,
        [1, `Relative [image: /files/${own!.storageKey}]`, `[image: ${t.config.publicUrl}/files/${own!.storageKey}]`, 'y', 'A', 1],
        [2, 'Theirs', `[image: /files/${own!.storageKey}]`, 'y', 'A', 1],
      ],
    });
    const c = await convertSpreadsheet({ path: file, language: 'en', ruleOptions: { pointsEnabled: true } });
    expect(c.errors).toEqual([]);
    const mine = await storeSheetImages({ db: t.db, storage: t.storage, organizationId: org.id, uploaderId: user.id, language: 'en', conversion: { ...c, questions: c.questions.slice(0, 1) }, publicUrl: t.config.publicUrl });
    expect(mine.errors).toEqual([]);
    expect(mine.mediaIds).toEqual([]);
    expect(mine.questions[0]!.document.content_html).toContain(`data-media-id="${own!.id}"`);
    expect(mine.questions[0]!.document.answers[0]!.media_id).toBe(own!.id);
    const theirs = await storeSheetImages({ db: t.db, storage: t.storage, organizationId: other.id, uploaderId: null, language: 'en', conversion: { ...c, questions: c.questions.slice(1) }, publicUrl: t.config.publicUrl });
    expect(theirs.questions).toEqual([]);
    expect(theirs.errors.map((e) => e.message)).toEqual([en('sheet_image_url_not_allowed')]);
  });
});
