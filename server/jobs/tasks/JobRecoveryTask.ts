// Every minute, and once when a worker starts: tracked jobs (../tracked.ts) whose process
// died. pg-boss 11 has no heartbeat: the 'active' job of a killed process would wait for its
// expiry (30 minutes for tracked tasks) before anyone retried it. A job_statuses row still
// 'processing' whose heartbeat is older than JOB_STALE_SECONDS (on PGlite: any such row not
// running in this process, since only one process can open a PGlite database) is recovered:
// - its pg-boss job is active: failed through pg-boss, which retries it (or, retries spent,
//   fails it: the row says so with the server-error message);
// - its pg-boss job waits for a retry: the row goes back to 'pending';
// - its pg-boss job is gone or finished without the row: the row fails (server error).
// The retry is safe because processors are idempotent (docs/architecture.md "Processes").
// Each row is claimed first ('processing' → 'pending' under the same stale condition), so two
// recoveries at once (two workers starting together) never fail one pg-boss job twice.
//
// A worker runs it once in-process as it starts (jobs/queue.ts), not through its queue: the
// queue is 'stately' (one queued, one active), and a worker killed while running the minute's
// recovery leaves that job 'active' until it expires, which would hold back every other run.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { jobStatuses } from '../../db/schema/index.ts';
import type { JobLogger } from '../task.ts';
import { defineTask } from '../task.ts';
import { JOB_SERVER_ERROR, runningHere } from '../tracked.ts';

export const JOB_RECOVERY = 'job-recovery';

export interface RecoveryOptions {
  db: Db;
  boss: PgBoss;
  /** PGlite: every processing row not running here is dead; PostgreSQL: by heartbeat age. */
  kind: 'pglite' | 'postgres';
  staleSeconds: number;
  logger: JobLogger;
}

export interface RecoveryResult {
  retried: number;
  failed: number;
  requeued: number;
}

type BossJob = { id: string; name: string; state: string };

async function bossJobOf(boss: PgBoss, uuid: string): Promise<BossJob | undefined> {
  // The newest pg-boss job carrying this job_uuid, in any queue (a tracked job has one).
  const { rows } = await boss.getDb().executeSql(
    `select id, name, state from pgboss.job where data->>'job_uuid' = $1 order by created_on desc limit 1`,
    [uuid],
  );
  return rows[0] as BossJob | undefined;
}

/** The claimed row (now 'pending') fails with the server-error message. */
async function failRow(db: Db, uuid: string): Promise<void> {
  await db
    .update(jobStatuses)
    .set({ status: 'failed', error: 'server_error', errorMessage: JOB_SERVER_ERROR, updatedAt: sql`now()` })
    .where(and(eq(jobStatuses.uuid, uuid), eq(jobStatuses.status, 'pending')));
}

export async function recoverStaleJobs(opts: RecoveryOptions): Promise<RecoveryResult> {
  const { db, boss, logger } = opts;
  const stale =
    opts.kind === 'pglite'
      ? eq(jobStatuses.status, 'processing')
      : and(
          eq(jobStatuses.status, 'processing'),
          or(isNull(jobStatuses.heartbeatAt), lt(jobStatuses.heartbeatAt, sql`now() - make_interval(secs => ${opts.staleSeconds})`)),
        );
  const rows = await db.select({ uuid: jobStatuses.uuid }).from(jobStatuses).where(stale).limit(500);
  const result: RecoveryResult = { retried: 0, failed: 0, requeued: 0 };
  for (const { uuid } of rows) {
    if (runningHere.has(uuid)) continue;
    // The claim: the row leaves 'processing' (for 'pending') in one statement, so of two
    // recoveries at once only one goes on; the other finds nothing to claim.
    const claimed = await db
      .update(jobStatuses)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(and(eq(jobStatuses.uuid, uuid), stale))
      .returning({ uuid: jobStatuses.uuid });
    if (claimed.length === 0) continue;
    const job = await bossJobOf(boss, uuid);
    if (job?.state === 'active') {
      await boss.fail(job.name, job.id, { error: 'worker_lost', message: 'the process running this job stopped answering' });
      const after = await boss.getJobById(job.name, job.id);
      if (after?.state === 'failed') {
        await failRow(db, uuid);
        result.failed++;
      } else {
        result.retried++;
      }
      logger.warn({ uuid, job: job.name, id: job.id, state: after?.state }, 'recovered a job whose worker stopped');
    } else if (job && (job.state === 'created' || job.state === 'retry')) {
      result.requeued++;
    } else {
      await failRow(db, uuid);
      result.failed++;
      logger.warn({ uuid, state: job?.state ?? null }, 'failed a processing job that pg-boss no longer runs');
    }
  }
  return result;
}

export const JobRecoveryTask = defineTask<{ startup?: boolean }>({
  name: JOB_RECOVERY,
  schedule: { cron: '* * * * *' },
  // At most one queued and one running; never retried (the next minute's run is the retry).
  // A run takes well under a second; one whose worker died expires after a minute.
  queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 60 },
  handler: async ({ database, boss, jobStaleSeconds, logger }) =>
    recoverStaleJobs({ db: database.db, boss, kind: database.kind, staleSeconds: jobStaleSeconds, logger }),
});
