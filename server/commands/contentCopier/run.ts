// The copy's two steps with their retries, shared by every copy (index.ts copyContent: a
// record with what is under it; selection.ts copySelection: chosen questions and passages):
// plan and copy the files outside any transaction (progress is reported only there), then ONE
// REPEATABLE READ transaction that writes the rows. A write that finds what it planned changed
// (Changed) or a serialization failure / deadlock (40001, 40P01) goes back to the first step, at
// most ATTEMPTS times, then `changed()` refuses it. An earlier run that committed the same job
// (AlreadyCompleted) answers that run's result. File copies the written rows do not use (all of
// them when nothing was written) are removed.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobStatuses } from '../../db/schema/index.ts';
import type { TrackedJob } from '../../jobs/tracked.ts';
import type { Storage } from '../../storage/types.ts';
import { AlreadyCompleted } from '../publishingLocks.ts';
import { copyFilesToOrganization, discardFileCopies, type FileCopy } from './media.ts';
import { mediaRowsOf, type MediaRows, type MediaScope } from './mediaRows.ts';

export interface CopyContext {
  db: Db;
  storage: Storage;
}

/** What the copy reports to; a TrackedJob is one (uuid, when known, finds an earlier run's result). */
export type CopyJob = Pick<TrackedJob, 'progress' | 'complete'> & { uuid?: string };

/** What the copy read before its transaction changed (media appeared in the copied rows, the target moved): copy again. */
export class Changed extends Error {}

/** PostgreSQL could not keep the snapshot's promise (40001) or picked this copy to end a deadlock (40P01): copy again. */
const isRetryable = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = e?.code ?? e?.cause?.code;
  return code === '40001' || code === '40P01';
};

const ATTEMPTS = 3;

export interface CopySteps<P extends MediaScope & { target: { organizationId: number } }, R> {
  actorId: number;
  plan(db: Db | Tx): Promise<P>;
  /** Files the plan uses beside those its rows mention (a course's own parts). */
  extraFileIds?(db: Db | Tx, plan: P): Promise<number[]>;
  /** The rows, in the transaction; throws Changed when the plan read there differs from `planned`. */
  write(tx: Tx, planned: P, files: Map<number, FileCopy>, media: (db: Db | Tx, plan: P) => Promise<MediaRows>): Promise<{ result: R; used: Set<number> }>;
  /** The refusal once the attempts are spent. */
  changed(): Error;
}

/** The media rows of a plan, with its extra files. */
const mediaOf =
  <P extends MediaScope & { target: { organizationId: number } }, R>(steps: CopySteps<P, R>) =>
  async (db: Db | Tx, plan: P) =>
    mediaRowsOf(db, plan, steps.extraFileIds ? await steps.extraFileIds(db, plan) : []);

export async function runCopy<P extends MediaScope & { target: { organizationId: number } }, R extends object>(
  ctx: CopyContext,
  steps: CopySteps<P, R>,
  job?: CopyJob,
): Promise<R> {
  const files = new Map<number, FileCopy>();
  const media = mediaOf(steps);
  let used = new Set<number>();
  try {
    for (let attempt = 1; ; attempt++) {
      const plan = await steps.plan(ctx.db);
      if (attempt === 1) await job?.progress(10);
      const rows = await media(ctx.db, plan);
      await copyFilesToOrganization(ctx, rows.fileIds, { organizationId: plan.target.organizationId, uploaderId: steps.actorId }, files);
      await job?.progress(50);
      try {
        const written = await ctx.db.transaction((tx) => steps.write(tx, plan, files, media), { isolationLevel: 'repeatable read' });
        used = written.used;
        return written.result;
      } catch (err) {
        if (!(err instanceof Changed) && !isRetryable(err)) throw err;
        if (attempt >= ATTEMPTS) throw steps.changed();
      }
    }
  } catch (err) {
    used = new Set();
    if (err instanceof AlreadyCompleted) {
      const earlier = job?.uuid ? await earlierResult<R>(ctx.db, job.uuid) : undefined;
      if (earlier) return earlier;
    }
    throw err;
  } finally {
    // Copies the written rows do not use (all of them when nothing was written) go.
    await discardFileCopies(ctx, [...files.values()].filter((f) => !used.has(f.oldId)));
  }
}

async function earlierResult<R>(db: Db, uuid: string): Promise<R | undefined> {
  const [row] = await db.select({ result: jobStatuses.result }).from(jobStatuses).where(eq(jobStatuses.uuid, uuid));
  return (row?.result as R | null) ?? undefined;
}
