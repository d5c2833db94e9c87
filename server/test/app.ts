// A real app on a real database for route tests: `await testApp(kind)` in beforeAll.
// Files go to a real local storage in a fresh temporary DATA_DIR, removed at close.
// Jobs go to a real pg-boss on the test database, started on the first job sent (startJob),
// working in this process with a short polling interval, stopped at close.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { App } from '../context.ts';
import type { Database, Db } from '../db/client.ts';
import { lazyQueue, type LazyQueue } from '../jobs/lazyQueue.ts';
import type { JobLogger } from '../jobs/task.ts';
import { openStorage } from '../storage/index.ts';
import type { Storage } from '../storage/types.ts';
import { openTestDatabase, type TestDatabaseKind } from './databases.ts';

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  storage: Storage;
  /** The app's job queue (pg-boss starts on first use; `queue.started()` is it then). */
  queue: LazyQueue;
  /** What the job queue logged as errors (failed runs, recoveries), for tests to read. */
  jobErrors: unknown[];
  close(): Promise<void>;
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: '/tmp/pena-test-unused', ...overrides });
}

export async function testApp(kind: TestDatabaseKind, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const dataDir = env.DATA_DIR ? undefined : await fs.mkdtemp(path.join(os.tmpdir(), 'pena-test-'));
  const config = testConfig({ ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env });
  const storage = await openStorage(config);
  const jobErrors: unknown[] = [];
  const logger: JobLogger = { info() {}, warn() {}, error: (details) => void jobErrors.push(details) };
  const queue = lazyQueue(database, { work: true, logger, storage, config, pollingIntervalSeconds: 0.5, jobStaleSeconds: config.jobStaleSeconds });
  const app = await buildApp({ config, database, db: database.db, storage, queue }, { logger: false, serveWeb: false });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    storage,
    queue,
    jobErrors,
    close: async () => {
      await app.close();
      await queue.stop();
      await storage.close();
      await database.close();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
