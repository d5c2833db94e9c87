// The document import with an OpenAI-compatible endpoint (a fake one on loopback whose replies
// the test scripts: llmScript.ts) on the mixed Indonesian paper, then
// POST /content/topics/{id}/document_import/{uuid}/finish (spec §2 "Import from document, AI
// flow: Upload, Processing, Review" (Review), finish "all or nothing"): the extraction's image
// stored as the school's media and every rich field sanitized; one question dropped and one edited,
// the rest appended to the topic in the order given with their passage; a repeat answers the
// same ids and writes nothing; 401; 403; 404 (another member's job, another organization's
// topic, another topic, no such job); 422 with field paths for a question or passage that
// breaks a §5 rule, nothing written.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_MAX_QUESTIONS } from '../../../domain/constants.ts';
import { documentExtractionSchema, type DocumentExtraction } from '../../../domain/schemas/documents.ts';
import { jobStatuses, passages, questions, uploadedFiles } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../sanitize/richText.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { fillTopic, makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fakeLlm.ts';
import { waitForJob } from '../../test/jobs.ts';
import { appendQuestions } from '../../test/largeTopic.ts';
import { freshTopic } from '../spreadsheets/test/requests.ts';
import { SCRIPTED_EXTRACTION } from './test/llmScript.ts';
import { DOCUMENT_FEATURES, documentFixture, documentRequests } from './test/requests.ts';

describe.each(testDatabaseKinds())('document import with an LLM endpoint, and its finish, on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
    llm.otherwise({ json: SCRIPTED_EXTRACTION });
    t = await testApp(kind, { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'fake-model' });
    s = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });
  const req = () => documentRequests(t);
  const questionsIn = (topicId: number) => t.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(asc(questions.position));

  /** An extraction of the mixed paper into a fresh topic of `who`'s: the topic and the completed job's result. */
  async function extracted(who: { id: number } = s.editor) {
    const topic = await freshTopic(t, s.org.id, who.id);
    const key = await req().upload(s.org.id, await documentFixture('id-campuran.docx'), 'id-campuran.docx');
    const res = await req().start(who, topic.id, { file_key: key, file_name: 'Soal campuran.docx' });
    expect(res.statusCode).toBe(202);
    const row = await waitForJob(t, res.requestId, 60_000);
    expect(row.status).toBe('completed');
    return { topic, uuid: res.requestId, extraction: documentExtractionSchema.parse(row.result) };
  }

  /** The finish body that keeps `keys` (in that order) as extracted. */
  const keep = (extraction: DocumentExtraction, keys: string[]) => ({
    questions: keys.map((key) => {
      const q = extraction.questions.find((x) => x.key === key)!;
      return { key, document: q.document as never, passage_key: q.passage_key };
    }),
    passages: extraction.passages,
  });

  it('GET …/document_import names the LLM extractor and its model', async () => {
    const topic = await freshTopic(t, s.org.id, s.editor.id);
    const res = await req().info(s.editor, topic.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ extractor: 'llm', model: 'fake-model', quota: { organization_id: s.org.id, limit: 30 } });
  });

  it('extracts with the endpoint: the image stored as the school’s media, every rich field sanitized, passages keyed', async () => {
    const { topic, extraction } = await extracted();
    expect(llm.requests.at(-1)!.body.model).toBe('fake-model');
    expect(extraction).toMatchObject({ topic_id: topic.id, extractor: 'llm', file_name: 'Soal campuran.docx', imported: null });
    expect(extraction.questions.map((q) => [q.key, q.number, q.type, q.passage_key, q.answer_found])).toEqual([
      ['q1', 1, 'multiple_choice', null, true],
      ['q2', 2, 'true_or_false', 'p1', true],
      ['q3', 3, 'multiple_choice', 'p1', true],
      ['q4', 4, 'exact_value', null, false],
    ]);
    const stem = extraction.questions[0]!.document.content_html as string;
    const mediaId = Number(/data-media-id="(\d+)"/.exec(stem)?.[1]);
    const [image] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, mediaId));
    expect(image).toMatchObject({ organizationId: s.org.id, uploaderId: s.editor.id, purpose: 'image' });
    expect(stem).toContain(`src="/files/${image!.storageKey}"`);
    expect(stem).toContain('alt="Segitiga siku-siku ABC"');
    expect(await t.storage.size(image!.storageKey)).toBeGreaterThan(0);
    const html = [
      stem,
      ...extraction.questions.flatMap((q) => (q.document.answers as { content: string }[]).map((a) => a.content)),
      ...extraction.passages.map((p) => p.content_html),
    ];
    for (const fragment of html) {
      expect(sanitizeRichText(fragment)).toBe(fragment);
      expect(fragment).not.toMatch(/script|onclick|onerror|data-image-ref/);
    }
    expect(extraction.passages).toEqual([{ key: 'p1', title: 'Bacaan', content_html: expect.stringContaining('Air adalah sumber kehidupan.') }]);
  });

  it('finishes: one dropped, one edited, the rest at the end of the topic in the order given with their passage; a repeat answers the same ids', async () => {
    const { topic, uuid, extraction } = await extracted();
    await fillTopic(t.db, topic, { questions: 2 });
    const body = keep(extraction, ['q3', 'q1', 'q2']);
    const edited = body.questions[1]!.document as Record<string, unknown>;
    const image = /<img[^>]*>/.exec(edited.content_html as string)![0];
    edited.content_html = `<p>Panjang sisi AC pada gambar ${image} adalah ....</p><script>alert(4)</script>`;
    const res = await req().finish(s.editor, topic.id, uuid, body);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.topic_id).toBe(topic.id);
    expect(res.body.question_ids).toHaveLength(3);
    expect(res.body.passage_ids).toHaveLength(1);

    const stored = await questionsIn(topic.id);
    expect(stored).toHaveLength(5);
    expect(stored.slice(2).map((q) => q.id)).toEqual(res.body.question_ids);
    expect(stored.slice(2).map((q) => q.content)).toEqual(['Gagasan utama bacaan di atas adalah ....', 'Panjang sisi AC pada gambar adalah ....', 'Air mendidih pada suhu 100 °C.']);
    expect(stored.slice(2).map((q) => q.type)).toEqual(['multiple_choice', 'multiple_choice', 'true_or_false']);
    expect(stored.slice(2).every((q) => q.creatorId === s.editor.id)).toBe(true);
    expect(stored[3]!.contentHtml).toContain('data-media-id=');
    expect(stored[3]!.contentHtml).not.toContain('script');
    const [passage] = await t.db.select().from(passages).where(eq(passages.topicId, topic.id));
    expect(passage).toMatchObject({ id: res.body.passage_ids[0], title: 'Bacaan' });
    expect(passage!.contentHtml).not.toContain('onerror');
    expect([stored[2]!.passageId, stored[3]!.passageId, stored[4]!.passageId]).toEqual([passage!.id, null, passage!.id]);
    const [row] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid));
    expect((row!.result as DocumentExtraction).imported).toEqual({ question_ids: res.body.question_ids, passage_ids: res.body.passage_ids });

    // A repeat (even with another body) answers the first outcome and writes nothing.
    const again = await req().finish(s.editor, topic.id, uuid, keep(extraction, ['q1']));
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await questionsIn(topic.id)).toHaveLength(5);
    expect(await t.db.select().from(passages).where(eq(passages.topicId, topic.id))).toHaveLength(1);
  });

  it('422 by field path for a question or passage that breaks a §5 rule, an unknown passage key, another school’s image; nothing written', async () => {
    const { topic, uuid, extraction } = await extracted();
    const other = await makeSchool(t.db);
    const [foreign] = await t.db
      .insert(uploadedFiles)
      .values({ organizationId: other.org.id, storageKey: `org/${other.org.id}/image/${randomUUID()}`, filename: 'a.png', mimeType: 'image/png', size: 1, purpose: 'image' })
      .returning();
    const withForeign = keep(extraction, ['q1']);
    (withForeign.questions[0]!.document as Record<string, unknown>).content_html = `<p>Lihat <img src="/x.png" data-media-id="${foreign!.id}" /></p>`;
    const blankPassage = keep(extraction, ['q2']);
    blankPassage.passages = [{ key: 'p1', title: 'Bacaan', content_html: '<p> </p>' }];
    const cases: [string, Record<string, unknown>, string][] = [
      ['the question without an answer', keep(extraction, ['q1', 'q4']), 'questions.1.document.'],
      ['an unknown passage key', { ...keep(extraction, ['q2']), passages: [] }, 'questions.0.passage_key'],
      ['another school’s image', withForeign, 'questions.0.document.content_html'],
      ['a passage with nothing to read', blankPassage, 'passages.0.content_html'],
      ['no question kept', { questions: [], passages: [] }, 'questions'],
      ['a question of no type', { questions: [{ key: 'q1', document: { type: 'essay' } }] }, 'questions.0.document.type'],
    ];
    for (const [label, body, path] of cases) {
      const res = await req().finish(s.editor, topic.id, uuid, body, { 'accept-language': 'id' });
      expect(res.statusCode, label).toBe(422);
      expect(Object.keys(res.body.fields ?? {}).some((k) => k.startsWith(path)), `${label}: ${JSON.stringify(res.body.fields)}`).toBe(true);
    }
    expect(await questionsIn(topic.id)).toEqual([]);
    const [row] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid));
    expect((row!.result as DocumentExtraction).imported).toBeNull();
  });

  it('422 naming questions when the kept questions would take the topic past TOPIC_MAX_QUESTIONS, in en and id; nothing written', async () => {
    const { topic, uuid, extraction } = await extracted();
    await appendQuestions(t.db, topic, TOPIC_MAX_QUESTIONS - 1);
    const en = await req().finish(s.editor, topic.id, uuid, keep(extraction, ['q1', 'q3']));
    expect(en.statusCode).toBe(422);
    expect(en.body.fields).toEqual({ questions: `A topic can hold at most ${TOPIC_MAX_QUESTIONS} questions. This topic has ${TOPIC_MAX_QUESTIONS - 1}; adding 2 would make ${TOPIC_MAX_QUESTIONS + 1}.` });
    const id = await req().finish(s.editor, topic.id, uuid, keep(extraction, ['q1', 'q3']), { 'accept-language': 'id' });
    expect(id.body.fields.questions).toContain(`paling banyak ${TOPIC_MAX_QUESTIONS} soal`);
    expect(await questionsIn(topic.id)).toHaveLength(TOPIC_MAX_QUESTIONS - 1);
    // One more fits.
    expect((await req().finish(s.editor, topic.id, uuid, keep(extraction, ['q3']))).statusCode).toBe(200);
    expect(await questionsIn(topic.id)).toHaveLength(TOPIC_MAX_QUESTIONS);
  }, 300_000);

  it('401 without a session; 403 for a member who may not import documents', async () => {
    const { topic, uuid, extraction } = await extracted();
    expect((await req().finish(null, topic.id, uuid, keep(extraction, ['q1']))).statusCode).toBe(401);
    for (const who of [s.restricted, s.noRole, s.unapproved]) {
      const res = await req().finish(who, topic.id, uuid, keep(extraction, ['q1']));
      expect(res.statusCode).toBe(403);
    }
    expect(await questionsIn(topic.id)).toEqual([]);
  });

  it('404 for another member’s job, another organization’s topic, another topic, no such job, or a job not completed', async () => {
    const { topic, uuid, extraction } = await extracted();
    const body = keep(extraction, ['q1']);
    const otherTopic = await freshTopic(t, s.org.id, s.editor.id);
    const otherSchool = await makeSchool(t.db, { features: DOCUMENT_FEATURES });
    const theirTopic = await freshTopic(t, otherSchool.org.id, otherSchool.admin.id);
    const [failed] = await t.db
      .insert(jobStatuses)
      .values({ organizationId: s.org.id, userId: s.editor.id, kind: 'document_import', status: 'failed', result: { ...extraction, topic_id: topic.id } })
      .returning();
    const cases: [string, { id: number }, number, string][] = [
      ['another member’s job', s.publisher, topic.id, uuid],
      ['another organization’s topic', otherSchool.admin, theirTopic.id, uuid],
      ['another topic', s.editor, otherTopic.id, uuid],
      ['no such job', s.editor, topic.id, randomUUID()],
      ['a failed job', s.editor, topic.id, failed!.uuid],
    ];
    for (const [label, who, topicId, jobUuid] of cases) {
      expect((await req().finish(who, topicId, jobUuid, body)).statusCode, label).toBe(404);
    }
    expect(await questionsIn(topic.id)).toEqual([]);
    expect(await questionsIn(otherTopic.id)).toEqual([]);
  });
});
