// Tracked jobs: background tasks the screens follow (spec §4 "Background jobs": polled
// every 3 seconds). A tracked job has a `job_statuses` row (what GET /jobs/{uuid} answers)
// next to its pg-boss job, whose data carries the row's `job_uuid`.
//
// - startJob() writes the row (pending) and sends the pg-boss job in ONE transaction.
// - defineTrackedTask() wraps a handler so that the row follows the run:
//   * a row already completed, failed or cancelled: the run does nothing (a re-run after a
//     crash or a recovery is harmless);
//   * 'processing' with a heartbeat every HEARTBEAT_MS while the handler runs, so a job
//     whose process died is found and retried (tasks/JobRecoveryTask.ts);
//   * the handler throws a JobRefusal: 'failed' with its code and {en, id} message, no retry;
//   * any other throw: pg-boss retries (the row waits as 'pending'); the last attempt marks
//     it 'failed' with the task's failureMessage(data), or else a generic server-error message;
//   * the handler returns: 'completed', progress 100 (unless it completed itself).
//
// Idempotence (docs/architecture.md "Processes"): a handler makes its final write and
// `job.complete(tx)` in the same transaction; complete() answers false when an earlier run
// already completed the job, and the handler then rolls back. A refusal writes nothing.
//
// PGlite has ONE connection: a statement outside an open transaction waits for it. So a
// handler must not call `job.progress()` (nor anything else on `ctx.database.db`) while it
// holds a transaction of its own; it would wait for itself forever.
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Bilingual } from '../../domain/messages/index.ts';
import type { Db, Tx } from '../db/client.ts';
import { jobStatuses } from '../db/schema/index.ts';
import type { JobQueue } from './task.ts';
import { defineTask, type Task, type TaskContext, type TaskQueueOptions } from './task.ts';

/** How often a running job says it is alive (job_statuses.heartbeat_at). */
export const HEARTBEAT_MS = 5000;

/** A job's failure text in each interface language. */
export type JobMessage = Bilingual;

/** What a job that failed for no reason the user can act on says (§4: treated as a 422). */
export const JOB_SERVER_ERROR: JobMessage = {
  en: 'The task could not be finished because of an error on our servers. Please try again.',
  id: 'Tugas tidak dapat diselesaikan karena terjadi kesalahan pada server kami. Silakan coba lagi.',
};

/**
 * Thrown by a handler to refuse the job: it fails with this code and message, is not
 * retried, and writes nothing (throw it inside your transaction, so it rolls back).
 */
export class JobRefusal extends Error {
  readonly code: string;
  readonly messages: JobMessage;
  readonly result: Record<string, unknown> | undefined;

  constructor(code: string, messages: JobMessage, result?: Record<string, unknown>) {
    super(messages.en);
    this.name = 'JobRefusal';
    this.code = code;
    this.messages = messages;
    this.result = result;
  }
}

export interface TrackedJob {
  uuid: string;
  organizationId: number;
  userId: number | null;
  /**
   * Percent done, 0..100; also a heartbeat. Never call it while you hold a transaction
   * (on PGlite it would wait for that transaction: a deadlock).
   */
  progress(percent: number): Promise<void>;
  /**
   * Marks the job completed with its result. Call it INSIDE your final write transaction.
   * false: an earlier run already completed this job (it crashed after committing), so
   * roll back / write nothing.
   */
  complete(tx: Tx, result?: Record<string, unknown>): Promise<boolean>;
}

export interface TrackedTaskDefinition<D> {
  /** The pg-boss queue name, e.g. 'publish'. */
  name: string;
  /** Queue settings; default: 3 retries 5 s apart, expiry after 30 minutes. */
  queue?: TaskQueueOptions;
  handler(ctx: TaskContext, job: TrackedJob, data: D): Promise<void>;
  /**
   * What a job failing on a server error (its last attempt) says; default JOB_SERVER_ERROR. E.g.
   * "Failed to copy unit. Please try again." (§8 "Create, update and delete failures").
   */
  failureMessage?(data: D): JobMessage;
}

export interface StartJobInput {
  /** The tracked task's queue name. */
  task: string;
  /** The job_statuses kind the screens know it by, e.g. 'publish'. */
  kind: string;
  organizationId: number;
  userId: number;
  data: Record<string, unknown>;
  /** The row's uuid, e.g. the client's request_id (a resend then finds this job); default a new one. */
  uuid?: string;
}

/** The row and the pg-boss job, in one transaction: both exist, or neither. */
export async function startJob(ctx: { db: Db; queue: JobQueue }, input: StartJobInput): Promise<{ uuid: string }> {
  await ctx.queue.ready();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobStatuses)
      .values({ ...(input.uuid ? { uuid: input.uuid } : {}), organizationId: input.organizationId, userId: input.userId, kind: input.kind, status: 'pending' })
      .returning({ uuid: jobStatuses.uuid });
    const id = await ctx.queue.send(input.task, { ...input.data, job_uuid: row!.uuid }, { tx });
    if (!id) throw new Error(`the ${input.task} queue refused the job`);
    return { uuid: row!.uuid };
  });
}

