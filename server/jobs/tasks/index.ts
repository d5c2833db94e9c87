// Every background task. The queue creates one pg-boss queue per task, and worker
// processes handle them all and register their schedules.
import type { Task } from '../task.ts';
import { CopyTask } from './CopyTask.ts';
import { DocumentImportTask } from './DocumentImportTask.ts';
import { DownloadCoursesTask, DownloadEmailTask } from './DownloadCoursesTask.ts';
import { ExcelImportTask } from './ExcelImportTask.ts';
import { GeneratePagesTask } from './GeneratePagesTask.ts';
import { HistoryCleanupTask } from './HistoryCleanupTask.ts';
import { ImportQuestionsTask } from './ImportQuestionsTask.ts';
import { InterchangeImportTask } from './InterchangeImportTask.ts';
import { JobRecoveryTask } from './JobRecoveryTask.ts';
import { PublishTask } from './PublishTask.ts';
import { SessionCleanupTask } from './SessionCleanupTask.ts';
import { UnpublishTask } from './UnpublishTask.ts';
import { UploadCleanupTask } from './UploadCleanupTask.ts';

export const tasks: readonly Task[] = [SessionCleanupTask, UploadCleanupTask, HistoryCleanupTask, JobRecoveryTask as Task, PublishTask as Task, UnpublishTask as Task, CopyTask as Task, ImportQuestionsTask as Task, DownloadCoursesTask as Task, DownloadEmailTask as Task, ExcelImportTask as Task, GeneratePagesTask as Task, DocumentImportTask as Task, InterchangeImportTask as Task];

export { CopyTask, DocumentImportTask, DownloadCoursesTask, DownloadEmailTask, ExcelImportTask, GeneratePagesTask, HistoryCleanupTask, ImportQuestionsTask, InterchangeImportTask, JobRecoveryTask, PublishTask, SessionCleanupTask, UnpublishTask, UploadCleanupTask };
