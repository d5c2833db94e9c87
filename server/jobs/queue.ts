// The job queue: pg-boss on the application's database.
//
// - PGlite (embedded): pg-boss runs on the same PGlite instance through a small
//   executeSql adapter (./adapter.ts). pg-boss 11 needs no LISTEN/NOTIFY and no second
//   connection: workers poll, and every other coordination (schema creation and
//   migration, queue creation, cron, maintenance) is a `BEGIN; advisory lock; …; COMMIT`
//   batch, which on one connection never waits for anyone.
// - PostgreSQL: pg-boss gets a small pool of its own on the same connection string, so
//   any number of API (`work: false`) and worker (`work: true`) processes share it.
//
// No state lives in the process: jobs, schedules and queue settings are in the database.
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Metrics } from '../metrics/index.ts';
import type { ErrorReporter } from '../observability/errorReports.ts';
import type { Storage } from '../storage/types.ts';
import { pgliteExecutor, postgresExecutor, txExecutor, type SqlExecutor } from './adapter.ts';
import type { JobLogger, JobQueue, SendOptions, Task, TaskContext } from './task.ts';
import { JOB_RECOVERY, recoverStaleJobs } from './tasks/JobRecoveryTask.ts';
import { tasks as allTasks } from './tasks/index.ts';

export interface Queue extends JobQueue {
  /** Queue a job for the task called `name`; answers the job id (null when a queue policy refused it). */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /**
   * Stop fetching, wait for running jobs (up to `timeoutMs`, default 30 s; jobs still
   * running then are failed and retried later), then release the queue's connections.
   * Does not close the database. Safe to call more than once.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** The pg-boss instance, for job inspection (getJobById, getQueueStats …). */
  readonly boss: PgBoss;
}

export interface StartQueueOptions {
  /**
   * Handle jobs in this process (`pena worker`, or the single embedded process): run the
   * workers, pg-boss's maintenance and the cron clock, and register the schedules.
   * `false` (`pena serve --no-worker`) only sends.
   */
  work: boolean;
  logger?: JobLogger;
  /** The tasks to handle; default: all of tasks/index.ts. */
  tasks?: readonly Task[];
  /** How often an idle worker looks for jobs (default 2 s, at least 0.5 s). Jobs sent from this process are picked up at once. */
  pollingIntervalSeconds?: number;
  /** PostgreSQL only: size of the queue's own pool (default 4). */
  poolSize?: number;
  /** The files' storage, for tasks that delete objects (upload-cleanup). */
  storage?: Storage;
  /** The configuration, for tasks that need it (e.g. the mailer and the public URL of download-courses). */
  config?: Config;
  /** A 'processing' tracked job silent for this long is recovered (JOB_STALE_SECONDS, default 60). */
  jobStaleSeconds?: number;
  /** Job durations and outcomes go here (server/metrics), when /metrics is on. */
  metrics?: Pick<Metrics, 'observeJob'>;
  /** A job's unexpected error is reported here (server/observability), when SENTRY_DSN is set. */
  errorReports?: ErrorReporter;
}

const SCHEMA = 'pgboss';

