// Uploaded files (metadata; the bytes are in local storage or the S3 bucket), the lesson's
// study-guide documents and link attachments, and the per-school document-import quota.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, lockVersion, position, timestamps } from './_columns.ts';
import { oneOf } from './_checks.ts';
import { lessons } from './content.ts';
import { organizationRef, users } from './organizations.ts';
import { uploadPurposes, type UploadPurposeName } from '../../../domain/uploads.ts';

/** What an upload is for; decides the accepted types and size limits (domain/uploads.ts). */
export const uploadPurposeValues = uploadPurposes;
export type UploadPurpose = UploadPurposeName;

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    organizationId: organizationRef(),
    uploaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The object key in storage. */
    storageKey: text().notNull(),
    /** The name the file had on the uploader's machine. */
    filename: text().notNull(),
    /** Checked by magic bytes, not taken from the browser. */
    mimeType: text().notNull(),
    /** Bytes. */
    size: bigint({ mode: 'number' }).notNull(),
    purpose: text().$type<UploadPurpose>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploaded_files_storage_key_idx').on(t.storageKey),
    index('uploaded_files_org_idx').on(t.organizationId, t.createdAt),
    index('uploaded_files_uploader_idx').on(t.uploaderId),
    check('uploaded_files_purpose_check', oneOf(t.purpose, uploadPurposeValues)),
    check('uploaded_files_size_check', sql`${t.size} >= 0`),
  ],
);

/** Study-guide files (PDF, Word, PowerPoint) of a lesson; the API's "notes". */
export const lessonDocuments = pgTable(
  'lesson_documents',
  {
    id: id(),
    organizationId: organizationRef(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    uploadedFileId: integer()
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    position: position(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('lesson_documents_lesson_idx').on(t.lessonId, t.position),
    index('lesson_documents_file_idx').on(t.uploadedFileId),
  ],
);

/** Named links shown with a lesson. */
export const linkAttachments = pgTable(
  'link_attachments',
  {
    id: id(),
    organizationId: organizationRef(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    url: text().notNull(),
    position: position(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('link_attachments_lesson_idx').on(t.lessonId, t.position)],
);

/** Document-import (AI) quota of a school: balance left of limit, until expires_at (next semester). */
export const documentQuotas = pgTable(
  'document_quotas',
  {
    id: id(),
    organizationId: organizationRef(),
    balance: integer().notNull().default(0),
    limit: integer().notNull().default(0),
    /** When the balance is recharged to limit; null means it never expires. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('document_quotas_org_idx').on(t.organizationId),
    check('document_quotas_amounts_check', sql`${t.balance} >= 0 and ${t.limit} >= 0`),
  ],
);

/**
 * Upload forms handed out (spec §7 `upload_form_values`) whose file is not registered yet.
 * Each reserves its purpose's largest size against the uploader's and the organization's
 * caps (storage/pending.ts); registering the file ends the reservation, and the
 * upload-cleanup job deletes the object and the row of one never registered.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: id(),
    organizationId: organizationRef(),
    /** Null once the uploader is deleted; the row still leads the cleanup to the object. */
    uploaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The one key the form may write. */
    storageKey: text().notNull(),
    /** Bytes reserved: the purpose's cap, the most the form accepts. */
    maxBytes: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_uploads_storage_key_idx').on(t.storageKey),
    index('pending_uploads_org_idx').on(t.organizationId, t.createdAt),
    index('pending_uploads_uploader_idx').on(t.uploaderId, t.createdAt),
    index('pending_uploads_created_idx').on(t.createdAt),
  ],
);

// Rows as Drizzle selects them, named once beside their tables.
export type DocumentQuotaRow = typeof documentQuotas.$inferSelect;
export type LinkAttachmentRow = typeof linkAttachments.$inferSelect;
export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
