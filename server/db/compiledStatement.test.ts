// compiledStatement.ts gives the rows Drizzle's own execute gives, on each engine: table
// columns (timestamps as Date, json, booleans, nulls), sql columns with and without mapWith,
// a left join's null, placeholders bare and bound to a column's encoder; nested selections,
// whose left-joined object of nulls becomes null; one nested deeper is left to Drizzle.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeSchool } from '../test/contentFactories.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import type { Database, Db } from './client.ts';
import { compiled } from './compiledStatement.ts';
import { courses, users } from './schema/index.ts';

describe.each(testDatabaseKinds())('compiled statements on %s', (kind) => {
  let database: Database;
  let db: Db;
  let school: Awaited<ReturnType<typeof makeSchool>>;
  const ids: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    school = await makeSchool(db);
    ids.push((await makeCourse(db, school.org.id, { name: 'Fisika Dasar', creatorId: school.editor.id, meta: { level: 'G10' } })).id);
    ids.push((await makeCourse(db, school.org.id, { name: 'Kimia', creatorId: null, publishedAt: new Date('2026-01-02T03:04:05.678Z'), status: 'published' })).id);
  });
  afterAll(() => database.close());

  const flat = () =>
    db
      .select({
        id: courses.id,
        name: courses.name,
        status: courses.status,
        shareEnabled: courses.shareEnabled,
        meta: courses.meta,
        createdAt: courses.createdAt,
        publishedAt: courses.publishedAt,
        creatorName: users.name,
        nameLength: sql<number>`length(${courses.name})`.mapWith(Number),
        tags: sql<unknown>`json_build_array(${courses.id}, 'x')`,
        asked: sql<string>`${sql.placeholder('word')}::text`,
      })
      .from(courses)
      .leftJoin(users, eq(users.id, courses.creatorId))
      .where(eq(courses.organizationId, sql.placeholder('organizationId')))
      .orderBy(courses.id);

  it('maps a flat selection as Drizzle does', async () => {
    const values = { organizationId: school.org.id, word: 'kata' };
    const expected = await flat().prepare('').execute(values);
    const statement = compiled(flat().prepare(''));
    expect(statement.execute).not.toBe(Object.getPrototypeOf(statement).execute);
    const rows = await statement.execute(values);
    expect(rows).toEqual(expected);
    expect(rows.map((r) => r.id)).toEqual(ids);
    const [first, second] = rows;
    expect(first!.createdAt).toBeInstanceOf(Date);
    expect(first).toMatchObject({ name: 'Fisika Dasar', creatorName: school.editor.name, meta: { level: 'G10' }, nameLength: 12, publishedAt: null, asked: 'kata' });
    expect(second).toMatchObject({ creatorName: null, status: 'published', publishedAt: new Date('2026-01-02T03:04:05.678Z') });
    expect(second!.tags).toEqual([ids[1], 'x']);
  });

  it('refuses a missing placeholder value as Drizzle does', async () => {
    await expect(compiled(flat().prepare('')).execute({ organizationId: school.org.id })).rejects.toThrow('No value for placeholder "word"');
  });

  it('maps a nested selection as Drizzle does: a left-joined object of nulls is null', async () => {
    const nested = () =>
      db
        .select({ course: { id: courses.id, name: courses.name }, creator: { id: users.id, name: users.name }, both: { course: courses.id, user: users.id }, n: sql<number>`1`.mapWith(Number) })
        .from(courses)
        .leftJoin(users, eq(users.id, courses.creatorId))
        .where(eq(courses.organizationId, sql.placeholder('organizationId')))
        .orderBy(courses.id)
        .prepare('');
    const values = { organizationId: school.org.id };
    const expected = await nested().execute(values);
    const statement = compiled(nested());
    expect(statement.execute).not.toBe(Object.getPrototypeOf(statement).execute);
    const rows = await statement.execute(values);
    expect(rows).toEqual(expected);
    expect(rows).toEqual([
      { course: { id: ids[0], name: 'Fisika Dasar' }, creator: { id: school.editor.id, name: school.editor.name }, both: { course: ids[0], user: school.editor.id }, n: 1 },
      // Two tables in one object: never null, as in Drizzle.
      { course: { id: ids[1], name: 'Kimia' }, creator: null, both: { course: ids[1], user: null }, n: 1 },
    ]);
  });

  it('leaves a selection nested deeper than one object to Drizzle', async () => {
    // (Drizzle's types allow one level; its runtime maps any depth.)
    const statement = compiled(db.select({ a: { b: { id: courses.id } } } as never).from(courses).where(eq(courses.id, sql.placeholder('id'))).prepare(''));
    expect(statement.execute).toBe(Object.getPrototypeOf(statement).execute);
    expect(await statement.execute({ id: ids[0] })).toEqual([{ a: { b: { id: ids[0] } } }]);
  });

  it('compiles each statement of a group', async () => {
    const group = compiled({ a: flat().prepare(''), b: db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(courses).prepare('') });
    expect((await group.a.execute({ organizationId: school.org.id, word: 'w' })).length).toBe(2);
    expect((await group.b.execute())[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
