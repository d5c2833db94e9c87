import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, uploadedFiles, videoPresenters } from '../../db/schema/index.ts';
import { png } from '../../storage/fixtures/files.ts';
import { formBody, headersFor, makeCourse, makeSchool, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('video presenters on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const as = (who: SchoolRole) => headersFor(t.db, s[who]);
  const course = (opts: Parameters<typeof makeCourse>[2] = {}) => makeCourse(t.db, s.org.id, { creatorId: s.editor.id, system: 'penaschool', systems: ['penaschool'], ...opts });
  const presenter = async (courseId: number, name = 'Bu Dewi') =>
    (await t.db.insert(videoPresenters).values({ organizationId: s.org.id, courseId, name }).returning())[0]!;
  async function send(method: 'POST' | 'PUT', url: string, who: SchoolRole, fields: Record<string, string>, image?: Buffer) {
    const form = await formBody(fields, image ? { field: 'image', bytes: image, name: 'foto.png' } : undefined);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...(await as(who)) } });
  }
  const filesOf = async () => Number((await t.db.select({ n: count() }).from(uploadedFiles).where(eq(uploadedFiles.organizationId, s.org.id)))[0]!.n);
  /** The storage key behind an image (`…/files/<key>`). */
  const keyOf = (imageUrl: string) => new URL(imageUrl, 'http://pena.test').pathname.replace(/^\/files\//, '');
  /** Whether the image's uploaded_files row and its stored object still exist. */
  const stored = async (imageUrl: string) => {
    const key = keyOf(imageUrl);
    const rows = await t.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.storageKey, key));
    return { row: rows.length === 1, object: (await t.storage.size(key)) !== null };
  };
  const withImage = async (courseId: number) => {
    const res = await send('POST', `/content/courses/${courseId}/video_presenters`, 'editor', { name: 'Bu Dewi' }, png());
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; image: string };
  };

  describe('GET', () => {
    it("lists the course's presenters by name", async () => {
      const c = await course();
      expect((await t.app.inject({ url: `/content/courses/${c.id}/video_presenters`, headers: await as('noRole') })).json()).toEqual([]);
      await presenter(c.id, 'Pak Budi');
      await presenter(c.id, 'Bu Ani');
      const res = await t.app.inject({ url: `/content/courses/${c.id}/video_presenters`, headers: await as('limited') });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { name: string }) => p.name)).toEqual(['Bu Ani', 'Pak Budi']);
      // §3 names the picture `image`; there is one name for it.
      expect(res.json()[0]).toMatchObject({ course_id: c.id, description: '', image: null, lock_version: 0 });
      expect(res.json()[0]).not.toHaveProperty('image_url');
    });

    it('refuses restricted teachers and users outside a shared course; 404 elsewhere; 401 without a session', async () => {
      const c = await course({ shareEnabled: true });
      for (const who of ['restricted', 'unapproved', 'publisher'] as const) {
        expect((await t.app.inject({ url: `/content/courses/${c.id}/video_presenters`, headers: await as(who) })).statusCode).toBe(403);
      }
      const other = await makeSchool(t.db);
      const foreign = await makeCourse(t.db, other.org.id);
      expect((await t.app.inject({ url: `/content/courses/${foreign.id}/video_presenters`, headers: await as('admin') })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/content/courses/${c.id}/video_presenters` })).statusCode).toBe(401);
    });
  });

  describe('POST', () => {
    it('adds a presenter with an image from a multipart form', async () => {
      const c = await course();
      const res = await send('POST', `/content/courses/${c.id}/video_presenters`, 'editor', { name: 'Dewi Lestari', description: 'Guru Fisika' }, png());
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ course_id: c.id, name: 'Dewi Lestari', description: 'Guru Fisika', lock_version: 0 });
      const served = await t.app.inject({ url: new URL(body.image, 'http://x').pathname });
      expect(served.rawPayload.equals(png())).toBe(true);
    });

    it('adds a presenter without an image, from JSON too', async () => {
      const c = await course();
      const res = await t.app.inject({ method: 'POST', url: `/content/courses/${c.id}/video_presenters`, payload: { name: 'Pak Agus' }, headers: await as('editor') });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Pak Agus', description: '', image: null });
    });

    it('answers 422 for a missing or too long name and for a file that is not an image, keeping no file', async () => {
      const c = await course();
      const before = await filesOf();
      const missing = await send('POST', `/content/courses/${c.id}/video_presenters`, 'editor', { description: 'x' }, png());
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields.name).toBe('Required');
      const long = await send('POST', `/content/courses/${c.id}/video_presenters`, 'editor', { name: 'x'.repeat(256) });
      expect(long.json().fields.name).toBe('Must be at most 255 characters');
      const notImage = await send('POST', `/content/courses/${c.id}/video_presenters`, 'editor', { name: 'Bu Rina' }, Buffer.from('%PDF-1.4 not an image'));
      expect(notImage.statusCode).toBe(422);
      expect(notImage.json().fields).toHaveProperty('file');
      expect(await filesOf()).toBe(before);
    });

    it('lets limited editors add presenters to their own courses only', async () => {
      const own = await course({ creatorId: s.limited.id });
      expect((await send('POST', `/content/courses/${own.id}/video_presenters`, 'limited', { name: 'A' })).statusCode).toBe(201);
      const others = await course();
      expect((await send('POST', `/content/courses/${others.id}/video_presenters`, 'limited', { name: 'A' })).statusCode).toBe(403);
    });

    it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses a %s with 403', async (who) => {
      const c = await course();
      expect((await send('POST', `/content/courses/${c.id}/video_presenters`, who, { name: 'A' })).statusCode).toBe(403);
    });

    it("answers 404 for another organization's course and 401 without a session", async () => {
      const other = await makeSchool(t.db);
      const foreign = await makeCourse(t.db, other.org.id);
      expect((await send('POST', `/content/courses/${foreign.id}/video_presenters`, 'admin', { name: 'A' })).statusCode).toBe(404);
      const form = await formBody({ name: 'A' });
      expect((await t.app.inject({ method: 'POST', url: `/content/courses/${foreign.id}/video_presenters`, ...form })).statusCode).toBe(401);
    });
  });

  describe('PUT', () => {
    it('updates the fields sent, replaces the image and bumps lock_version', async () => {
      const c = await course();
      const p = await presenter(c.id);
      const res = await send('PUT', `/content/courses/${c.id}/video_presenters/${p.id}`, 'editor', { description: 'Guru Biologi', lock_version: '0' }, png());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Bu Dewi', description: 'Guru Biologi', lock_version: 1 });
      expect(res.json().image).toMatch(/presenter_image/);
    });

    it('discards the replaced image (row and stored object), and keeps the image when none is sent', async () => {
      const c = await course();
      const p = await withImage(c.id);
      expect(await stored(p.image)).toEqual({ row: true, object: true });
      const renamed = await send('PUT', `/content/courses/${c.id}/video_presenters/${p.id}`, 'editor', { name: 'Bu Dewi Lestari' });
      expect(renamed.json().image).toBe(p.image);
      expect(await stored(p.image)).toEqual({ row: true, object: true });
      const replaced = await send('PUT', `/content/courses/${c.id}/video_presenters/${p.id}`, 'editor', { name: 'Bu Dewi' }, png());
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().image).not.toBe(p.image);
      expect(await stored(p.image)).toEqual({ row: false, object: false });
      expect(await stored(replaced.json().image)).toEqual({ row: true, object: true });
    });

    it('keeps the current image and drops the new one when lock_version is stale', async () => {
      const c = await course();
      const p = await withImage(c.id);
      const before = await filesOf();
      const stale = await send('PUT', `/content/courses/${c.id}/video_presenters/${p.id}`, 'editor', { name: 'Bu D.', lock_version: '7' }, png());
      expect(stale.statusCode).toBe(409);
      expect(await stored(p.image)).toEqual({ row: true, object: true });
      expect(await filesOf()).toBe(before);
    });

    it('answers 409 with the stored presenter when lock_version is stale', async () => {
      const c = await course();
      const p = await presenter(c.id);
      await send('PUT', `/content/courses/${c.id}/video_presenters/${p.id}`, 'editor', { name: 'Bu Dewi Lestari' });
      const stale = await send('PUT', `/content/courses/${c.id}/video_presenters/${p.id}`, 'editor', { name: 'Bu D.', lock_version: '0' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'conflict', current: { id: p.id, name: 'Bu Dewi Lestari', lock_version: 1 } });
    });

    it('answers 422 for an empty name and 404 for a presenter of another course', async () => {
      const c = await course();
      const p = await presenter(c.id);
      expect((await send('PUT', `/content/courses/${c.id}/video_presenters/${p.id}`, 'editor', { name: '' })).statusCode).toBe(422);
      const elsewhere = await course();
      expect((await send('PUT', `/content/courses/${elsewhere.id}/video_presenters/${p.id}`, 'editor', { name: 'B' })).statusCode).toBe(404);
    });

    it.each(['noRole', 'restricted'] as const)('refuses a %s with 403', async (who) => {
      const c = await course();
      const p = await presenter(c.id);
      expect((await send('PUT', `/content/courses/${c.id}/video_presenters/${p.id}`, who, { name: 'B' })).statusCode).toBe(403);
    });
  });

  describe('DELETE', () => {
    it("deletes the presenter and clears it from the course's preview video", async () => {
      const c = await course();
      const p = await presenter(c.id);
      await t.db.update(courses).set({ previewVideo: { original_url: 'youtube:dQw4w9WgXcQ', description: 'Pengantar', presenter_id: p.id } }).where(eq(courses.id, c.id));
      const res = await t.app.inject({ method: 'DELETE', url: `/content/courses/${c.id}/video_presenters/${p.id}`, headers: await as('editor') });
      expect(res.statusCode).toBe(204);
      const read = await t.app.inject({ url: `/content/courses/${c.id}`, headers: await as('editor') });
      expect(read.json()).toMatchObject({ preview_video: { original_url: 'youtube:dQw4w9WgXcQ', description: 'Pengantar', presenter: null }, lock_version: 1 });
      expect(await t.db.select().from(videoPresenters).where(eq(videoPresenters.id, p.id))).toEqual([]);
    });

    it("discards the presenter's image (row and stored object)", async () => {
      const c = await course();
      const p = await withImage(c.id);
      const other = await withImage(c.id);
      const res = await t.app.inject({ method: 'DELETE', url: `/content/courses/${c.id}/video_presenters/${p.id}`, headers: await as('editor') });
      expect(res.statusCode).toBe(204);
      expect(await stored(p.image)).toEqual({ row: false, object: false });
      expect(await stored(other.image)).toEqual({ row: true, object: true });
    });

    it('refuses users who may not edit the course; 404 for another course; 401 without a session', async () => {
      const c = await course();
      const p = await presenter(c.id);
      for (const who of ['noRole', 'limited', 'restricted'] as const) {
        expect((await t.app.inject({ method: 'DELETE', url: `/content/courses/${c.id}/video_presenters/${p.id}`, headers: await as(who) })).statusCode).toBe(403);
      }
      const elsewhere = await course();
      expect((await t.app.inject({ method: 'DELETE', url: `/content/courses/${elsewhere.id}/video_presenters/${p.id}`, headers: await as('admin') })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/content/courses/${c.id}/video_presenters/${p.id}` })).statusCode).toBe(401);
    });
  });
});
