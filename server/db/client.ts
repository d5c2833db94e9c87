// The database handle: PGlite (embedded, files under DATA_DIR/db) or PostgreSQL
// (DATABASE_URL). Both speak the same Drizzle pg-core schema and migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PGliteThread } from './pgliteThread/pgliteThread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run raw SQL with positional parameters; used by the job queue adapter. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database (pglite only), on its own thread, e.g. to dump its data directory. */
  pglite?: PGliteThread;
  /** The connection string (postgres only). */
  url?: string;
  /** The connection pool (postgres only), e.g. for its use in /metrics. */
  pool?: pg.Pool;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /**
       * PostgreSQL's shared_buffers. PGlite zeroes all of them as it boots and keeps them
       * resident: the default 128MB is most of a boot (about 1 s of 1.4 on the CI machine;
       * '16MB' boots in 0.4 s) and about 100 MB of a server's memory. The embedded server's
       * data is small and read through the system's file cache, so servers take
       * PGLITE_SHARED_BUFFERS (16MB by default) too. Unset: PGlite's default.
       */
      sharedBuffers?: string;
    }
  | { kind: 'postgres'; url: string; max?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    const startParams = target.sharedBuffers ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${target.sharedBuffers}`] : undefined;
    const pglite = await PGliteThread.open({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, startParams });
    const db = drizzlePglite({ client: pglite as unknown as PGlite, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite,
      executeSql: async (text, values) => pglite.query(text, values as unknown[]),
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
      },
      close: () => pglite.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.max ?? 10 });
  // A connection the server closes while idle must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('database: idle connection error', err.message));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url: target.url,
    pool,
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder });
    },
    close: () => pool.end(),
  };
}
