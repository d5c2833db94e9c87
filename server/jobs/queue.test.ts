// The job queue on a real database: a fresh PGlite always, and PostgreSQL when
// TEST_DATABASE_URL is set. Nothing is mocked: pg-boss runs its real schema, workers
// and schedules, and the session-cleanup task deletes real rows.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { postgresExecutor } from './adapter.ts';
import { startQueue, type Queue } from './queue.ts';
import { defineTask, type JobLogger } from './task.ts';
import { tasks } from './tasks/index.ts';

/** A task the test holds open until it releases the job's gate. */
const gates = new Map<string, { release: () => void; released: Promise<void>; started: boolean; finished: boolean }>();
function gate(key: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const entry = { release, released, started: false, finished: false };
  gates.set(key, entry);
  return entry;
}
const ProbeTask = defineTask<{ key: string }>({
  name: 'test-probe',
  queue: { retryLimit: 0 },
  handler: async (_ctx, { key }) => {
    const entry = gates.get(key);
    if (!entry) return { key };
    entry.started = true;
    await entry.released;
    entry.finished = true;
    return { key };
  },
});

function recordingLogger() {
  const errors: unknown[] = [];
  const logger: JobLogger = { info() {}, warn() {}, error: (details) => void errors.push(details) };
  return { logger, errors };
}

async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function jobState(queue: Queue, name: string, id: string) {
  return (await queue.boss.getJobById(name, id))?.state ?? null;
}

async function waitForJob(queue: Queue, name: string, id: string, state = 'completed') {
  return waitFor(async () => {
    const job = await queue.boss.getJobById(name, id);
    if (job && (job.state === 'failed' || job.state === 'cancelled') && state !== job.state) {
      throw new Error(`job ${name} ${id} ${job.state}: ${JSON.stringify(job.output)}`);
    }
    return job?.state === state ? job : null;
  }, `${name} ${id} to be ${state}`);
}

describe.each(testDatabaseKinds())('job queue on %s', (kind) => {
  let database: Database;
  let queue: Queue;
  const { logger, errors } = recordingLogger();
  const rows = async <T>(text: string, values?: unknown[]) => (await database.executeSql(text, values)).rows as T[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    queue = await startQueue(database, { work: true, logger, tasks: [...tasks, ProbeTask], pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('session-cleanup deletes expired sessions, day-old login attempts and long-unused known devices, and nothing else', async () => {
    const [user] = await rows<{ id: number }>(`insert into users (email) values ($1) returning id`, [`cleanup-${randomUUID()}@example.com`]);
    await database.executeSql(
      `insert into sessions (user_id, token_hash, expires_at) values
         ($1, 'expired', now() - interval '1 minute'),
         ($1, 'fresh', now() + interval '1 day')`,
      [user!.id],
    );
    await database.executeSql(
      `insert into login_attempts (email, address, attempted_at) values
         ('a@example.com', '10.0.0.1', now() - interval '25 hours'),
         ('a@example.com', '10.0.0.1', now() - interval '1 hour')`,
    );
    await database.executeSql(
      `insert into known_devices (user_id, token_hash, last_used_at) values
         ($1, 'stale', now() - interval '181 days'),
         ($1, 'recent', now() - interval '179 days')`,
      [user!.id],
    );

    const id = await queue.send('session-cleanup');
    expect(id).toBeTruthy();
    const job = await waitForJob(queue, 'session-cleanup', id!);

    expect(job.output).toEqual({ sessions: 1, loginAttempts: 1, knownDevices: 1 });
    expect(await rows(`select token_hash from sessions where user_id = $1`, [user!.id])).toEqual([{ token_hash: 'fresh' }]);
    expect(await rows(`select count(*)::int as n from login_attempts`)).toEqual([{ n: 1 }]);
    expect(await rows(`select token_hash from known_devices where user_id = $1`, [user!.id])).toEqual([{ token_hash: 'recent' }]);
  });

  it('registers the schedules of session-cleanup (hourly), upload-cleanup (every 15 minutes), history-cleanup (daily) and job-recovery (every minute)', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules).toHaveLength(4);
    expect(schedules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'session-cleanup', cron: '0 * * * *', timezone: 'UTC' }),
        expect.objectContaining({ name: 'upload-cleanup', cron: '*/15 * * * *', timezone: 'UTC' }),
        expect.objectContaining({ name: 'history-cleanup', cron: '40 2 * * *', timezone: 'UTC' }),
        expect.objectContaining({ name: 'job-recovery', cron: '* * * * *', timezone: 'UTC' }),
      ]),
    );
  });

  it('keeps serving application queries and transactions while a job runs', async () => {
    const key = randomUUID();
    const entry = gate(key);
    const id = await queue.send('test-probe', { key });
    await waitFor(async () => entry.started, 'the probe job to start');

    expect(await rows(`select 1 as one`)).toEqual([{ one: 1 }]);
    const inTransaction = await database.db.transaction(async (tx) => {
      const result = (await tx.execute(`select 2 as two`)) as unknown as { rows: unknown[] };
      return result.rows;
    });
    expect(inTransaction).toEqual([{ two: 2 }]);
    expect(await jobState(queue, 'test-probe', id!)).toBe('active');

    entry.release();
    await waitForJob(queue, 'test-probe', id!);
  });

  it('sends inside an application transaction: the job exists only if it commits', async () => {
    const rolledBack = await database.db
      .transaction(async (tx) => {
        const id = await queue.send('test-probe', { key: randomUUID() }, { tx });
        tx.rollback();
        return id;
      })
      .catch((err: unknown) => err);
    expect(rolledBack).toBeInstanceOf(Error);
    const [{ n: before } = { n: -1 }] = await rows<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'test-probe'`);

    const committed = await database.db.transaction(async (tx) => queue.send('test-probe', { key: randomUUID() }, { tx }));
    expect(committed).toBeTruthy();
    await waitForJob(queue, 'test-probe', committed!);
    expect(await rows(`select count(*)::int as n from pgboss.job where name = 'test-probe'`)).toEqual([{ n: before + 1 }]);
  });

  it('a pg-boss batch that fails half-way does not leave the connection in an aborted transaction', async () => {
    const boss = queue.boss.getDb();
    await expect(boss.executeSql('BEGIN; SELECT 1/0; COMMIT;', [])).rejects.toThrow(/division by zero/);
    expect(await rows(`select 1 as one`)).toEqual([{ one: 1 }]);
    expect((await boss.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);

    if (kind === 'postgres') {
      // One connection, so the next query surely reuses the one the batch failed on.
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      try {
        const executor = postgresExecutor(pool);
        await expect(executor.executeSql('BEGIN; SELECT 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
        expect((await executor.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await pool.end();
      }
    }
  });

  it('a send-only queue (work: false) queues jobs that the workers handle', async () => {
    const sender = await startQueue(database, { work: false, logger, tasks: [...tasks, ProbeTask] });
    try {
      const id = await sender.send('test-probe', { key: randomUUID() });
      await waitForJob(queue, 'test-probe', id!);
    } finally {
      await sender.stop();
    }
  });

  it('stop() waits for the running job to finish', async () => {
    const key = randomUUID();
    const entry = gate(key);
    const id = await queue.send('test-probe', { key });
    await waitFor(async () => entry.started, 'the probe job to start');

    const stopped = queue.stop();
    setTimeout(() => entry.release(), 100);
    await stopped;

    expect(entry.finished).toBe(true);
    // The queue's connections are released now: read the job table directly.
    expect(await rows(`select state from pgboss.job where id = $1`, [id])).toEqual([{ state: 'completed' }]);
    expect(errors).toEqual([]);
  });
});
