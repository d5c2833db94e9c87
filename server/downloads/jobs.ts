// What a 'download_courses' job keeps in job_statuses.result, read back by the presenter, the
// routes (a retry reuses the query) and the email task. Started with { query, language }; on
// completion the file's record and the link's expiry are added; once emailed, emailed_to.
import { DOWNLOAD_LINK_LIFETIME_MS, downloadCoursesQuery, type DownloadCoursesQuery } from '../../domain/schemas/downloads.ts';
import type { Language } from '../i18n.ts';

export const DOWNLOAD_JOB_KIND = 'download_courses';
export const DOWNLOAD_TASK = 'download-courses';
export const DOWNLOAD_EMAIL_TASK = 'download-courses-email';
export { DOWNLOAD_LINK_LIFETIME_MS };

/** §8 "Failed to download courses. Please try again." */
export const downloadFailed = {
  en: 'Failed to download courses. Please try again.',
  id: 'Gagal mengunduh kursus. Silakan coba lagi.',
};

export interface DownloadJobResult {
  query: DownloadCoursesQuery;
  language: Language;
  file_id?: number;
  file_key?: string;
  file_name?: string;
  course_count?: number;
  /** Epoch ms the link expires. */
  expires_at?: number;
  /** The job's file is to be emailed (it reached DOWNLOAD_EMAIL_MIN_COURSES). */
  email_pending?: boolean;
  emailed_to?: string | null;
  emailed_at?: string;
  /** The job that retried this one (it leaves the list). */
  retried_by?: string;
}

/** The stored result, read defensively (jsonb written by this module only, but older rows may lack fields). */
export function readDownloadResult(result: Record<string, unknown> | null | undefined): Partial<DownloadJobResult> {
  if (!result) return {};
  const parsed = downloadCoursesQuery.safeParse(result.query ?? {});
  return { ...(result as Partial<DownloadJobResult>), query: parsed.success ? parsed.data : undefined };
}

/** "courses-sma-nusantara-2026-11-24.xlsx": the organization's name as ASCII words, and the day. */
export function downloadFileName(organizationName: string, now: Date = new Date()): string {
  const slug = organizationName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `courses-${slug ? `${slug}-` : ''}${now.toISOString().slice(0, 10)}.xlsx`;
}
