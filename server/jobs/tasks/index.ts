// Every background task. The queue creates one pg-boss queue per task, and worker
// processes handle them all and register their schedules.
import type { Task } from '../task.ts';
import { SessionCleanupTask } from './SessionCleanupTask.ts';
import { UploadCleanupTask } from './UploadCleanupTask.ts';

export const tasks: readonly Task[] = [SessionCleanupTask, UploadCleanupTask];

export { SessionCleanupTask, UploadCleanupTask };
