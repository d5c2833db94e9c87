// Uploaded files carried into another organization, and the references to them rewritten
// (spec §5 "Media": image and audio media are referenced by id). The files are copied in
// storage, so deleting the original never breaks the copy. Used by the copier and by the mover for
// moves to another organization:
//
//   const copies = await copyFilesToOrganization(ctx, fileIds, { organizationId, uploaderId });
//   try {
//     await db.transaction(async (tx) => {
//       const map = await recordFileCopies(tx, copies.values());   // uploaded_files rows, pending rows gone
//       ... write rows with rewriteHtml(html, map) / rewriteJson(sections, map), answers.media_id → map.byId
//     });
//   } catch (err) { await discardFileCopies(ctx, copies.values()); throw err; }
//
// Each new object gets a key under the target organization's prefix (uploads.ts: org/<id>/<purpose>/<uuid>)
// and a pending_uploads row BEFORE its bytes are written, so an object whose process dies before
// the transaction commits is deleted by the upload-cleanup job like any unregistered upload.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { mediaIdsInHtml } from '../../../domain/rules/media.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pendingUploads, uploadedFiles, type UploadPurpose } from '../../db/schema/index.ts';
import { uploadKeyPrefix } from '../../storage/uploads.ts';
import type { Storage } from '../../storage/types.ts';

export interface FileCopy {
  oldId: number;
  oldKey: string;
  /** Under the target organization's prefix; the object is written, the uploaded_files row not yet. */
  newKey: string;
  organizationId: number;
  uploaderId: number | null;
  filename: string;
  mimeType: string;
  size: number;
  purpose: UploadPurpose;
}

/** Old file id → the new file, and old key → new key, once the copies are recorded. */
export interface MediaMap {
  byId: Map<number, { id: number; key: string }>;
  byKey: Map<string, string>;
}

export interface FileCopyContext {
  db: Db;
  storage: Storage;
}

const COPY_CONCURRENCY = 4;

/**
 * Copies the objects of the given uploaded files (any organization's ids are read; ask only for
 * files the source may use) to new keys of the target organization. `into` holds copies made
 * before (a retry of the same copy): those are not made again. An object missing in storage
 * gets its new row all the same (the copy is as broken as the original, never another
 * school's file). On failure every object written here is removed, with its pending rows.
 */
export async function copyFilesToOrganization(
  ctx: FileCopyContext,
  fileIds: Iterable<number>,
  target: { organizationId: number; uploaderId: number | null },
  into: Map<number, FileCopy> = new Map(),
): Promise<Map<number, FileCopy>> {
  const wanted = [...new Set(fileIds)].filter((id) => !into.has(id));
  if (wanted.length === 0) return into;
  const rows = await ctx.db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, wanted));
  const copies: FileCopy[] = rows.map((f) => ({
    oldId: f.id,
    oldKey: f.storageKey,
    newKey: `${uploadKeyPrefix(target.organizationId, f.purpose)}${randomUUID()}`,
    organizationId: target.organizationId,
    uploaderId: target.uploaderId,
    filename: f.filename,
    mimeType: f.mimeType,
    size: f.size,
    purpose: f.purpose,
  }));
  if (copies.length === 0) return into;
  await ctx.db
    .insert(pendingUploads)
    .values(copies.map((c) => ({ organizationId: c.organizationId, uploaderId: c.uploaderId, storageKey: c.newKey, maxBytes: c.size })));
  try {
    let next = 0;
    const worker = async () => {
      while (next < copies.length) {
        const copy = copies[next++]!;
        const object = await ctx.storage.get(copy.oldKey);
        if (object) await ctx.storage.put(copy.newKey, object.body, { contentType: copy.mimeType });
      }
    };
    await Promise.all(Array.from({ length: Math.min(COPY_CONCURRENCY, copies.length) }, worker));
  } catch (err) {
    await discardFileCopies(ctx, copies);
    throw err;
  }
  for (const c of copies) into.set(c.oldId, c);
  return into;
}

/** Removes copied objects and their pending rows (the copy failed or was not needed). */
export async function discardFileCopies(ctx: FileCopyContext, copies: Iterable<FileCopy>): Promise<void> {
  const list = [...copies];
  if (list.length === 0) return;
  for (const c of list) await ctx.storage.remove(c.newKey).catch(() => undefined);
  await ctx.db
    .delete(pendingUploads)
    .where(inArray(pendingUploads.storageKey, list.map((c) => c.newKey)))
    .catch(() => undefined);
}

