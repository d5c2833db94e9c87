// §2: upload forms reserve their size against the member's and the organization's caps, and
// uploads never registered are deleted (object and row) by the upload-cleanup job.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../domain/constants.ts';
import { uploadRule } from '../../domain/uploads.ts';
import { pendingUploads, uploadedFiles } from '../db/schema/index.ts';
import { startQueue, type Queue } from '../jobs/queue.ts';
import { waitForQueueJob } from '../test/jobs.ts';
import { UploadCleanupTask } from '../jobs/tasks/index.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { makeLessonTopic, sessions } from '../test/pageFactories.ts';
import { formBody, makeSchool, type School } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import * as files from './fixtures/files.ts';
import { DEFAULT_PENDING_CAPS, PENDING_UPLOAD_TTL_MS, cleanupPendingUploads, reserveUpload } from './pending.ts';
import { registerUpload } from './uploads.ts';


describe.each(testDatabaseKinds())('pending uploads on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let queue: Queue;
  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    queue = await startQueue(t.database, { work: true, logger: { info() {}, warn() {}, error() {} }, tasks: [UploadCleanupTask], storage: t.storage, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await queue?.stop();
    await t?.close();
  });

  const ctx = () => ({ db: t.db, storage: t.storage });
  const pendingOf = async (keys: string[]) =>
    (await t.db.select({ key: pendingUploads.storageKey }).from(pendingUploads).where(inArray(pendingUploads.storageKey, keys))).map((r) => r.key).sort();
  /** Posts bytes with a reserved form, as the browser does; resolves to the key. */
  async function reserveAndPost(organizationId: number, uploaderId: number, bytes = files.png()) {
    const post = await reserveUpload(ctx(), { organizationId, uploaderId, purpose: 'image' });
    const res = await t.app.inject({ method: 'POST', url: '/storage/upload', ...(await formBody(post.form_fields, { field: 'file', bytes, name: 'a.png' })) });
    expect(res.statusCode).toBe(201);
    return post.form_fields.key!;
  }
  const age = (keys: string[], ms: number) =>
    t.db.update(pendingUploads).set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` }).where(inArray(pendingUploads.storageKey, keys));

  describe('the cap on pending upload bytes', () => {
    it('refuses the form past the member’s cap with 429 and a message in the caller’s language, until one is registered', async () => {
      const school = await makeSchool(t.db);
      const as = sessions(t.db, school);
      const { topic } = await makeLessonTopic(t.db, school.org.id);
      const form = async (lang = 'en') =>
        t.app.inject({ url: `/map/topics/${topic.id}/upload_form_values.json?purpose=image`, headers: { ...(await as('editor')), 'accept-language': lang } });
      const allowed = Math.floor(DEFAULT_PENDING_CAPS.userBytes / uploadRule('image').maxBytes);
      const forms: Record<string, string>[] = [];
      for (let i = 0; i < allowed; i++) {
        const res = await form();
        expect(res.statusCode, `form ${i + 1}`).toBe(200);
        forms.push(res.json().form_fields);
      }
      const keys = forms.map((f) => f.key!);
      const refused = await form();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('too many uploads in progress') });
      expect((await form('id')).json().message).toContain('Terlalu banyak unggahan');
      expect(await pendingOf(keys)).toHaveLength(allowed);
      // Another member of the school is not held back by this one.
      expect((await t.app.inject({ url: `/map/topics/${topic.id}/upload_form_values.json?purpose=image`, headers: await as('admin') })).statusCode).toBe(200);

      // Registering a file ends its reservation: the next form is handed out.
      const bytes = files.png();
      const posted = await t.app.inject({ method: 'POST', url: '/storage/upload', ...(await formBody(forms[0]!, { field: 'file', bytes, name: 'a.png' })) });
      expect(posted.statusCode).toBe(201);
      const media = await t.app.inject({ method: 'POST', url: `/map/topics/${topic.id}/media`, payload: { file_key: keys[0], filename: 'a.png', purpose: 'image' }, headers: await as('editor') });
      expect(media.statusCode).toBe(201);
      expect(await pendingOf([keys[0]!])).toEqual([]);
      expect((await form()).statusCode).toBe(200);

      // Reservations older than the TTL no longer count, even before the cleanup ran.
      await age(keys.slice(1), PENDING_UPLOAD_TTL_MS + 60_000);
      expect((await form()).statusCode).toBe(200);
    });

    it('refuses the form past the organization’s cap, whoever asks', async () => {
      const school = await makeSchool(t.db);
      const caps = { userBytes: 30 * MB, organizationBytes: 40 * MB };
      const reserve = (uploaderId: number) => reserveUpload(ctx(), { organizationId: school.org.id, uploaderId, purpose: 'image', caps });
      await reserve(school.editor.id);
      await reserve(school.editor.id);
      await reserve(school.editor.id);
      await expect(reserve(school.editor.id)).rejects.toMatchObject({ statusCode: 429, message: expect.stringContaining('You have too many uploads') });
      await reserve(school.admin.id);
      await expect(reserve(school.publisher.id)).rejects.toMatchObject({ statusCode: 429, message: expect.stringContaining('Your organization has too many uploads') });
      // Another organization has caps of its own.
      const other = await makeSchool(t.db);
      await expect(reserveUpload(ctx(), { organizationId: other.org.id, uploaderId: other.editor.id, purpose: 'image', caps })).resolves.toHaveProperty('form_fields.key');
    });
  });

  describe('upload-cleanup', () => {
    it('deletes an upload older than the TTL that was never registered, object and row; keeps registered and recent ones', async () => {
      const orgId = s.org.id;
      const abandoned = await reserveAndPost(orgId, s.editor.id);
      const neverPosted = (await reserveUpload(ctx(), { organizationId: orgId, uploaderId: s.editor.id, purpose: 'image' })).form_fields.key!;
      const registered = await reserveAndPost(orgId, s.editor.id);
      await registerUpload(ctx(), { organizationId: orgId, uploaderId: s.editor.id, purpose: 'image', key: registered, filename: 'a.png' });
      // A row left behind by a registration cut short: its file is registered and must stay.
      await t.db.insert(pendingUploads).values({ organizationId: orgId, uploaderId: s.editor.id, storageKey: registered, maxBytes: 1 });
      const recent = await reserveAndPost(orgId, s.editor.id);
      await age([abandoned, neverPosted, registered], PENDING_UPLOAD_TTL_MS + 60_000);
      expect(await t.storage.size(abandoned)).not.toBeNull();

      const id = await queue.send(UploadCleanupTask.name);
      const job = await waitForQueueJob(queue, UploadCleanupTask.name, id!);
      expect(job.output).toMatchObject({ expired: expect.any(Number), registered: expect.any(Number) });

      expect(await t.storage.size(abandoned)).toBeNull();
      expect(await pendingOf([abandoned, neverPosted, registered])).toEqual([]);
      expect(await t.storage.size(registered)).toBe(files.png().length);
      expect(await t.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.storageKey, registered))).toHaveLength(1);
      expect((await t.app.inject({ url: `/files/${registered}` })).statusCode).toBe(200);
      expect(await t.storage.size(recent)).not.toBeNull();
      expect(await pendingOf([recent])).toEqual([recent]);
    });

    it('works through a backlog in batches', async () => {
      const school = await makeSchool(t.db);
      const keys = [];
      for (let i = 0; i < 5; i++) keys.push(await reserveAndPost(school.org.id, school.editor.id));
      await age(keys, PENDING_UPLOAD_TTL_MS + 60_000);
      const result = await cleanupPendingUploads(ctx(), { batchSize: 2 });
      expect(result.expired).toBeGreaterThanOrEqual(5);
      for (const key of keys) expect(await t.storage.size(key)).toBeNull();
      expect(await pendingOf(keys)).toEqual([]);
    });
  });
});

