// The largest topic (TOPIC_MAX_QUESTIONS questions, the limit every import keeps to) publishes
// as one job on either engine, and a publish request listing more questions for a topic than a
// topic can hold is a 422 naming the field and the limit, in the caller's language.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOPIC_MAX_QUESTIONS } from '../../../domain/constants.ts';
import { publishedItems } from '../../db/schema/index.ts';
import { headersFor, makeUnit, makeCourse, makeTopicWithLesson } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { waitForJob } from '../../test/jobs.ts';
import { appendQuestions } from '../../test/largeTopic.ts';
import { selectionOf } from '../../test/publishFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('publishing the largest topic on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const post = async (courseId: number, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/content/courses/${courseId}/publish`, headers: { ...(await headersFor(t.db, s.publisher)), ...headers }, payload: payload as object });

  it(`publishes a topic of ${TOPIC_MAX_QUESTIONS} questions as one job`, async () => {
    const course = await makeCourse(t.db, s.org.id);
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, course), { name: 'Bank soal' });
    await appendQuestions(t.db, topic, TOPIC_MAX_QUESTIONS);
    const selection = await selectionOf(t.db, [topic.id]);
    expect(selection[0]!.questions).toHaveLength(TOPIC_MAX_QUESTIONS);

    const res = await post(course.id, { topics: selection });
    expect(res.statusCode).toBe(202);
    const job = await waitForJob(t, res.json().uuid, 600_000);
    expect(job).toMatchObject({ status: 'completed', error: null, result: { topics: 1, questions: TOPIC_MAX_QUESTIONS } });
    const [snapshots] = await t.db.select({ n: count() }).from(publishedItems).where(eq(publishedItems.topicId, topic.id));
    expect(snapshots!.n).toBe(TOPIC_MAX_QUESTIONS);
  }, 900_000);

  it(`answers 422 naming topics.N.questions for more than ${TOPIC_MAX_QUESTIONS} questions in one topic, in en and id`, async () => {
    const course = await makeCourse(t.db, s.org.id);
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, course));
    const questions = Array.from({ length: TOPIC_MAX_QUESTIONS + 1 }, (_, i) => ({ id: i + 1, lock_version: 0 }));
    const body = { topics: [{ id: topic.id, lock_version: 0, chapters: [], questions }] };
    const en = await post(course.id, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().fields).toEqual({ 'topics.0.questions': `A topic can hold at most ${TOPIC_MAX_QUESTIONS} questions.` });
    const id = await post(course.id, body, { 'accept-language': 'id' });
    expect(id.json().fields).toEqual({ 'topics.0.questions': `Satu topik dapat memuat paling banyak ${TOPIC_MAX_QUESTIONS} soal.` });
  });
});
