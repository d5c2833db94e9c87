// POST /content/move refusals (spec §6, §8): 401 without a session, 403 with the §8 text for
// roles that may not, 404 for a source or target outside the actor's organizations (or none
// such), 422 for bad input, a course, a move into its own parent; and request_id idempotency.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOPIC_MAX_QUESTIONS } from '../../../domain/constants.ts';
import { chapters, jobStatuses, questions, topics } from '../../db/schema/index.ts';
import { makeUnit, makeCourse, makeSchool } from '../../test/contentFactories.ts';
import { copyMoveRequest, itemsOf, makeCopyTree } from '../../test/copyMoveFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { appendQuestions } from '../../test/largeTopic.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('POST /content/move refusals on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const move = (who: { id: number } | null, body: Record<string, unknown>, headers: Record<string, string> = {}) => copyMoveRequest(t, 'move', who, body, headers);
  const topicOf = async (id: number) => (await t.db.select().from(questions).where(eq(questions.id, id)))[0]!.topicId;

  it('401 without a session', async () => {
    const { a, b } = await makeCopyTree(t.db, s.org.id);
    expect((await move(null, { kind: 'question', id: a.q3, target_id: b.topic.id })).statusCode).toBe(401);
  });

  it('403 with the §8 text, in the caller’s language, for restricted members and members without a role', async () => {
    const { a, b } = await makeCopyTree(t.db, s.org.id);
    for (const who of [s.restricted, s.noRole, s.unapproved]) {
      const res = await move(who, { kind: 'question', id: a.q3, target_id: b.topic.id });
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatchObject({ error: 'permission_error', message: 'Failed to move question. Please try again.' });
    }
    const id = await move(s.restricted, { kind: 'bundle', id: a.topic.bundleId, target_id: a.topic.courseId + 0 }, { 'accept-language': 'id' });
    expect(id.statusCode).toBe(403);
    expect(id.body.message).toBe('Gagal memindahkan unit. Silakan coba lagi.');
    expect(await topicOf(a.q3)).toBe(a.topic.id);
  });

  it('403 for a limited editor moving another’s content, or into another’s topic; their own into their own is fine', async () => {
    const theirs = await makeCopyTree(t.db, s.org.id, s.limited.id);
    const others = await makeCopyTree(t.db, s.org.id, s.editor.id);
    const refused = [
      { kind: 'question', id: others.a.q3, target_id: theirs.b.topic.id },
      { kind: 'question', id: theirs.a.q3, target_id: others.b.topic.id },
      { kind: 'topic', id: others.a.topic.id, target_id: theirs.u2.id },
    ];
    for (const body of refused) {
      const res = await move(s.limited, body);
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toMatch(/^Failed to move (question|topic)\. Please try again\.$/);
    }
    expect((await move(s.limited, { kind: 'question', id: theirs.a.q3, target_id: theirs.b.topic.id })).statusCode).toBe(200);
  });

  it('403 for a limited editor whose move would carry others’ content (a unit or topic holding it, linked questions); editors may', async () => {
    const theirs = await makeCopyTree(t.db, s.org.id, s.limited.id);
    // In the limited editor's topic a: the editor's question follows theirs (q2 follows q1), and the editor's page.
    await t.db.update(questions).set({ creatorId: s.editor.id }).where(eq(questions.id, theirs.a.q2));
    await t.db.update(chapters).set({ creatorId: s.editor.id }).where(eq(chapters.id, theirs.a.pageIds[1]!));
    const refused = [
      { kind: 'question', id: theirs.a.q1, target_id: theirs.b.topic.id, include_linked_questions: true },
      { kind: 'passage', id: theirs.a.passageId, target_id: theirs.b.topic.id, include_linked_questions: true },
      { kind: 'topic', id: theirs.a.topic.id, target_id: theirs.u2.id },
      { kind: 'bundle', id: theirs.u1.id, target_id: theirs.other.id },
    ];
    for (const body of refused) {
      const res = await move(s.limited, body);
      expect(res.statusCode, body.kind).toBe(403);
      expect(res.body).toMatchObject({ error: 'permission_error' });
    }
    const id = await move(s.limited, refused[2]!, { 'accept-language': 'id' });
    expect(id.body.message).toBe('Gagal memindahkan topik. Silakan coba lagi.');
    expect((await move(s.limited, refused[3]!)).body.message).toBe('Failed to move unit. Please try again.');
    expect(await topicOf(theirs.a.q1)).toBe(theirs.a.topic.id);
    expect(await topicOf(theirs.a.q2)).toBe(theirs.a.topic.id);
    const [topic] = await t.db.select().from(topics).where(eq(topics.id, theirs.a.topic.id));
    expect(topic!.bundleId).toBe(theirs.u1.id);
    // What is all theirs moves: a topic they own in full, a question whose links are theirs.
    expect((await move(s.limited, { kind: 'topic', id: theirs.c.topic.id, target_id: theirs.u1.id })).statusCode).toBe(200);
    expect((await move(s.limited, { kind: 'question', id: theirs.b.q1, target_id: theirs.c.topic.id, include_linked_questions: true })).statusCode).toBe(200);
    // An editor moves the mixed ones.
    expect((await move(s.editor, refused[0]!)).statusCode).toBe(200);
    expect((await move(s.editor, { kind: 'bundle', id: theirs.u1.id, target_id: theirs.other.id })).statusCode).toBe(200);
  });

    it('403 for an editor moving into a course shared away from them', async () => {
    const { a } = await makeCopyTree(t.db, s.org.id);
    const away = await makeCourse(t.db, s.org.id, { shareEnabled: true, creatorId: s.publisher.id });
    const unit = await makeUnit(t.db, away);
    const res = await move(s.editor, { kind: 'topic', id: a.topic.id, target_id: unit.id });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Failed to move topic. Please try again.');
    // The course's author may.
    expect((await move(s.publisher, { kind: 'topic', id: a.topic.id, target_id: unit.id })).statusCode).toBe(200);
  });

  it('404 for a source or a target in an organization the actor is not in, and for no such record', async () => {
    const mine = await makeCopyTree(t.db, s.org.id);
    const elsewhere = await makeSchool(t.db);
    const theirs = await makeCopyTree(t.db, elsewhere.org.id);
    const cases = [
      { kind: 'question', id: theirs.a.q3, target_id: mine.b.topic.id },
      { kind: 'question', id: mine.a.q3, target_id: theirs.b.topic.id },
      { kind: 'bundle', id: mine.u1.id, target_id: theirs.course.id },
      { kind: 'chapter', id: 2_000_000_000, target_id: mine.b.topic.id },
      // target_id is read as the kind's target: a page goes into a topic, and no topic has this id.
      { kind: 'chapter', id: mine.a.pageIds[0], target_id: 2_000_000_000 },
    ];
    for (const body of cases) {
      const res = await move(s.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    expect(await topicOf(mine.a.q3)).toBe(mine.a.topic.id);
  });

  it('422 for a bad kind, a course, a bad request_id and a move into its own parent', async () => {
    const { a, course } = await makeCopyTree(t.db, s.org.id);
    const bad = await move(s.admin, { kind: 'lesson', id: a.topic.id, target_id: a.topic.bundleId });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.fields!)).toEqual(['kind']);
    const courseMove = await move(s.admin, { kind: 'course', id: course.id, target_id: s.org.id });
    expect(courseMove.statusCode).toBe(422);
    expect(courseMove.body.fields).toHaveProperty('kind');
    const id = await move(s.admin, { kind: 'question', id: a.q3, target_id: a.topic.id, request_id: 'not-a-uuid' });
    expect(id.statusCode).toBe(422);
    expect(id.body.fields).toHaveProperty('request_id');
    const there = await move(s.admin, { kind: 'question', id: a.q3, target_id: a.topic.id });
    expect(there.statusCode).toBe(422);
    expect(there.body).toMatchObject({ message: 'It is already there.', fields: { target_id: 'It is already there.' } });
    const thereId = await move(s.admin, { kind: 'topic', id: a.topic.id, target_id: a.topic.bundleId }, { 'accept-language': 'id' });
    expect(thereId.body.message).toBe('Sudah berada di sana.');
  });

  it('422 naming target_id when the target topic has no room for the questions (TOPIC_MAX_QUESTIONS), in en and id; nothing moves', async () => {
    const { a, b } = await makeCopyTree(t.db, s.org.id);
    await appendQuestions(t.db, b.topic, TOPIC_MAX_QUESTIONS - 1 - 4);
    // q1 carries the question that follows it: two questions.
    const body = { kind: 'question', id: a.q1, target_id: b.topic.id, include_linked_questions: true };
    const en = await move(s.admin, body);
    expect(en.statusCode).toBe(422);
    expect(en.body.fields).toEqual({ target_id: `A topic can hold at most ${TOPIC_MAX_QUESTIONS} questions. This topic has ${TOPIC_MAX_QUESTIONS - 1}; adding 2 would make ${TOPIC_MAX_QUESTIONS + 1}.` });
    const id = await move(s.admin, body, { 'accept-language': 'id' });
    expect(id.body.fields?.target_id).toContain(`paling banyak ${TOPIC_MAX_QUESTIONS} soal`);
    expect(await topicOf(a.q1)).toBe(a.topic.id);
    expect(await move(s.admin, { kind: 'question', id: a.q3, target_id: b.topic.id }).then((r) => r.statusCode)).toBe(200);
    expect(await topicOf(a.q3)).toBe(b.topic.id);
  }, 300_000);

  it('a repeated request_id answers the first move and moves nothing again; another user’s is refused', async () => {
    const { a, b, c } = await makeCopyTree(t.db, s.org.id);
    const request_id = randomUUID();
    const first = await move(s.editor, { kind: 'question', id: a.q3, target_id: b.topic.id, request_id });
    expect(first.statusCode).toBe(200);
    // Sent again, even naming another target: the first outcome, nothing moved.
    const again = await move(s.editor, { kind: 'question', id: a.q3, target_id: c.topic.id, request_id });
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await topicOf(a.q3)).toBe(b.topic.id);
    expect((await itemsOf(t.db, questions, b.topic.id)).filter((q) => q.id === a.q3)).toHaveLength(1);
    const [topic] = await t.db.select().from(topics).where(eq(topics.id, b.topic.id));
    expect(topic).toBeDefined();

    const stolen = await move(s.publisher, { kind: 'question', id: a.q4, target_id: b.topic.id, request_id });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.body.fields).toHaveProperty('request_id');
    expect(await topicOf(a.q4)).toBe(a.topic.id);
    // A copy's id cannot be reused for a move either.
    const copyId = randomUUID();
    await t.db.insert(jobStatuses).values({ uuid: copyId, organizationId: s.org.id, userId: s.editor.id, kind: 'copy', status: 'completed' });
    expect((await move(s.editor, { kind: 'question', id: a.q4, target_id: b.topic.id, request_id: copyId })).statusCode).toBe(422);
  });

  it('two requests with the same request_id at once make one move', async () => {
    const { a, b } = await makeCopyTree(t.db, s.org.id);
    const request_id = randomUUID();
    const replies = await Promise.all([0, 1].map(() => move(s.editor, { kind: 'passage', id: a.passageId, target_id: b.topic.id, request_id })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[0]!.body).toEqual(replies[1]!.body);
    const rows = await t.db.select().from(jobStatuses).where(eq(jobStatuses.uuid, request_id));
    expect(rows).toHaveLength(1);
  });
});
