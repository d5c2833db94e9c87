// Importing what a topic already holds, so that the same test-bank questions never go into a
// topic twice without a word: GET /importing/topics/{id}/questions?topic_id names the source
// questions and passages the target topic holds (imported before from the same source), and
// POST /content/topics/{id}/import_questions answers 409 naming them, writing nothing, unless
// import_again is true. References hold the provider's ids; copies from another school record
// their original, so both are recognised, and so is an original imported through another school.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember } from '../../commands/accountAdmin.ts';
import { questions } from '../../db/schema/index.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { importRequest, makeBank, type Bank } from './test/fixtures.ts';

describe.each(testDatabaseKinds())('importing what the topic already holds on %s', (kind) => {
  const { t, s } = schoolApp(kind, { canImportLicenseQuestions: true });
  let bank: Bank;
  const theBank = async () => (bank ??= await makeBank(t));
  const newTopic = async (orgId = s.org.id, opts: Parameters<typeof makeCourse>[2] = {}) => makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, orgId, opts)));
  const count = async (topicId: number) => (await t.db.select({ id: questions.id }).from(questions).where(eq(questions.topicId, topicId))).length;
  /** GET /importing/topics/{sourceTopicId}/questions, compared with the target topic. */
  const browse = async (who: { id: number } | null, sourceTopicId: number, query: string, language = 'en') =>
    t.app.inject({
      url: `/importing/topics/${sourceTopicId}/questions?${query}`,
      headers: { ...(who ? await headersFor(t.db, who) : {}), 'accept-language': language },
    });

  it('marks the test bank questions and passage the topic holds, and refuses to import them again unasked (409, nothing written)', async () => {
    const b = await theBank();
    const [mc, exact, categorise] = b.questionIds as [number, number, number];
    const topic = await newTopic();
    const query = `organization_id=${s.org.id}&topic_id=${topic.id}`;
    expect((await browse(s.editor, b.topic.id, query)).json().already_imported).toEqual({ question_ids: [], passage_ids: [] });

    expect((await importRequest(t, s.editor, topic.id, { organization_id: b.bank.org.id, question_ids: [mc], passage_ids: [b.passage.id] })).statusCode).toBe(200);
    const marked = await browse(s.editor, b.topic.id, query);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().already_imported).toEqual({ question_ids: [mc, categorise], passage_ids: [b.passage.id] });
    // Without topic_id nothing is compared.
    expect((await browse(s.editor, b.topic.id, `organization_id=${s.org.id}`)).json().already_imported).toEqual({ question_ids: [], passage_ids: [] });

    const before = await count(topic.id);
    const again = await importRequest(t, s.editor, topic.id, { organization_id: b.bank.org.id, question_ids: [exact, mc] });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      error: 'conflict',
      message: 'This topic already has 1 of these questions, imported from the same source before. Leave them out, or import them again.',
      already_imported: { question_ids: [mc], passage_ids: [] },
    });
    const passageAgain = await importRequest(t, s.editor, topic.id, { organization_id: b.bank.org.id, passage_ids: [b.passage.id] });
    expect(passageAgain.statusCode).toBe(409);
    expect((passageAgain.body as unknown as { already_imported: unknown }).already_imported).toEqual({ question_ids: [categorise], passage_ids: [b.passage.id] });
    const inIndonesian = await t.app.inject({
      method: 'POST',
      url: `/content/topics/${topic.id}/import_questions`,
      headers: { ...(await headersFor(t.db, s.editor)), 'accept-language': 'id' },
      payload: { organization_id: b.bank.org.id, question_ids: [exact, mc], request_id: randomUUID() },
    });
    expect(inIndonesian.statusCode).toBe(409);
    expect(inIndonesian.json().message).toBe('Topik ini sudah memiliki 1 dari soal ini, yang pernah diimpor dari sumber yang sama. Jangan sertakan soal tersebut, atau impor lagi.');
    expect(await count(topic.id)).toBe(before);

    // What is new goes in without a word; asked again, the same ones go in a second time.
    expect((await importRequest(t, s.editor, topic.id, { organization_id: b.bank.org.id, question_ids: [exact] })).statusCode).toBe(200);
    const forced = await importRequest(t, s.editor, topic.id, { organization_id: b.bank.org.id, question_ids: [exact, mc], import_again: true });
    expect(forced.statusCode, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body.result!.question_ids).toHaveLength(2);
    expect(await count(topic.id)).toBe(before + 3);
  });

  it('recognises copies from another school, and an original that came through another school', async () => {
    const source = await makeBank(t);
    await t.db.execute(sql`update organizations set is_provider = false where id = ${source.bank.org.id}`);
    const [admin] = await t.db.execute(sql`select email from users where id = ${s.admin.id}`).then((r) => (r as unknown as { rows: { email: string }[] }).rows);
    await addMember(t.db, { organizationId: source.bank.org.id, email: admin!.email, admin: true });
    const [first] = source.questionIds as [number];
    const topic = await newTopic();
    expect((await importRequest(t, s.admin, topic.id, { organization_id: source.bank.org.id, question_ids: [first] })).statusCode).toBe(200);
    const query = `organization_id=${s.org.id}&topic_id=${topic.id}`;
    expect((await browse(s.admin, source.topic.id, query)).json().already_imported).toEqual({ question_ids: [first], passage_ids: [] });
    const again = await importRequest(t, s.admin, topic.id, { organization_id: source.bank.org.id, question_ids: [first] });
    expect(again.statusCode).toBe(409);

    // The school's own copy of that question, imported elsewhere in the school and then browsed
    // from the school itself by a third school's topic: the same original, so already there.
    const third = await makeSchool(t.db);
    await addMember(t.db, { organizationId: third.org.id, email: admin!.email, admin: true });
    const own = await newTopic();
    const copied = await importRequest(t, s.admin, own.id, { organization_id: source.bank.org.id, question_ids: [first] });
    const [copyId] = copied.body.result!.question_ids as [number];
    const thirdTopic = await newTopic(third.org.id);
    expect((await importRequest(t, s.admin, thirdTopic.id, { organization_id: source.bank.org.id, question_ids: [first] })).statusCode).toBe(200);
    const fromSchool = await browse(s.admin, own.id, `organization_id=${third.org.id}&topic_id=${thirdTopic.id}`);
    expect(fromSchool.json().already_imported.question_ids).toEqual([copyId]);
    const refused = await importRequest(t, s.admin, thirdTopic.id, { organization_id: s.org.id, question_ids: [copyId] });
    expect(refused.statusCode).toBe(409);
  });

  it("guards topic_id as the topic itself: another organization's 404, a course not shared with the actor 403, a bad id 422, no session 401", async () => {
    const b = await theBank();
    const other = await makeSchool(t.db);
    const foreign = await newTopic(other.org.id);
    const theirs = await browse(s.editor, b.topic.id, `organization_id=${s.org.id}&topic_id=${foreign.id}`);
    expect(theirs.statusCode).toBe(404);
    const hidden = await newTopic(s.org.id, { shareEnabled: true, creatorId: s.admin.id });
    expect((await browse(s.limited, b.topic.id, `organization_id=${s.org.id}&topic_id=${hidden.id}`)).statusCode).toBe(403);
    expect((await browse(s.editor, b.topic.id, `organization_id=${s.org.id}&topic_id=abc`)).statusCode).toBe(422);
    expect((await browse(null, b.topic.id, `organization_id=${s.org.id}&topic_id=${hidden.id}`)).statusCode).toBe(401);
    const topic = await newTopic();
    const bad = await importRequest(t, s.editor, topic.id, { organization_id: b.bank.org.id, question_ids: [b.questionIds[0]!], import_again: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.fields!)).toEqual(['import_again']);
  });
});
