// Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';

/** shared_buffers of a database opened for a moment (a one-shot command, a test). */
export const BRIEF_SHARED_BUFFERS = '16MB';

/** The pg_advisory_lock key that serializes migrations across processes ('pena', 'migr' as bytes). */
export const MIGRATION_LOCK = 0x70656e61_6d696772n.toString();

/**
 * Runs `migrate` while holding PostgreSQL's session advisory lock MIGRATION_LOCK on a
 * connection of its own, so processes that start together (`pena serve` × N, `pena worker` × M,
 * `pena migrate`) take turns: the first applies the migrations, the others wait for it and
 * then find nothing left to do (docs/deployment.md "Migrations on upgrade").
 */
export async function withMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'pena-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    // Closing the session releases the lock too; unlock first so a pooled proxy cannot keep it.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/**
 * `brief`: for a command that runs for a moment (not serve or worker): an embedded database
 * boots with small shared buffers (db/client.ts `sharedBuffers`).
 */
export async function openConfiguredDatabase(config: Config, { brief = false } = {}): Promise<Database> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const database = await openDatabase({ kind: 'postgres', url });
    const migrate = database.migrate.bind(database);
    return Object.assign(database, { migrate: () => withMigrationLock(url, migrate) });
  }
  const dataDir = path.join(config.dataDir, 'db');
  fs.mkdirSync(dataDir, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir, sharedBuffers: brief ? BRIEF_SHARED_BUFFERS : config.pgliteSharedBuffers });
}

/**
 * PGlite has no autovacuum: its planner would never have statistics (and would never pick, e.g.,
 * the course name's trigram index), dead rows would never be reclaimed, and with no visibility
 * map its index-only scans would read every row's page (the course list took 7.2 ms of PGlite's
 * time on the benchmark organization, 4.1 ms once vacuumed). So `pena serve` and `pena worker`
 * run VACUUM (ANALYZE) on it at start, after migrating (0.2 s on that organization's 17 MB),
 * and `pena serve` again every EMBEDDED_MAINTENANCE_HOURS (scheduleEmbeddedMaintenance).
 * PostgreSQL's autovacuum does this for itself.
 */
export async function maintainEmbedded(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.pglite!.exec('vacuum (analyze)');
}

/** How often a running `pena serve` on PGlite vacuums and analyzes its database. */
export const EMBEDDED_MAINTENANCE_HOURS = 6;

/**
 * maintainEmbedded `intervalMs` after the process starts, and again `intervalMs` after each run
 * ends, so runs never pile up (PGlite only; the timer does not keep the process alive); each
 * run logged with its time, a failure logged and tried again at the next. Returns the stop.
 */
export function scheduleEmbeddedMaintenance(
  database: Database,
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
  intervalMs = EMBEDDED_MAINTENANCE_HOURS * 3_600_000,
): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const later = () => {
    timer = setTimeout(() => {
      const started = performance.now();
      maintainEmbedded(database)
        .then(
          () => log.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed and analyzed'),
          (err: unknown) => log.error({ err }, 'database maintenance failed'),
        )
        .finally(() => {
          if (!stopped) later();
        });
    }, intervalMs);
    timer.unref();
  };
  later();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
