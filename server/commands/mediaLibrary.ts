// Media for rich text (spec §5 "Image and audio media are referenced by id"): recording an
// image or audio clip the browser uploaded to storage, and checking, before rich HTML is
// stored, that every `data-media-id` in it is an image or audio file of the same
// organization. Any editor of rich text (pages, passages, questions) can use the check.
import { and, eq, inArray } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import { type MediaKind, mediaIdsInHtml } from '../../domain/rules/media.ts';
import type { Db, Tx } from '../db/client.ts';
import { uploadedFiles } from '../db/schema/index.ts';
import { errors } from '../errors.ts';
import { registerUpload, type StoredUpload, type UploadContext } from '../storage/uploads.ts';

/** The purposes whose files rich text may show: images and audio clips. */
const MEDIA_PURPOSES: MediaKind[] = ['image', 'audio'];

export interface NewMedia {
  organizationId: number;
  uploaderId: number;
  purpose: MediaKind;
  /** The key storage answered to the browser's POST. */
  key: string;
  filename: string;
}

/** Checks the upload by content and size for its purpose, and records it (registerUpload). */
export function addMedia(ctx: UploadContext, media: NewMedia): Promise<StoredUpload> {
  return registerUpload(ctx, { organizationId: media.organizationId, uploaderId: media.uploaderId, purpose: media.purpose, key: media.key, filename: media.filename });
}

/**
 * 422 when HTML refers to media that is not an image or audio file of the organization.
 * `htmlByField` maps the request's field paths (`content`, `sections.0.content_html` …) to
 * their HTML; every field that names a missing id gets the message. One query.
 */
export async function checkMediaReferences(db: Db | Tx, organizationId: number, htmlByField: Record<string, string>): Promise<void> {
  const idsByField = Object.entries(htmlByField).map(([field, html]) => [field, mediaIdsInHtml(html)] as const);
  const wanted = [...new Set(idsByField.flatMap(([, ids]) => ids))];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, wanted), eq(uploadedFiles.organizationId, organizationId), inArray(uploadedFiles.purpose, MEDIA_PURPOSES)));
  const known = new Set(found.map((f) => f.id));
  const fields: Record<string, string> = {};
  for (const [field, ids] of idsByField) if (ids.some((id) => !known.has(id))) fields[field] = msg('media_not_found');
  if (Object.keys(fields).length > 0) throw errors.unprocessable(fields);
}
