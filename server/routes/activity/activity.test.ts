// GET /content/courses/{id}/activity and GET /content/organizations/{id}/activity: the acts
// of the content and member routes, each a line written in the act's transaction, newest
// first, filtered by person, kind and time, paged per §9; a deleted item keeps its line.
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../domain/schemas/history.ts';
import { createTeam } from '../../commands/accountAdmin.ts';
import { activityEvents } from '../../db/schema/index.ts';
import { headersFor, makeCourse, makeSchool, makeTopic, makeUnit, type SchoolRole } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { makeMember } from '../../test/factories.ts';
import { makePublishableCourse, runPublishing, selectionOf } from '../../test/publishFactories.ts';
import { fullQuestion } from '../../test/questionFactories.ts';
import { schoolApp } from '../../test/schoolApp.ts';

const line = (e: ActivityEvent) => `${e.kind} ${e.item_type} ${e.item_title}`;

describe.each(testDatabaseKinds())('activity feeds on %s', (kind) => {
  const { t, s } = schoolApp(kind);

  const as = async (who: SchoolRole | null) => (who ? await headersFor(t.db, s[who]) : {});
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SchoolRole | null, payload?: object) =>
    t.app.inject({ method, url, headers: await as(who), ...(payload ? { payload } : {}) });
  const ok = async (method: 'POST' | 'PUT' | 'DELETE', url: string, who: SchoolRole, payload?: object) => {
    const res = await call(method, url, who, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.statusCode === 204 ? null : (res.json() as { id: number });
  };
  const feed = async (courseId: number, query = '', who: SchoolRole | null = 'admin', extra: Record<string, string> = {}) =>
    t.app.inject({ url: `/content/courses/${courseId}/activity${query ? `?${query}` : ''}`, headers: { ...(await as(who)), ...extra } });
  const orgFeed = async (orgId: number, query = '', who: SchoolRole | null = 'admin', extra: Record<string, string> = {}) =>
    t.app.inject({ url: `/content/organizations/${orgId}/activity${query ? `?${query}` : ''}`, headers: { ...(await as(who)), ...extra } });
  const events = (res: { json(): unknown }) => res.json() as ActivityEvent[];

  /** A course with a few lines made by hand: who, what and when are known. */
  async function seededCourse(lines: { actorId: number | null; kind: ActivityEvent['kind']; at: string; title?: string }[]) {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id });
    await t.db.insert(activityEvents).values(
      lines.map((l, i) => ({
        organizationId: s.org.id,
        courseId: course.id,
        actorId: l.actorId,
        kind: l.kind,
        itemType: 'page' as const,
        itemId: 1000 + i,
        itemTitle: l.title ?? `Halaman ${i + 1}`,
        createdAt: new Date(l.at),
      })),
    );
    return course;
  }

  it("records each act of the course's routes, newest first, with who did it; a deleted item keeps its line", async () => {
    const course = await makeCourse(t.db, s.org.id, { name: 'Biologi', creatorId: s.admin.id });
    const unit = (await ok('POST', '/content/bundles', 'publisher', { course_id: course.id, name: 'Bab Sel' }))!;
    const topic = (await ok('POST', '/content/topics', 'publisher', { bundle_id: unit.id, name: 'Organel' }))!;
    const first = (await ok('POST', '/content/chapters', 'editor', { topic_id: topic.id, type: 'text', title: 'Mitokondria', content: '<p>Isi</p>' }))!;
    const second = (await ok('POST', '/content/chapters', 'editor', { topic_id: topic.id, type: 'text', title: 'Ribosom', content: '<p>Isi</p>' }))!;
    await ok('PUT', `/content/topics/${topic.id}/chapters/reorder.json`, 'editor', { order: [second.id, first.id] });
    await ok('DELETE', `/content/chapters/${first.id}`, 'admin');
    const question = (await ok('POST', '/map/questions', 'editor', { topic_id: topic.id, ...fullQuestion('true_or_false') }))!;
    await ok('DELETE', `/map/questions/${question.id}`, 'admin');

    const res = await feed(course.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pena-count']).toBe('8');
    expect(res.headers['x-pena-pages']).toBe('1');
    const body = events(res);
    expect(body.map((e) => `${e.kind} ${e.item_type}`)).toEqual([
      'deleted question',
      'created question',
      'deleted page',
      'reordered topic',
      'created page',
      'created page',
      'created topic',
      'created unit',
    ]);
    // The page is gone; its line keeps its title and id.
    expect(body[2]).toMatchObject({ item_id: first.id, item_title: 'Mitokondria', actor: { id: s.admin.id, name: s.admin.name }, details: {} });
    expect(body[3]).toMatchObject({ item_id: topic.id, item_title: 'Organel', details: { items: 'pages', order: [second.id, first.id] } });
    expect(body[4]).toMatchObject({ item_title: 'Ribosom', actor: { id: s.editor.id } });
    expect(body[7]).toMatchObject({ item_id: unit.id, item_title: 'Bab Sel', actor: { id: s.publisher.id, name: s.publisher.name } });
    // A question's line is its stem as plain text.
    expect(body[0]!.item_title).not.toMatch(/[<>]/);
    expect(body[0]!.item_title.length).toBeGreaterThan(0);
    expect(body[0]!.item_title).toBe(body[1]!.item_title);
    expect(new Date(body[0]!.created_at).getTime()).toBeGreaterThanOrEqual(new Date(body[7]!.created_at).getTime());
  });

  it('publishing and unpublishing write one line per topic, counted, not one per item', async () => {
    const { course, topics } = await makePublishableCourse(t.db, s.org.id, 2);
    const selection = await selectionOf(t.db, topics.map((x) => x.id));
    expect((await runPublishing(t, s.publisher, 'publish', course.id, selection)).job?.status).toBe('completed');
    const whole = [{ id: topics[0]!.id, lock_version: selection[0]!.lock_version, chapters: [], questions: [] }];
    expect((await runPublishing(t, s.admin, 'unpublish', course.id, whole)).job?.status).toBe('completed');

    const body = events(await feed(course.id));
    expect(body.map(line)).toEqual([`unpublished topic ${topics[0]!.name}`, `published topic ${topics[1]!.name}`, `published topic ${topics[0]!.name}`]);
    expect(body[0]).toMatchObject({ actor: { id: s.admin.id }, details: {} });
    const published = body.find((e) => e.kind === 'published' && e.item_id === topics[0]!.id)!;
    expect(published).toMatchObject({ actor: { id: s.publisher.id }, details: { pages: 2, questions: 2, passages: 1 } });
  });

  it('filters by person, kind and time (both ends inclusive)', async () => {
    const course = await seededCourse([
      { actorId: s.editor.id, kind: 'created', at: '2026-03-01T08:00:00Z' },
      { actorId: s.publisher.id, kind: 'published', at: '2026-03-02T08:00:00Z' },
      { actorId: s.editor.id, kind: 'deleted', at: '2026-03-03T08:00:00Z' },
      { actorId: null, kind: 'created', at: '2026-03-04T08:00:00Z' },
    ]);
    const titles = async (query: string) => {
      const res = await feed(course.id, query);
      expect(res.statusCode, query).toBe(200);
      return events(res).map((e) => e.item_title);
    };
    expect(await titles('')).toEqual(['Halaman 4', 'Halaman 3', 'Halaman 2', 'Halaman 1']);
    expect(await titles(`actor_id=${s.editor.id}`)).toEqual(['Halaman 3', 'Halaman 1']);
    expect(await titles('kind=created')).toEqual(['Halaman 4', 'Halaman 1']);
    expect(await titles(`kind=deleted&actor_id=${s.editor.id}`)).toEqual(['Halaman 3']);
    expect(await titles(`from=${Date.parse('2026-03-02T08:00:00Z')}&to=${Date.parse('2026-03-03T08:00:00Z')}`)).toEqual(['Halaman 3', 'Halaman 2']);
    expect(await titles(`from=${Date.parse('2026-03-03T12:00:00Z')}`)).toEqual(['Halaman 4']);
    expect(await titles(`to=${Date.parse('2026-03-01T23:59:59Z')}`)).toEqual(['Halaman 1']);
    expect(await titles(`actor_id=${s.restricted.id}`)).toEqual([]);
    // The line of someone whose account is gone has no actor.
    expect(events(await feed(course.id, 'kind=created'))[0]!.actor).toBeNull();
  });

  it('pages by 15 (§9), with the totals in the headers', async () => {
    const course = await seededCourse(Array.from({ length: 17 }, (_, i) => ({ actorId: s.editor.id, kind: 'created' as const, at: `2026-04-${String(i + 1).padStart(2, '0')}T08:00:00Z` })));
    const first = await feed(course.id);
    expect([first.headers['x-pena-count'], first.headers['x-pena-pages']]).toEqual(['17', '2']);
    expect(events(first).map((e) => e.item_title)).toEqual(Array.from({ length: 15 }, (_, i) => `Halaman ${17 - i}`));
    expect(events(await feed(course.id, 'page=2')).map((e) => e.item_title)).toEqual(['Halaman 2', 'Halaman 1']);
    const small = await feed(course.id, 'page=3&per=8');
    expect([small.headers['x-pena-count'], small.headers['x-pena-pages']]).toEqual(['17', '3']);
    expect(events(small).map((e) => e.item_title)).toEqual(['Halaman 1']);
    expect(events(await feed(course.id, 'page=9'))).toEqual([]);
  });

  it("keeps the organization's events apart: role changes and team places, and a deleted course", async () => {
    const teacher = await makeMember(t.db, s.org.id);
    const team = await createTeam(t.db, { organizationId: s.org.id, name: 'Tim Sains', role: 'editor' });
    await ok('POST', `/content/teams/${team.id}/add_member/${teacher.id}`, 'admin');
    await ok('PUT', `/content/organizations/${s.org.id}/members/${teacher.id}`, 'admin', { admin: true });
    // Approving an admin leaves their role as it was: no line.
    await ok('PUT', `/content/organizations/${s.org.id}/members/${teacher.id}`, 'admin', { approved: true });
    await ok('POST', `/content/teams/${team.id}/remove_member/${teacher.id}`, 'admin');
    const course = await makeCourse(t.db, s.org.id, { name: 'Kursus Lama', creatorId: s.admin.id });
    await ok('DELETE', `/content/courses/${course.id}`, 'admin');

    const res = await orgFeed(s.org.id);
    expect(res.statusCode).toBe(200);
    const body = events(res);
    expect(body.slice(0, 4).map((e) => [e.kind, e.item_type, e.item_id, e.details])).toEqual([
      ['deleted', 'course', course.id, {}],
      ['member_removed', 'member', teacher.id, { team: 'Tim Sains', role: 'admin', previous_role: 'admin' }],
      ['role_changed', 'member', teacher.id, { role: 'admin', previous_role: 'editor' }],
      ['member_added', 'member', teacher.id, { team: 'Tim Sains', role: 'editor', previous_role: 'no_role' }],
    ]);
    expect(body[1]).toMatchObject({ item_title: teacher.name, actor: { id: s.admin.id, name: s.admin.name } });
    expect(body[0]!.item_title).toBe('Kursus Lama');
    // Course lines stay in their course's feed.
    expect(body.every((e) => e.item_type === 'member' || (e.item_type === 'course' && e.kind === 'deleted'))).toBe(true);
    expect(events(await orgFeed(s.org.id, 'kind=role_changed')).map((e) => e.item_id)).toContain(teacher.id);
  });

  it('is for administrators and publishers (course) and administrators (organization): 403 for other roles, in their language', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id });
    expect((await feed(course.id, '', 'publisher')).statusCode).toBe(200);
    for (const who of ['editor', 'limited', 'noRole', 'restricted', 'unapproved'] as const) {
      const res = await feed(course.id, '', who);
      expect(res.statusCode, who).toBe(403);
    }
    expect((await feed(course.id, '', 'editor')).json().message).toBe("Only administrators and publishers can see a course's activity.");
    expect((await feed(course.id, '', 'editor', { 'accept-language': 'id' })).json().message).toBe('Hanya administrator dan penerbit yang dapat melihat aktivitas kursus.');
    for (const who of ['publisher', 'editor', 'noRole', 'restricted'] as const) expect((await orgFeed(s.org.id, '', who)).statusCode, who).toBe(403);
    expect((await orgFeed(s.org.id, '', 'publisher', { 'accept-language': 'id' })).json().message).toBe('Hanya administrator yang dapat melihat aktivitas organisasi.');
  });

  it('refuses a publisher a course shared away from them, saying so', async () => {
    const course = await makeCourse(t.db, s.org.id, { creatorId: s.admin.id, shareEnabled: true, sharedWith: [s.editor.id] });
    const res = await feed(course.id, '', 'publisher');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/shared with selected users/);
    expect((await feed(course.id, '', 'admin')).statusCode).toBe(200);
  });

  it('401 without a session', async () => {
    const course = await makeCourse(t.db, s.org.id);
    expect((await feed(course.id, '', null)).statusCode).toBe(401);
    expect((await orgFeed(s.org.id, '', null)).statusCode).toBe(401);
  });

  it("404 for another organization's course or the organization itself, and for a course that is gone", async () => {
    const other = await makeSchool(t.db);
    const course = await makeCourse(t.db, other.org.id);
    await makeTopic(t.db, await makeUnit(t.db, course));
    expect((await feed(course.id)).statusCode).toBe(404);
    expect((await orgFeed(other.org.id)).statusCode).toBe(404);
    expect((await feed(2147483647)).statusCode).toBe(404);
  });

  it('422 for a bad query, naming the field', async () => {
    const course = await makeCourse(t.db, s.org.id);
    const cases: [string, string][] = [
      ['kind=renamed', 'kind'],
      ['from=yesterday', 'from'],
      ['to=-1', 'to'],
      ['actor_id=0', 'actor_id'],
      ['actor_id=99999999999', 'actor_id'],
      ['page=0', 'page'],
      ['per=101', 'per'],
    ];
    for (const [query, field] of cases) {
      for (const res of [await feed(course.id, query), await orgFeed(s.org.id, query)]) {
        expect(res.statusCode, query).toBe(422);
        expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
      }
    }
    expect((await t.app.inject({ url: '/content/courses/abc/activity', headers: await as('admin') })).statusCode).toBe(422);
  });
});