/** Inside the write transaction: the uploaded_files rows of the copies; their pending rows go. */
export async function recordFileCopies(tx: Tx, copies: Iterable<FileCopy>): Promise<MediaMap> {
  const list = [...copies];
  const map: MediaMap = { byId: new Map(), byKey: new Map() };
  if (list.length === 0) return map;
  const rows = await tx
    .insert(uploadedFiles)
    .values(
      list.map((c) => ({
        organizationId: c.organizationId,
        uploaderId: c.uploaderId,
        storageKey: c.newKey,
        filename: c.filename,
        mimeType: c.mimeType,
        size: c.size,
        purpose: c.purpose,
      })),
    )
    .returning({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey });
  const idOfKey = new Map(rows.map((r) => [r.storageKey, r.id]));
  for (const c of list) {
    map.byId.set(c.oldId, { id: idOfKey.get(c.newKey)!, key: c.newKey });
    map.byKey.set(c.oldKey, c.newKey);
  }
  await tx.delete(pendingUploads).where(inArray(pendingUploads.storageKey, list.map((c) => c.newKey)));
  return map;
}

const MEDIA_ID = /(\sdata-media-id\s*=\s*)(?:"\s*(\d{1,15})\s*"|'\s*(\d{1,15})\s*'|(\d{1,15})(?=[\s/>]))/gi;
/** Storage keys as uploads.ts builds them (org/<id>/<purpose>/<name>), wherever they appear (a src, a media_url). */
const STORAGE_KEY = /org\/\d+\/[a-z_]+\/[A-Za-z0-9._-]+/g;

/** The HTML with every data-media-id and stored-file address of a copied file pointing at its copy. */
export function rewriteHtml(html: string, map: MediaMap): string {
  if (map.byId.size === 0) return html;
  let out = html;
  if (out.includes('data-media-id')) {
    out = out.replace(MEDIA_ID, (whole: string, prefix: string, a?: string, b?: string, c?: string) => {
      const copy = map.byId.get(Number(a ?? b ?? c));
      return copy ? `${prefix}"${copy.id}"` : whole;
    });
  }
  if (out.includes('org/')) out = out.replace(STORAGE_KEY, (key) => map.byKey.get(key) ?? key);
  return out;
}

/** Any JSON value (section arrays, explanation, hint) with every string rewritten by rewriteHtml. */
export function rewriteJson<T>(value: T, map: MediaMap): T {
  if (typeof value === 'string') return rewriteHtml(value, map) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => rewriteJson(v, map)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteJson(v, map)])) as T;
  }
  return value;
}

/** The file ids (data-media-id) and storage keys (addresses) any string of a JSON value refers to. */
export function mediaInValue(value: unknown, found: { ids: Set<number>; keys: Set<string> } = { ids: new Set(), keys: new Set() }) {
  if (typeof value === 'string') {
    for (const id of mediaIdsInHtml(value)) found.ids.add(id);
    if (value.includes('org/')) for (const m of value.matchAll(STORAGE_KEY)) found.keys.add(m[0]);
  } else if (Array.isArray(value)) {
    for (const v of value) mediaInValue(v, found);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) mediaInValue(v, found);
  }
  return found;
}

/** The organization's uploaded files among `ids` and `keys` (references to anything else are left alone). */
export async function organizationFiles(db: Db | Tx, organizationId: number, refs: { ids: Iterable<number>; keys: Iterable<string> }): Promise<number[]> {
  const ids = [...new Set(refs.ids)].filter((id) => id > 0 && id <= 2_147_483_647);
  const keys = [...new Set(refs.keys)];
  const out = new Set<number>();
  if (ids.length > 0) {
    const rows = await db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(and(eq(uploadedFiles.organizationId, organizationId), inArray(uploadedFiles.id, ids)));
    for (const r of rows) out.add(r.id);
  }
  if (keys.length > 0) {
    const rows = await db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(and(eq(uploadedFiles.organizationId, organizationId), inArray(uploadedFiles.storageKey, keys)));
    for (const r of rows) out.add(r.id);
  }
  return [...out].sort((a, b) => a - b);
}
