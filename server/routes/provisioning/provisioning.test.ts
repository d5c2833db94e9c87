import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicAssignmentUsages } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { secretMatches } from './index.ts';

const SECRET = 'rahasia-aplikasi-tautan-0123456789abcdef';

describe.each(testDatabaseKinds())('/provisioning/assignments on %s', (kind) => {
  let t: TestApp;
  let s: School;
  beforeAll(async () => {
    t = await testApp(kind, { PROVISIONING_SECRET: SECRET });
    s = await makeSchool(t.db);
  });
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'DELETE', payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
    t.app.inject({ method, url: '/provisioning/assignments', headers, payload: payload as object });
  const topic = async () => makeTopic(t.db, await makeUnit(t.db, await makeCourse(t.db, s.org.id)));
  const uses = (topicId: number) => t.db.select().from(topicAssignmentUsages).where(eq(topicAssignmentUsages.topicId, topicId));

  it('records a use once (201, then 200) and forgets it (204, also when already gone)', async () => {
    const { id, organizationId } = await topic();
    const body = { topic_id: id, assignment_ref: 'link-asg-77' };
    const first = await call('POST', body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual(body);
    expect((await call('POST', { ...body, assignment_ref: '  link-asg-77 ' })).statusCode).toBe(200);
    expect(await uses(id)).toEqual([expect.objectContaining({ assignmentRef: 'link-asg-77', organizationId })]);
    expect((await call('POST', { ...body, assignment_ref: 'link-asg-78' })).statusCode).toBe(201);
    expect(await uses(id)).toHaveLength(2);

    const removed = await call('DELETE', body);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('DELETE', body)).statusCode).toBe(204);
    expect((await uses(id)).map((u) => u.assignmentRef)).toEqual(['link-asg-78']);
  });

  it('answers 404 for an unknown topic on POST and 204 on DELETE', async () => {
    expect((await call('POST', { topic_id: 2_000_000_000, assignment_ref: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', { topic_id: 2_000_000_000, assignment_ref: 'x' })).statusCode).toBe(204);
  });

  it('answers 401 without the secret, with another, or with a session token, and writes nothing', async () => {
    const { id } = await topic();
    const body = { topic_id: id, assignment_ref: 'x' };
    for (const headers of [
      {},
      { authorization: `Bearer ${SECRET.slice(0, -1)}x` },
      { authorization: `Bearer ${SECRET}x` },
      { authorization: SECRET },
      await headersFor(t.db, s.admin),
    ]) {
      const res = await call('POST', body, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().message).toMatch(/provisioning secret is missing or wrong/);
      expect((await call('DELETE', body, headers)).statusCode).toBe(401);
    }
    expect(await uses(id)).toEqual([]);
  });

  it('answers 422 naming the field for a bad body', async () => {
    const { id } = await topic();
    for (const [payload, field] of [
      [{ topic_id: 'abc', assignment_ref: 'x' }, 'topic_id'],
      [{ topic_id: 0, assignment_ref: 'x' }, 'topic_id'],
      [{ topic_id: id, assignment_ref: '   ' }, 'assignment_ref'],
      [{ topic_id: id, assignment_ref: 'x'.repeat(256) }, 'assignment_ref'],
      [{ topic_id: id }, 'assignment_ref'],
    ] as const) {
      const res = await call('POST', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().fields).toHaveProperty(field);
    }
  });

  it('compares secrets whatever their lengths', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches('', SECRET)).toBe(false);
    expect(secretMatches(`${SECRET}${SECRET}`, SECRET)).toBe(false);
  });
});

describe.each(testDatabaseKinds())('/provisioning/assignments without PROVISIONING_SECRET on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(kind);
  });
  afterAll(() => t?.close());

  it('does not exist: 404 whatever is sent', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/provisioning/assignments', headers: { authorization: 'Bearer anything-at-all-long-enough-0123456789' }, payload: { topic_id: 1, assignment_ref: 'x' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });
});
