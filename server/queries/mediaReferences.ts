// Media referenced by rich content (spec §5 "Media"):
// images and audio in the rich text of pages, passages and questions carry data-media-id,
// image answers a media_id. Each must be an image or audio file of the same organization: an
// id from elsewhere would show another school's file. One query for every id of a document.
import { and, eq, inArray } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import { MEDIA_KINDS, type MediaReference } from '../../domain/rules/media.ts';
import { INT4_MAX } from '../../domain/schemas/primitives.ts';
import type { Db, Tx } from '../db/client.ts';
import { uploadedFiles } from '../db/schema/index.ts';
import { errors } from '../errors.ts';

/** 422 naming every field that references a file outside the organization. */
export async function checkMediaReferences(db: Db | Tx, organizationId: number, references: readonly MediaReference[]): Promise<void> {
  // An id past the 32-bit id column names no file: it is not looked up, and so reads as not found.
  const wanted = [...new Set(references.flatMap((r) => r.ids))].filter((id) => id <= INT4_MAX);
  if (references.every((r) => r.ids.length === 0)) return;
  const rows = wanted.length === 0 ? [] : await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.organizationId, organizationId), inArray(uploadedFiles.id, wanted), inArray(uploadedFiles.purpose, [...MEDIA_KINDS])));
  const known = new Set(rows.map((r) => r.id));
  const fields: Record<string, string> = {};
  for (const ref of references) if (ref.ids.some((id) => !known.has(id))) fields[ref.path] ??= msg('media_not_found');
  if (Object.keys(fields).length > 0) throw errors.unprocessable(fields);
}
