// The course list and the tree make a fixed number of SQL statements whatever the size (no
// N+1). Counted at the pg driver, so this runs on PostgreSQL only.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { fillTopic, headersFor, makeUnit, makeCourse, makeSchool, makeSubject, makeTag, makeTopic } from '../../test/contentFactories.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

const kinds = testDatabaseKinds().filter((k) => k === 'postgres');

describe.runIf(kinds.length > 0)('statements per request on postgres', () => {
  let t: TestApp;
  let statements = 0;
  const original = pg.Client.prototype.query;
  beforeAll(async () => {
    t = await testApp('postgres');
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await t.close();
  });

  async function count(url: string, headers: Record<string, string>) {
    const before = statements;
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    return statements - before;
  }

  async function schoolWith(courses: number, units: number, topicsPerUnit: number) {
    const s = await makeSchool(t.db);
    const tag = await makeTag(t.db, s.org.id, 'G10', 'grade');
    const other = await makeTag(t.db, s.org.id, 'Remedial');
    const subject = await makeSubject(t.db, s.org.id, 'Fisika');
    let first = 0;
    for (let i = 0; i < courses; i++) {
      const c = await makeCourse(t.db, s.org.id, { creatorId: s.editor.id, tagIds: [tag.id, other.id], subjectIds: [subject.id], shareEnabled: i % 3 === 0 });
      first ||= c.id;
      for (let u = 0; u < (i === 0 ? units : 1); u++) {
        const unit = await makeUnit(t.db, c, { position: u });
        for (let p = 0; p < (i === 0 ? topicsPerUnit : 1); p++) {
          const topic = await makeTopic(t.db, unit, { position: p });
          if (i === 0) await fillTopic(t.db, topic, { pages: 2, questions: 2, passages: 1 });
        }
      }
    }
    return { s, first, headers: await headersFor(t.db, s.limited) };
  }

  it('is the same for a small and a larger organization', async () => {
    const small = await schoolWith(1, 1, 1);
    const large = await schoolWith(20, 6, 5);
    for (const path of ['courses', 'courses?q=kursus&course_tag_ids[]=1', 'show_authors']) {
      const a = await count(`/content/organizations/${small.s.org.id}/${path}`, small.headers);
      const b = await count(`/content/organizations/${large.s.org.id}/${path}`, large.headers);
      expect(a, path).toBeGreaterThan(0);
      // Authentication and membership, then one statement for the list (its total is a column).
      if (path !== 'show_authors') expect(a, path).toBeLessThanOrEqual(3);
      expect(b, path).toBe(a);
    }
    const treeSmall = await count(`/content/courses/${small.first}/show_tree`, await headersFor(t.db, small.s.admin));
    const treeLarge = await count(`/content/courses/${large.first}/show_tree`, await headersFor(t.db, large.s.admin));
    expect(treeLarge).toBe(treeSmall);
    console.log('statements: tree', treeLarge);
    // Authentication, then the course, its share and its tree in one statement.
    expect(treeLarge).toBe(2);
    const detailSmall = await count(`/content/courses/${small.first}`, await headersFor(t.db, small.s.admin));
    const detailLarge = await count(`/content/courses/${large.first}`, await headersFor(t.db, large.s.admin));
    expect(detailLarge).toBe(detailSmall);
  });
});
