// POST /content/topics/{id}/excel/import (spec §2 "Spreadsheet import: Convert, Import,
// Review", §6, §8): the valid rows imported at the end of the topic (200 with the completed
// job), the bad rows skipped and listed; 401; 403 per guard; 404 for another organization's
// topic or file, another member's file, a file of another purpose; all or nothing when the
// write fails mid-way; over EXCEL_INLINE_LIMIT rows the 'excel_import' job (202); a repeated
// request_id imports once.
import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOPIC_MAX_QUESTIONS } from '../../../domain/constants.ts';
import { EXCEL_INLINE_LIMIT } from '../../../domain/schemas/importing.ts';
import { jobStatuses, questions, uploadedFiles } from '../../db/schema/index.ts';
import { buildZip } from '../../readers/spreadsheet/test/files.ts';
import * as files from '../../storage/fixtures/files.ts';
import { fillTopic, makeSchool } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { waitForJob } from '../../test/jobs.ts';
import { appendQuestions } from '../../test/largeTopic.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { storeUpload } from '../../storage/uploads.ts';
import { topicDocuments } from '../../loaders/topicDocuments.ts';
import { sanitizeRichText } from '../../sanitize/richText.ts';
import { XSS_PAYLOADS } from '../../test/xssPayloads.ts';
import { INLINE_CONVERT_MAX_BYTES } from './import.ts';
import { fixture, freshTopic, spreadsheetRequests, trueFalseSheet, workbook } from './test/requests.ts';

