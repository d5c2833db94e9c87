// Taking an upload into storage: the bytes go to `org/<orgId>/<purpose>/<uuid>` under the
// purpose's size cap (enforced while streaming), the type is recognised by magic bytes
// against what the purpose accepts (domain/uploads.ts), and an uploaded_files row records
// it. Any refusal leaves nothing behind: no object, no row.
//
//   storeUpload     bytes that came through the API (multipart `request.file()`)
//   presignUpload   spec §7 `upload_form_values`: a form the browser POSTs straight to storage
//   registerUpload  a key the browser read from storage's XML reply after that POST
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { UPLOAD_KEY_PATTERN } from '../../domain/schemas/content.ts';
import { acceptedTypesLabel, fileKinds, formatMaxSize, uploadRule, uploadRules } from '../../domain/uploads.ts';
import type { Db, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/pgErrors.ts';
import { pendingUploads, uploadedFiles, type UploadPurpose } from '../db/schema/files.ts';
import { AppError, errors } from '../errors.ts';
import { detectFileKind } from './detect.ts';
import { ObjectTooLargeError, isValidKey, type PresignedPost, type Storage } from './types.ts';
import type { UploadedFileRow } from '../db/schema/index.ts';


/** @fastify/multipart's outer bounds: one file per request, no larger than the largest purpose's cap. */
export const MULTIPART_LIMITS = {
  files: 1,
  fileSize: Math.max(...Object.values(uploadRules).map((r) => r.maxBytes)),
  fields: 20,
  fieldSize: 100 * 1024,
  parts: 21,
};

/** What the upload functions need: storage and a database handle (Db or a transaction). */
export interface UploadContext {
  db: Db | Tx;
  storage: Storage;
}

export interface StoredUpload {
  file: UploadedFileRow;
  /** Where browsers load it (GET /files/<key>). */
  url: string;
}

export interface StoreUploadInput {
  organizationId: number;
  uploaderId: number | null;
  purpose: UploadPurpose;
  /** The name on the uploader's machine; kept for display and downloads only. */
  filename: string;
  /** The bytes, e.g. `(await request.file()).file`, or a Buffer. */
  body: Readable | Buffer;
}

export interface RegisterUploadInput {
  organizationId: number;
  uploaderId: number | null;
  purpose: UploadPurpose;
  /** The key from storage's POST reply. */
  key: string;
  filename: string;
}

/** Every key of an organization's uploads for one purpose starts with this. */
export function uploadKeyPrefix(organizationId: number, purpose: UploadPurpose): string {
  return `org/${organizationId}/${purpose}/`;
}

export function fileUrl(storage: Storage, key: string): string {
  return storage.publicUrl(key);
}

/** Stream an upload into storage, check it, record it. */
export async function storeUpload(ctx: UploadContext, input: StoreUploadInput): Promise<StoredUpload> {
  const rule = uploadRule(input.purpose);
  const key = `${uploadKeyPrefix(input.organizationId, input.purpose)}${randomUUID()}`;
  let size: number;
  try {
    ({ size } = await ctx.storage.put(key, input.body, { contentType: 'application/octet-stream', maxBytes: rule.maxBytes }));
  } catch (err) {
    // put removes a partial object itself; make sure, whatever went wrong.
    await ctx.storage.remove(key).catch(() => undefined);
    if (err instanceof ObjectTooLargeError || isMultipartTooLarge(err)) throw tooLarge(input.purpose);
    throw err;
  }
  return checkAndRecord(ctx, { ...input, key, size });
}

/**
 * A presigned POST for the browser (spec §7 `upload_form_values`): any key it writes lies under
 * the organization's prefix for the purpose, and the body may not pass the purpose's cap.
 */
export async function presignUpload(ctx: Pick<UploadContext, 'storage'>, organizationId: number, purpose: UploadPurpose): Promise<PresignedPost> {
  return ctx.storage.presignPost({ keyPrefix: uploadKeyPrefix(organizationId, purpose), maxBytes: uploadRule(purpose).maxBytes });
}

/**
 * Record a file the browser POSTed straight to storage. The key must lie under the
 * organization's prefix for the purpose (else 422, and the object is left alone: it may not
 * be this organization's); an object that fails the size or type check is removed.
 */
export async function registerUpload(ctx: UploadContext, input: RegisterUploadInput): Promise<StoredUpload> {
  const prefix = uploadKeyPrefix(input.organizationId, input.purpose);
  if (!isValidKey(input.key) || !UPLOAD_KEY_PATTERN.test(input.key) || !input.key.startsWith(prefix)) {
    throw errors.unprocessable({ file_key: { en: 'This upload key is not valid.', id: 'Kunci unggahan ini tidak valid.' } });
  }
  const [existing] = await ctx.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.storageKey, input.key)).limit(1);
  if (existing) throw alreadyUsed();
  // A form handed to another member: its upload is theirs to register (a colleague who saw the
  // key must not take, say, a document that member is importing). A server-side upload (no
  // uploader) is not checked.
  if (input.uploaderId !== null) {
    const [pending] = await ctx.db.select({ uploaderId: pendingUploads.uploaderId }).from(pendingUploads).where(eq(pendingUploads.storageKey, input.key)).limit(1);
    if (pending && pending.uploaderId !== null && pending.uploaderId !== input.uploaderId) {
      throw errors.unprocessable({ file_key: { en: 'This upload key is not valid.', id: 'Kunci unggahan ini tidak valid.' } });
    }
  }
  const size = await ctx.storage.size(input.key);
  if (size === null) {
    throw errors.unprocessable({ file_key: { en: 'The uploaded file was not found. Please upload it again.', id: 'Berkas yang diunggah tidak ditemukan. Silakan unggah ulang.' } });
  }
  if (size > uploadRule(input.purpose).maxBytes) {
    await ctx.storage.remove(input.key);
    throw tooLarge(input.purpose);
  }
  return checkAndRecord(ctx, { ...input, size });
}

