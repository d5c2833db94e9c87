// Runs one benchmark against both engines in the same run: PostgreSQL in a scratch database
// (BENCH_DATABASE_URL, else the local server; skipped when unreachable), then PGlite in
// process. Each result table is printed next to the bare route measured in the same run.
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { printResults, type LoadResult } from './load.ts';

export type Against = (name: string, database: Database) => Promise<LoadResult[]>;

export async function onBothEngines(bench: string, against: Against, baseline: LoadResult[]): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: url });
  let reachable = true;
  try {
    await admin.connect();
  } catch {
    reachable = false;
    console.log('\nPostgreSQL not reachable; skipped.');
  }
  if (reachable) {
    const name = `pena_bench_${bench}_${process.pid}`;
    await admin.query(`create database ${name}`);
    try {
      const target = new URL(url);
      target.pathname = `/${name}`;
      printResults('PostgreSQL', await against('postgres', await openDatabase({ kind: 'postgres', url: target.toString() })), baseline);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  printResults('PGlite (in-process)', await against('pglite', await openDatabase({ kind: 'pglite' })), baseline);
}
