// The course form's §3 fields end to end through PUT and POST /content/courses: preview
// video (address, description, a presenter of this course), systems (the first is the
// system), publish-to system, course set and subset, introductory video; §5 video URL rules
// (YouTube or Brightcove only) with field-level 422 messages in the user's language.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, videoPresenters } from '../../db/schema/index.ts';
import { headersFor, makeCourse, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { schoolApp } from '../../test/schoolApp.ts';

describe.each(testDatabaseKinds())('course form fields on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const as = (who: SchoolRole) => headersFor(t.db, s[who]);
  const version = async (id: number) => (await t.db.select({ v: courses.lockVersion }).from(courses).where(eq(courses.id, id)))[0]!.v;
  const put = async (id: number, course: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/content/courses/${id}`,
      payload: { course, lock_version: await version(id) },
      headers: { ...(await as('editor')), ...headers },
    });
  const get = async (id: number) => (await t.app.inject({ url: `/content/courses/${id}`, headers: await as('editor') })).json();
  const course = (opts: Parameters<typeof makeCourse>[2] = {}) => makeCourse(t.db, s.org.id, { creatorId: s.editor.id, ...opts });
  const presenter = async (courseId: number, name = 'Bu Dewi') =>
    (await t.db.insert(videoPresenters).values({ organizationId: s.org.id, courseId, name }).returning())[0]!;

  it('saves every field the form sends and shows them back', async () => {
    const c = await course();
    const p = await presenter(c.id);
    const res = await put(c.id, {
      name: 'Fisika Kelas XI',
      preview_video: { original_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Kenalan dengan Bu Dewi', presenter: p.id },
      systems: ['penaschool', 'penalink'],
      publish_to_system: 'penalink',
      course_set_id: 12,
      course_subset_id: 34,
      introductory_video_url: 'https://players.brightcove.net/1234/default_default/index.html?videoId=5678',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      preview_video: { original_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Kenalan dengan Bu Dewi', presenter: p.id },
      system: 'penaschool',
      systems: ['penaschool', 'penalink'],
      publish_to_system: 'penalink',
      course_set_id: 12,
      course_subset_id: 34,
      introductory_video_url: 'https://players.brightcove.net/1234/default_default/index.html?videoId=5678',
    };
    expect(res.json()).toMatchObject(expected);
    expect(await get(c.id)).toMatchObject(expected);
  });

  it('clears what the form clears; a course with a system keeps empty preview strings (§3)', async () => {
    const c = await course({ system: 'penaschool', systems: ['penaschool'], courseSetId: 3 });
    const res = await put(c.id, { preview_video: null, publish_to_system: null, course_set_id: null, course_subset_id: null, introductory_video_url: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      preview_video: { original_url: '', description: '', presenter: null },
      publish_to_system: null,
      course_set_id: null,
      introductory_video_url: null,
      system: 'penaschool',
    });
    const plain = await course();
    expect((await put(plain.id, { preview_video: null, systems: [] })).json()).toMatchObject({ preview_video: null, system: null, systems: [] });
  });

  it.each([
    ['a Vimeo address', 'https://vimeo.com/123456'],
    ['a product video (pages only)', 'pena:intro-01'],
    ['a YouTube address without a video', 'https://www.youtube.com/'],
    ['a YouTube channel page', 'https://www.youtube.com/@penaschool'],
    ['a Brightcove short link that names no video', 'https://bcove.video/3abc'],
    ['script', 'javascript:alert(1)'],
  ])('refuses %s as the preview or introductory video, naming the field in en and id', async (_, url) => {
    const c = await course();
    const bad = await put(c.id, { preview_video: { original_url: url, description: '', presenter: null }, introductory_video_url: url });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({
      'course.preview_video.original_url': 'Enter a YouTube or Brightcove video address',
      'course.introductory_video_url': 'Enter a YouTube or Brightcove video address',
    });
    const id = await put(c.id, { introductory_video_url: url }, { 'accept-language': 'id' });
    expect(id.json().fields['course.introductory_video_url']).toBe('Masukkan alamat video YouTube atau Brightcove');
    expect((await get(c.id)).introductory_video_url).toBeNull();
  });

  it("refuses a presenter of another course, and any presenter on a new course", async () => {
    const c = await course();
    const other = await course();
    const foreign = await presenter(other.id, 'Pak Budi');
    const bad = await put(c.id, { preview_video: { original_url: '', description: '', presenter: foreign.id } }, { 'accept-language': 'id' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(['course.preview_video.presenter']);
    expect(bad.json().fields['course.preview_video.presenter']).toMatch(/\S/);
    const created = await t.app.inject({
      method: 'POST',
      url: '/content/courses',
      payload: { course: { name: 'Baru', preview_video: { original_url: '', description: '', presenter: foreign.id } }, coursable_id: s.org.id, coursable_type: 'Organization' },
      headers: await as('editor'),
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().fields).toHaveProperty(['course.preview_video.presenter']);
  });

  it('refuses bad shapes with 422 naming the field, never a 500', async () => {
    const c = await course();
    for (const [body, path] of [
      [{ course_set_id: -1 }, 'course.course_set_id'],
      [{ course_subset_id: 'abc' }, 'course.course_subset_id'],
      [{ systems: ['x'.repeat(65)] }, 'course.systems.0'],
      [{ publish_to_system: 'x'.repeat(65) }, 'course.publish_to_system'],
      [{ preview_video: { original_url: 'youtube:dQw4w9WgXcQ' } }, 'course.preview_video.description'],
    ] as const) {
      const res = await put(c.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty([path]);
    }
  });
});
