// A worker process for tracked-job kill tests (server/jobs/tracked.kill.test.ts): `pena worker`
// with one more task, `test-kill-apply`, whose run holds mid-way (PENA_TEST_JOB_HOLD_DIR) and
// then applies its work (an app_secrets row named by the job) in one transaction with the
// job's completion. Run by server/test/workerProcess.ts with `entry`; never in production.
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../database.ts';
import { appSecrets } from '../db/schema/index.ts';
import { startQueue } from '../jobs/queue.ts';
import { tasks } from '../jobs/tasks/index.ts';
import { defineTrackedTask } from '../jobs/tracked.ts';
import type { Task } from '../jobs/task.ts';

export const KillApplyTask = defineTrackedTask<{ key: string }>({
  name: 'test-kill-apply',
  queue: { retryLimit: 2, retryDelay: 1 },
  handler: async (ctx, job, { key }) => {
    await job.progress(10); // held here on PENA_TEST_JOB_HOLD_DIR
    await ctx.database.db.transaction(async (tx) => {
      await tx.insert(appSecrets).values({ name: key, value: String(process.pid) });
      if (!(await job.complete(tx, { key }))) tx.rollback();
    });
  },
});

export const killTestTasks: readonly Task[] = [...tasks, KillApplyTask as Task];

if (import.meta.main) {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const queue = await startQueue(database, { work: true, logger: console, tasks: killTestTasks, jobStaleSeconds: config.jobStaleSeconds });
  const stop = async () => {
    await queue.stop({ timeoutMs: 5000 });
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  console.log('Test worker running.');
}
