// POST /content/topics/{id}/import_questions: from the provider's test bank, read-only
// references to what it published; from another organization of the actor, independent
// copies; media copied under the topic's organization, at the end of the topic in the order
// asked, a passage with its questions, links inside the set kept and others dropped; the
// completed job answered inline, a repeated request_id answered the same, a large selection
// run as a job.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMPORT_INLINE_LIMIT } from '../../../domain/schemas/importing.ts';
import { addMember } from '../../commands/accountAdmin.ts';
import { answers, jobStatuses, passages, questions, uploadedFiles } from '../../db/schema/index.ts';
import { headersFor, makeUnit, makeCourse, makeTopic } from '../../test/contentFactories.ts';
import { makeSecondSchool } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { waitForJob } from '../../test/jobs.ts';
import { makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { importRequest, makeBank, type Bank } from './test/fixtures.ts';

describe.each(testDatabaseKinds())('POST /content/topics/{id}/import_questions on %s', (kind) => {
  const { t, s } = schoolApp(kind, { canImportLicenseQuestions: true });
  let bank: Bank;
  const theBank = async () => (bank ??= await makeBank(t));
  /** A topic of the school holding one question, to import after. */
  const target = async () => {
    const topic = await makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));
    await makeQuestion(t.db, topic, { position: 0, content: 'Sudah ada' });
    return topic;
  };
  const inTopic = (topicId: number) => t.db.select().from(questions).where(eq(questions.topicId, topicId)).orderBy(asc(questions.position), asc(questions.id));

  it("imports from the test bank as read-only references to what the provider published, at the end, in order, a passage with its questions", async () => {
    const b = await theBank();
    const topic = await target();
    const [mc, exact, categorise] = b.questionIds as [number, number, number];
    const { statusCode, body, requestId } = await importRequest(t, s.editor, topic.id, { organization_id: b.bank.org.id, question_ids: [exact, mc], passage_ids: [b.passage.id] });
    expect(statusCode, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ uuid: requestId, kind: 'import_questions', status: 'completed', progress: 100, error: null });
    expect(body.result).toMatchObject({ topic_id: topic.id, read_only: true });
    const rows = await inTopic(topic.id);
    expect(rows.map((q) => q.content)).toEqual(['Sudah ada', ...(await originals([exact, mc, categorise])).map((q) => q.content)]);
    const added = rows.slice(1);
    expect(added.map((q) => q.id)).toEqual(body.result!.question_ids);
    expect(added.map((q) => q.position)).toEqual([1, 2, 3]);
    expect(added.map((q) => [q.source, q.sourceQuestionId, q.organizationId, q.creatorId])).toEqual(
      [exact, mc, categorise].map((id) => ['provider', id, s.org.id, s.editor.id]),
    );
    const [copiedPassage] = await t.db.select().from(passages).where(eq(passages.topicId, topic.id));
    expect(copiedPassage).toMatchObject({ id: body.result!.passage_ids[0], source: 'provider', sourcePassageId: b.passage.id, organizationId: s.org.id });
    expect(added[2]!.passageId).toBe(copiedPassage!.id);
    // The image answer points at a copy of the image under the school.
    const [image] = await t.db
      .select({ org: uploadedFiles.organizationId, id: uploadedFiles.id })
      .from(answers)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, answers.mediaId))
      .where(and(inArray(answers.questionId, body.result!.question_ids), isNotNull(answers.mediaId)));
    expect(image).toMatchObject({ org: s.org.id });
    expect(image!.id).not.toBe(b.image.file.id);
    // Read-only: the editor who imported it may not change it (§8).
    const headers = await headersFor(t.db, s.editor);
    const doc = (await t.app.inject({ url: `/map/questions/${added[1]!.id}`, headers })).json();
    expect(doc).toMatchObject({ source: 'provider', read_only: true });
    const put = await t.app.inject({ method: 'PUT', url: `/map/questions/${added[1]!.id}`, headers, payload: doc });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe("Question references imported from the provider's courses are not editable.");
    const [job] = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, requestId));
    expect(job).toMatchObject({ kind: 'import_questions', status: 'completed', userId: s.editor.id, organizationId: s.org.id });
  });

  it("imports the provider's published version where its draft moved on since, media included", async () => {
    const b = await theBank();
    const [mc, , categorise] = b.questionIds as [number, number, number];
    const before = await t.app.inject({ url: `/map/questions/${mc}`, headers: await headersFor(t.db, b.bank.admin) });
    const published = before.json();
    // The provider edits its draft: a new stem, one answer fewer, no image; the passage retitled.
    type Answer = { media_id: number | null; correct: boolean };
    const answersNow = (published.answers as Answer[])
      .map((a) => (a.media_id !== null ? { ...a, answer_type: 'text', media_id: null, content: '<p>Gambar diganti</p>' } : a))
      .filter((a, i, all) => a.correct || i < all.length - 1);
    expect(answersNow.length).toBeLessThan(published.answers.length);
    const edited = { ...published, content_html: '<p>Draf baru</p>', sections: [], answers: answersNow };
    const saved = await t.app.inject({ method: 'PUT', url: `/map/questions/${mc}`, headers: await headersFor(t.db, b.bank.admin), payload: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db.execute(sql`update passages set title = 'Judul draf', lock_version = lock_version + 1 where id = ${b.passage.id}`);
    try {
      const topic = await target();
      const res = await importRequest(t, s.editor, topic.id, { organization_id: b.bank.org.id, question_ids: [mc], passage_ids: [b.passage.id] });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      const [copyId, passageQuestion] = res.body.result!.question_ids;
      const copy = (await t.app.inject({ url: `/map/questions/${copyId}`, headers: await headersFor(t.db, s.editor) })).json();
      expect(copy.content_html).not.toContain('Draf baru');
      expect(copy.content_html).toBe(published.content_html);
      expect(copy.sections).toHaveLength(published.sections.length);
      expect(JSON.stringify(copy.sections)).not.toContain(`data-media-id=\\"${b.image.file.id}\\"`);
      expect(copy.answers).toHaveLength(published.answers.length);
      const image = copy.answers.find((a: { media_id: number | null }) => a.media_id !== null);
      const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, image.media_id));
      expect(file).toMatchObject({ organizationId: s.org.id });
      const [copiedPassage] = await t.db.select().from(passages).where(eq(passages.id, res.body.result!.passage_ids[0]!));
      expect(copiedPassage!.title).toBe('Bacaan A');
      const [pq] = await t.db.select().from(questions).where(eq(questions.id, passageQuestion!));
      expect([pq!.sourceQuestionId, pq!.passageId]).toEqual([categorise, copiedPassage!.id]);
    } finally {
      await t.db.execute(sql`update passages set title = 'Bacaan A' where id = ${b.passage.id}`);
    }
  });

  it('keeps a preceding link inside the imported set and drops the links to what stays behind', async () => {
    const b = await theBank();
    const [mc, , categorise, , , , trueFalse] = b.questionIds as number[];
    const both = await target();
    const res = await importRequest(t, s.editor, both.id, { organization_id: b.bank.org.id, question_ids: [mc, trueFalse] });
    expect(res.statusCode).toBe(200);
    const [newMc, newTf] = res.body.result!.question_ids;
    const [tf] = await t.db.select().from(questions).where(eq(questions.id, newTf!));
    expect(tf!.precedingQuestionId).toBe(newMc);
    const alone = await target();
    const res2 = await importRequest(t, s.editor, alone.id, { organization_id: b.bank.org.id, question_ids: [trueFalse!, categorise!] });
    const rows = await t.db.select().from(questions).where(inArray(questions.id, res2.body.result!.question_ids));
    expect(rows.map((q) => [q.precedingQuestionId, q.passageId])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('imports from another school of the actor as independent copies that record their original, media copied', async () => {
    const source = await makeBank(t);
    await t.db.execute(sql`update organizations set is_provider = false where id = ${source.bank.org.id}`);
    // The school's admin joins the source school as an admin, as the demo admin has two schools.
    const [admin] = await t.db.execute(sql`select email from users where id = ${s.admin.id}`).then((r) => (r as unknown as { rows: { email: string }[] }).rows);
    await addMember(t.db, { organizationId: source.bank.org.id, email: admin!.email, admin: true });
    const topic = await target();
    const res = await importRequest(t, s.admin, topic.id, { organization_id: source.bank.org.id, question_ids: [source.questionIds[0]!], passage_ids: [source.passage.id] });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ read_only: false });
    const added = (await inTopic(topic.id)).slice(1);
    // Editable copies that still say where they came from, so a second import can tell (import.again.test.ts).
    expect(added.map((q) => [q.source, q.sourceQuestionId])).toEqual([
      ['own', source.questionIds[0]],
      ['own', source.questionIds[2]],
    ]);
    const [copiedPassage] = await t.db.select().from(passages).where(eq(passages.topicId, topic.id));
    expect(copiedPassage).toMatchObject({ source: 'own', sourcePassageId: source.passage.id });
    const [image] = await t.db
      .select({ org: uploadedFiles.organizationId, id: uploadedFiles.id })
      .from(answers)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, answers.mediaId))
      .where(and(eq(answers.questionId, added[0]!.id), isNotNull(answers.mediaId)));
    expect(image).toMatchObject({ org: s.org.id });
    expect(image!.id).not.toBe(source.image.file.id);
    expect(JSON.stringify(added[0]!.sections)).toContain(`data-media-id=\\"${image!.id}\\"`);
  });

  it('answers a repeated request_id with the first outcome and imports once; someone else’s request_id is 422', async () => {
    const b = await theBank();
    const topic = await target();
    const body = { organization_id: b.bank.org.id, question_ids: [b.questionIds[1]!], request_id: randomUUID() };
    const first = await importRequest(t, s.editor, topic.id, body);
    const again = await importRequest(t, s.editor, topic.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await inTopic(topic.id)).toHaveLength(2);
    const theirs = await importRequest(t, s.publisher, topic.id, body);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.body.fields).toHaveProperty('request_id');
  });

  it(`runs more than IMPORT_INLINE_LIMIT questions as a job with the same result`, async () => {
    const second = await makeSecondSchool(t.db, s);
    const from = await makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, second.org.id)));
    const n = IMPORT_INLINE_LIMIT + 1;
    const made = await t.db
      .insert(questions)
      .values(Array.from({ length: n }, (_, i) => ({ organizationId: second.org.id, topicId: from.id, position: i, content: `Soal ${i}`, contentHtml: `<p>Soal ${i}</p>` })))
      .returning({ id: questions.id });
    const topic = await target();
    const ids = made.map((q) => q.id).reverse();
    const res = await importRequest(t, s.admin, topic.id, { organization_id: second.org.id, question_ids: ids });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ uuid: res.requestId, kind: 'import_questions', status: 'pending', progress: 0, result: null });
    const row = await waitForJob(t, res.requestId);
    expect(row).toMatchObject({ status: 'completed', progress: 100 });
    const added = (await inTopic(topic.id)).slice(1);
    expect((row.result as { question_ids: number[] }).question_ids).toEqual(added.map((q) => q.id));
    expect(added.map((q) => q.content)).toEqual(Array.from({ length: n }, (_, i) => `Soal ${n - 1 - i}`));
    const again = await importRequest(t, s.admin, topic.id, { organization_id: second.org.id, question_ids: ids, request_id: res.requestId });
    expect(again.statusCode).toBe(200);
    expect(await inTopic(topic.id)).toHaveLength(n + 1);
  });

  async function originals(ids: number[]) {
    const rows = await t.db.select().from(questions).where(inArray(questions.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!);
  }
});
