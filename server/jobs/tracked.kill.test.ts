// A tracked job survives the death of its worker: a server killed in the middle and started
// again finishes the job, never half-applied and never applied twice. A real child
// process (server/test/trackedWorker.ts: `pena worker` plus the test-kill-apply task) holds the
// job mid-way, is killed with SIGKILL, and a second worker started afterwards recovers the job
// (its heartbeat is stale), reruns it and applies its work exactly once.
//
// PostgreSQL only: a PGlite data directory belongs to one process, and this test must read
// the database while the child has it open (see server/test/workerProcess.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { makeOrganization, makeUser } from '../test/factories.ts';
import { jobRow, pollFor, waitForJob } from '../test/jobs.ts';
import { killTestTasks } from '../test/trackedWorker.ts';
import { jobHold, startWorkerProcess, waitForStale, type JobHold, type WorkerProcess } from '../test/workerProcess.ts';
import { startQueue, type Queue } from './queue.ts';
import { startJob } from './tracked.ts';

const postgres = testDatabaseKinds().includes('postgres');
const STALE_SECONDS = 1;

describe.skipIf(!postgres)('a tracked job whose worker is killed mid-way (PostgreSQL)', () => {
  let database: Database;
  let sender: Queue;
  let hold: JobHold;
  let dataDir: string;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    // Sends only: creates the queues (the test task's too) and the jobs, runs nothing.
    sender = await startQueue(database, { work: false, tasks: killTestTasks, logger: { info() {}, warn() {}, error() {} } });
    hold = await jobHold();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-kill-'));
  });

  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await sender?.stop();
    await database?.close();
    await hold?.cleanup();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const worker = async () => {
    const started = await startWorkerProcess({
      databaseUrl: database.url!,
      dataDir,
      entry: 'server/test/trackedWorker.ts',
      hold,
      env: { JOB_STALE_SECONDS: String(STALE_SECONDS) },
    });
    workers.push(started);
    return started;
  };

  it('is recovered by the next worker, finishes, and applies its work once', async () => {
    const organization = await makeOrganization(database.db);
    const user = await makeUser(database.db);
    const key = `kill-${organization.id}`;
    const first = await worker();
    const { uuid } = await startJob(
      { db: database.db, queue: sender },
      { task: 'test-kill-apply', kind: 'test', organizationId: organization.id, userId: user.id, data: { key } },
    );

    await hold.waitHeld(uuid);
    expect(await jobRow(database.db, uuid)).toMatchObject({ status: 'processing', progress: 10 });
    await first.kill();

    // Dead: nothing applied, the row still says processing, pg-boss still thinks it active.
    expect(await database.db.select().from(appSecrets).where(eq(appSecrets.name, key))).toEqual([]);
    expect((await jobRow(database.db, uuid))!.status).toBe('processing');
    const { rows: before } = await database.executeSql(`select state from pgboss.job where data->>'job_uuid' = $1`, [uuid]);
    expect(before).toEqual([{ state: 'active' }]);

    await hold.release(uuid);
    await waitForStale(database.db, uuid, STALE_SECONDS);
    const second = await worker(); // its start-up recovery finds the job
    const row = await waitForJob({ db: database.db }, uuid, 60_000);
    expect(row).toMatchObject({ status: 'completed', progress: 100, result: { key } });

    const applied = await database.db.select().from(appSecrets).where(eq(appSecrets.name, key));
    expect(applied).toHaveLength(1);
    expect(applied[0]!.value).toBe(String(second.pid));
    // pg-boss hears of the completion just after the row's transaction commits.
    const after = await pollFor(async () => {
      const { rows } = await database.executeSql(`select state, retry_count from pgboss.job where data->>'job_uuid' = $1`, [uuid]);
      return (rows[0] as { state: string } | undefined)?.state === 'completed' ? rows : undefined;
    }, 'the pg-boss job to complete');
    expect(after).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await second.stop()).toBe(0);
  });

  it('startWorkerProcess runs the real `pena worker` on the database, which stops on SIGTERM', async () => {
    const real = await startWorkerProcess({ databaseUrl: database.url!, dataDir });
    workers.push(real);
    expect(real.output()).toMatch(/worker running/i);
    expect(await real.stop()).toBe(0);
  });
});

describe('startWorkerProcess on PGlite', () => {
  it('runs `pena serve` on a DATA_DIR of its own, answers over HTTP, and dies on kill()', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-serve-'));
    try {
      const server = await startWorkerProcess({ dataDir, command: 'serve', timeoutMs: 120_000 });
      try {
        const health = await fetch(`${server.baseUrl()}/healthz`);
        expect(health.status).toBe(200);
      } finally {
        await server.kill();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