export async function startQueue(database: Database, opts: StartQueueOptions): Promise<Queue> {
  const logger = opts.logger ?? console;
  const tasks = opts.tasks ?? allTasks;
  const jobStaleSeconds = opts.jobStaleSeconds ?? 60;

  let pool: pg.Pool | undefined;
  let executor: SqlExecutor;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('startQueue: a PGlite database without its pglite instance');
    executor = pgliteExecutor(database.pglite);
  } else {
    if (!database.url) throw new Error('startQueue: a PostgreSQL database without its url');
    pool = new pg.Pool({ connectionString: database.url, max: opts.poolSize ?? 4, application_name: 'pena-jobs' });
    pool.on('error', (err) => logger.error({ err }, 'job queue: idle connection error'));
    executor = postgresExecutor(pool);
  }

  // Count statements in flight and jobs running, so stop() can wait for both.
  let inFlight = 0;
  let running = 0;
  const db = {
    async executeSql(text: string, values?: unknown[]) {
      inFlight++;
      try {
        return await executor.executeSql(text, values);
      } finally {
        inFlight--;
      }
    },
  };

  const boss = new PgBoss({
    db,
    schema: SCHEMA,
    migrate: true,
    supervise: opts.work,
    schedule: opts.work,
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn(warning.data, `job queue: ${warning.message}`));

  try {
    await boss.start();
    await ensureQueues(boss, tasks);
    // pg-boss caches its queues at start and looks up a queue it does not know on its own
    // connection. A send inside a transaction on PGlite would then wait for that very
    // transaction: make it know every task's queue now (getJobById loads a queue's entry).
    // On PostgreSQL that lookup takes another connection of the pool: nothing to do.
    if (database.kind === 'pglite') {
      for (const task of tasks) await boss.getJobById(task.name, '00000000-0000-0000-0000-000000000000');
    }
  } catch (err) {
    await boss.stop({ graceful: false }).catch(() => {});
    await pool?.end();
    throw err;
  }

  const workerIds = new Map<string, string>();
  const taskNames = new Set(tasks.map((task) => task.name));

  const send: Queue['send'] = async (name, data, options = {}) => {
    const { tx, ...rest } = options;
    if (tx && database.kind === 'pglite' && !taskNames.has(name)) {
      // Its queue is not in pg-boss's cache: looking it up would wait for `tx` (see start).
      throw new Error(`job queue: no task named ${name} (inside a transaction on PGlite only the tasks' queues can be sent to)`);
    }
    // On PGlite a send waits for any open transaction; if that is the caller's own, it waits forever.
    const stuck =
      database.kind === 'pglite' && !tx
        ? setTimeout(() => logger.warn({ job: name }, 'job send has waited 5 s for an open transaction; inside db.transaction() pass { tx }'), 5000)
        : undefined;
    let id: string | null;
    try {
      id = await boss.send(name, data ?? {}, tx ? { ...rest, db: txExecutor(tx) as PgBoss.Db } : rest);
    } finally {
      clearTimeout(stuck);
    }
    // A job sent from this process starts now rather than at the worker's next poll.
    // (Inside a transaction it is not visible yet, so the poll will find it.)
    const workerId = workerIds.get(name);
    if (id && workerId && !tx) boss.notifyWorker(workerId);
    return id;
  };

  let stopping: Promise<void> | undefined;
  const stop: Queue['stop'] = (options) => {
    stopping ??= (async () => {
      const timeoutMs = options?.timeoutMs ?? 30_000;
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      // pg-boss resolves stop() once no job is running, but a worker may still be in the
      // middle of a fetch (that can hand it one more job) or of completing a job.
      while ((running > 0 || inFlight > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (running > 0) logger.warn({ running }, 'job queue stopped with jobs still running');
      await pool?.end();
    })();
    return stopping;
  };

  if (opts.work) {
    try {
      for (const task of tasks) {
        const workerId = await boss.work<unknown>(
          task.name,
          { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, includeMetadata: true },
          async ([job]) => {
            if (!job) return undefined;
            running++;
            const started = performance.now();
            const ctx: TaskContext = {
              database,
              logger,
              job: { id: job.id, name: job.name, retryCount: job.retryCount, retryLimit: job.retryLimit },
              send,
              storage: opts.storage,
              config: opts.config,
              boss,
              jobStaleSeconds,
            };
            try {
              const output = await task.handler(ctx, job.data);
              logger.info({ job: job.name, id: job.id, ms: Math.round(performance.now() - started) }, 'job done');
              opts.metrics?.observeJob(task.name, 'completed', (performance.now() - started) / 1000);
              return output;
            } catch (err) {
              logger.error({ job: job.name, id: job.id, err }, 'job failed');
              opts.metrics?.observeJob(task.name, 'failed', (performance.now() - started) / 1000);
              opts.errorReports?.captureJobError(err, { task: task.name, retryCount: job.retryCount, retryLimit: job.retryLimit });
              throw err;
            } finally {
              running--;
            }
          },
        );
        workerIds.set(task.name, workerId);
      }
      await registerSchedules(boss, tasks);
      // A worker that starts looks at once, in-process, for tracked jobs a dead process left
      // behind (tasks/JobRecoveryTask.ts); the schedule repeats it every minute.
      if (tasks.some((task) => task.name === JOB_RECOVERY)) {
        await recoverStaleJobs({ db: database.db, boss, kind: database.kind, staleSeconds: jobStaleSeconds, logger }).catch((err: unknown) =>
          logger.error({ err }, 'job recovery at start failed'),
        );
      }
    } catch (err) {
      await stop();
      throw err;
    }
  }

  return { send, stop, boss, ready: async () => {} };
}

/** Create each task's queue if missing (queues are shared by every process), or update its settings. */
async function ensureQueues(boss: PgBoss, tasks: readonly Task[]): Promise<void> {
  const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
  for (const task of tasks) {
    const stored = existing.get(task.name);
    if (!stored) {
      await boss.createQueue(task.name, { ...task.queue });
      continue;
    }
    // Policy and partitioning are fixed at creation; the rest follows the task.
    const { policy: _policy, partition: _partition, ...settings } = task.queue ?? {};
    if (Object.entries(settings).some(([key, value]) => (stored as unknown as Record<string, unknown>)[key] !== value)) {
      await boss.updateQueue(task.name, settings);
    }
  }
}

/** Make the stored schedules match the tasks: upsert theirs, drop the ones a task no longer has. */
async function registerSchedules(boss: PgBoss, tasks: readonly Task[]): Promise<void> {
  const stored = await boss.getSchedules();
  for (const task of tasks) {
    if (task.schedule) {
      const { cron, tz = 'UTC', data = {} } = task.schedule;
      await boss.schedule(task.name, cron, data, { tz });
    } else if (stored.some((s) => s.name === task.name)) {
      await boss.unschedule(task.name);
    }
  }
}
