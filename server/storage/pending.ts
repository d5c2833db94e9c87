// Upload forms not yet registered (spec §7 `upload_form_values`): a form lets the browser write
// straight to storage, so each one handed out is recorded in pending_uploads with the most it
// may write (its purpose's cap), and refused once a member's or an organization's pending
// bytes would pass their cap: asking for forms without end cannot fill the disk. Registering
// the file ends the reservation (uploads.ts); an upload never registered is deleted, object
// and row, by the upload-cleanup job once it is older than PENDING_UPLOAD_TTL_MS.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { MB } from '../../domain/constants.ts';
import { formatMaxSize, uploadRule } from '../../domain/uploads.ts';
import type { Db } from '../db/client.ts';
import { pendingUploads, uploadedFiles, type UploadPurpose } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { Storage, PresignedPost } from './types.ts';
import { presignUpload, type UploadContext } from './uploads.ts';

/** Pending bytes allowed at once: per member, per organization. */
export interface PendingUploadCaps {
  userBytes: number;
  organizationBytes: number;
}

export const DEFAULT_PENDING_CAPS: PendingUploadCaps = { userBytes: 500 * MB, organizationBytes: 2000 * MB };

/**
 * How long a form's upload may stay unregistered. The form itself expires after 15 minutes
 * (types.ts DEFAULT_PRESIGN_SECONDS); the rest leaves time for a slow POST to finish and
 * register.
 */
export const PENDING_UPLOAD_TTL_MS = 60 * 60 * 1000;

export interface ReserveUploadInput {
  organizationId: number;
  uploaderId: number;
  purpose: UploadPurpose;
  caps?: PendingUploadCaps;
}

/**
 * A presigned form for the browser, recorded as pending. Refused with 429 `rate_limited`
 * when the uploader's or the organization's pending bytes (uploads not registered and not yet
 * expired) plus this form's cap would pass their caps.
 */
export async function reserveUpload(ctx: UploadContext, input: ReserveUploadInput): Promise<PresignedPost> {
  const caps = input.caps ?? DEFAULT_PENDING_CAPS;
  const maxBytes = uploadRule(input.purpose).maxBytes;
  const post = await presignUpload(ctx, input.organizationId, input.purpose);
  const key = post.form_fields.key;
  if (!key) throw new Error('presigned form without a key');
  await ctx.db.transaction(async (tx) => {
    // One reservation at a time per organization, so two forms cannot both squeeze under a cap.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PENDING_LOCK}, ${input.organizationId})`);
    const since = new Date(Date.now() - PENDING_UPLOAD_TTL_MS);
    const [totals] = await tx
      .select({
        organization: sql<string>`coalesce(sum(${pendingUploads.maxBytes}), 0)`,
        user: sql<string>`coalesce(sum(${pendingUploads.maxBytes}) filter (where ${pendingUploads.uploaderId} = ${input.uploaderId}), 0)`,
      })
      .from(pendingUploads)
      .where(and(eq(pendingUploads.organizationId, input.organizationId), gte(pendingUploads.createdAt, since)));
    if (Number(totals?.user ?? 0) + maxBytes > caps.userBytes) throw tooManyUploads(caps.userBytes, 'user');
    if (Number(totals?.organization ?? 0) + maxBytes > caps.organizationBytes) throw tooManyUploads(caps.organizationBytes, 'organization');
    await tx.insert(pendingUploads).values({ organizationId: input.organizationId, uploaderId: input.uploaderId, storageKey: key, maxBytes });
  });
  return post;
}

export interface PendingCleanupResult {
  /** Objects deleted from storage (or already absent) with their rows. */
  expired: number;
  /** Rows whose file had been registered: the row goes, the object stays. */
  registered: number;
}

/**
 * Deletes every upload pending for longer than the TTL: its object (if the browser ever
 * posted one) and its row. A key that was registered meanwhile keeps its object. Works in
 * batches, so one run stays short whatever piled up.
 */
export async function cleanupPendingUploads(
  ctx: { db: Db; storage: Storage },
  options: { olderThanMs?: number; batchSize?: number } = {},
): Promise<PendingCleanupResult> {
  const before = new Date(Date.now() - (options.olderThanMs ?? PENDING_UPLOAD_TTL_MS));
  const batchSize = options.batchSize ?? 200;
  const result: PendingCleanupResult = { expired: 0, registered: 0 };
  for (;;) {
    const rows = await ctx.db
      .select({ id: pendingUploads.id, storageKey: pendingUploads.storageKey })
      .from(pendingUploads)
      .where(lt(pendingUploads.createdAt, before))
      .orderBy(pendingUploads.createdAt)
      .limit(batchSize);
    if (rows.length === 0) return result;
    const keys = rows.map((r) => r.storageKey);
    const registered = new Set(
      (await ctx.db.select({ key: uploadedFiles.storageKey }).from(uploadedFiles).where(inArray(uploadedFiles.storageKey, keys))).map((r) => r.key),
    );
    for (const row of rows) {
      if (registered.has(row.storageKey)) result.registered++;
      else {
        await ctx.storage.remove(row.storageKey);
        result.expired++;
      }
    }
    await ctx.db.delete(pendingUploads).where(inArray(pendingUploads.id, rows.map((r) => r.id)));
    if (rows.length < batchSize) return result;
  }
}

/** Advisory-lock namespace of pending-upload reservations. */
const PENDING_LOCK = 0x70656e64; // "pend"

function tooManyUploads(capBytes: number, scope: 'user' | 'organization'): AppError {
  const cap = formatMaxSize(capBytes);
  const message =
    scope === 'user'
      ? {
          en: `You have too many uploads in progress (at most ${cap} at once). Finish or wait for them, then try again.`,
          id: `Terlalu banyak unggahan Anda yang sedang berjalan (paling banyak ${cap} sekaligus). Selesaikan atau tunggu, lalu coba lagi.`,
        }
      : {
          en: `Your organization has too many uploads in progress (at most ${cap} at once). Please try again later.`,
          id: `Organisasi Anda memiliki terlalu banyak unggahan yang sedang berjalan (paling banyak ${cap} sekaligus). Silakan coba lagi nanti.`,
        };
  return new AppError('rate_limited', { message });
}
