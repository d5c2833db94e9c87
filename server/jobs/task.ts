// What a background task is. Each task is one pg-boss queue of the same name, handled
// one job at a time by every worker process; tasks/index.ts lists them all.
import type PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/types.ts';
import type { Tx } from '../db/client.ts';

/** Fits console and Fastify's (pino) logger. */
export interface JobLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export type SendOptions = Omit<PgBoss.SendOptions, 'db'> & {
  /**
   * Create the job inside this open transaction: it exists only if the transaction
   * commits. Always pass it when sending from inside `db.transaction()`: on PGlite a
   * send outside the transaction would wait for the transaction to end, forever.
   */
  tx?: Tx;
};

/**
 * What routes and commands send through (AppContext.queue). `ready()` starts a queue that
 * starts lazily (tests, an app built without one): call it before opening the transaction
 * you send in, since starting pg-boss on PGlite inside it would wait for it (startJob does).
 */
export interface JobQueue {
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  ready(): Promise<void>;
}

export interface TaskContext {
  database: Database;
  /** The files' storage, when the queue was started with one (`pena serve` and `pena worker` do). */
  storage: Storage | undefined;
  /** The configuration, when the queue was started with it (public URL, mail settings; `pena serve` and `pena worker` pass it). */
  config?: Config;
  logger: JobLogger;
  /**
   * The job being handled. `retryCount` is how many times it ran before (0 on the first
   * run); a run with `retryCount >= retryLimit` is the last one pg-boss makes.
   */
  job: { id: string; name: string; retryCount: number; retryLimit: number };
  /** The pg-boss instance, for tasks that inspect or fail other jobs (job-recovery). */
  boss: PgBoss;
  /** A 'processing' job whose heartbeat is older than this is taken for dead (JOB_STALE_SECONDS). */
  jobStaleSeconds: number;
  /** Queue a follow-up job (e.g. an import queues its document conversions). */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
}

/** Queue settings: retries, expiry, retention, policy (see pg-boss `createQueue`). */
export type TaskQueueOptions = Omit<PgBoss.Queue, 'name'>;

export interface Task<Data = unknown> {
  /** The queue name: lowercase words joined by hyphens, e.g. `session-cleanup`. */
  name: string;
  /**
   * Handles one job. The returned value is stored as the job's output; a throw fails
   * the job, which pg-boss retries up to the queue's `retryLimit`. Handlers must be
   * idempotent: a job can run again after a crash or an expiry.
   */
  handler(ctx: TaskContext, data: Data): Promise<unknown>;
  /** Recurring runs, registered by worker processes (cron in `tz`, default UTC). */
  schedule?: { cron: string; tz?: string; data?: object };
  queue?: TaskQueueOptions;
}

/** Identity helper that types `data` in the handler. */
export function defineTask<Data = unknown>(task: Task<Data>): Task<Data> {
  return task;
}