/** Remove an upload's object and its row (rows that reference it cascade). */
export async function removeUpload(ctx: UploadContext, file: Pick<UploadedFileRow, 'id' | 'storageKey'>): Promise<void> {
  await ctx.db.delete(uploadedFiles).where(eq(uploadedFiles.id, file.id));
  await ctx.storage.remove(file.storageKey);
}

/** The uploads with these ids removed, object and row; one that fails to go is left to the clean-up. */
export async function removeUploads(ctx: UploadContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const files = await ctx.db.select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey }).from(uploadedFiles).where(inArray(uploadedFiles.id, [...ids]));
  for (const file of files) await removeUpload(ctx, file).catch(() => undefined);
}

async function checkAndRecord(
  ctx: UploadContext,
  input: Omit<StoreUploadInput, 'body'> & { key: string; size: number },
): Promise<StoredUpload> {
  const rule = uploadRule(input.purpose);
  let kind;
  try {
    kind = await detectFileKind(ctx.storage, input.key);
  } catch (err) {
    await ctx.storage.remove(input.key).catch(() => undefined);
    throw err;
  }
  if (!kind || !rule.kinds.includes(kind)) {
    await ctx.storage.remove(input.key);
    throw wrongType(input.purpose);
  }
  try {
    const [file] = await ctx.db
      .insert(uploadedFiles)
      .values({
        organizationId: input.organizationId,
        uploaderId: input.uploaderId,
        storageKey: input.key,
        filename: cleanFilename(input.filename, fileKinds[kind].extensions[0]!),
        mimeType: fileKinds[kind].mime,
        size: input.size,
        purpose: input.purpose,
      })
      .returning();
    // Registered: the form's reservation (storage/pending.ts) ends.
    await ctx.db.delete(pendingUploads).where(eq(pendingUploads.storageKey, input.key));
    return { file: file!, url: ctx.storage.publicUrl(input.key) };
  } catch (err) {
    // Another request registered this key first: the object is theirs now, leave it.
    if (isUniqueViolation(err)) throw alreadyUsed();
    await ctx.storage.remove(input.key).catch(() => undefined);
    throw err;
  }
}

const alreadyUsed = () => errors.unprocessable({ file_key: { en: 'This file was already used.', id: 'Berkas ini sudah digunakan.' } });

/** A display name without directories or control characters, at most 200 characters. */
export function cleanFilename(name: string, fallbackExtension: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const clipped = base.length > 200 ? base.slice(base.length - 200) : base;
  return clipped || `file.${fallbackExtension}`;
}

export function wrongType(purpose: UploadPurpose): AppError {
  const types = acceptedTypesLabel(purpose);
  const message = {
    en: `This file type is not accepted. Accepted types: ${types}.`,
    id: `Jenis berkas ini tidak diterima. Jenis yang diterima: ${types}.`,
  };
  return errors.unprocessable({ file: message }, message);
}

export function tooLarge(purpose: UploadPurpose): AppError {
  const max = formatMaxSize(uploadRule(purpose).maxBytes);
  return new AppError('too_large', {
    message: { en: `The file is too large. The largest accepted size is ${max}.`, id: `Berkas terlalu besar. Ukuran terbesar yang diterima ${max}.` },
    fields: { file: { en: `At most ${max}.`, id: `Paling besar ${max}.` } },
  });
}

/** @fastify/multipart cuts a file at its own limit with a 413 error of its own. */
function isMultipartTooLarge(err: unknown): boolean {
  return (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
}
