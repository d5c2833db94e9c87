// A 'download_courses' job → API JSON (domain/schemas/downloads.ts downloadCoursesJobSchema):
// the list's progress, the file once completed, its signed link until it expires, whether it
// was emailed, and why it failed, in the caller's language.
import type { DownloadCoursesJob } from '../../domain/schemas/downloads.ts';
import type { jobStatuses } from '../db/schema/index.ts';
import { downloadFailed, readDownloadResult } from '../downloads/jobs.ts';
import { downloadPath, signDownloadToken } from '../downloads/tokens.ts';
import type { Language } from '../i18n.ts';
import { presentJobBase } from './job.ts';

type JobRow = Pick<typeof jobStatuses.$inferSelect, 'uuid' | 'organizationId' | 'status' | 'progress' | 'result' | 'errorMessage' | 'createdAt'>;

/** `secret`: downloads/tokens.ts downloadsSecret (the link is signed as it is shown; the same row gives the same link). */
export function presentDownloadJob(row: JobRow, language: Language, secret: Buffer, now: number = Date.now()): DownloadCoursesJob {
  const result = readDownloadResult(row.result);
  const completed = row.status === 'completed';
  const live = completed && result.file_id !== undefined && result.expires_at !== undefined && result.expires_at > now;
  return {
    ...presentJobBase(row),
    organization_id: row.organizationId,
    course_count: result.course_count ?? null,
    file_name: completed ? (result.file_name ?? null) : null,
    download_url: live ? downloadPath(signDownloadToken(secret, { fileId: result.file_id!, organizationId: row.organizationId, expiresAt: result.expires_at! })) : null,
    expires_at: completed && result.expires_at !== undefined ? new Date(result.expires_at).toISOString() : null,
    emailed_to: result.emailed_to ?? null,
    error: row.status === 'failed' ? (row.errorMessage?.[language] ?? downloadFailed[language]) : null,
    created_at: row.createdAt.toISOString(),
  };
}
