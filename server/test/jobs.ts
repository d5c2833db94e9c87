// Waiting for background jobs in route tests: the app's real pg-boss runs them in this
// process (server/test/app.ts); these poll the job_statuses row within a bound, or a plain pg-boss job to its end.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import { jobStatuses, type JobStatusRow } from '../db/schema/index.ts';


/** Polls until `probe` answers something truthy; throws naming `what` after `timeoutMs`. */
export async function pollFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function jobRow(db: Db, uuid: string): Promise<JobStatusRow | undefined> {
  const [row] = await db.select().from(jobStatuses).where(eq(jobStatuses.uuid, uuid)).limit(1);
  return row;
}

/**
 * Waits until the job is completed or failed (or cancelled) and answers its job_statuses
 * row. `t` is anything with the database handle (a TestApp).
 */
export async function waitForJob(t: { db: Db }, uuid: string, timeoutMs = 20_000): Promise<JobStatusRow> {
  return pollFor(
    async () => {
      const row = await jobRow(t.db, uuid);
      if (!row) throw new Error(`no job_statuses row ${uuid}`);
      return row.status === 'completed' || row.status === 'failed' || row.status === 'cancelled' ? row : undefined;
    },
    `job ${uuid} to finish`,
    timeoutMs,
  );
}

/** Waits until the plain pg-boss job `id` of `name` has completed and answers it; throws when it failed or was cancelled. */
export async function waitForQueueJob(queue: Queue, name: string, id: string) {
  for (;;) {
    const job = await queue.boss.getJobById(name, id);
    if (job?.state === 'completed') return job;
    if (job && (job.state === 'failed' || job.state === 'cancelled')) throw new Error(`job ${name} ${id} ${job.state}: ${JSON.stringify(job.output)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
