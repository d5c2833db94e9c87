// The interchange import on other tools' real files (/work/shared/interop-samples, read in
// place): POST /content/topics/{id}/interchange_import (202) → the 'interchange_import' job →
// POST …/interchange_import/{uuid}/finish. A GIFT file, a Moodle XML file with its sound and
// pictures, and a QTI 2.1 package each come back as the Review's extraction (the right format,
// the questions, each skipped item with its reason in the caller's language, media stored as
// the school's uploads), then are finished with some keys kept and one question edited, written
// at the end of the topic in the order sent; a repeat writes nothing; a key the extraction lacks
// or an edited question that breaks a §5 rule is a 422 naming its path, nothing written.
// A file with nothing to carry fails 'no_questions' with its skipped list; refused files fail
// with their code; 401, 403, 404.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interchangeExtractionSchema, type InterchangeExtraction } from '../../../domain/schemas/interchange.ts';
import { jobStatuses, questions, uploadedFiles } from '../../db/schema/index.ts';
import { interchangeFailureMessage } from '../../interchange/messages.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { fillTopic, makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import * as files from '../../storage/fixtures/files.ts';
import { deflated, rawZip, xxeXml, zeroBomb } from '../../readers/interchange/test/hostileFiles.ts';
import { freshTopic } from '../spreadsheets/test/requests.ts';
import { INTERCHANGE_FEATURES, interchangeRequests, sample, uploadRemoved } from './test/requests.ts';

