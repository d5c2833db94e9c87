// §1: Pena works at whatever address the browser reaches it on, not only PUBLIC_URL. Upload
// forms and file addresses in replies are relative (`/storage/upload`, `/files/<key>`), so an
// upload or an icon works at http://127.0.0.1:3000 too when PUBLIC_URL is localhost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../../storage/fixtures/files.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { makeLessonTopic, sessions } from '../../test/pageFactories.ts';
import { formBody, makeCourse, makeSchool, type School } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

const PUBLIC_URL = 'http://localhost:3000';

describe.each(testDatabaseKinds())('file addresses on %s, PUBLIC_URL being localhost', (kind) => {
  let t: TestApp;
  let s: School;
  let headers: ReturnType<typeof sessions>;
  beforeAll(async () => {
    t = await testApp(kind, { PUBLIC_URL });
    s = await makeSchool(t.db);
    headers = sessions(t.db, s);
  });
  afterAll(() => t?.close());

  const noAbsoluteFileUrls = (body: string) => {
    expect(body).not.toContain('localhost');
    expect(body).not.toMatch(/https?:\/\/[^"]*\/(files|storage)\//);
  };

  async function upload(topicId: number, purpose: 'image' | 'study_guide', bytes: Buffer) {
    const form = await t.app.inject({ url: `/map/topics/${topicId}/upload_form_values.json?purpose=${purpose}`, headers: await headers('editor') });
    expect(form.statusCode).toBe(200);
    noAbsoluteFileUrls(form.body);
    const { url, form_fields } = form.json() as { url: string; form_fields: Record<string, string> };
    expect(url).toBe('/storage/upload');
    const posted = await t.app.inject({ method: 'POST', url, ...(await formBody(form_fields, { field: 'file', bytes, name: 'f' })) });
    expect(posted.statusCode).toBe(201);
    noAbsoluteFileUrls(posted.body);
    return form_fields.key!;
  }

  it('hands out a relative upload form, and relative addresses for media, study guides and the topic', async () => {
    const { topic } = await makeLessonTopic(t.db, s.org.id);
    const imageKey = await upload(topic.id, 'image', files.png());
    const media = await t.app.inject({ method: 'POST', url: `/map/topics/${topic.id}/media`, payload: { file_key: imageKey, filename: 'a.png', purpose: 'image' }, headers: await headers('editor') });
    expect(media.statusCode).toBe(201);
    expect(media.json().url).toBe(`/files/${imageKey}`);

    const guideKey = await upload(topic.id, 'study_guide', files.pdf());
    const studyGuide = await t.app.inject({ method: 'POST', url: `/map/topics/${topic.id}/notes`, payload: { file_key: guideKey, name: 'Modul' }, headers: await headers('editor') });
    expect(studyGuide.statusCode).toBe(201);
    expect(studyGuide.json().url).toBe(`/files/${guideKey}`);

    const shown = await t.app.inject({ url: `/content/topics/${topic.id}`, headers: await headers('editor') });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`"/files/${guideKey}"`);
    noAbsoluteFileUrls(shown.body);
  });

  it('stores and answers a course icon and a presenter image by relative address', async () => {
    const iconForm = await formBody({}, { field: 'image', bytes: files.png(), name: 'logo.png' });
    const icon = await t.app.inject({ method: 'POST', url: `/content/organizations/${s.org.id}/icon_images`, payload: iconForm.payload, headers: { ...iconForm.headers, ...(await headers('editor')) } });
    expect(icon.statusCode).toBe(201);
    expect(icon.json().url).toMatch(/^\/files\/org\/\d+\/course_icon\/[0-9a-f-]{36}$/);

    const created = await t.app.inject({
      method: 'POST',
      url: '/content/courses',
      payload: { course: { name: 'Berikon', icon_image_id: icon.json().id }, coursable_id: s.org.id, coursable_type: 'Organization' },
      headers: await headers('editor'),
    });
    expect(created.statusCode).toBe(201);
    const course = await t.app.inject({ url: `/content/courses/${created.json().id}`, headers: await headers('editor') });
    expect(course.json().icon_url).toBe(icon.json().url);
    noAbsoluteFileUrls(course.body);
    const served = await t.app.inject({ url: course.json().icon_url });
    expect(served.statusCode).toBe(200);

    const own = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id, system: 'penaschool', systems: ['penaschool'] });
    const presenterForm = await formBody({ name: 'Bu Dewi' }, { field: 'image', bytes: files.png(), name: 'foto.png' });
    const presenter = await t.app.inject({ method: 'POST', url: `/content/courses/${own.id}/video_presenters`, payload: presenterForm.payload, headers: { ...presenterForm.headers, ...(await headers('editor')) } });
    expect(presenter.statusCode).toBe(201);
    expect(presenter.json().image).toMatch(/^\/files\//);
    noAbsoluteFileUrls(presenter.body);
  });
});
