// Every 15 minutes: delete uploads whose form was handed out but whose file was never
// registered, once they are older than the pending TTL: the object in storage (local or S3)
// and its pending_uploads row (storage/pending.ts). Registered files are never touched.
import { cleanupPendingUploads } from '../../storage/pending.ts';
import { defineTask } from '../task.ts';

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
    return cleanupPendingUploads({ db: database.db, storage });
  },
});
