// Migrates one template database per test run; each test file clones it (fast) instead
// of migrating its own: a PGlite data-directory dump, and on PostgreSQL a template database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

/** One template per test run (several runs may share a server): pena_test_template_<pid>. */
export const POSTGRES_TEMPLATE = `pena_test_template_${process.pid}`;

/** Whether the process that named a leftover database still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-test-'));
  const file = path.join(dir, 'template.tar');
  const template = await openDatabase({ kind: 'pglite' });
  await template.migrate();
  // Checkpointed, so a test database boots without replaying the migrations' WAL; uncompressed
  // (~40 MB): every PGlite test database loads it, and un-gzipping it took about as long as
  // the rest of PGlite's start.
  await template.executeSql('checkpoint');
  const dump = await template.pglite!.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Leftovers of interrupted runs: databases are named pena_test_<pid>_<n> and
    // pena_test_template_<pid>; drop those whose process is gone, never a running one's.
    const stale = await admin.query(`select datname from pg_database where datname like 'pena_test_%'`);
    for (const { datname } of stale.rows as { datname: string }[]) {
      const pid = Number(/^pena_test_(?:template_)?(\d+)/.exec(datname)?.[1]);
      if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${POSTGRES_TEMPLATE}`;
    const db = await openDatabase({ kind: 'postgres', url: target.toString(), max: 1 });
    await db.migrate();
    await db.close();
    postgresTemplate = POSTGRES_TEMPLATE;
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && postgresTemplate) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
      await admin.end();
    }
  };
}
