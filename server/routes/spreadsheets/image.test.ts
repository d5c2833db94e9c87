// The Import and Review steps show each row as it is (or was) imported: options, correct answers
// and pictures. POST …/excel/convert answers each row's document, its pictures pointing where the
// browser loads them (GET …/excel/image for a file of the .zip, else the address in the cell);
// GET …/excel/image serves that picture from the stored .zip: 401, 403 without the import guard,
// 404 for another organization's topic, another teacher's upload, a name not in the .zip or a
// file that is no picture, 422 without images_key; and the import's result carries each question
// as stored, its pictures the organization's files (image answers showing theirs too).
import { describe, expect, it } from 'vitest';
import { buildZip } from '../../readers/spreadsheet/test/files.ts';
import * as files from '../../storage/fixtures/files.ts';
import { makeSchool } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { freshTopic, spreadsheetRequests, workbook } from './test/requests.ts';

describe.each(testDatabaseKinds())('spreadsheet rows with their keys and pictures on %s', (kind) => {
  const { t, s } = schoolApp(kind, { features: ['upload_question_bulk'] });
  const req = spreadsheetRequests(t);
  const png = files.png();
  const sheet = () =>
    workbook({
      'Multiple choice': [
        ['No.', 'Question', 'Option A', 'Option B', 'Option C', 'Correct answer'],
        [1, 'Lihat peta [image: Peta.png] ini.', '[image: pulau.png]', 'Bukan & lainnya', '[image: https://gambar.example/a.png?x=1&y=2]', 'A, C'],
      ],
    });
  const zip = () => buildZip([{ name: 'gambar/peta.png', data: png }, { name: 'pulau.png', data: png }, { name: 'catatan.txt', data: Buffer.from('bukan gambar') }]);
  const srcs = (html: string) => [...html.matchAll(/src="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

  it('converts each row with its options, keys and pictures; the .zip’s pictures are served to their uploader', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const converted = await req.convert(s.editor, topic.id, { bytes: await sheet() }, { images: { bytes: zip() } });
    expect(converted.statusCode).toBe(200);
    const [row] = converted.body.rows;
    const doc = row.document;
    expect(doc.type).toBe('multiple_choice');
    expect(doc.answers.map((a: { correct: boolean }) => a.correct)).toEqual([true, false, true]);
    expect(doc.answers.map((a: { answer_type: string }) => a.answer_type)).toEqual(['image', 'text', 'image']);
    expect(doc.answers[1].content).toBe('Bukan &amp; lainnya');
    const imageUrl = (name: string) => `/content/topics/${topic.id}/excel/image?${new URLSearchParams({ images_key: converted.body.images_key, name })}`;
    expect(srcs(doc.content_html)).toEqual([imageUrl('Peta.png')]);
    expect(srcs(doc.answers[0].content)).toEqual([imageUrl('pulau.png')]);
    expect(srcs(doc.answers[2].content)).toEqual(['https://gambar.example/a.png?x=1&y=2']);

    const picture = await req.download(s.editor, imageUrl('Peta.png'));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(picture.rawPayload, png)).toBe(0);
    expect((await req.download(s.editor, imageUrl('pulau.png'))).statusCode).toBe(200);
  }, 120_000);

  it('the picture route: 401, 403 without the import guard, 404 for what is not the caller’s or not a picture, 422 without images_key', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const converted = await req.convert(s.editor, topic.id, { bytes: await sheet() }, { images: { bytes: zip() } });
    const key = converted.body.images_key as string;
    const url = (topicId: number, query: Record<string, string>) => `/content/topics/${topicId}/excel/image?${new URLSearchParams(query)}`;
    expect((await req.download(null, url(topic.id, { images_key: key, name: 'pulau.png' }))).statusCode).toBe(401);
    for (const who of [s.noRole, s.restricted, s.unapproved]) expect((await req.download(who, url(topic.id, { images_key: key, name: 'pulau.png' }))).statusCode).toBe(403);
    // Another teacher of the school, with the import right: not their upload.
    expect((await req.download(s.publisher, url(topic.id, { images_key: key, name: 'pulau.png' }))).statusCode).toBe(404);
    // The spreadsheet's own key is no .zip of pictures.
    expect((await req.download(s.editor, url(topic.id, { images_key: converted.body.file_key, name: 'pulau.png' }))).statusCode).toBe(404);
    for (const name of ['hilang.png', 'catatan.txt']) expect((await req.download(s.editor, url(topic.id, { images_key: key, name }))).statusCode).toBe(404);
    const other = await makeSchool(t.db, { features: ['upload_question_bulk'] });
    const theirs = await freshTopic(t, other.org.id, other.admin.id);
    expect((await req.download(s.editor, url(theirs.id, { images_key: key, name: 'pulau.png' }))).statusCode).toBe(404);
    const missing = await req.download(s.editor, url(topic.id, { name: 'pulau.png' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toHaveProperty('images_key');
  }, 120_000);

  it('the import’s result carries each question as stored, its pictures the organization’s files', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    // A row naming only files of the .zip (no address is fetched here).
    const local = await workbook({
      'Multiple choice': [
        ['No.', 'Question', 'Option A', 'Option B', 'Correct answer'],
        [1, 'Lihat peta [image: Peta.png] ini.', '[image: pulau.png]', 'Bukan', 'A'],
      ],
    });
    const again = await req.convert(s.editor, topic.id, { bytes: local }, { images: { bytes: zip() } });
    expect(again.statusCode).toBe(200);
    const imported = await req.import(s.editor, topic.id, { file_key: again.body.file_key, images_key: again.body.images_key });
    expect(imported.statusCode).toBe(200);
    const [row] = imported.body.result.imported;
    expect(row.document.answers.map((a: { correct: boolean }) => a.correct)).toEqual([true, false]);
    const stem = srcs(row.document.content_html);
    expect(stem).toHaveLength(1);
    expect(stem[0]).toMatch(/^\/files\/org\/\d+\/image\//);
    expect(row.document.answers[0]).toMatchObject({ answer_type: 'image' });
    expect(srcs(row.document.answers[0].content)[0]).toMatch(/^\/files\/org\/\d+\/image\//);
    expect(row.document.answers[0].content).toContain(`data-media-id="${row.document.answers[0].media_id}"`);
  }, 120_000);
});
