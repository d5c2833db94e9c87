// Test content for the importing routes: the provider's test bank (a school made the provider)
// with a published course whose topic holds one of everything (test/copyFactories.ts richTopic:
// media, the seven question types, a passage with a question, a preceding link), published
// through the publisher as the demo seed does, beside a draft topic, a draft unit and a draft
// course the test bank must not show; and a request helper for POST …/import_questions.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { publishSeededTopics } from '../../../seed/seed.ts';
import { organizations } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test/app.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic } from '../../../test/contentFactories.ts';
import { richTopic } from '../../../test/copyFactories.ts';
import { makeQuestion } from '../../../test/questionFactories.ts';

export async function makeBank(t: TestApp) {
  const bank = await makeSchool(t.db);
  await t.db.update(organizations).set({ isProvider: true }).where(eq(organizations.id, bank.org.id));
  const course = await makeCourse(t.db, bank.org.id, { creatorId: bank.admin.id, name: `Bank Soal ${bank.org.id}` });
  const unit = await makeUnit(t.db, course, { position: 0 });
  const rich = await richTopic(t, bank, unit);
  await publishSeededTopics(t.db, bank.org.id, [rich.topic.id]);
  const draftTopic = await makeTopic(t.db, unit, { name: 'Draf', position: 1 });
  const draftQuestion = await makeQuestion(t.db, draftTopic);
  const draftUnit = await makeUnit(t.db, course, { position: 1, name: 'Unit Draf' });
  const draftCourse = await makeCourse(t.db, bank.org.id, { name: 'Kursus Draf' });
  const draftCourseTopic = await makeTopic(t.db, await makeUnit(t.db, draftCourse));
  return { bank, course, unit, ...rich, draftTopic, draftQuestion, draftUnit, draftCourse, draftCourseTopic };
}
export type Bank = Awaited<ReturnType<typeof makeBank>>;

export interface ImportReply {
  uuid: string;
  kind: string;
  status: string;
  progress: number;
  result: { topic_id: number; question_ids: number[]; passage_ids: number[]; read_only: boolean } | null;
  error: string | null;
  message?: string;
  fields?: Record<string, string>;
}

/** POST /content/topics/{topicId}/import_questions as `who` (null: no session). */
export async function importRequest(t: TestApp, who: { id: number } | null, topicId: number, body: Record<string, unknown>) {
  const payload = { request_id: randomUUID(), ...body };
  const res = await t.app.inject({ method: 'POST', url: `/content/topics/${topicId}/import_questions`, headers: who ? await headersFor(t.db, who) : {}, payload });
  return { statusCode: res.statusCode, body: res.json<ImportReply>(), requestId: payload.request_id };
}
