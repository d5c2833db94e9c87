// Media referenced by questions and passages (images and audio in their rich text carry
// data-media-id, image answers a media_id) must be image or audio files of the same
// organization: an id from elsewhere would show another school's file. The same rule and
// message as pages (commands/mediaLibrary.ts checkMediaReferences), which reads HTML only;
// this also takes the plain ids of image answers. One query for every id of a document.
import { and, eq, inArray } from 'drizzle-orm';
import { msg } from '../../domain/messages/index.ts';
import { MEDIA_KINDS } from '../../domain/rules/media.ts';
import type { Db } from '../db/client.ts';
import { uploadedFiles } from '../db/schema/index.ts';

/** A field of a document and the media ids it references. */
export interface MediaReference {
  path: string;
  ids: readonly number[];
}

/** `{ path: message }` for every field that references a file outside the organization. */
export async function foreignMediaFields(db: Db, organizationId: number, references: readonly MediaReference[]): Promise<Record<string, string>> {
  const wanted = [...new Set(references.flatMap((r) => r.ids))];
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.organizationId, organizationId), inArray(uploadedFiles.id, wanted), inArray(uploadedFiles.purpose, [...MEDIA_KINDS])));
  const known = new Set(rows.map((r) => r.id));
  const fields: Record<string, string> = {};
  for (const ref of references) if (ref.ids.some((id) => !known.has(id))) fields[ref.path] ??= msg('media_not_found');
  return fields;
}
