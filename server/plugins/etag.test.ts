// The API's reads revalidate: a weak ETag over what the reply says, 304 to a matching
// If-None-Match for the same caller while nothing changed, a full reply after a change,
// and never a 304 in place of a refusal.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNT_HEADER } from '../../domain/constants.ts';
import { courses } from '../db/schema/index.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeTopicWithLesson } from '../test/contentFactories.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { schoolApp } from '../test/schoolApp.ts';
import { noneMatch } from './etag.ts';

describe('noneMatch', () => {
  it('compares weakly, through a list and for *', () => {
    expect(noneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(noneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(noneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(noneMatch('*', 'W/"abc"')).toBe(true);
    expect(noneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(noneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});

describe.each(testDatabaseKinds())('revalidated API reads on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const courseWithTopic = async () => {
    const course = await makeCourse(t.db, s.org.id, { name: 'Kimia Kelas XI' });
    const unit = await makeUnit(t.db, course);
    const topic = await makeTopicWithLesson(t.db, unit);
    await fillTopic(t.db, topic, { pages: 2, questions: 3 });
    return { course, topic };
  };

  it.each([
    ['the course tree', (c: { course: { id: number } }) => `/content/courses/${c.course.id}/show_tree`],
    ['a topic', (c: { topic: { id: number } }) => `/content/topics/${c.topic.id}`],
    ['the course list', () => `/content/organizations/${s.org.id}/courses`],
    ['the member list', () => `/content/organizations/${s.org.id}/members`],
    ['the failed questions', () => `/content/organizations/${s.org.id}/failed_questions`],
  ])('answers %s 304 to its own ETag, private and revalidated every time', async (_, urlOf) => {
    const url = urlOf(await courseWithTopic());
    const headers = await headersFor(t.db, s.admin);
    const first = await t.app.inject({ url, headers });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await t.app.inject({ url, headers: { ...headers, 'if-none-match': etag, 'accept-encoding': 'br, gzip' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 200 with a new ETag once the course changed', async () => {
    const { course } = await courseWithTopic();
    const url = `/content/courses/${course.id}/show_tree`;
    const headers = await headersFor(t.db, s.editor);
    const before = await t.app.inject({ url, headers });
    const etag = before.headers.etag as string;
    expect((await t.app.inject({ url, headers: { ...headers, 'if-none-match': etag } })).statusCode).toBe(304);

    await t.db.update(courses).set({ name: 'Kimia Kelas XII' }).where(eq(courses.id, course.id));
    const after = await t.app.inject({ url, headers: { ...headers, 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().name).toBe('Kimia Kelas XII');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('answers 200 when a list page stays the same but its totals change', async () => {
    const school = await makeSchool(t.db);
    for (let i = 1; i <= 15; i++) await makeCourse(t.db, school.org.id, { name: `Aljabar ${String(i).padStart(2, '0')}` });
    const url = `/content/organizations/${school.org.id}/courses`;
    const headers = await headersFor(t.db, school.admin);
    const first = await t.app.inject({ url, headers });
    expect(first.headers[COUNT_HEADER.toLowerCase()]).toBe('15');

    await makeCourse(t.db, school.org.id, { name: 'Zoologi' });
    const after = await t.app.inject({ url, headers: { ...headers, 'if-none-match': first.headers.etag as string } });
    expect(after.body).toBe(first.body);
    expect(after.statusCode).toBe(200);
    expect(after.headers[COUNT_HEADER.toLowerCase()]).toBe('16');
  });

  it("gives a refusal, not a 304, to a caller of the wrong role or organization sending another's ETag", async () => {
    const url = `/content/organizations/${s.org.id}/members`;
    const admin = await t.app.inject({ url, headers: await headersFor(t.db, s.admin) });
    const etag = admin.headers.etag as string;
    expect(etag).toBeTruthy();

    const restricted = await t.app.inject({ url, headers: { ...(await headersFor(t.db, s.restricted)), 'if-none-match': etag } });
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json().error).toBe('permission_error');
    expect(restricted.headers.etag).toBeUndefined();
    const starred = await t.app.inject({ url, headers: { ...(await headersFor(t.db, s.restricted)), 'if-none-match': '*' } });
    expect(starred.statusCode).toBe(403);

    const other = await makeSchool(t.db);
    const outsider = await t.app.inject({ url, headers: { ...(await headersFor(t.db, other.admin)), 'if-none-match': etag } });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.headers.etag).toBeUndefined();
  });

  it('tags no write, and leaves a no-store read (a preview link) untagged', async () => {
    const { topic } = await courseWithTopic();
    const headers = await headersFor(t.db, s.admin);
    const link = await t.app.inject({ method: 'POST', url: `/content/topics/${topic.id}/preview`, headers });
    expect(link.statusCode).toBe(201);
    expect(link.headers.etag).toBeUndefined();
    const preview = await t.app.inject({ url: `/preview/${link.json().token}`, headers: { 'if-none-match': '*' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers.etag).toBeUndefined();
  });
});