describe.each(testDatabaseKinds())('POST /content/topics/{id}/excel/import on %s', (kind) => {
  const { t, s } = schoolApp(kind, { features: ['upload_question_bulk'] });
  const req = spreadsheetRequests(t);
  const questionsIn = (topicId: number) => t.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(asc(questions.position));
  /** A topic of the editor's and a converted upload of `bytes` by `who`. */
  const converted = async (bytes: Buffer, who: { id: number } = s.editor) => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const res = await req.convert(who, topic.id, { bytes });
    expect(res.statusCode).toBe(200);
    return { topic, fileKey: res.body.file_key as string };
  };

  it('imports the valid rows at the end of the topic, in order, and lists the skipped rows (200, the completed job)', async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(3, 2));
    await fillTopic(t.db, topic, { questions: 2 });
    const res = await req.import(s.editor, topic.id, { file_key: fileKey }, { 'accept-language': 'id' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ uuid: res.requestId, kind: 'excel_import', status: 'completed', progress: 100, error: null });
    expect(res.body.result).toMatchObject({ topic_id: topic.id, imported_count: 3, skipped_count: 2 });
    expect(res.body.result.skipped).toHaveLength(2);
    expect(res.body.result.skipped[0]).toMatchObject({ sheet: 'True or false', row: 5, column: 'C' });
    const stored = await questionsIn(topic.id);
    expect(stored).toHaveLength(5);
    expect(stored.slice(2).map((q) => q.content)).toEqual(['Pernyataan 1 benar?', 'Pernyataan 2 benar?', 'Pernyataan 3 benar?']);
    expect(stored.slice(2).map((q) => q.id)).toEqual(res.body.result.imported.map((r: { question_id: number }) => r.question_id));
    expect(stored.slice(2).every((q) => q.creatorId === s.editor.id && q.type === 'true_or_false')).toBe(true);
    const [row] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, res.requestId));
    expect(row).toMatchObject({ kind: 'excel_import', status: 'completed', userId: s.editor.id, organizationId: s.org.id });
  });

  it('imports the images a row names from the .zip uploaded beside it, stored as the organization’s media', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const sheet = await workbook({ 'True or false': [['No.', 'Question', 'Correct answer'], [1, 'Lihat gambar [image: peta.png] ini. Benar?', 'True']] });
    const zip = buildZip([{ name: 'peta.png', data: files.png() }]);
    const converted = await req.convert(s.editor, topic.id, { bytes: sheet }, { images: { bytes: zip, name: 'gambar.zip' } });
    expect(converted.statusCode).toBe(200);
    expect(converted.body).toMatchObject({ valid_rows: 1, error_count: 0 });
    expect(converted.body.images_key).toMatch(new RegExp(`^org/${s.org.id}/image_archive/`));
    const res = await req.import(s.editor, topic.id, { file_key: converted.body.file_key, images_key: converted.body.images_key });
    expect(res.statusCode).toBe(200);
    const [question] = await questionsIn(topic.id);
    const mediaId = Number(/data-media-id="(\d+)"/.exec(question!.contentHtml)?.[1]);
    const [image] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, mediaId));
    expect(image).toMatchObject({ organizationId: s.org.id, purpose: 'image', mimeType: 'image/png' });
    expect(question!.contentHtml).toContain(`src="/files/${image!.storageKey}"`);
  });

  it('stores every XSS payload typed into a cell as escaped text, inline and as the job (never as markup)', async () => {
    const payloads = XSS_PAYLOADS.map((p) => p.html);
    for (const rows of [payloads.slice(0, 150), payloads]) {
      const sheet = await workbook({
        'Multiple choice': [
          ['No.', 'Question', 'Option A', 'Option B', 'Correct answer', 'Passage', 'Explanation', 'Hint'],
          ...rows.map((html, i) => [i + 1, html, html, `B ${i}`, 'A', 'P1', html, html]),
        ],
        Passages: [
          ['No.', 'Key', 'Title', 'Text'],
          [1, 'P1', rows[0]!, rows.join('\n')],
        ],
      });
      const { topic, fileKey } = await converted(sheet);
      const res = await req.import(s.editor, topic.id, { file_key: fileKey });
      const result = res.statusCode === 202 ? (await waitForJob(t, res.requestId, 60_000)).result : res.body.result;
      expect(result).toMatchObject({ imported_count: rows.length, skipped_count: 0 });
      const docs = (await topicDocuments(t.db, [topic.id])).get(topic.id)!;
      expect(docs.questions).toHaveLength(rows.length);
      const stored = [
        ...docs.passages.map((p) => p.content_html),
        ...docs.questions.flatMap((q) => [
          q.content_html,
          ...q.answers.map((a) => a.content),
          ...[...q.explanation.sections, ...q.hint.sections].flatMap((n) => [n.content, n.content_html]),
        ]),
      ].filter((html) => html !== '');
      expect(stored.length).toBeGreaterThan(rows.length * 4);
      for (const html of stored) {
        expect(sanitizeRichText(html)).toBe(html);
        expect(html.replace(/<\/?p>/g, '')).not.toMatch(/[<>]/);
      }
    }
  }, 120_000);

  it('401 without a session', async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(1));
    expect((await req.import(null, topic.id, { file_key: fileKey })).statusCode).toBe(401);
    expect(await questionsIn(topic.id)).toEqual([]);
  });

  it('403 without the import permission, restricted, a limited editor in another’s topic, or the organization without upload_question_bulk', async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(1));
    for (const who of [s.noRole, s.restricted, s.unapproved, s.limited]) {
      const res = await req.import(who, topic.id, { file_key: fileKey });
      expect(res.statusCode).toBe(403);
      expect(res.body.error).toBe('permission_error');
    }
    const plain = await makeSchool(t.db);
    const plainTopic = await freshTopic(t, plain.org.id, plain.admin.id);
    expect((await req.import(plain.admin, plainTopic.id, { file_key: fileKey })).statusCode).toBe(403);
    expect(await questionsIn(topic.id)).toEqual([]);
  });

  it('404 for another organization’s topic or file, another member’s file, a file of another purpose, or no such key', async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(1));
    const other = await makeSchool(t.db, { features: ['upload_question_bulk'] });
    const theirTopic = await freshTopic(t, other.org.id, other.admin.id);
    const theirFile = (await req.convert(other.admin, theirTopic.id, { bytes: await trueFalseSheet(1) })).body.file_key as string;
    const publishersFile = (await converted(await trueFalseSheet(1), s.publisher)).fileKey;
    const cases: [string, number, Record<string, unknown>][] = [
      ['their topic', theirTopic.id, { file_key: fileKey }],
      ['their file', topic.id, { file_key: theirFile }],
      ['another member’s file', topic.id, { file_key: publishersFile }],
      ['the file as the images', topic.id, { file_key: fileKey, images_key: fileKey }],
      ['no such key', topic.id, { file_key: `org/${s.org.id}/spreadsheet/${randomUUID()}` }],
    ];
    for (const [label, topicId, body] of cases) {
      const res = await req.import(s.editor, topicId, body as { file_key: string });
      expect(res.statusCode, label).toBe(404);
    }
    expect(await questionsIn(topic.id)).toEqual([]);
    expect(await questionsIn(theirTopic.id)).toEqual([]);
  });

  it('422 for a bad request_id, and for a stored file the converter refuses, in the caller’s language', async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(1));
    const bad = await req.import(s.editor, topic.id, { file_key: fileKey, request_id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.fields).toHaveProperty('request_id');
    // An upload of the purpose that is a workbook but not the template (never converted through the route).
    const stored = await storeUpload(
      { db: t.db, storage: t.storage },
      { organizationId: s.org.id, uploaderId: s.editor.id, purpose: 'spreadsheet', filename: 'lain.xlsx', body: await fixture('no-template.xlsx') },
    );
    const en = await req.import(s.editor, topic.id, { file_key: stored.file.storageKey });
    const id = await req.import(s.editor, topic.id, { file_key: stored.file.storageKey }, { 'accept-language': 'id' });
    expect([en.statusCode, id.statusCode]).toEqual([422, 422]);
    expect(en.body.fields.file).toBeTruthy();
    expect(id.body.fields.file).not.toBe(en.body.fields.file);
    expect(await questionsIn(topic.id)).toEqual([]);
    expect(await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, en.requestId))).toEqual([]);
  });

  it('writes nothing when the write fails mid-way', async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(4));
    // The answers of the third row's question are refused by the database: the questions were written by then.
    await t.db.execute(sql`create or replace function pena_test_refuse() returns trigger language plpgsql as $$
      begin if new.content = 'False' and exists (select 1 from questions q where q.id = new.question_id and q.content like 'Pernyataan 4%') then
        raise exception 'refused by the test'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger pena_test_refuse before insert on answers for each row execute function pena_test_refuse()`);
    try {
      const res = await req.import(s.editor, topic.id, { file_key: fileKey });
      expect(res.statusCode).toBe(500);
      expect(await questionsIn(topic.id)).toEqual([]);
      expect(await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, res.requestId))).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger pena_test_refuse on answers`);
    }
    expect((await req.import(s.editor, topic.id, { file_key: fileKey })).statusCode).toBe(200);
    expect(await questionsIn(topic.id)).toHaveLength(4);
  });

  it(`imports more than ${EXCEL_INLINE_LIMIT} rows as the excel_import job (202, then polled)`, async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(EXCEL_INLINE_LIMIT + 1, 1));
    const res = await req.import(s.editor, topic.id, { file_key: fileKey });
    expect(res.statusCode).toBe(202);
    expect(res.body).toMatchObject({ uuid: res.requestId, kind: 'excel_import', status: 'pending', progress: 0, result: null });
    const row = await waitForJob(t, res.requestId, 60_000);
    expect(row).toMatchObject({ status: 'completed', progress: 100, result: { topic_id: topic.id, imported_count: EXCEL_INLINE_LIMIT + 1, skipped_count: 1 } });
    const stored = await questionsIn(topic.id);
    expect(stored).toHaveLength(EXCEL_INLINE_LIMIT + 1);
    expect(stored.at(-1)!.content).toBe(`Pernyataan ${EXCEL_INLINE_LIMIT + 1} benar?`);
    const again = await req.import(s.editor, topic.id, { file_key: fileKey, request_id: res.requestId });
    expect(again.statusCode).toBe(200);
    expect(again.body.result).toEqual(row.result);
    expect(await questionsIn(topic.id)).toHaveLength(EXCEL_INLINE_LIMIT + 1);
  });

  it(`a file over ${INLINE_CONVERT_MAX_BYTES / 1024} KB goes to the job without being converted in the request, whatever its rows`, async () => {
    // Four rows of incompressible text: few rows, a large file.
    const long = () => randomBytes(22_000).toString('base64');
    const bytes = await workbook({ 'True or false': [['No.', 'Question', 'Correct answer'], ...[1, 2, 3, 4].map((n) => [n, `${long()}?`, 'True'])] });
    expect(bytes.length).toBeGreaterThan(INLINE_CONVERT_MAX_BYTES);
    const { topic, fileKey } = await converted(bytes);
    const res = await req.import(s.editor, topic.id, { file_key: fileKey });
    expect(res.statusCode).toBe(202);
    expect(await waitForJob(t, res.requestId, 60_000)).toMatchObject({ status: 'completed', result: { imported_count: 4, skipped_count: 0 } });
    expect(await questionsIn(topic.id)).toHaveLength(4);
  });

  it('refuses rows that would take the topic past TOPIC_MAX_QUESTIONS: 422 naming file_key in the request, the job’s failure under its lock', async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(2));
    await appendQuestions(t.db, topic, TOPIC_MAX_QUESTIONS - 1);
    const en = await req.import(s.editor, topic.id, { file_key: fileKey });
    expect(en.statusCode).toBe(422);
    expect(en.body.fields.file_key).toBe(`A topic can hold at most ${TOPIC_MAX_QUESTIONS} questions. This topic has ${TOPIC_MAX_QUESTIONS - 1}; adding 2 would make ${TOPIC_MAX_QUESTIONS + 1}.`);
    const id = await req.import(s.editor, topic.id, { file_key: fileKey }, { 'accept-language': 'id' });
    expect(id.body.fields.file_key).toContain(`paling banyak ${TOPIC_MAX_QUESTIONS} soal`);
    expect(await questionsIn(topic.id)).toHaveLength(TOPIC_MAX_QUESTIONS - 1);

    // A file the job imports: the topic filled after it was converted, the job refuses it whole.
    const long = () => randomBytes(22_000).toString('base64');
    const big = await converted(await workbook({ 'True or false': [['No.', 'Question', 'Correct answer'], ...[1, 2, 3, 4].map((n) => [n, `${long()}?`, 'True'])] }));
    await appendQuestions(t.db, big.topic, TOPIC_MAX_QUESTIONS - 3);
    const started = await req.import(s.editor, big.topic.id, { file_key: big.fileKey });
    expect(started.statusCode).toBe(202);
    const row = await waitForJob(t, started.requestId, 60_000);
    expect(row.status).toBe('failed');
    expect(row.error).toBe('topic_full');
    expect(row.errorMessage).toMatchObject({ en: expect.stringContaining(`at most ${TOPIC_MAX_QUESTIONS} questions`), id: expect.stringContaining(`paling banyak ${TOPIC_MAX_QUESTIONS} soal`) });
    expect(await questionsIn(big.topic.id)).toHaveLength(TOPIC_MAX_QUESTIONS - 3);
  }, 300_000);

  it('a repeated request_id imports once, also when sent twice at once; another user’s request_id is refused', async () => {
    const { topic, fileKey } = await converted(await trueFalseSheet(2));
    const request_id = randomUUID();
    const first = await req.import(s.editor, topic.id, { file_key: fileKey, request_id });
    const second = await req.import(s.editor, topic.id, { file_key: fileKey, request_id });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(await questionsIn(topic.id)).toHaveLength(2);
    const stolen = await req.import(s.publisher, topic.id, { file_key: fileKey, request_id });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.body.fields).toHaveProperty('request_id');

    const together = randomUUID();
    const replies = await Promise.all([0, 1].map(() => req.import(s.editor, topic.id, { file_key: fileKey, request_id: together })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[0]!.body.result).toEqual(replies[1]!.body.result);
    expect(await questionsIn(topic.id)).toHaveLength(4);
  });
});
