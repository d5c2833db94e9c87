// db/prepared.ts on PostgreSQL, where a statement prepared under a name stays in the
// connection's session until it closes (node-postgres never deallocates one): however many
// shapes callers ask for (the course list makes one per filter shape, from the query string),
// a pooled connection holds at most MAX_NAMED_PER_HANDLE named statements; and inside a
// transaction nothing is named, parts of a statement group included.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { MAX_NAMED_PER_HANDLE, partName, prepared } from './prepared.ts';

const url = process.env.TEST_DATABASE_URL;
const one = sql`(values (1)) as one(x)`;

describe.skipIf(!url)('prepared statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    // One connection, so pg_prepared_statements sees every statement the pool prepared.
    database = await openDatabase({ kind: 'postgres', url: url!, max: 1 });
  });
  afterAll(() => database.close());

  const namedOnConnection = async () =>
    Number(((await database.executeSql(`select count(*)::int as n from pg_prepared_statements where name like 'pena\\_%'`)).rows[0] as { n: number }).n);

  it('names at most MAX_NAMED_PER_HANDLE statements per handle, whatever the number of shapes', async () => {
    const { db } = database;
    const shapes = MAX_NAMED_PER_HANDLE + 50;
    for (let i = 0; i < shapes; i++) {
      const statement = prepared(db, `shape:${i}`, (name) => db.select({ n: sql<number>`${sql.placeholder('n')}::int + ${sql.raw(String(i))}` }).from(one).prepare(name));
      const [row] = await statement.execute({ n: 1 });
      expect(row!.n).toBe(1 + i);
    }
    expect(await namedOnConnection()).toBeLessThanOrEqual(MAX_NAMED_PER_HANDLE);
    // A shape asked for again still answers (cached, or built again after it was dropped).
    const again = prepared(db, 'shape:0', (name) => db.select({ n: sql<number>`${sql.placeholder('n')}::int + 0` }).from(one).prepare(name));
    expect((await again.execute({ n: 5 }))[0]!.n).toBe(5);
    expect(await namedOnConnection()).toBeLessThanOrEqual(MAX_NAMED_PER_HANDLE);
  });

  it('names nothing inside a transaction, nor the parts of a statement group', async () => {
    const before = await database.executeSql(`select name from pg_prepared_statements`);
    await database.db.transaction(async (tx) => {
      const group = prepared(tx, 'group', (name) => ({
        a: tx.select({ n: sql<number>`${sql.placeholder('n')}::int` }).from(one).prepare(partName(name, 'a')),
        b: tx.select({ n: sql<number>`${sql.placeholder('n')}::int * 2` }).from(one).prepare(partName(name, 'b')),
      }));
      expect((await group.a.execute({ n: 2 }))[0]!.n).toBe(2);
      expect((await group.b.execute({ n: 2 }))[0]!.n).toBe(4);
    });
    const after = await database.executeSql(`select name from pg_prepared_statements`);
    expect(after.rows).toEqual(before.rows);
  });
});
