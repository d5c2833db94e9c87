// POST /content/topics/{id}/import_questions refused: 401 without a session; 403 for each guard
// (no import permission, the provider without can_import_license_questions, restricted, a
// limited editor in a topic not theirs); 404 for a topic, a source or ids that are not the
// actor's to see (another organization's, the provider's drafts); 422 for a bad body. Nothing
// is written by a refused import.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember } from '../../commands/accountAdmin.ts';
import { questions, users } from '../../db/schema/index.ts';
import { TOPIC_MAX_QUESTIONS } from '../../../domain/constants.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic, type School } from '../../test/contentFactories.ts';
import { appendQuestions } from '../../test/largeTopic.ts';
import { makeSecondSchool } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { importRequest, makeBank, type Bank } from './test/fixtures.ts';

describe.each(testDatabaseKinds())('POST /content/topics/{id}/import_questions refused on %s', (kind) => {
  const { t, s } = schoolApp(kind, { canImportLicenseQuestions: true });
  let bank: Bank;
  const theBank = async () => (bank ??= await makeBank(t));
  const topicOf = async (school: School, creatorId: number | null = null) =>
    makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, school.org.id, { creatorId })), { creatorId });
  const count = async (topicId: number) => (await t.db.select().from(questions).where(eq(questions.topicId, topicId))).length;

  it('answers 401 without a session', async () => {
    const b = await theBank();
    const topic = await topicOf(s);
    expect((await importRequest(t, null, topic.id, { organization_id: b.bank.org.id, question_ids: [b.questionIds[0]] })).statusCode).toBe(401);
  });

  it('answers 403 for each failing guard of the topic’s organization, and writes nothing', async () => {
    const b = await theBank();
    const topic = await topicOf(s);
    const body = { organization_id: b.bank.org.id, question_ids: [b.questionIds[0]] };
    for (const who of ['noRole', 'restricted', 'limited'] as const) {
      const res = await importRequest(t, s[who], topic.id, body);
      expect(res.statusCode, who).toBe(403);
    }
    // The provider's test bank needs can_import_license_questions.
    const unlicensed = await makeSchool(t.db);
    const theirs = await topicOf(unlicensed);
    const res = await importRequest(t, unlicensed.editor, theirs.id, body);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toMatch(/permission/);
    // A limited editor imports into a topic of their own.
    const own = await topicOf(s, s.limited.id);
    expect((await importRequest(t, s.limited, own.id, body)).statusCode).toBe(200);
    expect(await count(topic.id)).toBe(0);
    expect(await count(theirs.id)).toBe(0);
  });

  it('answers 403 when the actor has no import permission in the source organization', async () => {
    const second = await makeSecondSchool(t.db, s);
    const from = await makeQuestion(t.db, await topicOf(second));
    // The school's editor is a member of the second school without a role there.
    const [editor] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, s.editor.id));
    await addMember(t.db, { organizationId: second.org.id, email: editor!.email });
    const topic = await topicOf(s);
    const res = await importRequest(t, s.editor, topic.id, { organization_id: second.org.id, question_ids: [from.id] });
    expect(res.statusCode).toBe(403);
    // Its admin may.
    expect((await importRequest(t, s.admin, topic.id, { organization_id: second.org.id, question_ids: [from.id] })).statusCode).toBe(200);
  });

  it('answers 404 for a topic, a source or ids that are not the actor’s to see', async () => {
    const b = await theBank();
    const mine = await topicOf(s);
    const other = await makeSchool(t.db, { canImportLicenseQuestions: true });
    const otherTopic = await topicOf(other);
    const otherQuestion = await makeQuestion(t.db, otherTopic);
    const cases: [string, number, Record<string, unknown>][] = [
      ['another organization’s topic', otherTopic.id, { organization_id: b.bank.org.id, question_ids: [b.questionIds[0]] }],
      ['a source that is neither the provider nor the actor’s', mine.id, { organization_id: other.org.id, question_ids: [otherQuestion.id] }],
      ['a question of another organization', mine.id, { organization_id: b.bank.org.id, question_ids: [otherQuestion.id] }],
      ['a draft question of the provider', mine.id, { organization_id: b.bank.org.id, question_ids: [b.draftQuestion.id] }],
      ['a passage not the source’s', mine.id, { organization_id: b.bank.org.id, passage_ids: [999_999_999] }],
      ['a topic that does not exist', 999_999_999, { organization_id: b.bank.org.id, question_ids: [b.questionIds[0]] }],
    ];
    for (const [what, topicId, body] of cases) {
      const res = await importRequest(t, s.editor, topicId, body);
      expect(res.statusCode, what).toBe(404);
    }
    expect(await count(mine.id)).toBe(0);
  });

  it('answers 422 naming question_ids when the topic has no room for the questions (TOPIC_MAX_QUESTIONS), in en and id; nothing written', async () => {
    const b = await theBank();
    const topic = await topicOf(s);
    await appendQuestions(t.db, topic, TOPIC_MAX_QUESTIONS - 1);
    const body = { organization_id: b.bank.org.id, question_ids: b.questionIds.slice(0, 2) };
    const en = await importRequest(t, s.editor, topic.id, body);
    expect(en.statusCode).toBe(422);
    expect(en.body.fields).toEqual({ question_ids: `A topic can hold at most ${TOPIC_MAX_QUESTIONS} questions. This topic has ${TOPIC_MAX_QUESTIONS - 1}; adding 2 would make ${TOPIC_MAX_QUESTIONS + 1}.` });
    const inIndonesian = await t.app.inject({
      method: 'POST',
      url: `/content/topics/${topic.id}/import_questions`,
      headers: { ...(await headersFor(t.db, s.editor)), 'accept-language': 'id' },
      payload: { ...body, request_id: randomUUID() },
    });
    expect(inIndonesian.json().fields.question_ids).toContain(`paling banyak ${TOPIC_MAX_QUESTIONS} soal`);
    expect(await count(topic.id)).toBe(TOPIC_MAX_QUESTIONS - 1);
    // One more fits.
    expect((await importRequest(t, s.editor, topic.id, { ...body, question_ids: b.questionIds.slice(0, 1) })).statusCode).toBe(200);
    expect(await count(topic.id)).toBe(TOPIC_MAX_QUESTIONS);
  }, 300_000);

  it('answers 422 for a bad body', async () => {
    const b = await theBank();
    const topic = await topicOf(s);
    const bad: Record<string, unknown>[] = [
      { organization_id: b.bank.org.id },
      { organization_id: b.bank.org.id, question_ids: [], passage_ids: [] },
      { organization_id: b.bank.org.id, question_ids: ['x'] },
      { question_ids: [b.questionIds[0]] },
      { organization_id: b.bank.org.id, question_ids: [b.questionIds[0]], request_id: 'not-a-uuid' },
      { organization_id: b.bank.org.id, question_ids: Array.from({ length: 2001 }, (_, i) => i + 1), request_id: randomUUID() },
    ];
    for (const body of bad) {
      const res = await importRequest(t, s.editor, topic.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
  });
});
