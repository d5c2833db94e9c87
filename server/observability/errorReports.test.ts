// Server error reports against a fake Sentry envelope receiver, on both engines.
// A real unexpected failure (the courses table gone from under a course creation) sends one
// event tagged with the user's §6 role and organization, and nothing of the request: no
// session token, cookie, body, query string, nor the SQL statement's parameters. A 4xx sends
// nothing; an app without SENTRY_DSN sends nothing, even with a Sentry client in the process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCsp } from '../app.ts';
import { startQueue } from '../jobs/queue.ts';
import { defineTask } from '../jobs/task.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { fakeSentry, type FakeSentry } from '../test/fakeSentry.ts';
import { authHeader, makeMember, makeOrganization, tokenFor } from '../test/factories.ts';

const BODY_SECRET = 'Sejarah-BODY-SECRET-7391';
const QUERY_SECRET = 'query-secret-5512';
const COOKIE_SECRET = 'cookie-secret-8830';

describe.each(testDatabaseKinds())('error reports on %s', (kind) => {
  let receiver: FakeSentry;
  let t: TestApp;
  let quiet: TestApp;
  let token: string;
  let organizationId: number;

  beforeAll(async () => {
    receiver = await fakeSentry();
    t = await testApp(kind, { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'test' });
    quiet = await testApp(kind);
    const org = await makeOrganization(t.db, { useTeams: true });
    organizationId = org.id;
    const editor = await makeMember(t.db, org.id, { teamRole: 'editor' });
    token = await tokenFor(t.db, editor.id);
  });
  afterAll(async () => {
    await t?.close();
    await quiet?.close();
    await receiver?.close();
  });

  const createCourse = (app: TestApp) =>
    app.app.inject({
      method: 'POST',
      url: `/content/courses?note=${QUERY_SECRET}`,
      payload: { course: { name: BODY_SECRET }, coursable_id: organizationId, coursable_type: 'Organization' },
      headers: { ...authHeader(token), cookie: `other=${COOKIE_SECRET}` },
    });

  it('sends nothing for a 4xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/content/courses', payload: { course: {} }, headers: authHeader(token) });
    expect(res.statusCode).toBe(422);
    expect((await t.app.inject({ url: '/content/courses/999999', headers: authHeader(token) })).statusCode).toBe(404);
    await t.app.errorReports!.flush();
    expect(receiver.envelopes).toEqual([]);
  });

  it('sends one event for an unexpected error, with the role tag and nothing of the request', async () => {
    await t.db.execute(sql`alter table courses rename to courses_away`);
    try {
      const res = await createCourse(t);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table courses_away rename to courses`);
    }
    await receiver.waitFor((envelopes) => envelopes.length > 0);
    await t.app.errorReports!.flush();
    const events = receiver.items('event');
    expect(events).toHaveLength(1);
    const event = events[0]!.json as {
      tags: Record<string, string>;
      user?: Record<string, unknown>;
      request?: Record<string, unknown>;
      environment: string;
      exception: { values: { type: string; value: string }[] };
    };
    expect(event.tags).toMatchObject({ role: 'editor', organization_id: String(organizationId), route: '/content/courses', method: 'POST' });
    expect(event.environment).toBe('test');
    expect(event.user).toEqual({ id: expect.any(String) });
    expect(event.request).toEqual({ method: 'POST', url: `${t.config.publicUrl}/content/courses` });
    // The failed statement is there by its SQL text, without its parameters.
    expect(event.exception.values.map((v) => v.value).join('\n')).toMatch(/courses/);
    const raw = receiver.envelopes.map((e) => e.raw).join('\n');
    for (const secret of [token, BODY_SECRET, QUERY_SECRET, COOKIE_SECRET, 'authorization', 'cookie']) expect(raw.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('sends nothing from an app without SENTRY_DSN, though this process has a Sentry client', async () => {
    const before = receiver.envelopes.length;
    await quiet.db.execute(sql`alter table courses rename to courses_away`);
    try {
      // The same real failure, by a member of the quiet app's own database.
      const org = await makeOrganization(quiet.db, { useTeams: true });
      const member = await makeMember(quiet.db, org.id, { teamRole: 'editor' });
      const res = await quiet.app.inject({
        method: 'POST',
        url: '/content/courses',
        payload: { course: { name: 'Sejarah' }, coursable_id: org.id, coursable_type: 'Organization' },
        headers: authHeader(await tokenFor(quiet.db, member.id)),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await quiet.db.execute(sql`alter table courses_away rename to courses`);
    }
    expect(quiet.app.errorReports).toBeUndefined();
    await t.app.errorReports!.flush();
    expect(receiver.envelopes.length).toBe(before);
  });

  it('reports a job that fails unexpectedly, tagged with its task', async () => {
    const failing = defineTask({ name: 'observability-test-failure', queue: { retryLimit: 0 }, handler: async () => Promise.reject(new Error('job failed on purpose')) });
    const queue = await startQueue(t.database, { work: true, tasks: [failing], errorReports: t.app.errorReports, pollingIntervalSeconds: 0.5, logger: { info() {}, warn() {}, error() {} } });
    try {
      await queue.send(failing.name, { note: BODY_SECRET });
      await receiver.waitFor(() => receiver.items('event').some((i) => (i.json as { tags?: Record<string, string> }).tags?.task === failing.name));
    } finally {
      await queue.stop();
    }
    const event = receiver.items('event').find((i) => (i.json as { tags?: Record<string, string> }).tags?.task === failing.name)!;
    expect(event.text).toContain('job failed on purpose');
    expect(event.text).not.toContain(BODY_SECRET);
  });

  it('tells the web app where to report, and lets its pages connect there, only when SENTRY_DSN is set', async () => {
    expect((await t.app.inject({ url: '/public_config' })).json().error_reporting).toEqual({ dsn: receiver.dsn, environment: 'test', release: expect.stringMatching(/^pena@/) });
    expect((await quiet.app.inject({ url: '/public_config' })).json().error_reporting).toBeNull();
    expect(webCsp(t.config)).toContain(`connect-src 'self' ${receiver.origin};`);
    expect(webCsp(quiet.config)).toContain("connect-src 'self';");
  });
});
