import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iconImages } from '../../db/schema/index.ts';
import { ensureSystemIcons } from '../../commands/courseIconSet.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { headersFor, makeCourse, makeSchool, makeSubject, makeTag, type School, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeUser } from '../../test/factories.ts';

describe.each(testDatabaseKinds())('POST /content/courses on %s', (kind) => {
  let t: TestApp;
  let s: School;
  let tag: Record<'g10' | 'g11' | 'a' | 'b' | 'c' | 'd', { id: number }>;
  let subject: { id: number };
  let countrySubject: { id: number };

  beforeAll(async () => {
    t = await testApp(kind);
    s = await makeSchool(t.db);
    const o = s.org.id;
    tag = {
      g11: await makeTag(t.db, o, 'G11', 'grade'),
      g10: await makeTag(t.db, o, 'G10', 'grade'),
      a: await makeTag(t.db, o, 'Kurikulum Merdeka'),
      b: await makeTag(t.db, o, 'Persiapan UTBK'),
      c: await makeTag(t.db, o, 'Remedial'),
      d: await makeTag(t.db, o, 'Pengayaan'),
    };
    subject = await makeSubject(t.db, o, 'Fisika');
    countrySubject = await makeSubject(t.db, null, `Bahasa Inggris ${o}`);
  });
  afterAll(() => t.close());

  const body = (course: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
    course: { name: 'Fisika Kelas XI', ...course },
    coursable_id: s.org.id,
    coursable_type: 'Organization',
    ...rest,
  });
  async function create(payload: unknown, who: SchoolRole = 'editor', extraHeaders: Record<string, string> = {}) {
    return t.app.inject({ method: 'POST', url: '/content/courses', payload: payload as object, headers: { ...(await headersFor(t.db, s[who])), ...extraHeaders } });
  }
  const field = async (payload: unknown, path: string) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty([path]);
    return res.json().fields[path] as string;
  };

  describe('success', () => {
    it('creates a course with tags, subjects and share settings; the actor is its creator', async () => {
      const res = await create(
        body(
          { description: 'Gerak dan gaya' },
          {
            course_tags: [tag.g11.id, tag.g10.id, tag.a.id],
            subjects: [subject.id, countrySubject.id],
            share_settings: { enabled: true, user_ids: [s.limited.id] },
          },
        ),
      );
      expect(res.statusCode).toBe(201);
      const course = res.json();
      expect(course).toMatchObject({
        name: 'Fisika Kelas XI',
        description: 'Gerak dan gaya',
        organization_id: s.org.id,
        status: 'unpublished',
        creator_id: s.editor.id,
        creator: { id: s.editor.id, email: s.editor.email },
        // The grades, in school order, are the level.
        meta: { level: 'G10,G11' },
        grades: [{ name: 'G10' }, { name: 'G11' }],
        share_settings: { enabled: true, user_ids: [s.limited.id] },
        share_enabled: true,
        accessible: true,
        lock_version: 0,
        system: null,
        systems: [],
        preview_video: null,
      });
      expect(course.course_tags.map((x: { id: number }) => x.id)).toEqual([tag.g10.id, tag.g11.id, tag.a.id]);
      expect(course.subjects.map((x: { id: number }) => x.id).sort()).toEqual([subject.id, countrySubject.id].sort());
      const read = await t.app.inject({ url: `/content/courses/${course.id}`, headers: await headersFor(t.db, s.editor) });
      expect(read.json()).toEqual(course);
    });

    it('stores an empty meta when there is nothing to say (§5)', async () => {
      const res = await create(body());
      expect(res.statusCode).toBe(201);
      expect(res.json().meta).toEqual({});
    });

    it('takes systems[0] as the system and gives a course with a system empty preview video strings', async () => {
      const res = await create(body({ systems: ['penaschool', 'penalink'] }));
      expect(res.json()).toMatchObject({ system: 'penaschool', systems: ['penaschool', 'penalink'], meta: {} });
      expect(res.json().preview_video).toEqual({ original_url: '', description: '', presenter: null });
      const single = await create(body({ system: 'penaschool' }));
      expect(single.json()).toMatchObject({ system: 'penaschool', systems: ['penaschool'] });
    });

    it('keeps a time limit on assessment and tryout courses, and defaults it to empty for penaschool', async () => {
      const limited = await create(body({ school_assessment_course: true, assessment_kind: 'assessment', meta: { time_limit: 90 } }));
      expect(limited.statusCode).toBe(201);
      expect(limited.json()).toMatchObject({ school_assessment_course: true, assessment_kind: 'assessment', meta: { time_limit: 90 } });
      const school = await create(body({ school_assessment_course: true, systems: ['penaschool'] }));
      expect(school.json().meta).toEqual({ time_limit: '' });
      const tryout = await create(body({ assessment_kind: 'tryout', meta: { time_limit: 120 } }));
      expect(tryout.json()).toMatchObject({ assessment_kind: 'tryout', school_assessment_course: false, meta: { time_limit: 120 } });
      const otherSystem = await create(body({ school_assessment_course: true, systems: ['lainnya'] }));
      expect(otherSystem.json().meta).toEqual({});
    });

    it('accepts a YouTube or Brightcove introductory video and a system icon', async () => {
      await ensureSystemIcons(t.db);
      const [icon] = await t.db.select().from(iconImages).where(eq(iconImages.name, 'Fisika')).limit(1);
      const res = await create(
        body({
          introductory_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          preview_video: { original_url: 'https://players.brightcove.net/1/default_default/index.html?videoId=2', description: 'Perkenalan', presenter: null },
          icon_image_id: icon!.id,
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ introductory_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', icon_image_id: icon!.id, icon_url: '/icons/fisika.svg' });
    });

    it.each(['admin', 'publisher', 'editor', 'limited'] as const)('lets a %s create courses and assessment courses', async (who) => {
      expect((await create(body(), who)).statusCode).toBe(201);
      expect((await create(body({ school_assessment_course: true }), who)).statusCode).toBe(201);
    });

    it('lets every member of an organization without teams create courses', async () => {
      const open = await makeSchool(t.db, { useTeams: false });
      const res = await t.app.inject({
        method: 'POST',
        url: '/content/courses',
        payload: { course: { name: 'Sejarah' }, coursable_id: open.org.id, coursable_type: 'Organization' },
        headers: await headersFor(t.db, open.noRole),
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('422 for each rule', () => {
    it('needs a name', async () => {
      expect(await field(body({ name: '  ' }), 'course.name')).toBe('Required');
    });

    it('refuses a time limit on a course that is not an assessment or tryout', async () => {
      expect(await field(body({ meta: { time_limit: 60 } }), 'course.meta.time_limit')).toMatch(/only for assessment and tryout/);
    });

    it('refuses a fourth other tag, with a clear message in the user’s language', async () => {
      const four = body({}, { course_tags: [tag.a.id, tag.b.id, tag.c.id, tag.d.id] });
      expect(await field(four, 'course_tags')).toBe('A course can have at most three other tags');
      const res = await create(four, 'editor', { 'accept-language': 'id' });
      expect(res.json().fields.course_tags).toBe('Satu kursus paling banyak memiliki tiga tag lain');
      // Three other tags and any number of grades are fine.
      expect((await create(body({}, { course_tags: [tag.a.id, tag.b.id, tag.c.id, tag.g10.id, tag.g11.id] }))).statusCode).toBe(201);
    });

    it("refuses unknown tags and another organization's tags", async () => {
      const other = await makeSchool(t.db);
      const foreign = await makeTag(t.db, other.org.id, 'Asing');
      expect(await field(body({}, { course_tags: [foreign.id] }), 'course_tags')).toMatch(/Not found/);
      expect(await field(body({}, { course_tags: [999_999] }), 'course_tags')).toMatch(/Not found/);
    });

    it("refuses another organization's subjects and another country's", async () => {
      const other = await makeSchool(t.db);
      const foreign = await makeSubject(t.db, other.org.id, 'Kimia');
      const philippine = await makeSubject(t.db, null, `Filipino ${s.org.id}`, 'PH');
      expect(await field(body({}, { subjects: [foreign.id] }), 'subjects')).toMatch(/Not found/);
      expect(await field(body({}, { subjects: [philippine.id] }), 'subjects')).toMatch(/Not found/);
    });

    it('shares only with members of the organization', async () => {
      const stranger = await makeUser(t.db);
      expect(await field(body({}, { share_settings: { enabled: true, user_ids: [stranger.id] } }), 'share_settings.user_ids')).toMatch(/members/);
    });

    it('wants the system to be the first of the systems', async () => {
      expect(await field(body({ system: 'penaschool', systems: ['lainnya', 'penaschool'] }), 'course.system')).toMatch(/first/);
    });

    it('wants YouTube or Brightcove video addresses', async () => {
      expect(await field(body({ introductory_video_url: 'https://vimeo.com/1234' }), 'course.introductory_video_url')).toMatch(/YouTube or Brightcove/);
      expect(await field(body({ preview_video: { original_url: 'javascript:alert(1)', description: '', presenter: null } }), 'course.preview_video.original_url')).toMatch(
        /YouTube/,
      );
    });

    it("refuses another organization's icon, an icon address of its own and a presenter from elsewhere", async () => {
      const other = await makeSchool(t.db);
      const [icon] = await t.db.insert(iconImages).values({ organizationId: other.org.id, name: 'logo', url: '/files/x' }).returning();
      expect(await field(body({ icon_image_id: icon!.id }), 'course.icon_image_id')).toMatch(/Not found/);
      expect(await field(body({ icon_url: 'https://example.com/a.png' }), 'course.icon_url')).toBe('Not valid');
      expect(await field(body({ preview_video: { original_url: '', description: '', presenter: 1 } }), 'course.preview_video.presenter')).toMatch(/Not found/);
    });

    it('names every broken rule at once', async () => {
      const res = await create(body({ meta: { time_limit: 5 } }, { course_tags: [999_999], subjects: [999_999] }));
      expect(Object.keys(res.json().fields).sort()).toEqual(['course.meta.time_limit', 'course_tags', 'subjects']);
    });

    it.each([
      [{ course: { name: 'x' }, coursable_type: 'Organization' }, 'coursable_id'],
      [{ course: { name: 'x' }, coursable_id: 1, coursable_type: 'User' }, 'coursable_type'],
      [{ course: { name: 'x', assessment_kind: 'quiz' }, coursable_id: 1, coursable_type: 'Organization' }, 'course.assessment_kind'],
    ])('refuses a malformed body (%j)', async (payload, path) => {
      expect(await field(payload, path)).toBeTruthy();
    });
  });

  describe('refusals', () => {
    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/content/courses', payload: body() })).statusCode).toBe(401);
    });

    it.each(['noRole', 'restricted', 'unapproved'] as const)('refuses a %s with 403', async (who) => {
      const res = await create(body(), who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('permission_error');
    });

    it('refuses an assessment course where the organization cannot manage assessments, even to its admin', async () => {
      const plain = await makeSchool(t.db, { features: [] });
      const payload = { course: { name: 'Asesmen', school_assessment_course: true }, coursable_id: plain.org.id, coursable_type: 'Organization' };
      const res = await t.app.inject({ method: 'POST', url: '/content/courses', payload, headers: await headersFor(t.db, plain.admin) });
      expect(res.statusCode).toBe(403);
      const tryout = { ...payload, course: { name: 'Tryout', assessment_kind: 'tryout' } };
      expect((await t.app.inject({ method: 'POST', url: '/content/courses', payload: tryout, headers: await headersFor(t.db, plain.admin) })).statusCode).toBe(403);
    });

    it('answers 404 for an organization the actor is not a member of', async () => {
      const other = await makeSchool(t.db);
      await makeCourse(t.db, other.org.id);
      const res = await create({ ...body(), coursable_id: other.org.id }, 'admin');
      expect(res.statusCode).toBe(404);
    });
  });
});
