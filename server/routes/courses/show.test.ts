import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundles, chapters, courses, lessonDocuments, questions, topics, uploadedFiles, videoPresenters } from '../../db/schema/index.ts';
import * as files from '../../storage/fixtures/files.ts';
import { makeStudyGuide } from '../../test/pageFactories.ts';
import { fillTopic, formBody, headersFor, makeUnit, makeCourse, makeSchool, makeTag, makeTopic, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('GET, PUT, DELETE /content/courses/{id} on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const as = (who: SchoolRole) => headersFor(t.db, s[who]);
  const get = async (id: number, who: SchoolRole = 'admin') => t.app.inject({ url: `/content/courses/${id}`, headers: await as(who) });
  /** A save based on the stored version unless the payload names one (a missing one is a 422, see lockVersions.test.ts). */
  const versioned = async (id: number, payload: object) =>
    'lock_version' in payload ? payload : { ...payload, lock_version: (await t.db.select({ v: courses.lockVersion }).from(courses).where(eq(courses.id, id)))[0]?.v ?? 0 };
  const put = async (id: number, payload: object, who: SchoolRole = 'editor') =>
    t.app.inject({ method: 'PUT', url: `/content/courses/${id}`, payload: await versioned(id, payload), headers: await as(who) });
  const del = async (id: number, who: SchoolRole = 'admin') => t.app.inject({ method: 'DELETE', url: `/content/courses/${id}`, headers: await as(who) });
  const course = (opts: Parameters<typeof makeCourse>[2] = {}) => makeCourse(t.db, s.org.id, { creatorId: s.editor.id, ...opts });

  describe('GET', () => {
    it.each(['admin', 'publisher', 'editor', 'limited', 'noRole'] as const)('shows the course to a %s', async (who) => {
      const c = await course({ name: 'Bahasa Indonesia', description: 'Teks eksposisi' });
      const res = await get(c.id, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: c.id, name: 'Bahasa Indonesia', description: 'Teks eksposisi', accessible: true, lock_version: 0, meta: {} });
    });

    it('lists its units by position as bundles (§3 "Course"), an empty list when it has none', async () => {
      const empty = await course();
      expect((await get(empty.id)).json().bundles).toEqual([]);
      const c = await course();
      const second = await makeUnit(t.db, c, { name: 'Bab 2 Fungsi', position: 1 });
      const first = await makeUnit(t.db, c, { name: 'Bab 1 Aljabar', position: 0 });
      const res = await get(c.id, 'noRole');
      expect(res.statusCode).toBe(200);
      expect(res.json().bundles).toEqual([
        { id: first.id, guid: first.guid, name: 'Bab 1 Aljabar', status: 'unpublished', position: 0 },
        { id: second.id, guid: second.guid, name: 'Bab 2 Fungsi', status: 'unpublished', position: 1 },
      ]);
    });

    it.each(['restricted', 'unapproved'] as const)('refuses a %s teacher with 403', async (who) => {
      expect((await get((await course()).id, who)).statusCode).toBe(403);
    });

    it('opens a shared course only to its author, the admins and the selected users', async () => {
      const c = await course({ shareEnabled: true, sharedWith: [s.publisher.id] });
      for (const who of ['admin', 'editor', 'publisher'] as const) expect((await get(c.id, who)).statusCode).toBe(200);
      for (const who of ['limited', 'noRole'] as const) {
        const res = await get(c.id, who);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/shared with selected users/);
        expect(res.body).not.toContain(c.name);
      }
    });

    it("answers 404 for another organization's course and a missing one, 422 for a bad id, 401 without a session", async () => {
      const other = await makeSchool(t.db);
      const foreign = await makeCourse(t.db, other.org.id, { name: 'Kursus Rahasia' });
      const res = await get(foreign.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Rahasia');
      expect((await get(999_999)).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/content/courses/abc', headers: await as('admin') })).statusCode).toBe(422);
      expect((await t.app.inject({ url: `/content/courses/${foreign.id}` })).statusCode).toBe(401);
    });
  });

  describe('PUT', () => {
    it('updates what is sent, keeps the rest and bumps lock_version', async () => {
      const g10 = await makeTag(t.db, s.org.id, `G10`, 'grade');
      const c = await course({ name: 'Biologi', description: 'Sel dan jaringan', tagIds: [g10.id], meta: { level: 'G10' } });
      const res = await put(c.id, { course: { name: 'Biologi Kelas X' }, lock_version: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Biologi Kelas X', description: 'Sel dan jaringan', lock_version: 1, meta: { level: 'G10' }, grades: [{ id: g10.id }] });
      const again = await put(c.id, { course: { description: 'Ekosistem' } });
      expect(again.json()).toMatchObject({ name: 'Biologi Kelas X', description: 'Ekosistem', lock_version: 2 });
    });

    it('replaces tags, subjects and share settings when sent; the level follows the grades', async () => {
      const org = s.org.id;
      const [g11, g12, other] = [await makeTag(t.db, org, 'G11', 'grade'), await makeTag(t.db, org, 'G12', 'grade'), await makeTag(t.db, org, 'Olimpiade')];
      const c = await course();
      const res = await put(c.id, { course_tags: [g12.id, other.id, g11.id], share_settings: { enabled: true, user_ids: [s.limited.id] } });
      expect(res.json()).toMatchObject({ meta: { level: 'G11,G12' }, share_enabled: true, share_settings: { enabled: true, user_ids: [s.limited.id] } });
      expect(res.json().course_tags.map((x: { id: number }) => x.id)).toEqual([g11.id, g12.id, other.id]);
      const cleared = await put(c.id, { course_tags: [], share_settings: { enabled: false, user_ids: [] } });
      expect(cleared.json()).toMatchObject({ meta: {}, course_tags: [], grades: [], share_enabled: false });
    });

    it('answers 409 with the stored course when lock_version is stale, and changes nothing', async () => {
      const c = await course({ name: 'Sejarah' });
      await put(c.id, { course: { name: 'Sejarah Indonesia' }, lock_version: 0 });
      const stale = await put(c.id, { course: { name: 'Sejarah Dunia' }, lock_version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'conflict', current: { id: c.id, name: 'Sejarah Indonesia', lock_version: 1 } });
      expect((await get(c.id)).json().name).toBe('Sejarah Indonesia');
    });

    it('keeps a time limit only while the course is an assessment', async () => {
      const c = await course({ schoolAssessmentCourse: true, meta: { time_limit: 45 } });
      const kept = await put(c.id, { course: { name: 'Asesmen Bab 1' } });
      expect(kept.json().meta).toEqual({ time_limit: 45 });
      const plain = await put(c.id, { course: { school_assessment_course: false } });
      expect(plain.json()).toMatchObject({ school_assessment_course: false, meta: {} });
    });

    it('takes a presenter of the same course for the preview video', async () => {
      const c = await course({ system: 'penaschool', systems: ['penaschool'] });
      const [p] = await t.db.insert(videoPresenters).values({ organizationId: s.org.id, courseId: c.id, name: 'Bu Dewi' }).returning();
      const res = await put(c.id, { course: { preview_video: { original_url: 'youtube:dQw4w9WgXcQ', description: 'Pengantar', presenter: p!.id } } });
      expect(res.statusCode).toBe(200);
      expect(res.json().preview_video).toEqual({ original_url: 'youtube:dQw4w9WgXcQ', description: 'Pengantar', presenter: p!.id });
      const elsewhere = await course();
      const bad = await put(elsewhere.id, { course: { preview_video: { original_url: '', description: '', presenter: p!.id } } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toHaveProperty(['course.preview_video.presenter']);
    });

    it.each([
      [{ course: { name: '' } }, 'course.name'],
      [{ course: { meta: { time_limit: 30 } } }, 'course.meta.time_limit'],
      [{ course_tags: [999_999] }, 'course_tags'],
      [{ lock_version: -1 }, 'lock_version'],
    ])('answers 422 for %j', async (payload, path) => {
      const res = await put((await course()).id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty([path]);
    });

    it('lets a limited editor edit only their own courses', async () => {
      const own = await course({ creatorId: s.limited.id });
      expect((await put(own.id, { course: { name: 'Milik Sendiri' } }, 'limited')).statusCode).toBe(200);
      const others = await course();
      expect((await put(others.id, { course: { name: 'Bukan Milik' } }, 'limited')).statusCode).toBe(403);
    });

    it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses a %s with 403', async (who) => {
      expect((await put((await course()).id, { course: { name: 'x' } }, who)).statusCode).toBe(403);
    });

    it('refuses users outside a shared course, even publishers', async () => {
      const c = await course({ shareEnabled: true, sharedWith: [s.limited.id] });
      expect((await put(c.id, { course: { name: 'x' } }, 'publisher')).statusCode).toBe(403);
      expect((await put(c.id, { course: { name: 'Dibagikan' } }, 'editor')).statusCode).toBe(200);
    });

    it('needs manage_assessments to turn a course into an assessment', async () => {
      const plain = await makeSchool(t.db, { features: [] });
      const c = await makeCourse(t.db, plain.org.id);
      const res = await t.app.inject({ method: 'PUT', url: `/content/courses/${c.id}`, payload: { course: { assessment_kind: 'tryout' }, lock_version: 0 }, headers: await headersFor(t.db, plain.admin) });
      expect(res.statusCode).toBe(403);
    });

    it("answers 404 for another organization's course and 401 without a session", async () => {
      const other = await makeSchool(t.db);
      const foreign = await makeCourse(t.db, other.org.id);
      expect((await put(foreign.id, { course: { name: 'x' } }, 'admin')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PUT', url: `/content/courses/${foreign.id}`, payload: {} })).statusCode).toBe(401);
    });
  });

  describe('DELETE', () => {
    it('deletes the course and everything under it', async () => {
      const c = await course();
      const unit = await makeUnit(t.db, c);
      const topic = await makeTopic(t.db, unit);
      await fillTopic(t.db, topic, { pages: 2, questions: 3, passages: 1 });
      const res = await del(c.id);
      expect(res.statusCode).toBe(204);
      expect((await get(c.id)).statusCode).toBe(404);
      expect(await t.db.select().from(courses).where(eq(courses.id, c.id))).toEqual([]);
      expect(await t.db.select().from(bundles).where(eq(bundles.courseId, c.id))).toEqual([]);
      expect(await t.db.select().from(topics).where(eq(topics.id, topic.id))).toEqual([]);
      expect(await t.db.select().from(chapters).where(inArray(chapters.topicId, [topic.id]))).toEqual([]);
      expect(await t.db.select().from(questions).where(eq(questions.topicId, topic.id))).toEqual([]);
    });

    it("removes the files and stored objects of its topics' study guides and its presenters' images, and none of another course's", async () => {
      const c = await course();
      const units = [await makeUnit(t.db, c), await makeUnit(t.db, c, { position: 1 })];
      const topicsOf = [await makeTopic(t.db, units[0]!), await makeTopic(t.db, units[0]!, { position: 1 }), await makeTopic(t.db, units[1]!)];
      const gone = [];
      for (const topic of topicsOf) gone.push(await makeStudyGuide(t, topic, files.pdf()));
      gone.push(await makeStudyGuide(t, topicsOf[0]!, files.pdf()));
      const kept = await makeStudyGuide(t, await makeTopic(t.db, await makeUnit(t.db, await course())), files.pdf());
      const form = await formBody({ name: 'Bu Dewi' }, { field: 'image', bytes: files.png(), name: 'foto.png' });
      const presenter = await t.app.inject({ method: 'POST', url: `/content/courses/${c.id}/video_presenters`, payload: form.payload, headers: { ...form.headers, ...(await as('editor')) } });
      const imageKey = new URL(presenter.json().image, 'http://pena.test').pathname.replace(/^\/files\//, '');
      expect(await t.storage.size(imageKey)).toBe(files.png().length);
      expect((await del(c.id)).statusCode).toBe(204);

      const fileIds = gone.map((n) => n.file.id);
      expect(await t.db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, fileIds))).toEqual([]);
      expect(await t.db.select().from(lessonDocuments).where(inArray(lessonDocuments.uploadedFileId, fileIds))).toEqual([]);
      for (const { file } of gone) expect(await t.storage.size(file.storageKey)).toBeNull();
      expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, imageKey))).toEqual([]);
      expect(await t.storage.size(imageKey)).toBeNull();
      expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, kept.file.id))).toHaveLength(1);
      expect(await t.storage.size(kept.file.storageKey)).toBe(files.pdf().length);
    });

    it('lets team roles delete only their own courses, with the course delete message otherwise', async () => {
      for (const who of ['editor', 'publisher', 'limited'] as const) {
        const own = await course({ creatorId: s[who].id });
        expect((await del(own.id, who)).statusCode).toBe(204);
        const others = await course({ creatorId: s.admin.id });
        const refused = await del(others.id, who);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('You do not have permission to delete this course.');
      }
      const id = await t.app.inject({
        method: 'DELETE',
        url: `/content/courses/${(await course({ creatorId: s.admin.id })).id}`,
        headers: { ...(await as('editor')), 'accept-language': 'id' },
      });
      expect(id.json().message).toBe('Anda tidak memiliki izin untuk menghapus kursus ini.');
    });

    it('lets any member of an organization without teams delete any course', async () => {
      const open = await makeSchool(t.db, { useTeams: false });
      const c = await makeCourse(t.db, open.org.id, { creatorId: open.admin.id });
      const res = await t.app.inject({ method: 'DELETE', url: `/content/courses/${c.id}`, headers: await headersFor(t.db, open.noRole) });
      expect(res.statusCode).toBe(204);
    });

    it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses a %s with 403', async (who) => {
      expect((await del((await course()).id, who)).statusCode).toBe(403);
    });

    it('refuses users outside a shared course, even where every member may delete', async () => {
      const open = await makeSchool(t.db, { useTeams: false });
      const c = await makeCourse(t.db, open.org.id, { creatorId: open.editor.id, shareEnabled: true, sharedWith: [open.publisher.id] });
      const by = async (who: SchoolRole) =>
        (await t.app.inject({ method: 'DELETE', url: `/content/courses/${c.id}`, headers: await headersFor(t.db, open[who]) })).statusCode;
      expect(await by('noRole')).toBe(403);
      expect(await by('publisher')).toBe(204);
    });

    it("answers 404 for another organization's course and 401 without a session", async () => {
      const other = await makeSchool(t.db);
      const foreign = await makeCourse(t.db, other.org.id);
      expect((await del(foreign.id)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/content/courses/${foreign.id}` })).statusCode).toBe(401);
      expect(await t.db.select({ id: courses.id }).from(courses).where(eq(courses.id, foreign.id))).toHaveLength(1);
    });
  });
});
