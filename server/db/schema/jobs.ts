// The status view of background jobs, polled by the screens (GET /jobs/{uuid}) every 3 s.
// The queue itself is pg-boss (its own schema); a task writes its progress and outcome here.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './_columns.ts';
import { oneOf } from './_checks.ts';
import { organizationRef, users } from './organizations.ts';

export const jobStatusValues = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatusValues)[number];

export const jobStatuses = pgTable(
  'job_statuses',
  {
    uuid: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    organizationId: organizationRef(),
    /** Who started it; the download-courses job list is per user. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The task, e.g. 'download_courses', 'publish', 'unpublish', 'copy', 'move', 'document_import'. */
    kind: text().notNull(),
    status: text().$type<JobStatus>().notNull().default('pending'),
    /** Percent done, 0 to 100. */
    progress: integer().notNull().default(0),
    /** Task-specific outcome, e.g. { lesson_id } or { file_url }. */
    result: jsonb().$type<Record<string, unknown>>(),
    /** Why it failed (status 'failed'): a stable code, e.g. 'content_changed'. */
    error: text(),
    /** The failure as the user reads it, in each interface language (GET /jobs answers in the caller's). */
    errorMessage: jsonb().$type<{ en: string; id: string }>(),
    /** When the running worker last said it is alive; a processing job silent for long is recovered. */
    heartbeatAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('job_statuses_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    index('job_statuses_org_idx').on(t.organizationId, t.createdAt),
    index('job_statuses_status_idx').on(t.status, t.updatedAt),
    check('job_statuses_status_check', oneOf(t.status, jobStatusValues)),
    check('job_statuses_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * Secrets the processes share, generated on first use (e.g. 'preview' signs learner-preview
 * tokens). In the database so every API process of a cluster signs and checks alike.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamps.createdAt,
});

// Rows as Drizzle selects them, named once beside their tables.
export type JobStatusRow = typeof jobStatuses.$inferSelect;
