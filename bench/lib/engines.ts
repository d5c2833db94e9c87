// Runs one benchmark against both engines in the same run: PostgreSQL in a scratch database
// (BENCH_DATABASE_URL, else the local server; skipped when unreachable), then PGlite in
// process. Each result table is printed next to the bare route measured in the same run.
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { printResults, type LoadResult } from './load.ts';

export type Against = (name: string, database: Database) => Promise<LoadResult[]>;

/**
 * Runs `use` with the URL of a scratch PostgreSQL database (BENCH_DATABASE_URL, else the local
 * server), dropped afterwards; answers false when PostgreSQL is unreachable.
 */
export async function withScratchPostgres(bench: string, use: (url: string) => Promise<void>): Promise<boolean> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch {
    console.log('\nPostgreSQL not reachable; skipped.');
    return false;
  }
  const name = `pena_bench_${bench}_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await use(target.toString());
    return true;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function onBothEngines(bench: string, against: Against, baseline: LoadResult[]): Promise<void> {
  await withScratchPostgres(bench, async (url) => {
    printResults('PostgreSQL', await against('postgres', await openDatabase({ kind: 'postgres', url })), baseline);
  });
  printResults('PGlite (in-process)', await against('pglite', await openDatabase({ kind: 'pglite' })), baseline);
}