describe.each(testDatabaseKinds())('interchange import and its finish, on %s', (kind) => {
  let t: TestApp;
  let s: School;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db, { features: INTERCHANGE_FEATURES });
  });
  afterAll(() => t?.close());
  const req = () => interchangeRequests(t);
  const questionsIn = (topicId: number) => t.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(asc(questions.position));

  /** The sample imported into a fresh topic of the editor's: the topic, the job and its extraction. */
  async function extracted(name: string, headers: Record<string, string> = {}) {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const bytes = await sample(name);
    const { row, uuid, key } = await req().run(s.editor, topic, bytes, name.split('/').pop()!, headers);
    expect(row.status, JSON.stringify(row.errorMessage)).toBe('completed');
    // The uploaded file is gone once the job is over.
    await uploadRemoved(t, s.org.id, key);
    return { topic, uuid, extraction: interchangeExtractionSchema.parse(row.result) };
  }

  const byKey = (extraction: InterchangeExtraction, key: string) => extraction.questions.find((q) => q.key === key)!;

  it('GIFT: the questions, the skipped items in the caller’s language; finished with some kept and one edited, at the end of the topic in the order sent', async () => {
    const { topic, uuid, extraction } = await extracted('gift/questions.gift.txt', { 'accept-language': 'id' });
    expect(extraction).toMatchObject({ topic_id: topic.id, format: 'gift', file_name: 'questions.gift.txt', passages: [], imported: null });
    expect(extraction.questions.map((q) => [q.key, q.number, q.type])).toEqual([
      ['q1', 1, 'matching_choices'],
      ['q2', 2, 'multiple_choice'],
      ['q3', 3, 'multiple_choice'],
      ['q4', 4, 'exact_value'],
      ['q5', 5, 'true_or_false'],
      ['q6', 6, 'true_or_false'],
      ['q7', 7, 'true_or_false'],
    ]);
    expect(extraction.skipped).toEqual([
      { item: 'Q8', reason: 'unsupported_type', detail: 'essay', message: 'Pena tidak memiliki jenis soal untuk ini (essay); misalnya esai, hotspot, dan unggah berkas tidak dibawa.' },
      { item: 'Q5', reason: 'numeric_tolerance', detail: 'numerical', message: expect.stringContaining('Jawabannya menerima rentang atau toleransi (numerical)') },
    ]);

    await fillTopic(t.db, topic, { questions: 2 });
    const edited = structuredClone(byKey(extraction, 'q5').document) as Record<string, unknown>;
    edited.content_html = '<p>Ubah: pernyataan ini benar.</p><script>alert(1)</script>';
    const body = { questions: [{ key: 'q3' }, { key: 'q5', document: edited }, { key: 'q2' }] };

    // Refusals first: each names its path and writes nothing.
    const unknown = await req().finish(s.editor, topic.id, uuid, { questions: [{ key: 'q2' }, { key: 'q99' }] }, { 'accept-language': 'id' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.body.fields)).toEqual(['questions.1.key']);
    const twice = await req().finish(s.editor, topic.id, uuid, { questions: [{ key: 'q2' }, { key: 'q2' }] });
    expect(Object.keys(twice.body.fields)).toEqual(['questions.1.key']);
    const broken = structuredClone(byKey(extraction, 'q2').document) as { answers: { correct: boolean }[] };
    for (const a of broken.answers) a.correct = false;
    const rule = await req().finish(s.editor, topic.id, uuid, { questions: [{ key: 'q3' }, { key: 'q2', document: broken }] });
    expect(rule.statusCode).toBe(422);
    expect(Object.keys(rule.body.fields)).toEqual(['questions.1.document.answers']);
    expect(await questionsIn(topic.id)).toHaveLength(2);

    const res = await req().finish(s.editor, topic.id, uuid, body);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ topic_id: topic.id, question_ids: [expect.any(Number), expect.any(Number), expect.any(Number)], passage_ids: [] });
    const stored = await questionsIn(topic.id);
    expect(stored).toHaveLength(5);
    expect(stored.slice(2).map((q) => q.id)).toEqual(res.body.question_ids);
    expect(stored.slice(2).map((q) => q.type)).toEqual(['multiple_choice', 'true_or_false', 'multiple_choice']);
    expect(stored[3]!.contentHtml).toContain('Ubah: pernyataan ini benar.');
    expect(stored[3]!.contentHtml).not.toContain('script');
    expect(stored.slice(2).every((q) => q.creatorId === s.editor.id)).toBe(true);
    const [row] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid));
    expect((row!.result as InterchangeExtraction).imported).toEqual({ question_ids: res.body.question_ids, passage_ids: [] });

    // A repeat (even with another body) answers the first outcome and writes nothing.
    const again = await req().finish(s.editor, topic.id, uuid, { questions: [{ key: 'q1' }] });
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await questionsIn(topic.id)).toHaveLength(5);
  });

  it('Moodle XML: the sound and the pictures stored as the school’s uploads, referenced by data-media-id; finished as extracted', async () => {
    const { topic, uuid, extraction } = await extracted('moodle-xml/multichoice.xml');
    expect(extraction.format).toBe('moodle_xml');
    expect(extraction.skipped).toEqual([]);
    expect(extraction.questions.map((q) => [q.key, q.item, q.type])).toEqual([['q1', 'Greeting', 'multiple_choice']]);
    const q = extraction.questions[0]!.document as { content_html: string; answers: { content: string }[] };
    const html = [q.content_html, ...q.answers.map((a) => a.content)].join('\n');
    const ids = [...html.matchAll(/data-media-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(5);
    const media = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.organizationId, s.org.id));
    const used = media.filter((m) => ids.includes(m.id));
    expect(used.map((m) => m.purpose).sort()).toEqual(['audio', 'image', 'image', 'image', 'image']);
    expect(used.every((m) => m.uploaderId === s.editor.id)).toBe(true);
    expect(used.find((m) => m.purpose === 'audio')!.mimeType).toBe('audio/mpeg');
    for (const m of used) {
      expect(html).toContain(`src="/files/${m.storageKey}"`);
      expect(await t.storage.size(m.storageKey)).toBeGreaterThan(0);
    }
    expect(q.content_html).toMatch(/<audio src="\/files\/[^"]+" data-media-id="\d+" controls(="")?><\/audio>/);
    expect(q.answers[1]!.content).toMatch(/<img src="\/files\/[^"]+" alt="French flag" data-media-id="\d+"/);

    const res = await req().finish(s.editor, topic.id, uuid, { questions: [{ key: 'q1' }] });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [stored] = await questionsIn(topic.id);
    expect(stored!.id).toBe(res.body.question_ids[0]);
    expect(stored!.contentHtml).toMatch(/data-media-id="\d+"/);
  });

  it('QTI 2.1 package: its items and picture; some kept in another order', async () => {
    const { topic, uuid, extraction } = await extracted('qti21/packages/WebDeveloperTest1.zip');
    expect(extraction.format).toBe('qti21');
    expect(extraction.skipped).toEqual([]);
    expect(extraction.questions).toHaveLength(9);
    expect(extraction.questions.map((q) => q.type)).toContain('grouped_choices');
    const image = extraction.questions.flatMap((q) => [...JSON.stringify(q.document).matchAll(/data-media-id=\\"(\d+)\\"/g)].map((m) => Number(m[1])));
    expect(image.length).toBeGreaterThan(0);
    const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, image[0]!));
    // directory.jpg holds a GIF: stored as what its bytes are.
    expect(file).toMatchObject({ organizationId: s.org.id, purpose: 'image', mimeType: 'image/gif' });

    const res = await req().finish(s.editor, topic.id, uuid, { questions: [{ key: 'q9' }, { key: 'q8' }, { key: 'q1' }] });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const stored = await questionsIn(topic.id);
    expect(stored.map((q) => q.id)).toEqual(res.body.question_ids);
    expect(stored.map((q) => q.type)).toEqual([byKey(extraction, 'q9').type, 'grouped_choices', byKey(extraction, 'q1').type]);
  });

  it('a file of nothing Pena carries fails no_questions with its skipped list; nothing written, the upload removed', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const { row, key } = await req().run(s.editor, topic, await sample('qti21/items/extended_text.xml'), 'extended_text.xml');
    expect(row).toMatchObject({ status: 'failed', error: 'no_questions', errorMessage: interchangeFailureMessage('no_questions') });
    expect(row.result).toMatchObject({
      error: 'no_questions',
      format: 'qti21',
      skipped: [{ item: 'Writing a Postcard', reason: 'unsupported_type', detail: 'extendedTextInteraction', message: expect.stringContaining('extendedTextInteraction') }],
    });
    expect(await questionsIn(topic.id)).toEqual([]);
    await uploadRemoved(t, s.org.id, key);
  });

  it('refuses a file with its code: not UTF-8, zip-slip, no content package, a broken manifest, XXE, a zip bomb; nothing written, no upload left', async () => {
    const cases: [string, Buffer, string][] = [
      ['questions_encoding_windows-1252.gift.txt', await sample('gift/questions_encoding_windows-1252.gift.txt'), 'not_utf8'],
      ['ZipSlip.zip', await sample('qti21/packages/ZipSlip.zip'), 'unsafe_file'],
      ['NotContentPackage.zip', await sample('qti21/packages/NotContentPackage.zip'), 'unsupported_format'],
      ['BadManifest.zip', await sample('qti21/packages/BadManifest.zip'), 'damaged_file'],
      ['xxe.xml', Buffer.from(xxeXml('/etc/passwd')), 'unsafe_file'],
      ['bomb.zip', rawZip([deflated('imsmanifest.xml', '<manifest/>'), zeroBomb('zeros.xml', 200)]), 'file_too_large'],
    ];
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const before = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.organizationId, s.org.id));
    for (const [name, bytes, code] of cases) {
      const { row, key } = await req().run(s.editor, topic, bytes, name);
      expect(row.status, name).toBe('failed');
      expect(row.error, name).toBe(code);
      expect(row.result, name).toMatchObject({ error: code });
      expect(row.errorMessage, name).toEqual(interchangeFailureMessage(code as never));
      expect(JSON.stringify(row), name).not.toContain('root:');
      await uploadRemoved(t, s.org.id, key);
    }
    expect(await questionsIn(topic.id)).toEqual([]);
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.organizationId, s.org.id))).toEqual(before);
  });

  it('422 naming file for a file that is not a zip, XML or text (a PNG); no job', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const key = await req().upload(s.org.id, files.png(), 'soal.xml');
    const res = await req().start(s.editor, topic.id, { file_key: key });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.body.fields)).toEqual(['file']);
    expect(await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, res.requestId))).toEqual([]);
  });

  it('401 without a session; 403 for a member who may not import, or a school without the feature', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const key = await req().upload(s.org.id, await sample('gift/questions.gift.txt'), 'q.gift');
    expect((await req().start(null, topic.id, { file_key: key })).statusCode).toBe(401);
    for (const who of [s.noRole, s.restricted, s.unapproved, s.limited]) {
      const res = await req().start(who, topic.id, { file_key: key });
      expect(res.statusCode).toBe(403);
      expect(res.body.error).toBe('permission_error');
    }
    const plain = await makeSchool(t.db);
    const plainTopic = await freshTopic(t, plain.org.id, plain.admin.id);
    const plainKey = await req().upload(plain.org.id, await sample('gift/questions.gift.txt'), 'q.gift');
    const refused = await req().start(plain.admin, plainTopic.id, { file_key: plainKey }, { 'accept-language': 'id' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Anda tidak memiliki izin untuk mengimpor soal dari berkas di organisasi ini.');
  });

  it('404 for another organization’s topic (start, finish), another member’s job, another topic', async () => {
    const { topic, uuid } = await extracted('gift/questions.gift.txt');
    const other = await makeSchool(t.db, { features: INTERCHANGE_FEATURES });
    const theirs = await freshTopic(t, other.org.id, other.admin.id);
    const key = await req().upload(other.org.id, await sample('gift/questions.gift.txt'), 'q.gift');
    expect((await req().start(s.admin, theirs.id, { file_key: key })).statusCode).toBe(404);
    const body = { questions: [{ key: 'q1' }] };
    const otherTopic = await freshTopic(t, s.org.id, s.editor.id);
    const cases: [string, { id: number }, number][] = [
      ['another member’s job', s.publisher, topic.id],
      ['another organization’s topic', other.admin, theirs.id],
      ['another organization’s member on this topic', other.admin, topic.id],
      ['another topic', s.editor, otherTopic.id],
    ];
    for (const [label, who, topicId] of cases) expect((await req().finish(who, topicId, uuid, body)).statusCode, label).toBe(404);
    expect(await questionsIn(topic.id)).toEqual([]);
  });
});
