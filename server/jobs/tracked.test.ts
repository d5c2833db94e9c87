// Tracked jobs on a real database and a real pg-boss (PGlite always, PostgreSQL with
// TEST_DATABASE_URL): the job_statuses row follows each run, refusals fail without a retry,
// errors are retried and the last one fails with the server-error message, a completed job
// is never applied twice, and the recovery retries jobs whose process died.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { appSecrets, jobStatuses } from '../db/schema/index.ts';
import { makeOrganization, makeUser } from '../test/factories.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { jobRow, pollFor, waitForJob } from '../test/jobs.ts';
import { startQueue, type Queue } from './queue.ts';
import type { JobLogger } from './task.ts';
import { recoverStaleJobs } from './tasks/JobRecoveryTask.ts';
import { tasks } from './tasks/index.ts';
import { JOB_SERVER_ERROR, JobRefusal, defineTrackedTask, runningHere, startJob } from './tracked.ts';

type Script = 'write' | 'progress' | 'refuse' | 'fail' | 'fail-once' | 'crash-after-commit' | 'complete-twice';

const runs = new Map<string, number>();
const seen = new Map<string, { percents: number[]; statuses: string[]; second?: boolean }>();

/** One tracked task whose behaviour each job's data picks. */
const ScriptedTask = defineTrackedTask<{ script: Script; key: string }>({
  name: 'test-tracked',
  queue: { retryLimit: 2, retryDelay: 0 },
  handler: async (ctx, job, { script, key }) => {
    const db = ctx.database.db;
    runs.set(key, (runs.get(key) ?? 0) + 1);
    const row = await jobRow(db, job.uuid);
    const record = seen.get(key) ?? { percents: [], statuses: [] };
    seen.set(key, record);
    record.statuses.push(row!.status);
    switch (script) {
      case 'progress':
        for (const percent of [10, 55.4, 130]) {
          await job.progress(percent);
          record.percents.push((await jobRow(db, job.uuid))!.progress);
        }
        return;
      case 'write':
        await db.transaction(async (tx) => {
          await tx.insert(appSecrets).values({ name: key, value: 'written' });
          if (!(await job.complete(tx, { written: key }))) tx.rollback();
        });
        return;
      case 'refuse':
        await db.transaction(async (tx) => {
          await tx.insert(appSecrets).values({ name: key, value: 'must not stay' });
          throw new JobRefusal('content_changed', { en: 'The content changed. Refresh.', id: 'Isinya berubah. Muat ulang.' }, { topics: [7] });
        });
        return;
      case 'fail':
        throw new Error('boom');
      case 'fail-once':
        if (runs.get(key) === 1) throw new Error('first run fails');
        return;
      case 'crash-after-commit':
        await db.transaction(async (tx) => {
          await tx.insert(appSecrets).values({ name: key, value: 'once' }).onConflictDoNothing();
          if (!(await job.complete(tx, { applied: true }))) tx.rollback();
        });
        // The process "dies" after the commit, before pg-boss hears of it: pg-boss retries.
        throw new Error('crashed after commit');
      case 'complete-twice':
        await db.transaction(async (tx) => {
          expect(await job.complete(tx, { n: 1 })).toBe(true);
        });
        await db.transaction(async (tx) => {
          record.second = await job.complete(tx, { n: 2 });
        });
        return;
    }
  },
});

