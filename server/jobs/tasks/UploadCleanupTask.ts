// Every 15 minutes, files nobody will use again, deleted from storage (local or S3) and from
// the database:
// - uploads whose form was handed out but whose file was never registered, once older than
//   the pending TTL: the object and its pending_uploads row (storage/pending.ts);
// - registered spreadsheet uploads (purposes 'spreadsheet' and 'image_archive'), once older
//   than a day (SPREADSHEET_UPLOAD_TTL_MS): they are only the input of a conversion and its
//   import, and an import copies them to a temporary directory when it starts
//   (commands/spreadsheetImporterFile.ts). Files of a member with an excel_import job still
//   pending or processing are kept whatever their age, so a queued or retried import finds them;
// - likewise documents uploaded for question import ('document_import', the input of a
//   document_import job, which removes it itself when it ends) and text-page sources
//   ('chapter_source', the input of a generate_chapters job): a day after, unless a job of that
//   kind by the same member still waits or runs (a worker that died on a last attempt leaves them);
// - course downloads (purpose 'course_download', jobs/tasks/DownloadCoursesTask.ts) once their
//   link has expired (DOWNLOAD_LINK_LIFETIME_MS after they were written, plus an hour's margin
//   for the clocks): the link and the job list offer them no longer.
// Any other registered file is never touched. The object goes first, then its row, so a run
// cut short leaves a row the next run finishes (removing an absent object is no error).
import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { DOWNLOAD_LINK_LIFETIME_MS } from '../../../domain/schemas/downloads.ts';
import type { Db } from '../../db/client.ts';
import { jobStatuses, uploadedFiles, type UploadPurpose } from '../../db/schema/index.ts';
import { cleanupPendingUploads, type PendingCleanupResult } from '../../storage/pending.ts';
import type { Storage } from '../../storage/types.ts';
import { defineTask } from '../task.ts';

/** How long a spreadsheet upload (and its .zip of images) is kept after it was stored. */
export const SPREADSHEET_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A course download is deleted this long after its link expired. */
export const DOWNLOAD_CLEANUP_MARGIN_MS = 60 * 60 * 1000;

export interface UploadCleanupResult extends PendingCleanupResult {
  /** Spreadsheet and image-archive uploads deleted. */
  spreadsheets: number;
  /** Document-import and text-page source uploads deleted. */
  documents: number;
  /** Course downloads deleted. */
  downloads: number;
}

interface OldFilesQuery {
  purposes: readonly UploadPurpose[];
  olderThanMs: number;
  /** Keep the files of members with a job of this kind pending or processing. */
  keepWhileJobRuns?: 'excel_import' | 'document_import' | 'generate_chapters';
  batchSize?: number;
}

/** Deletes the registered files of the purposes older than the age, in batches; how many went. */
async function deleteOldFiles(ctx: { db: Db; storage: Storage }, q: OldFilesQuery): Promise<number> {
  const batchSize = q.batchSize ?? 200;
  let deleted = 0;
  for (;;) {
    const conditions = [
      inArray(uploadedFiles.purpose, [...q.purposes]),
      lt(uploadedFiles.createdAt, sql`now() - make_interval(secs => ${q.olderThanMs / 1000})`),
    ];
    if (q.keepWhileJobRuns) {
      conditions.push(
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(jobStatuses)
            .where(
              and(
                eq(jobStatuses.kind, q.keepWhileJobRuns),
                inArray(jobStatuses.status, ['pending', 'processing']),
                eq(jobStatuses.organizationId, uploadedFiles.organizationId),
                eq(jobStatuses.userId, uploadedFiles.uploaderId),
              ),
            ),
        ),
      );
    }
    const rows = await ctx.db
      .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .where(and(...conditions))
      .orderBy(asc(uploadedFiles.createdAt))
      .limit(batchSize);
    if (rows.length === 0) return deleted;
    for (const row of rows) await ctx.storage.remove(row.storageKey);
    await ctx.db.delete(uploadedFiles).where(inArray(uploadedFiles.id, rows.map((r) => r.id)));
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}

/** Everything upload-cleanup deletes, in one run. */
export async function cleanupUploads(ctx: { db: Db; storage: Storage }, options: { batchSize?: number } = {}): Promise<UploadCleanupResult> {
  const pending = await cleanupPendingUploads(ctx, options);
  const spreadsheets = await deleteOldFiles(ctx, {
    purposes: ['spreadsheet', 'image_archive'],
    olderThanMs: SPREADSHEET_UPLOAD_TTL_MS,
    keepWhileJobRuns: 'excel_import',
    ...options,
  });
  let documents = 0;
  for (const [purpose, kind] of [['document_import', 'document_import'], ['chapter_source', 'generate_chapters']] as const) {
    documents += await deleteOldFiles(ctx, { purposes: [purpose], olderThanMs: SPREADSHEET_UPLOAD_TTL_MS, keepWhileJobRuns: kind, ...options });
  }
  const downloads = await deleteOldFiles(ctx, {
    purposes: ['course_download'],
    olderThanMs: DOWNLOAD_LINK_LIFETIME_MS + DOWNLOAD_CLEANUP_MARGIN_MS,
    ...options,
  });
  return { ...pending, spreadsheets, documents, downloads };
}

export const UploadCleanupTask = defineTask({
  name: 'upload-cleanup',
  schedule: { cron: '*/15 * * * *' },
  // At most one queued and one running, like session-cleanup.
  queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 15 * 60 },
  handler: async ({ database, storage, logger }) => {
    if (!storage) {
      logger.warn({ job: 'upload-cleanup' }, 'upload-cleanup skipped: the queue was started without storage');
      return { skipped: true };
    }
    return cleanupUploads({ db: database.db, storage });
  },
});
