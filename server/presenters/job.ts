// Background jobs → API JSON (GET /jobs/{uuid}, domain/schemas/publishing.ts jobStatusSchema).
// `error` is the failure as the caller reads it, in their language; the stable code stays
// in the row (and in the log).
import type { JobStatusReply } from '../../domain/schemas/publishing.ts';
import type { jobStatuses } from '../db/schema/index.ts';
import type { Language } from '../i18n.ts';

type JobRow = Pick<typeof jobStatuses.$inferSelect, 'uuid' | 'kind' | 'status' | 'progress' | 'result' | 'error' | 'errorMessage'>;

/** What every job reply starts with (presenters/downloadJob.ts builds on it too). */
export function presentJobBase(row: Pick<typeof jobStatuses.$inferSelect, 'uuid' | 'status' | 'progress'>): Pick<JobStatusReply, 'uuid' | 'status' | 'progress'> {
  return { uuid: row.uuid, status: row.status, progress: row.progress };
}

export function presentJob(row: JobRow, language: Language): JobStatusReply {
  const failed = row.status === 'failed' || row.status === 'cancelled';
  return {
    ...presentJobBase(row),
    kind: row.kind,
    result: row.result ?? null,
    error: failed ? (row.errorMessage?.[language] ?? row.errorMessage?.en ?? row.error ?? null) : null,
  };
}
