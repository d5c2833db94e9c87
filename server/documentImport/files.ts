// The stored files of the two document jobs (jobs/tasks/DocumentImportTask.ts with
// documentImport/extraction.ts, and the page generator, commands/pageGenerator): the uploaded
// source removed once it has served, a document's pictures stored as the
// organization's 'image' uploads (as the editor stores its media), and those removed again
// when the job then writes nothing. One way for both.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadedFiles } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { DocumentImage } from '../readers/documents/model.ts';
import type { Storage } from '../storage/types.ts';
import { removeUpload, removeUploads, storeUpload } from '../storage/uploads.ts';

export interface DocumentFilesContext {
  db: Db;
  storage: Storage;
}

/** An image stored as the organization's upload: its id (the editor's data-media-id) and address. */
export interface StoredImage {
  id: number;
  src: string;
}

const EXTENSION: Record<DocumentImage['mime'], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/**
 * Stores a document's picture as an 'image' upload of the organization (checked by content,
 * the image purpose's cap), named `image-<number>`; null when storage refuses it (not an image
 * after all, too large): the picture is then left out.
 */
export async function storeDocumentImage(
  ctx: DocumentFilesContext,
  owner: { organizationId: number; uploaderId: number },
  image: Pick<DocumentImage, 'mime' | 'data'>,
  number: number,
): Promise<StoredImage | null> {
  try {
    const saved = await storeUpload(ctx, {
      organizationId: owner.organizationId,
      uploaderId: owner.uploaderId,
      purpose: 'image',
      filename: `image-${number}.${EXTENSION[image.mime] ?? 'png'}`,
      body: Buffer.from(image.data),
    });
    return { id: saved.file.id, src: saved.url };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The uploads with these ids removed (storage/uploads.ts: one way for every importer). */
export { removeUploads };

/** The upload at this storage key removed, object and row, when it is recorded. */
export async function removeUploadAt(ctx: DocumentFilesContext, key: string): Promise<void> {
  const [file] = await ctx.db.select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey }).from(uploadedFiles).where(eq(uploadedFiles.storageKey, key));
  if (file) await removeUpload(ctx, file).catch(() => undefined);
}
