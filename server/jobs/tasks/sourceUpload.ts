// The uploaded file a job reads (a document, another tool's file) lives as long as the job may
// still need it: kept between attempts, removed once the job is over, after a refusal (a bad
// file is final) or its last attempt.
import { removeUploadAt } from '../../documentImport/files.ts';
import { JobRefusal } from '../tracked.ts';
import type { TaskContext } from '../task.ts';

export async function withSourceUpload(ctx: TaskContext, fileKey: string, work: () => Promise<void>): Promise<void> {
  const storage = ctx.storage;
  if (!storage) throw new Error(`the ${ctx.job.name} job needs the files storage: start the queue with it`);
  let over = true;
  try {
    await work();
  } catch (err) {
    over = err instanceof JobRefusal || ctx.job.retryCount >= ctx.job.retryLimit;
    throw err;
  } finally {
    if (over) await removeUploadAt({ db: ctx.database.db, storage }, fileKey);
  }
}
