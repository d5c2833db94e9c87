// Factories for the publish and unpublish tests: a course whose topics hold valid pages and
// questions (a stem and two answers, one correct; the first question brings a passage), the
// selection the publish page would send for them, and running the publish route to its end.
import { asc, eq, inArray } from 'drizzle-orm';
import type { SelectedTopic } from '../../domain/schemas/publishing.ts';
import type { Db } from '../db/client.ts';
import { answers, chapters, questions, topics, type JobStatusRow } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { makePage } from './pageFactories.ts';
import { headersFor, makeUnit, makeCourse } from './contentFactories.ts';
import { waitForJob } from './jobs.ts';
import { makePassage, makeQuestion } from './questionFactories.ts';
import { makeTopicWithLesson } from './contentFactories.ts';

let seq = 0;

type TopicRef = { id: number; organizationId: number };

/** A valid multiple-choice question: a stem and two answers, one correct. */
export async function makeValidQuestion(db: Db, topic: TopicRef, opts: Partial<typeof questions.$inferInsert> = {}) {
  const n = ++seq;
  const question = await makeQuestion(db, topic, { content: `Berapa ${n} + ${n}?`, contentHtml: `<p>Berapa ${n} + ${n}?</p>`, ...opts });
  await db.insert(answers).values([
    { organizationId: topic.organizationId, questionId: question.id, position: 0, content: `<p>${2 * n}</p>`, correct: true },
    { organizationId: topic.organizationId, questionId: question.id, position: 1, content: `<p>${2 * n + 1}</p>`, correct: false },
  ]);
  return question;
}

/** A topic with `pages` valid pages and `questions` valid questions; the first question brings a passage. */
export async function makePublishableTopic(db: Db, unit: { id: number; courseId: number; organizationId: number }, counts = { pages: 2, questions: 2 }) {
  const topic = await makeTopicWithLesson(db, unit, { name: `Topik ${++seq}` });
  const passage = await makePassage(db, topic);
  for (let i = 0; i < counts.pages; i++) await makePage(db, topic, { position: i });
  for (let i = 0; i < counts.questions; i++) await makeValidQuestion(db, topic, { position: i, passageId: i === 0 ? passage.id : null });
  return { topic, passage };
}

/** A course of one unit with `topicCount` publishable topics. */
export async function makePublishableCourse(db: Db, organizationId: number, topicCount = 1, opts: Parameters<typeof makeCourse>[2] = {}) {
  const course = await makeCourse(db, organizationId, opts);
  const unit = await makeUnit(db, course);
  const made = [];
  for (let i = 0; i < topicCount; i++) made.push(await makePublishableTopic(db, unit));
  return { course, unit, topics: made.map((m) => m.topic), passages: made.map((m) => m.passage) };
}

/** What the publish page sends for these topics as stored now: every page and question, at its version. */
export async function selectionOf(db: Db, topicIds: readonly number[]): Promise<SelectedTopic[]> {
  const [topicRows, pageRows, questionRows] = await Promise.all([
    db.select({ id: topics.id, lockVersion: topics.lockVersion }).from(topics).where(inArray(topics.id, [...topicIds])),
    db.select({ id: chapters.id, topicId: chapters.topicId, lockVersion: chapters.lockVersion }).from(chapters).where(inArray(chapters.topicId, [...topicIds])).orderBy(asc(chapters.position)),
    db.select({ id: questions.id, topicId: questions.topicId, lockVersion: questions.lockVersion }).from(questions).where(inArray(questions.topicId, [...topicIds])).orderBy(asc(questions.position)),
  ]);
  return topicIds.map((id) => ({
    id,
    lock_version: topicRows.find((t) => t.id === id)!.lockVersion,
    chapters: pageRows.filter((c) => c.topicId === id).map((c) => ({ id: c.id, lock_version: c.lockVersion })),
    questions: questionRows.filter((q) => q.topicId === id).map((q) => ({ id: q.id, lock_version: q.lockVersion })),
  }));
}

/** POSTs to the publish or unpublish route as `user` and waits for the job; answers the reply and the finished job row. */
export async function runPublishing(
  t: TestApp,
  user: { id: number },
  action: 'publish' | 'unpublish',
  courseId: number,
  selection: readonly SelectedTopic[],
): Promise<{ statusCode: number; body: Record<string, unknown>; job: JobStatusRow | null }> {
  const res = await t.app.inject({ method: 'POST', url: `/content/courses/${courseId}/${action}`, headers: await headersFor(t.db, user), payload: { topics: selection } });
  const body = res.json() as Record<string, unknown>;
  if (res.statusCode !== 202) return { statusCode: res.statusCode, body, job: null };
  return { statusCode: res.statusCode, body, job: await waitForJob(t, body.uuid as string, 60_000) };
}

export async function topicRow(db: Db, id: number) {
  return (await db.select().from(topics).where(eq(topics.id, id)))[0]!;
}
