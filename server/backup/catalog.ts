// What a backup holds and in which order a restore writes it, read from the database's own
// catalog (not from the code's schema, so an archive describes the database it came from):
// every base table of the `public` schema (Drizzle's tables; pg-boss keeps its queue in its
// own schema and Drizzle its migration list in `drizzle`, neither is copied), their stored
// columns (generated ones are computed again), primary keys, foreign keys and identity
// sequences. The migration level is the last row of drizzle.__drizzle_migrations.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/client.ts';
import type { Session } from './session.ts';

export interface TableInfo {
  name: string;
  /** Stored columns in table order. */
  columns: string[];
  primaryKey: string[];
  /** Foreign keys: local columns → referenced table. */
  foreignKeys: { columns: string[]; table: string }[];
  /** Columns fed by a sequence (identity or serial). */
  sequences: string[];
}

export async function readTables(session: Session): Promise<TableInfo[]> {
  const tables = await session.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = await session.query<{ table: string; column: string; serial: boolean }>(
    `select table_name as "table", column_name as "column",
            (is_identity = 'YES' or column_default like 'nextval(%') as serial
       from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
      order by table_name, ordinal_position`,
  );
  const keys = await session.query<{ table: string; kind: string; columns: string[]; ref: string | null }>(
    `select c.conrelid::regclass::text as "table", c.contype as kind,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o) as columns,
            case when c.contype = 'f' then c.confrelid::regclass::text end as ref
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and c.contype in ('p', 'f')`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
  return tables.map(({ name }) => {
    const own = columns.filter((c) => c.table === name);
    const constraints = keys.filter((k) => unquote(k.table) === name);
    return {
      name,
      columns: own.map((c) => c.column),
      primaryKey: constraints.find((k) => k.kind === 'p')?.columns ?? [],
      foreignKeys: constraints.filter((k) => k.kind === 'f').map((k) => ({ columns: k.columns, table: unquote(k.ref!) })),
      sequences: own.filter((c) => c.serial).map((c) => c.column),
    };
  });
}

/**
 * Tables ordered so that every table comes after the tables it refers to. A reference that
 * cannot be ordered (a table referring to itself, or a cycle) is written in a second pass:
 * the restore inserts those columns as null and sets them once every row is in (`deferred`).
 */
export function insertOrder(tables: TableInfo[]): { order: string[]; deferred: Record<string, string[]> } {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const deferred: Record<string, string[]> = {};
  const defer = (table: string, cols: string[]) => {
    deferred[table] = [...new Set([...(deferred[table] ?? []), ...cols])];
  };
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    state.set(name, 'visiting');
    const table = byName.get(name)!;
    for (const fk of table.foreignKeys) {
      if (!byName.has(fk.table)) continue;
      const s = state.get(fk.table);
      if (fk.table === name || s === 'visiting') defer(name, fk.columns);
      else if (!s) visit(fk.table);
    }
    state.set(name, 'done');
    order.push(name);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) if (!state.has(t.name)) visit(t.name);
  return { order, deferred };
}

/** The database's migration level: the last migration applied, as recorded by Drizzle's migrator. */
export interface MigrationLevel {
  /** Position in the journal (0-based); -1 when the tag is not in this version's journal. */
  idx: number;
  tag: string;
  /** Drizzle's created_at: the journal's `when` of the migration. */
  when: number;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function journal(): JournalEntry[] {
  return (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

export async function readMigrationLevel(session: Session): Promise<MigrationLevel | null> {
  const [exists] = await session.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists?.t) return null;
  const [last] = await session.query<{ created_at: string }>(`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  if (!last) return null;
  const when = Number(last.created_at);
  const entry = journal().find((e) => e.when === when);
  return entry ? { idx: entry.idx, tag: entry.tag, when } : { idx: -1, tag: 'unknown', when };
}

/**
 * Applies this version's migrations up to and including `level` inside the caller's
 * transaction, recording each as Drizzle's migrator does, so a later `pena migrate`
 * continues from there.
 */
export async function migrateTo(session: Session, level: MigrationLevel): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder }).filter((m) => m.folderMillis <= level.when);
  await session.exec('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await session.exec('CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)');
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await session.exec(statement);
    await session.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [migration.hash, migration.folderMillis]);
  }
}
