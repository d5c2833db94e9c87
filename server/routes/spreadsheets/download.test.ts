// GET /importing/excel_template and GET /content/topics/{id}/excel/export (spec §2): the
// template for any signed-in user in their language; a topic's questions for whoever may view
// it, named after the topic whatever its name; 401, 403, 404 across organizations; and the round
// trip through the routes: a topic of every type exported, converted and imported into another
// topic holds the same documents; a topic's images (in a stem, as an answer) come back as the
// same stored files, named by their address on PUBLIC_URL.
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../../../domain/schemas/questions.ts';
import { questions, topics, uploadedFiles } from '../../db/schema/index.ts';
import { buildZip } from '../../readers/spreadsheet/test/files.ts';
import * as files from '../../storage/fixtures/files.ts';
import { topicDocuments } from '../../loaders/topicDocuments.ts';
import { makeSchool } from '../../test/contentFactories.ts';
import { makePassage, makeQuestion } from '../../test/questionFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { storedOf } from '../../test/questionDocuments.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { XLSX_MIME } from './schema.ts';
import { fixture, freshTopic, spreadsheetRequests, workbook } from './test/requests.ts';

const sheetNames = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets.map((w) => w.name);
};

describe.each(testDatabaseKinds())('spreadsheet downloads on %s', (kind) => {
  const { t, s } = schoolApp(kind, { features: ['upload_question_bulk'] });
  const req = spreadsheetRequests(t);

  /** Imports a workbook into the topic through the routes. */
  const importInto = async (topicId: number, bytes: Buffer) => {
    const converted = await req.convert(s.editor, topicId, { bytes });
    expect(converted.statusCode).toBe(200);
    expect(converted.body.error_count).toBe(0);
    const imported = await req.import(s.editor, topicId, { file_key: converted.body.file_key });
    expect(imported.statusCode).toBe(200);
    return converted.body;
  };
  /**
   * The topic's documents, comparable across topics: passages named by position instead of id,
   * note sections without their generated ids, and the questions by type (the file has one sheet
   * per type, so an import orders them by type, then as they were).
   */
  const documentsOf = async (topicId: number) => {
    const docs = (await topicDocuments(t.db, [topicId])).get(topicId)!;
    const passageAt = new Map(docs.passages.map((p, i) => [p.id, i]));
    const note = (n: { sections: { id: string }[] }) => ({ sections: n.sections.map(({ id: _, ...rest }) => rest) });
    const questions = docs.questions.map((q) => {
      const doc = storedOf(q);
      return { ...doc, explanation: note(doc.explanation as never), hint: note(doc.hint as never), passage_id: q.passage_id === null ? null : passageAt.get(q.passage_id) };
    });
    const order = (type: string) => QUESTION_TYPES.indexOf(type as never);
    return {
      questions: questions.map((q, i) => ({ q, i })).sort((a, b) => order(a.q.type) - order(b.q.type) || a.i - b.i).map(({ q }) => q),
      passages: docs.passages.map((p) => ({ title: p.title, content_html: p.content_html })),
    };
  };

  it('the template: any signed-in member, in their language, as an .xlsx attachment; 401 without a session', async () => {
    const en = await req.download(s.noRole, '/importing/excel_template');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe(XLSX_MIME);
    expect(en.headers['content-disposition']).toMatch(/^attachment; filename="Pena question template.xlsx"/);
    expect(await sheetNames(en.rawPayload)).toContain('Multiple choice');
    const id = await req.download(s.restricted, '/importing/excel_template', { 'accept-language': 'id' });
    expect(id.statusCode).toBe(200);
    expect(await sheetNames(id.rawPayload)).toContain('Pilihan ganda');
    expect((await req.download(null, '/importing/excel_template')).statusCode).toBe(401);
  });

  it('round trip: a topic of every type exported, converted and imported into another topic holds the same documents', async () => {
    const first = await freshTopic(t, s.org.id, s.editor.id);
    const converted = await importInto(first.id, await fixture('all-types.xlsx'));
    expect(new Set(converted.rows.map((r: { type: string }) => r.type)).size).toBe(7);
    const original = await documentsOf(first.id);
    expect(original.passages.length).toBeGreaterThan(0);

    const exported = await req.download(s.editor, `/content/topics/${first.id}/excel/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe(XLSX_MIME);
    expect(exported.headers['cache-control']).toBe('no-store');
    const second = await freshTopic(t, s.org.id, s.editor.id);
    await importInto(second.id, exported.rawPayload);
    expect(await documentsOf(second.id)).toEqual(original);
  });

  it('round trip with images: the imported question names the same stored files, nothing fetched or stored again', async () => {
    const first = await freshTopic(t, s.org.id, s.editor.id);
    const sheet = await workbook({
      'Multiple choice': [
        ['No.', 'Question', 'Option A', 'Option B', 'Correct answer'],
        [1, 'Lihat peta [image: peta.png] ini.', '[image: pulau.png]', 'Bukan', 'A'],
      ],
    });
    const zip = buildZip([
      { name: 'peta.png', data: files.png() },
      { name: 'pulau.png', data: files.png() },
    ]);
    const converted = await req.convert(s.editor, first.id, { bytes: sheet }, { images: { bytes: zip } });
    expect(converted.body).toMatchObject({ valid_rows: 1, error_count: 0 });
    expect((await req.import(s.editor, first.id, { file_key: converted.body.file_key, images_key: converted.body.images_key })).statusCode).toBe(200);
    const images = () => t.db.select().from(uploadedFiles).where(and(eq(uploadedFiles.organizationId, s.org.id), eq(uploadedFiles.purpose, 'image')));
    const questionOf = async (topicId: number) => {
      const [q] = await t.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(asc(questions.position));
      const [doc] = (await topicDocuments(t.db, [topicId])).get(topicId)!.questions;
      return { html: q!.contentHtml, stemMedia: Number(/data-media-id="(\d+)"/.exec(q!.contentHtml)?.[1]), answers: doc!.answers };
    };
    const original = await questionOf(first.id);
    const stored = await images();
    const stem = stored.find((f) => f.id === original.stemMedia)!;
    const answerMedia = original.answers[0]!.media_id!;
    expect(original.answers[0]).toMatchObject({ answer_type: 'image' });
    expect(stored.map((f) => f.id)).toContain(answerMedia);

    const exported = await req.download(s.editor, `/content/topics/${first.id}/excel/export`);
    expect(exported.statusCode).toBe(200);
    const second = await freshTopic(t, s.org.id, s.editor.id);
    const again = await req.convert(s.editor, second.id, { bytes: exported.rawPayload });
    expect(again.body).toMatchObject({ valid_rows: 1, error_count: 0 });
    const imported = await req.import(s.editor, second.id, { file_key: again.body.file_key });
    expect(imported.statusCode).toBe(200);
    expect(imported.body.result).toMatchObject({ imported_count: 1, skipped_count: 0, skipped: [] });
    const copy = await questionOf(second.id);
    expect(copy.stemMedia).toBe(stem.id);
    expect(copy.html).toContain(`src="/files/${stem.storageKey}"`);
    expect(copy.answers[0]).toMatchObject({ answer_type: 'image', media_id: answerMedia });
    expect((await images()).map((f) => f.id).sort()).toEqual(stored.map((f) => f.id).sort());
  });

  it('the export leaves out the test bank\'s read-only questions and passages and says so on the Instructions sheet, in either language', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const bankPassage = await makePassage(t.db, topic, { source: 'provider', title: 'Bacaan bank' });
    await makeQuestion(t.db, topic, { contentHtml: '<p>Soal sekolah</p>', position: 1 });
    await makeQuestion(t.db, topic, { contentHtml: '<p>Soal bank satu</p>', source: 'provider', passageId: bankPassage.id, position: 2 });
    await makeQuestion(t.db, topic, { contentHtml: '<p>Soal bank dua</p>', source: 'provider', position: 3 });
    const read = async (language: 'en' | 'id') => {
      const res = await req.download(s.editor, `/content/topics/${topic.id}/excel/export`, { 'accept-language': language });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const texts = (i: number) => wb.worksheets[i]!.getSheetValues().flatMap((r) => (Array.isArray(r) ? r.filter((v) => typeof v === 'string' || typeof v === 'number').map(String) : []));
      return { instructions: texts(0), questions: wb.worksheets.slice(1).flatMap((_, i) => texts(i + 1)) };
    };
    const en = await read('en');
    expect(en.questions).toContain('Soal sekolah');
    expect(en.questions.join('\n')).not.toMatch(/Soal bank|Bacaan bank/);
    expect(en.instructions).toContain('2 questions and 1 passage from the test bank are not in this file: they stay in the topic as read-only references.');
    const id = await read('id');
    expect(id.questions.join('\n')).not.toMatch(/Soal bank|Bacaan bank/);
    expect(id.instructions).toContain('2 soal dan 1 bacaan dari bank soal tidak ada di berkas ini: semuanya tetap di topik sebagai rujukan yang hanya dapat dibaca.');
  });

  it('a topic whose questions and passages all come from the test bank is not exported: 422 saying why, in either language', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const bankPassage = await makePassage(t.db, topic, { source: 'provider', title: 'Bacaan bank' });
    await makeQuestion(t.db, topic, { contentHtml: '<p>Soal bank satu</p>', source: 'provider', passageId: bankPassage.id, position: 1 });
    await makeQuestion(t.db, topic, { contentHtml: '<p>Soal bank dua</p>', source: 'provider', position: 2 });
    const en = await req.download(s.editor, `/content/topics/${topic.id}/excel/export`);
    expect(en.statusCode).toBe(422);
    expect(en.headers['content-type']).toMatch(/^application\/json/);
    expect(en.json()).toMatchObject({
      error: 'unprocessable_entity',
      message: "There is nothing to export: the topic's 2 questions and 1 passage come from the test bank. They stay in the topic as read-only references and are not written to a spreadsheet.",
    });
    const id = await req.download(s.editor, `/content/topics/${topic.id}/excel/export`, { 'accept-language': 'id' });
    expect(id.statusCode).toBe(422);
    expect(id.json().message).toBe(
      'Tidak ada yang dapat diekspor: 2 soal dan 1 bacaan di topik ini berasal dari bank soal. Semuanya tetap di topik sebagai rujukan yang hanya dapat dibaca dan tidak ditulis ke spreadsheet.',
    );
    // One question of the school's own: the file is written, the rest left out as before.
    await makeQuestion(t.db, topic, { contentHtml: '<p>Soal sekolah</p>', position: 3 });
    expect((await req.download(s.editor, `/content/topics/${topic.id}/excel/export`)).statusCode).toBe(200);
    // An empty topic still gives the empty template.
    const empty = await freshTopic(t, s.org.id, s.editor.id);
    expect((await req.download(s.editor, `/content/topics/${empty.id}/excel/export`)).statusCode).toBe(200);
  });

  it('the export is named after the topic, safely for any name', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    await t.db.update(topics).set({ name: 'Bab "1" / Pecahan\\Desimal ✓' }).where(eq(topics.id, topic.id));
    const res = await req.download(s.editor, `/content/topics/${topic.id}/excel/export`);
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe('Bab "1" Pecahan Desimal ✓.xlsx');
  });

  it('export: 401 without a session, 403 for one who may not view the topic, 404 for another organization’s topic', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    expect((await req.download(null, `/content/topics/${topic.id}/excel/export`)).statusCode).toBe(401);
    for (const who of [s.restricted, s.unapproved]) {
      const res = await req.download(who, `/content/topics/${topic.id}/excel/export`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('permission_error');
    }
    // Viewing needs no import permission.
    expect((await req.download(s.noRole, `/content/topics/${topic.id}/excel/export`)).statusCode).toBe(200);
    const other = await makeSchool(t.db, { features: ['upload_question_bulk'] });
    const theirs = await freshTopic(t, other.org.id, other.admin.id);
    expect((await req.download(s.admin, `/content/topics/${theirs.id}/excel/export`)).statusCode).toBe(404);
  });
});
