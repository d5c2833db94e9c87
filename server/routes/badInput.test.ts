// Bad input is the client's error, never the server's (docs/product/design.md#api-conventions):
// ids past the 32-bit columns, instants past what a Date holds, NUL characters (which PostgreSQL
// cannot store), malformed file keys and truncated multipart bodies each get a 4xx; a 422 names the
// field. The shared wire types behind this are in domain/schemas/primitives.ts.
import { describe, expect, it } from 'vitest';
import { INT4_MAX, MAX_EPOCH_MS } from '../../domain/schemas/primitives.ts';
import * as files from '../storage/fixtures/files.ts';
import { presignUpload } from '../storage/uploads.ts';
import { uploadObject } from '../test/pageFactories.ts';
import { formBody, headersFor, makeUnit, makeCourse, makeTopic } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { schoolApp } from '../test/schoolApp.ts';

const BIG = INT4_MAX + 1;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(testDatabaseKinds())('bad input on %s', (kind) => {
  const { t, s } = schoolApp(kind);
  const admin = () => headersFor(t.db, s.admin);
  const send = async (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(await admin()), ...headers } });
  const fixtures = async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id });
    const unit = await makeUnit(t.db, course);
    const topic = await makeTopic(t.db, unit);
    return { course, unit, topic };
  };

  describe('ids are bounded to the 32-bit columns', () => {
    it('every path id past 2147483647 is a 422 naming it, on every route of the API document', async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const checked: string[] = [];
      for (const [path, operations] of Object.entries(doc.paths)) {
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        for (const method of Object.keys(operations)) {
          for (const name of names.filter((n) => n !== 'action')) {
            const url = path.replace(/\{(\w+)\}/g, (_, n: string) => (n === 'action' ? 'add' : n === name ? String(BIG) : '1'));
            const res = await send(method.toUpperCase() as Method, url, method === 'get' || method === 'delete' ? undefined : {});
            expect({ route: `${method} ${path}`, status: res.statusCode, field: res.json().fields?.[name] }).toEqual({
              route: `${method} ${path}`,
              status: 422,
              field: 'Not valid',
            });
            checked.push(`${method} ${path}`);
          }
        }
      }
      expect(checked.length).toBeGreaterThan(40);
    });

    it('the largest id is an ordinary missing record, not an overflow', async () => {
      for (const url of ['/content/courses', '/content/bundles', '/content/topics', '/content/chapters', '/map/questions', '/map/passages']) {
        expect((await send('GET', `${url}/${INT4_MAX}`)).statusCode).toBe(404);
      }
    });

    it('ids, versions and positions in bodies and bracket arrays are 422 naming the field', async () => {
      const { course, unit, topic } = await fixtures();
      const org = s.org.id;
      const cases: [Method, string, object | undefined, string][] = [
        ['POST', '/content/courses', { course: { name: 'K' }, coursable_id: BIG, coursable_type: 'Organization' }, 'coursable_id'],
        ['POST', '/content/courses', { course: { name: 'K' }, coursable_id: org, coursable_type: 'Organization', course_tags: [BIG] }, 'course_tags.0'],
        ['PUT', `/content/courses/${course.id}`, { share_settings: { enabled: true, user_ids: [BIG] }, lock_version: 0 }, 'share_settings.user_ids.0'],
        ['PUT', `/content/courses/${course.id}`, { course: { icon_image_id: BIG }, lock_version: 0 }, 'course.icon_image_id'],
        ['PUT', `/content/courses/${course.id}`, { course: { name: 'K' }, lock_version: BIG }, 'lock_version'],
        ['PUT', `/content/courses/${course.id}`, { course: { preview_video: { original_url: 'youtube:dQw4w9WgXcQ', description: '', presenter: BIG } }, lock_version: 0 }, 'course.preview_video.presenter'],
        ['POST', '/content/bundles', { course_id: BIG, name: 'U' }, 'course_id'],
        ['PUT', '/content/bundles/reorder.json', { course_id: course.id, order: [BIG] }, 'order.0'],
        ['PUT', `/content/bundles/${unit.id}`, { name: 'U', lock_version: BIG }, 'lock_version'],
        ['POST', '/content/topics', { bundle_id: BIG, name: 'T' }, 'bundle_id'],
        ['PATCH', `/content/topics/${topic.id}`, { bundle_id: BIG, lock_version: 0 }, 'bundle_id'],
        ['PUT', `/content/topics/${topic.id}`, { name: 'T', lock_version: BIG }, 'lock_version'],
        ['POST', '/content/chapters', { topic_id: BIG, type: 'text', title: 'P' }, 'topic_id'],
        ['POST', '/content/chapters', { topic_id: topic.id, type: 'video', title: 'P', video_url: 'youtube:dQw4w9WgXcQ', duration: BIG }, 'duration'],
        ['POST', '/content/chapters', { topic_id: topic.id, type: 'text', title: 'P', content: `<p><img src="/files/x" data-media-id="${BIG}"></p>` }, 'content'],
        ['PUT', `/content/topics/${topic.id}/chapters/reorder.json`, { order: [BIG] }, 'order.0'],
        ['POST', '/map/questions', { topic_id: BIG, type: 'essay' }, 'topic_id'],
        ['POST', '/map/passages', { topic_id: BIG, title: 'B' }, 'topic_id'],
        ['DELETE', `/content/organizations/${org}/delete_course_tags`, { course_tag_ids: [BIG] }, 'course_tag_ids.0'],
        ['DELETE', `/content/organizations/${org}/delete_subjects`, { subject_ids: [BIG] }, 'subject_ids.0'],
        ['DELETE', `/map/topics/${topic.id}/delete_notes`, { note_id: BIG }, 'note_id'],
        ['GET', `/content/organizations/${org}/courses?course_tag_ids[]=${BIG}`, undefined, 'course_tag_ids.0'],
        ['GET', `/content/organizations/${org}/courses?user_ids[]=${BIG}`, undefined, 'user_ids.0'],
        ['GET', `/content/organizations/${org}/courses?subject_ids=${BIG}`, undefined, 'subject_ids.0'],
        ['GET', `/content/organizations/${org}/courses?course_set_id=${BIG}`, undefined, 'course_set_id'],
        ['GET', `/importing/organizations/${org}/courses?organization_id=${BIG}`, undefined, 'organization_id'],
        ['GET', `/map/topics?bundle_id=${BIG}`, undefined, 'bundle_id'],
        ['GET', `/users/show_current?organization_id=${BIG}`, undefined, 'organization_id'],
      ];
      for (const [method, url, payload, field] of cases) {
        const res = await send(method, url, payload);
        expect({ url, payload, status: res.statusCode, has: Object.keys(res.json().fields ?? {}) }).toMatchObject({ url, status: 422, has: expect.arrayContaining([field]) });
      }
    });

    it('a login naming an organization past the columns is a 422', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/map/auth', payload: { email: 'a@b.id', password: 'x', organization_id: BIG } });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty('organization_id');
    });
  });

  describe('instants are bounded to the end of year 9999', () => {
    it.each(['created_from', 'created_to', 'published_from', 'published_to'])('%s past it is a 422 naming it; the bound itself is fine', async (field) => {
      const list = (ms: number) => send('GET', `/content/organizations/${s.org.id}/courses?${field}=${ms}`);
      for (const ms of [MAX_EPOCH_MS + 1, 8_640_000_000_000_001]) {
        const bad = await list(ms);
        expect(bad.statusCode).toBe(422);
        expect(bad.json().fields).toHaveProperty(field);
      }
      expect((await list(MAX_EPOCH_MS)).statusCode).toBe(200);
    });
  });

  describe('NUL characters are refused in any text, at their path, in the caller language', () => {
    it('in a login, before any session', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/map/auth', payload: { email: 'a\u0000b', password: 'x' }, headers: { 'accept-language': 'id' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ email: 'Tidak boleh berisi karakter NUL' });
    });

    it('in rich text, nested documents, object keys, query strings and path params', async () => {
      const { course, topic } = await fixtures();
      const cases: [Method, string, object | undefined, string][] = [
        ['PUT', `/content/courses/${course.id}`, { course: { description: '<p>a\u0000</p>' }, lock_version: 0 }, 'course.description'],
        ['POST', '/content/courses', { course: { name: 'K\u0000' }, coursable_id: s.org.id, coursable_type: 'Organization' }, 'course.name'],
        ['POST', '/content/chapters', { topic_id: topic.id, type: 'text', title: 'P', content: '<p>x</p>', sections: [{ content: 'a\u0000' }] }, 'sections.0.content'],
        ['POST', '/map/questions', { topic_id: topic.id, type: 'multiple_choice', answers: [{ content: '<p>\u0000</p>' }] }, 'answers.0.content'],
        ['PUT', `/content/topics/${topic.id}`, { name: 'T', 'x\u0000': 1 }, 'x\u0000'],
        ['GET', `/content/organizations/${s.org.id}/courses?q=a%00b`, undefined, 'q'],
        ['GET', `/content/organizations/${s.org.id}/validate_subject?subject_name=%00`, undefined, 'subject_name'],
        ['GET', '/files/org/1/image/%00', undefined, '*'],
      ];
      for (const [method, url, payload, field] of cases) {
        const res = await send(method, url, payload);
        expect({ url, status: res.statusCode, field: res.json().fields?.[field] }).toEqual({ url, status: 422, field: 'Must not contain the NUL character' });
      }
    });

    it('in the text fields of a multipart form', async () => {
      const { course } = await fixtures();
      const form = await formBody({ name: 'Bu Sari\u0000', description: '' });
      const res = await t.app.inject({ method: 'POST', url: `/content/courses/${course.id}/video_presenters`, ...form, headers: { ...form.headers, ...(await admin()) } });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ name: 'Must not contain the NUL character' });
    });
  });

  describe('file keys from the client have the shape the server gives them', () => {
    it.each([
      ['a 300-character key', (org: number) => `org/${org}/image/${'a'.repeat(300)}`],
      ['a key that is not a UUID', (org: number) => `org/${org}/image/photo.png`],
      ['a key of another purpose', (org: number) => `org/${org}/study_guide/6f1c1b1e-8a8e-4c1e-9d1e-0a6a1d3b2c4f`],
    ])('%s is a 422 on file_key', async (_, key) => {
      const { topic } = await fixtures();
      // Objects of both purposes exist, so their folders do too (a long name then fails on its own length).
      await uploadObject(t, s.org.id, 'image', files.png(), 'a.png');
      await uploadObject(t, s.org.id, 'study_guide', files.pdf(), 'a.pdf');
      for (const url of [`/map/topics/${topic.id}/media`, `/map/topics/${topic.id}/notes`]) {
        const res = await send('POST', url, { file_key: key(s.org.id), purpose: 'image', name: 'N' });
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toHaveProperty('file_key');
      }
    });

    it('a file address with an over-long name is a 404', async () => {
      await uploadObject(t, s.org.id, 'image', files.png(), 'a.png');
      expect((await t.app.inject({ url: `/files/org/${s.org.id}/image/${'a'.repeat(300)}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/files/org/1/image/${'a'.repeat(300)}` })).statusCode).toBe(404);
    });
  });

  describe('a truncated multipart body is a 4xx', () => {
    const truncated = async (fields: Record<string, string>, file: { field: string; name: string }) => {
      const form = await formBody(fields, { ...file, bytes: Buffer.alloc(2000, 1), type: 'image/png' });
      return { payload: form.payload.subarray(0, form.payload.length - 1500), headers: form.headers };
    };

    it('on POST /storage/upload, without a session', async () => {
      const post = await presignUpload({ storage: t.storage }, s.org.id, 'image');
      const form = await truncated(post.form_fields, { field: 'file', name: 'a.png' });
      const res = await t.app.inject({ method: 'POST', url: '/storage/upload', ...form });
      expect(res.statusCode).toBe(400);
    });

    it('on the multipart routes that take files', async () => {
      const { course } = await fixtures();
      const urls = [`/content/courses/${course.id}/video_presenters`, `/content/organizations/${s.org.id}/icon_images`];
      for (const url of urls) {
        const form = await truncated({ name: 'Bu Sari' }, { field: 'image', name: 'a.png' });
        const res = await t.app.inject({ method: 'POST', url, ...form, headers: { ...form.headers, ...(await admin()) } });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 422 });
      }
    });
  });
});
