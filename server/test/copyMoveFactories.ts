// Content for copy and move route tests: a course with two units, topics holding pages,
// passages and questions linked to each other (a chain and a passage), a second course, and
// the admin of the school made an admin of a second school too (the demo admin has two).
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { addMember } from '../commands/accountAdmin.ts';
import type { Db } from '../db/client.ts';
import type { CopyMoveResult } from '../../domain/schemas/copying.ts';
import type { TestApp } from './app.ts';
import { answers, chapters, passages, questions, users } from '../db/schema/index.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type School, type SchoolRole } from './contentFactories.ts';

export interface LinkedTopic {
  topic: Awaited<ReturnType<typeof makeTopicWithLesson>>;
  pageIds: number[];
  passageId: number;
  /** q1 refers to the passage; q2 follows q1; q3 and q4 stand alone. */
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

/** A topic with two pages, a passage and four questions: q1 on the passage, q2 following q1. */
export async function makeLinkedTopic(db: Db, unit: { id: number; courseId: number; organizationId: number }, creatorId: number | null = null): Promise<LinkedTopic> {
  const topic = await makeTopicWithLesson(db, unit, { creatorId });
  const organizationId = unit.organizationId;
  const pages = await db
    .insert(chapters)
    .values([0, 1].map((position) => ({ organizationId, topicId: topic.id, lessonId: topic.lessonId, title: `Halaman ${position + 1}`, position, creatorId })))
    .returning({ id: chapters.id });
  const [passage] = await db.insert(passages).values({ organizationId, topicId: topic.id, title: 'Bacaan', position: 0, creatorId }).returning({ id: passages.id });
  const rows = await db
    .insert(questions)
    .values([0, 1, 2, 3].map((position) => ({ organizationId, topicId: topic.id, content: `Soal ${position + 1}`, position, creatorId })))
    .returning({ id: questions.id });
  const [q1, q2, q3, q4] = rows.map((r) => r.id) as [number, number, number, number];
  await db.update(questions).set({ passageId: passage!.id }).where(eq(questions.id, q1));
  await db.update(questions).set({ precedingQuestionId: q1 }).where(eq(questions.id, q2));
  await db.insert(answers).values(rows.map((q) => ({ organizationId, questionId: q.id, content: 'Benar', correct: true })));
  return { topic, pageIds: pages.map((p) => p.id), passageId: passage!.id, q1, q2, q3, q4 };
}

/** Two courses: the first with units u1 (topics a, b) and u2 (topic c), the second with unit u3 (topic d). */
export async function makeCopyTree(db: Db, organizationId: number, creatorId: number | null = null) {
  const course = await makeCourse(db, organizationId, { creatorId });
  const other = await makeCourse(db, organizationId, { creatorId });
  const [u1, u2] = [await makeUnit(db, course, { creatorId, position: 0 }), await makeUnit(db, course, { creatorId, position: 1 })];
  const u3 = await makeUnit(db, other, { creatorId, position: 0 });
  const a = await makeLinkedTopic(db, u1, creatorId);
  const b = await makeLinkedTopic(db, u1, creatorId);
  const c = await makeLinkedTopic(db, u2, creatorId);
  const d = await makeLinkedTopic(db, u3, creatorId);
  return { course, other, u1, u2, u3, a, b, c, d };
}
export type CopyTree = Awaited<ReturnType<typeof makeCopyTree>>;

/** A second school whose admin is also the first school's admin. */
export async function makeSecondSchool(db: Db, s: School) {
  const second = await makeSchool(db);
  const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.id, s.admin.id));
  await addMember(db, { organizationId: second.org.id, email: admin!.email, admin: true });
  return second;
}

/** A job reply (200, 202) or an error reply, as the tests read it. */
export interface CopyMoveReply {
  uuid: string;
  kind: string;
  status: string;
  progress: number;
  result: CopyMoveResult | null;
  error: string | null;
  message?: string;
  fields?: Record<string, string>;
}

/** POST /content/copy or /content/move as `who` (null: no session). */
export async function copyMoveRequest(
  t: TestApp,
  action: 'copy' | 'move',
  who: { id: number } | null,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const payload = { include_linked_questions: false, request_id: randomUUID(), ...body };
  const res = await t.app.inject({ method: 'POST', url: `/content/${action}`, headers: { ...(who ? await headersFor(t.db, who) : {}), ...headers }, payload });
  return { statusCode: res.statusCode, body: res.json<CopyMoveReply>(), requestId: payload.request_id as string };
}

/** The topic's questions (or pages, passages) in position order. */
export async function itemsOf<T extends typeof questions | typeof chapters | typeof passages>(db: Db, table: T, topicId: number): Promise<T['$inferSelect'][]> {
  const t = table as typeof questions;
  return (await db.select().from(t).where(eq(t.topicId, topicId)).orderBy(asc(t.position), asc(t.id))) as T['$inferSelect'][];
}

export type { SchoolRole };
