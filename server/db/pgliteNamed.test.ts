// pgliteNamed.ts: on PGlite a named statement is parsed once and then only bound and executed;
// its values go in and its rows come out as query() would give them; a failing execution leaves
// the statement usable; and it waits for an open transaction, as query() does.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeSchool } from '../test/contentFactories.ts';
import { openTestDatabase } from '../test/databases.ts';
import type { Database, Db } from './client.ts';
import { compiled } from './compiledStatement.ts';
import { courses } from './schema/index.ts';

describe('named statements on PGlite', () => {
  let database: Database;
  let db: Db;
  let organizationId: number;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    db = database.db;
    const school = await makeSchool(db);
    organizationId = school.org.id;
    await makeCourse(db, organizationId, { name: 'Biologi' });
  });
  afterAll(() => database.close());

  const typed = () =>
    db
      .select({
        id: courses.id,
        createdAt: courses.createdAt,
        n: sql<number>`${sql.placeholder('n')}::int + 1`.mapWith(Number),
        word: sql<string>`upper(${sql.placeholder('word')}::text)`,
        yes: sql<boolean>`not ${sql.placeholder('yes')}::boolean`,
        doc: sql<unknown>`${sql.placeholder('doc')}::jsonb -> 'a'`,
        at: sql<string>`${sql.placeholder('at')}::timestamptz`,
        list: sql<string[]>`${sql.placeholder('list')}::text[]`,
        nothing: sql<string | null>`${sql.placeholder('nothing')}::text`,
      })
      .from(courses)
      .where(eq(courses.organizationId, sql.placeholder('organizationId')));

  const values = () => ({ organizationId, n: 41, word: 'kata', yes: false, doc: { a: [1, 'dua'] }, at: new Date('2026-03-04T05:06:07.089Z'), list: ['satu', 'dua "tiga"'], nothing: null });

  const preparedAs = async (name: string) =>
    (await database.pglite!.query<{ n: number; plans: number }>('select count(*)::int as n, coalesce(sum(generic_plans + custom_plans), 0)::int as plans from pg_prepared_statements where name = $1', [name])).rows[0]!;

  it('is parsed once under its name; its values and rows are those of query()', async () => {
    const expected = await typed().prepare('').execute(values());
    const statement = compiled(typed().prepare(''), 'pena_test_typed');
    expect(await preparedAs('pena_test_typed')).toEqual({ n: 0, plans: 0 });
    for (let i = 1; i <= 3; i++) {
      expect(await statement.execute(values())).toEqual(expected);
      // One statement in the backend, planned (or its plan reused) once per execution.
      expect(await preparedAs('pena_test_typed')).toEqual({ n: 1, plans: i });
    }
    expect(expected[0]).toMatchObject({ n: 42, word: 'KATA', yes: true, doc: [1, 'dua'], list: ['satu', 'dua "tiga"'], nothing: null });
  });

  it('stays usable after an execution fails, with the database error as query() gives it', async () => {
    const statement = compiled(typed().prepare(''), 'pena_test_failing');
    await expect(statement.execute({ ...values(), n: 'not a number' })).rejects.toMatchObject({ code: '22P02' });
    expect((await statement.execute(values()))[0]).toMatchObject({ n: 42 });
    await expect(statement.execute({ ...values(), at: 'not a time' })).rejects.toMatchObject({ code: '22007' });
    expect((await statement.execute(values()))[0]).toMatchObject({ word: 'KATA' });
  });

  it('waits for an open transaction: it never sees what the transaction rolls back', async () => {
    const statement = compiled(db.select({ name: courses.name }).from(courses).where(eq(courses.organizationId, sql.placeholder('organizationId'))).prepare(''), 'pena_test_waits');
    await statement.execute({ organizationId }); // parsed before the transaction opens
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = db
      .transaction(async (tx) => {
        await tx.insert(courses).values({ name: 'Tidak pernah ada', organizationId });
        inserted();
        await released;
        tx.rollback();
      })
      .catch(() => undefined);
    await insertedYet;
    const names = statement.execute({ organizationId });
    release();
    await transaction;
    expect((await names).map((r) => r.name)).toEqual(['Biologi']);
  });
});
