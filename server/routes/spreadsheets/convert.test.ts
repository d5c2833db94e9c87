// POST /content/topics/{id}/excel/convert (spec §2 "Spreadsheet import: Convert, Import,
// Review", §5, §6, §8): a LibreOffice file of every type converted; 401; 403 for each guard;
// 404 across organizations; 422 for each bad file (not a workbook, an .xls renamed, a zip bomb,
// not the template, a wrong header), in the caller's language, with nothing left stored; 413
// for a 35 MB file, refused while it streams in.
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_MAX_BYTES, SPREADSHEET_MAX_ROWS, TOPIC_MAX_QUESTIONS } from '../../../domain/constants.ts';
import { uploadedFiles } from '../../db/schema/index.ts';
import { buildZip, largeWorkbook, workbookZipEntries } from '../../readers/spreadsheet/test/files.ts';
import { headersFor, makeSchool } from '../../test/contentFactories.ts';
import { appendQuestions } from '../../test/largeTopic.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { fixture, freshTopic, spreadsheetRequests, trueFalseSheet } from './test/requests.ts';

describe.each(testDatabaseKinds())('POST /content/topics/{id}/excel/convert on %s', (kind) => {
  const { t, s } = schoolApp(kind, { features: ['upload_question_bulk'] });
  const req = spreadsheetRequests(t);
  const uploadsOf = async (organizationId: number) =>
    (await t.db.select().from(uploadedFiles).where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.purpose, 'spreadsheet')))).length;

  it('converts a LibreOffice workbook of every type: rows, passages, counts, the stored keys', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const res = await req.convert(s.editor, topic.id, { bytes: await fixture('all-types.xlsx'), name: 'Soal kelas 7.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ total_rows: 11, valid_rows: 11, error_count: 0, errors: [], images_key: null });
    expect(new Set(res.body.rows.map((r: { type: string }) => r.type)).size).toBe(7);
    expect(res.body.rows.some((r: { passage_title: string | null }) => r.passage_title !== null)).toBe(true);
    const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, res.body.file_key));
    expect(file).toMatchObject({ organizationId: s.org.id, uploaderId: s.editor.id, purpose: 'spreadsheet', filename: 'Soal kelas 7.xlsx' });
  });

  it('answers each bad row’s problem by cell, in the caller’s language', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const res = await req.convert(s.editor, topic.id, { bytes: await trueFalseSheet(2, 1) }, { headers: { 'accept-language': 'id' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ total_rows: 3, valid_rows: 2, error_count: 1 });
    expect(res.body.errors[0]).toMatchObject({ sheet: 'True or false', row: 4, column: 'C' });
    const en = await req.convert(s.editor, topic.id, { bytes: await trueFalseSheet(2, 1) });
    expect(en.body.errors[0].message).not.toBe(res.body.errors[0].message);
  });

  it('401 without a session', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    expect((await req.convert(null, topic.id, { bytes: await trueFalseSheet(1) })).statusCode).toBe(401);
  });

  it('403 without the import permission, restricted, unapproved, a limited editor in another’s topic, or the organization without upload_question_bulk', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const bytes = await trueFalseSheet(1);
    for (const who of [s.noRole, s.restricted, s.unapproved, s.limited]) {
      const res = await req.convert(who, topic.id, { bytes });
      expect(res.statusCode).toBe(403);
      expect(res.body.error).toBe('permission_error');
    }
    const theirs = await freshTopic(t, s.org.id, s.limited.id);
    expect((await req.convert(s.limited, theirs.id, { bytes })).statusCode).toBe(200);

    const plain = await makeSchool(t.db);
    const plainTopic = await freshTopic(t, plain.org.id, plain.admin.id);
    const refused = await req.convert(plain.admin, plainTopic.id, { bytes }, { headers: { 'accept-language': 'id' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Anda tidak memiliki izin untuk mengimpor soal dari spreadsheet di organisasi ini.');
    expect(await uploadsOf(plain.org.id)).toBe(0);
  });

  it('404 for another organization’s topic, or no such topic', async () => {
    const other = await makeSchool(t.db, { features: ['upload_question_bulk'] });
    const theirs = await freshTopic(t, other.org.id, other.admin.id);
    for (const id of [theirs.id, 2_000_000_000]) {
      const res = await req.convert(s.admin, id, { bytes: await trueFalseSheet(1) });
      expect(res.statusCode).toBe(404);
    }
    expect(await uploadsOf(other.org.id)).toBe(0);
  });

  it('422 naming the file for each bad file, in the caller’s language, with nothing left stored', async () => {
    const topic = await freshTopic(t, s.org.id, s.publisher.id);
    const before = await uploadsOf(s.org.id);
    const bomb = buildZip(workbookZipEntries(Buffer.alloc(32 * 1024 * 1024, 0x20)));
    const cases: [string, Buffer][] = [
      ['no file', Buffer.alloc(0)],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['an .xls renamed .xlsx', await fixture('old-format.xlsx')],
      ['a zip bomb', bomb],
      ['not the template', await fixture('no-template.xlsx')],
      ['a wrong header', await fixture('wrong-header.xlsx')],
      ['a required column missing', await fixture('missing-column.xlsx')],
    ];
    const messages = new Set<string>();
    for (const [label, bytes] of cases) {
      const res = label === 'no file' ? await req.convert(s.publisher, topic.id, null) : await req.convert(s.publisher, topic.id, { bytes });
      expect(res.statusCode, label).toBe(422);
      expect(res.body.fields, label).toHaveProperty('file');
      messages.add(res.body.fields.file);
    }
    expect(messages.size).toBeGreaterThanOrEqual(4);
    const id = await req.convert(s.publisher, topic.id, { bytes: await fixture('no-template.xlsx') }, { headers: { 'accept-language': 'id' } });
    const en = await req.convert(s.publisher, topic.id, { bytes: await fixture('no-template.xlsx') });
    expect(id.body.fields.file).not.toBe(en.body.fields.file);
    expect(await uploadsOf(s.org.id)).toBe(before);
  });

  it('422 naming the file when its rows would take the topic past TOPIC_MAX_QUESTIONS, in the caller’s language; a file that fills it converts', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    await appendQuestions(t.db, topic, TOPIC_MAX_QUESTIONS - 1);
    const before = await uploadsOf(s.org.id);
    const en = await req.convert(s.editor, topic.id, { bytes: await trueFalseSheet(2) });
    expect(en.statusCode).toBe(422);
    expect(en.body.fields.file).toBe(`A topic can hold at most ${TOPIC_MAX_QUESTIONS} questions. This topic has ${TOPIC_MAX_QUESTIONS - 1}; adding 2 would make ${TOPIC_MAX_QUESTIONS + 1}.`);
    const id = await req.convert(s.editor, topic.id, { bytes: await trueFalseSheet(2) }, { headers: { 'accept-language': 'id' } });
    expect(id.statusCode).toBe(422);
    expect(id.body.fields.file).toContain(`paling banyak ${TOPIC_MAX_QUESTIONS} soal`);
    expect(await uploadsOf(s.org.id)).toBe(before);
    const fits = await req.convert(s.editor, topic.id, { bytes: await trueFalseSheet(1) });
    expect(fits.statusCode).toBe(200);
    expect(fits.body).toMatchObject({ valid_rows: 1 });
  }, 300_000);

  it('a valid 60,000-row workbook laid out as openpyxl writes it (sheet first, over 1 MiB packed) is refused for its rows, not as "not an Excel file"', async () => {
    const topic = await freshTopic(t, s.org.id, s.publisher.id);
    const before = await uploadsOf(s.org.id);
    expect(SPREADSHEET_MAX_ROWS).toBeLessThan(60_000);
    for (const [language, text] of [
      ['en', `A spreadsheet can have at most ${SPREADSHEET_MAX_ROWS.toLocaleString('en')} question rows.`],
      ['id', `Spreadsheet paling banyak berisi ${SPREADSHEET_MAX_ROWS.toLocaleString('id')} baris soal.`],
    ] as const) {
      const res = await req.convert(s.publisher, topic.id, { bytes: largeWorkbook(60_000), name: 'besar.xlsx' }, { headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(422);
      expect(res.body.fields).toEqual({ file: text });
    }
    expect(await uploadsOf(s.org.id)).toBe(before);
  }, 300_000);

  it('413 for a 35 MB file, refused while it streams in: the rest is never stored', async () => {
    const topic = await freshTopic(t, s.org.id, s.publisher.id);
    const before = await uploadsOf(s.org.id);
    const boundary = 'pena-big-file';
    const total = 35 * 1024 * 1024;
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    // A form whose file part is 35 MB, made as it is read (never held whole).
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="besar.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004`);
      while (sent < total) {
        sent += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/content/topics/${topic.id}/excel/convert`,
      payload: Readable.from(body()),
      headers: { ...(await headersFor(t.db, s.publisher)), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(413);
    // Answered once the cap was passed, before the rest of the body was even produced.
    expect(sent).toBeLessThan(total);
    expect(res.json()).toMatchObject({ error: 'too_large', fields: { file: 'At most 20 MB.' } });
    expect(SPREADSHEET_MAX_BYTES).toBe(20_000_000);
    expect(await uploadsOf(s.org.id)).toBe(before);
  });
});
