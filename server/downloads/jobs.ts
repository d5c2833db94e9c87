// What a 'download_courses' job keeps in job_statuses.result, read back by the presenter, the
// routes (a retry reuses the query) and the email task. Started with { query, language }; on
// completion the file's record and the link's expiry are added; once emailed, emailed_to.
import { DOWNLOAD_LINK_LIFETIME_MS, downloadCoursesQuery, type DownloadCoursesQuery } from '../../domain/schemas/downloads.ts';
import type { Language } from '../i18n.ts';

export const DOWNLOAD_JOB_KIND = 'download_courses';
export const DOWNLOAD_TASK = 'download-courses';
export const DOWNLOAD_EMAIL_TASK = 'download-courses-email';
export { DOWNLOAD_LINK_LIFETIME_MS };

/** §8 "Create, update and delete failures": "Failed to download courses. Please try again." */
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

/** Lowercase ASCII words joined by hyphens, at most `max` characters: safe in any file system and header. */
function slug(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

const day = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/**
 * What the file holds, in a few words: "selected-3" for picked rows; else the search text, the
 * status, the grade, the tag search, the dates, and a word for each filter by id; "all" for
 * the whole list.
 */
function contentsOf(query: DownloadCoursesQuery): string[] {
  if (query.include_ids.length > 0) return [`selected-${query.include_ids.length}`];
  const parts = [
    // Search text with no ASCII letters (数学) still says the list was searched.
    query.q && (slug(query.q, 30) || 'search'),
    query.publish_status,
    query.level && slug(query.level, 12),
    query.tag_search && (slug(`tag-${query.tag_search}`, 24) || 'tag'),
    query.published_from !== undefined && `published-from-${day(query.published_from)}`,
    query.published_to !== undefined && `published-to-${day(query.published_to)}`,
    query.created_from !== undefined && `created-from-${day(query.created_from)}`,
    query.created_to !== undefined && `created-to-${day(query.created_to)}`,
    (query.course_set_id !== undefined || query.course_subset_id !== undefined) && 'set',
    query.user_ids.length > 0 && 'by-author',
    query.course_tag_ids.length > 0 && 'tagged',
    query.subject_ids.length > 0 && 'subjects',
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts : ['all'];
}

/**
 * "courses-sma-nusantara-aljabar-published-2026-11-24.xlsx": the organization, what the file
 * holds (contentsOf), and the day; ASCII words only, at most about 120 characters.
 */
export function downloadFileName(organizationName: string, query: DownloadCoursesQuery, now: Date = new Date()): string {
  const what = slug(contentsOf(query).join('-'), 60);
  const school = slug(organizationName, 40);
  return `${['courses', school, what, now.toISOString().slice(0, 10)].filter(Boolean).join('-')}.xlsx`;
}
