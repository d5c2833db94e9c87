// Test databases cloned from the run's template: `testDatabaseKinds()` lists the engines a
// route test runs on, `openTestDatabase(kind)` gives a fresh, migrated database.
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { BRIEF_SHARED_BUFFERS } from '../database.ts';
import { openDatabase, type Database } from '../db/client.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

let counter = 0;

/**
 * A tar of bytes already in memory whose arrayBuffer() answers at once, a copy for each
 * database (PGlite may keep parts of it as its files): Node's Blob hands a 43 MB buffer back
 * in small chunks, 0.3 s for every test database.
 */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** The PGlite template, read once per test process. */
let pgliteTemplate: { file: string; bytes: Uint8Array } | undefined;

export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const file = inject('pgliteTemplate');
    if (pgliteTemplate?.file !== file) pgliteTemplate = { file, bytes: new Uint8Array(fs.readFileSync(file)) };
    // Small shared buffers: a test database is short-lived, and PGlite zeroes them as it boots.
    return openDatabase({ kind: 'pglite', loadDataDir: new BytesBlob(pgliteTemplate.bytes), sharedBuffers: BRIEF_SHARED_BUFFERS });
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `pena_test_${process.pid}_${++counter}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), max: 4 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