/** The jobs running in this process: alive by definition, whatever their heartbeat says. */
export const runningHere = new Set<string>();

const FINAL = ['completed', 'failed', 'cancelled'] as const;

/**
 * Test only (server/test/workerProcess.ts): when PENA_TEST_JOB_HOLD_DIR is set, a tracked job
 * stops after its handler's first progress() call, writes `<dir>/<uuid>.held` and waits until
 * `<dir>/<uuid>.go` exists, so a test knows the job is mid-way before it kills the process.
 * Read nowhere else; never set it in production.
 */
async function holdForTest(uuid: string): Promise<void> {
  const dir = process.env.PENA_TEST_JOB_HOLD_DIR;
  if (!dir) return;
  const go = path.join(dir, `${uuid}.go`);
  await fs.writeFile(path.join(dir, `${uuid}.held`), String(process.pid));
  for (;;) {
    try {
      await fs.access(go);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function mark(db: Db, uuid: string, values: PgUpdateSetSource<typeof jobStatuses>): Promise<void> {
  await db
    .update(jobStatuses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobStatuses.uuid, uuid), notInArray(jobStatuses.status, [...FINAL])));
}

/** A task whose data carries `job_uuid` and whose progress and outcome go to job_statuses. */
export function defineTrackedTask<D>(definition: TrackedTaskDefinition<D>): Task<D & { job_uuid: string }> {
  return defineTask<D & { job_uuid: string }>({
    name: definition.name,
    queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 30 * 60, ...definition.queue },
    handler: async (ctx, data) => {
      const db = ctx.database.db;
      const uuid = data.job_uuid;
      const [row] = await db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid)).limit(1);
      if (!row) {
        ctx.logger.warn({ job: definition.name, uuid }, 'tracked job without its job_statuses row: nothing to do');
        return { skipped: 'missing' };
      }
      if ((FINAL as readonly string[]).includes(row.status)) return { skipped: row.status };

      runningHere.add(uuid);
      let completed: boolean | undefined;
      let held = false;
      const job: TrackedJob = {
        uuid,
        organizationId: row.organizationId,
        userId: row.userId,
        progress: async (percent) => {
          const value = Math.max(0, Math.min(100, Math.round(percent)));
          await db
            .update(jobStatuses)
            .set({ progress: value, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
            .where(and(eq(jobStatuses.uuid, uuid), eq(jobStatuses.status, 'processing')));
          if (!held) {
            held = true;
            await holdForTest(uuid);
          }
        },
        complete: async (tx, result) => {
          const changed = await tx
            .update(jobStatuses)
            .set({ status: 'completed', progress: 100, result: result ?? null, error: null, errorMessage: null, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
            .where(and(eq(jobStatuses.uuid, uuid), notInArray(jobStatuses.status, ['completed', 'cancelled'])))
            .returning({ uuid: jobStatuses.uuid });
          completed = changed.length > 0;
          return completed;
        },
      };

      const heartbeat = setInterval(() => {
        db.update(jobStatuses)
          .set({ heartbeatAt: sql`now()` })
          .where(and(eq(jobStatuses.uuid, uuid), eq(jobStatuses.status, 'processing')))
          .catch((err: unknown) => ctx.logger.warn({ err, uuid }, 'job heartbeat failed'));
      }, HEARTBEAT_MS);
      heartbeat.unref();
      try {
        await mark(db, uuid, { status: 'processing', heartbeatAt: sql`now()` });
        await definition.handler(ctx, job, data);
        if (completed === undefined) {
          await db
            .update(jobStatuses)
            .set({ status: 'completed', progress: 100, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
            .where(and(eq(jobStatuses.uuid, uuid), notInArray(jobStatuses.status, ['completed', 'cancelled'])));
        }
        return { uuid, status: 'completed' };
      } catch (err) {
        // complete() answered false and the handler rolled back by throwing (e.g. tx.rollback()):
        // an earlier run did the work, so this one is done too.
        if (completed === false) return { uuid, status: 'completed', already: true };
        if (err instanceof JobRefusal) {
          await mark(db, uuid, { status: 'failed', error: err.code, errorMessage: err.messages, result: err.result ?? null });
          return { uuid, status: 'failed', error: err.code };
        }
        const last = ctx.job.retryCount >= ctx.job.retryLimit;
        await mark(
          db,
          uuid,
          last ? { status: 'failed', error: 'server_error', errorMessage: definition.failureMessage?.(data) ?? JOB_SERVER_ERROR } : { status: 'pending' },
        ).catch((markErr: unknown) => ctx.logger.error({ err: markErr, uuid }, 'could not record the job failure'));
        throw err;
      } finally {
        clearInterval(heartbeat);
        runningHere.delete(uuid);
      }
    },
  });
}