describe.each(testDatabaseKinds())('tracked jobs on %s', (kind) => {
  let database: Database;
  let queue: Queue;
  let organizationId: number;
  let userId: number;
  const errors: unknown[] = [];
  const logger: JobLogger = { info() {}, warn() {}, error: (details) => void errors.push(details) };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    queue = await startQueue(database, { work: true, logger, tasks: [...tasks, ScriptedTask], pollingIntervalSeconds: 0.5 });
    organizationId = (await makeOrganization(database.db)).id;
    userId = (await makeUser(database.db)).id;
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  const start = async (script: Script) => {
    const key = `test-${script}-${randomUUID()}`;
    const { uuid } = await startJob({ db: database.db, queue }, { task: 'test-tracked', kind: 'test', organizationId, userId, data: { script, key } });
    return { uuid, key };
  };
  const secrets = async (key: string) => database.db.select().from(appSecrets).where(eq(appSecrets.name, key));
  const bossJob = async (uuid: string) => {
    const { rows } = await database.executeSql(`select id, state, retry_count from pgboss.job where data->>'job_uuid' = $1`, [uuid]);
    return rows as { id: string; state: string; retry_count: number }[];
  };

  it('startJob writes a pending row of the starter and its pg-boss job; the run marks it processing and completes it at 100', async () => {
    const { uuid, key } = await start('progress');
    const row = await waitForJob({ db: database.db }, uuid);
    expect(row).toMatchObject({ status: 'completed', progress: 100, organizationId, userId, kind: 'test', error: null });
    expect(row.heartbeatAt).toBeInstanceOf(Date);
    expect(seen.get(key)).toEqual({ statuses: ['processing'], percents: [10, 55, 100] });
    expect(runs.get(key)).toBe(1);
  });

  it('the final write and the completion are one transaction, with the result', async () => {
    const { uuid, key } = await start('write');
    const row = await waitForJob({ db: database.db }, uuid);
    expect(row).toMatchObject({ status: 'completed', progress: 100, result: { written: key } });
    expect(await secrets(key)).toHaveLength(1);
  });

  it('a refusal fails the job with its code, message and result, writes nothing, and is not retried', async () => {
    const { uuid, key } = await start('refuse');
    const row = await waitForJob({ db: database.db }, uuid);
    expect(row).toMatchObject({
      status: 'failed',
      error: 'content_changed',
      errorMessage: { en: 'The content changed. Refresh.', id: 'Isinya berubah. Muat ulang.' },
      result: { topics: [7] },
    });
    expect(await secrets(key)).toEqual([]);
    await pollFor(async () => (await bossJob(uuid))[0]?.state === 'completed', 'the pg-boss job to complete');
    expect(runs.get(key)).toBe(1);
  });

  it('an error is retried; the last attempt fails the job with the server-error message', async () => {
    const { uuid, key } = await start('fail');
    const row = await waitForJob({ db: database.db }, uuid);
    expect(row).toMatchObject({ status: 'failed', error: 'server_error', errorMessage: JOB_SERVER_ERROR });
    expect(runs.get(key)).toBe(3); // the first run and retryLimit 2
    await pollFor(async () => (await bossJob(uuid))[0]?.state === 'failed', 'the pg-boss job to fail');
  });

  it('a run that fails and then succeeds completes; the row waited as pending between the runs', async () => {
    const { uuid, key } = await start('fail-once');
    expect(await waitForJob({ db: database.db }, uuid)).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect(runs.get(key)).toBe(2);
    expect(seen.get(key)!.statuses).toEqual(['processing', 'processing']);
  });

  it('a run that dies after committing is retried, and the retry does nothing: applied once', async () => {
    const { uuid, key } = await start('crash-after-commit');
    expect(await waitForJob({ db: database.db }, uuid)).toMatchObject({ status: 'completed', result: { applied: true } });
    // pg-boss retries the "crashed" run; the wrapper finds the row completed and returns.
    await pollFor(async () => (await bossJob(uuid))[0]?.state === 'completed', 'the retry to complete');
    expect(runs.get(key)).toBe(1);
    expect(await secrets(key)).toHaveLength(1);
  });

  it('complete() answers false once the job is completed, and keeps the first result', async () => {
    const { uuid, key } = await start('complete-twice');
    // The row reads completed once the first complete() commits, before the second has answered.
    await pollFor(async () => seen.get(key)?.second !== undefined, 'the second complete() to answer');
    expect(seen.get(key)!.second).toBe(false);
    expect(await waitForJob({ db: database.db }, uuid)).toMatchObject({ status: 'completed', result: { n: 1 } });
  });

  it('a job sent again after it completed does nothing', async () => {
    const { uuid, key } = await start('write');
    await waitForJob({ db: database.db }, uuid);
    const again = await queue.send('test-tracked', { script: 'write', key, job_uuid: uuid });
    await pollFor(async () => (await queue.boss.getJobById('test-tracked', again!))?.state === 'completed', 'the second job');
    expect(runs.get(key)).toBe(1);
    expect(await secrets(key)).toHaveLength(1);
  });

  it('startJob leaves no row when the job cannot be sent', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(jobStatuses);
    await expect(
      startJob({ db: database.db, queue }, { task: 'no-such-queue', kind: 'test', organizationId, userId, data: {} }),
    ).rejects.toThrow();
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(jobStatuses)).toEqual(before);
  });

  describe('recovery of jobs whose process died', () => {
    const ORPHANS = 'test-orphans';

    beforeAll(async () => {
      // A queue no worker here handles: a job fetched from it is "active" like the job of a
      // killed process, and nobody will finish it.
      await queue.boss.createQueue(ORPHANS, { retryLimit: 1, retryDelay: 0 });
    });

    /** A processing row whose pg-boss job a dead worker fetched, its heartbeat `age` seconds old. */
    const orphan = async (age: number, options: { fetched?: boolean; sent?: boolean } = {}) => {
      const [row] = await database.db
        .insert(jobStatuses)
        .values({ organizationId, userId, kind: 'test', status: 'processing', heartbeatAt: sql`now() - make_interval(secs => ${age})` })
        .returning();
      if (options.sent !== false) {
        await queue.send(ORPHANS, { job_uuid: row!.uuid });
        if (options.fetched !== false) {
          // A job is fetchable once its start_after is past (PGlite's clock can still read the same instant).
          await pollFor(async () => {
            await queue.boss.fetch(ORPHANS, { batchSize: 10 });
            return (await bossJob(row!.uuid))[0]?.state === 'active';
          }, 'the orphan job to be fetched');
        }
      }
      return row!.uuid;
    };
    const recover = () => recoverStaleJobs({ db: database.db, boss: queue.boss, kind, staleSeconds: 60, logger });

    it('retries the active pg-boss job of a silent worker and puts the row back to pending; once retries are spent, fails it', async () => {
      const uuid = await orphan(120);
      expect((await bossJob(uuid))[0]!.state).toBe('active');
      await recover();
      expect((await bossJob(uuid))[0]!.state).toBe('retry');
      expect((await jobRow(database.db, uuid))!.status).toBe('pending');

      // Fetched again by a worker that dies too: its one retry is spent, so the job fails.
      await pollFor(async () => {
        await queue.boss.fetch(ORPHANS, { batchSize: 10 });
        return (await bossJob(uuid))[0]?.state === 'active';
      }, 'the retry to be fetched');
      await database.db.update(jobStatuses).set({ status: 'processing', heartbeatAt: sql`now() - interval '2 minutes'` }).where(eq(jobStatuses.uuid, uuid));
      await recover();
      expect((await bossJob(uuid))[0]!.state).toBe('failed');
      expect(await jobRow(database.db, uuid)).toMatchObject({ status: 'failed', error: 'server_error', errorMessage: JOB_SERVER_ERROR });
    });

    it('fails a processing row whose pg-boss job is gone, and puts back to pending one whose job waits to run', async () => {
      const gone = await orphan(120, { sent: false });
      const waiting = await orphan(120, { fetched: false });
      await recover();
      expect((await jobRow(database.db, gone))!.status).toBe('failed');
      expect((await jobRow(database.db, waiting))!.status).toBe('pending');
      expect((await bossJob(waiting))[0]!.state).toBe('created');
    });

    it('two recoveries at once (two workers starting together) retry a dead job once, not twice', async () => {
      const uuid = await orphan(120);
      const results = await Promise.all([recover(), recover(), recover()]);
      expect(results.reduce((n, r) => n + r.retried, 0)).toBe(1);
      expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
      expect((await bossJob(uuid))[0]).toMatchObject({ state: 'retry', retry_count: 0 });
      expect((await jobRow(database.db, uuid))!.status).toBe('pending');
    });

    it('leaves jobs running in this process alone, and on PostgreSQL a job with a fresh heartbeat', async () => {
      const here = await orphan(120);
      const fresh = await orphan(5);
      runningHere.add(here);
      try {
        await recover();
      } finally {
        runningHere.delete(here);
      }
      expect((await jobRow(database.db, here))!.status).toBe('processing');
      expect((await bossJob(here))[0]!.state).toBe('active');
      // PGlite is opened by one process only: a processing job not running here is dead, however fresh.
      expect((await jobRow(database.db, fresh))!.status).toBe(kind === 'pglite' ? 'pending' : 'processing');
      expect((await bossJob(fresh))[0]!.state).toBe(kind === 'pglite' ? 'retry' : 'active');
    });

    it('the job-recovery task runs it on the schedule queue, with the configured stale limit', async () => {
      const uuid = await orphan(120);
      const id = await queue.send('job-recovery', {});
      expect(id).toBeTruthy();
      await pollFor(async () => (await queue.boss.getJobById('job-recovery', id!))?.state === 'completed', 'the recovery run');
      expect((await jobRow(database.db, uuid))!.status).toBe('pending');
    });
  });
});
