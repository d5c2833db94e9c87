import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topics } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson, type SchoolRole } from '../../test/contentFactories.ts';

describe.each(testDatabaseKinds())('PUT /content/topics/{id} on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  /** A save based on the stored version unless the payload names one (a missing one is a 422, see lockVersions.test.ts). */
  const versioned = async (id: number, payload: Record<string, unknown>) =>
    'lock_version' in payload ? payload : { ...payload, lock_version: (await t.db.select({ v: topics.lockVersion }).from(topics).where(eq(topics.id, id)))[0]?.v ?? 0 };
  const update = async (who: SchoolRole | null, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/content/topics/${id}`, headers: who ? await headersFor(t.db, s[who]) : {}, payload: await versioned(id, payload) });
  const newTopic = async (creatorId: number | null = null, courseOpts: Parameters<typeof makeCourse>[2] = {}) =>
    makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id, courseOpts)), { creatorId, name: 'Awal' });

  it('changes name, shuffle settings and questions label, keeping what was not sent', async () => {
    const topic = await newTopic();
    const first = await update('editor', topic.id, { shuffle_answers: true, questions_label: ' Latihan ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Awal', shuffle_answers: true, shuffle_questions: false, questions_label: 'Latihan', lock_version: 1 });
    const second = await update('editor', topic.id, { name: 'Baru', shuffle_questions: true, lock_version: 1 });
    expect(second.json()).toMatchObject({ name: 'Baru', shuffle_answers: true, shuffle_questions: true, questions_label: 'Latihan', lock_version: 2 });
    const cleared = await update('editor', topic.id, { questions_label: '' });
    expect(cleared.json().questions_label).toBeNull();
    const nulled = await update('editor', topic.id, { questions_label: 'Soal', lock_version: 3 });
    expect((await update('editor', topic.id, { questions_label: null, lock_version: nulled.json().lock_version })).json().questions_label).toBeNull();
  });

  it('answers 409 with the stored topic when lock_version is stale, and changes nothing', async () => {
    const topic = await newTopic();
    expect((await update('editor', topic.id, { name: 'Versi A', lock_version: 0 })).statusCode).toBe(200);
    const stale = await update('admin', topic.id, { name: 'Versi B', shuffle_answers: true, lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: { id: topic.id, name: 'Versi A', shuffle_answers: false, lock_version: 1 } });
    expect(stale.json().current).toHaveProperty('chapters_count', 0);
  });

  it("lets a limited editor edit their own topic but not another's", async () => {
    const own = await newTopic(s.limited.id);
    const others = await newTopic(s.editor.id);
    expect((await update('limited', own.id, { name: 'Milik saya' })).statusCode).toBe(200);
    const refused = await update('limited', others.id, { name: 'Bukan' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to edit this sub-chapter.');
  });

  it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses %s with 403', async (who) => {
    const topic = await newTopic(s[who].id);
    expect((await update(who, topic.id, { name: 'X' })).statusCode).toBe(403);
  });

  it('refuses users a shared course is not shared with', async () => {
    const topic = await newTopic(s.publisher.id, { creatorId: s.admin.id, shareEnabled: true });
    expect((await update('publisher', topic.id, { name: 'X' })).statusCode).toBe(403);
    expect((await update('admin', topic.id, { name: 'X' })).statusCode).toBe(200);
  });

  it("answers 404 for another organization's topic and 401 without a session", async () => {
    const other = await makeSchool(t.db);
    const topic = await makeTopicWithLesson(t.db, await makeUnit(t.db, await makeCourse(t.db, other.org.id)));
    expect((await update('admin', topic.id, { name: 'X' })).statusCode).toBe(404);
    expect((await update(null, topic.id, { name: 'X' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Required'],
    ['a name over 255 characters', { name: 'x'.repeat(256) }, 'name', 'Must be at most 255 characters'],
    ['a questions label over 255 characters', { questions_label: 'x'.repeat(256) }, 'questions_label', 'Must be at most 255 characters'],
    ['a shuffle flag that is not a boolean', { shuffle_answers: 'yes' }, 'shuffle_answers', undefined],
  ])('answers 422 for %s', async (_label, payload, field, message) => {
    const topic = await newTopic();
    const res = await update('admin', topic.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty(field);
    if (message) expect(res.json().fields[field]).toBe(message);
  });

  it('answers 422 in Indonesian for an Indonesian caller', async () => {
    const topic = await newTopic();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/content/topics/${topic.id}`,
      headers: { ...(await headersFor(t.db, s.admin)), 'accept-language': 'id' },
      payload: { name: '', lock_version: 0 },
    });
    expect(res.json()).toMatchObject({ message: 'Beberapa isian tidak valid.', fields: { name: 'Wajib diisi' } });
  });
});
