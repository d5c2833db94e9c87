// GET /jobs/{uuid} (spec §4): the job to the user who started it, its failure in the caller's
// language; 401 without a session; 404 for anyone else (same organization or another) and for
// no such job; 422 for a malformed uuid.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStatuses } from '../../db/schema/index.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { headersFor, makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { pollFor } from '../../test/jobs.ts';

describe.each(testDatabaseKinds())('GET /jobs/{uuid} on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let other: School;
  beforeAll(async () => {
    t = await testApp(kind);
    [s, other] = await Promise.all([makeSchool(t.db), makeSchool(t.db)]);
  });
  afterAll(() => t.close());

  const job = async (values: Partial<typeof jobStatuses.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(jobStatuses)
      .values({ organizationId: s.org.id, userId: s.publisher.id, kind: 'publish', ...values })
      .returning();
    return row!;
  };
  const get = async (uuid: string, who: { id: number } | null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/jobs/${uuid}`, headers: { ...(who ? await headersFor(t.db, who) : {}), ...headers } });

  it('answers the starter with the status, progress and result', async () => {
    const pending = await job();
    const res = await get(pending.uuid, s.publisher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uuid: pending.uuid, kind: 'publish', status: 'pending', progress: 0, result: null, error: null });

    const done = await job({ status: 'completed', progress: 100, result: { topics: 3 } });
    expect((await get(done.uuid, s.publisher)).json()).toEqual({ uuid: done.uuid, kind: 'publish', status: 'completed', progress: 100, result: { topics: 3 }, error: null });
  });

  it("gives a failed job's reason in the caller's language", async () => {
    const failed = await job({
      status: 'failed',
      progress: 20,
      error: 'content_changed',
      errorMessage: { en: 'The content changed. Refresh the page.', id: 'Konten telah berubah. Muat ulang halaman.' },
    });
    expect((await get(failed.uuid, s.publisher)).json()).toMatchObject({ status: 'failed', progress: 20, error: 'The content changed. Refresh the page.' });
    expect((await get(failed.uuid, s.publisher, { 'accept-language': 'id-ID,id;q=0.9' })).json()).toMatchObject({ error: 'Konten telah berubah. Muat ulang halaman.' });
    expect((await get(failed.uuid, s.publisher, { cookie: 'pena_lang=id' })).json()).toMatchObject({ error: 'Konten telah berubah. Muat ulang halaman.' });
  });

  it('401 without a session', async () => {
    const row = await job();
    const res = await get(row.uuid, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
  });

  it("404 for another user of the same organization (even its admin), another organization's user, and no such job", async () => {
    const row = await job();
    for (const who of [s.admin, s.editor, other.admin, other.publisher]) {
      const res = await get(row.uuid, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
      expect(res.body).not.toContain(row.uuid);
    }
    expect((await get(randomUUID(), s.publisher)).statusCode).toBe(404);
  });

  it('404 for the starter once they left the organization', async () => {
    const leaver = await makeSchool(t.db);
    const row = await job({ organizationId: other.org.id, userId: leaver.editor.id });
    expect((await get(row.uuid, leaver.editor)).statusCode).toBe(404);
  });

  it('422 naming the uuid when it is malformed', async () => {
    for (const bad of ['abc', '12345', `${randomUUID()}x`]) {
      const res = await get(bad, s.publisher);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().fields ?? {})).toContain('uuid');
    }
  });

  it("the test app's job queue starts on first use and runs jobs", async () => {
    expect(t.queue.started()).toBeUndefined();
    await t.queue.ready();
    const id = await t.queue.send('session-cleanup');
    const queue = t.queue.started()!;
    await pollFor(async () => (await queue.boss.getJobById('session-cleanup', id!))?.state === 'completed', 'session-cleanup to run');
  });
});
