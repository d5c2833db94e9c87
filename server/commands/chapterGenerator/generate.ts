// The 'generate_chapters' job's work (jobs/tasks/GenerateChaptersTask.ts): the uploaded file
// read from storage by the kind its content was recognised as, every page or slide with text
// or images made a text page (pages.ts) with its images stored as the organization's media,
// then all pages written at once (index.ts). A file that cannot be read (a scan without text, a
// password, damage) or has only empty pages is refused with its own text and writes nothing;
// images stored for pages that are then not written are removed again.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema/index.ts';
import type { Language } from '../../i18n.ts';
import { DocumentReadError, type DocumentKind, type ReadDocument, readDocument } from '../../importers/documents/index.ts';
import { JobRefusal, type TrackedJob } from '../../jobs/tracked.ts';
import type { Storage } from '../../storage/types.ts';
import { removeUpload, storeUpload } from '../../storage/uploads.ts';
import { AppError } from '../../errors.ts';
import { type ChapterGenerationResult, writeGeneratedChapters } from './index.ts';
import { chapterGenerationMessages } from './messages.ts';
import { type GeneratedChapter, pageToChapter, type StoredImage } from './pages.ts';

export interface GenerateContext {
  db: Db;
  storage: Storage;
}

export interface GenerateInput {
  topicId: number;
  organizationId: number;
  lessonId: number;
  actorId: number;
  language: Language;
  /** The chapter_source upload's storage key and the kind its content was recognised as. */
  fileKey: string;
  kind: DocumentKind;
}

/** Reads a stored object whole (at most the chapter_source cap, 35 MB). */
async function readObject(storage: Storage, key: string): Promise<Uint8Array> {
  const object = await storage.get(key);
  if (!object) throw new Error(`the stored upload ${key} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The file read, or the refusal its problem is. */
export async function readSource(storage: Storage, key: string, kind: DocumentKind, read: (bytes: Uint8Array, kind: DocumentKind) => Promise<ReadDocument> = readDocument): Promise<ReadDocument> {
  const bytes = await readObject(storage, key);
  try {
    return await read(bytes, kind);
  } catch (error) {
    if (error instanceof DocumentReadError) throw new JobRefusal(error.code, chapterGenerationMessages[error.code]);
    throw error;
  }
}

/** Each page made a chapter, images stored; the ids of the stored images for a clean-up. */
export async function chaptersOf(
  ctx: GenerateContext,
  input: Pick<GenerateInput, 'organizationId' | 'actorId' | 'language'>,
  document: ReadDocument,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<{ chapters: GeneratedChapter[]; mediaIds: number[] }> {
  const mediaIds: number[] = [];
  const storeImage = async (image: { mime: string; data: Uint8Array }): Promise<StoredImage | null> => {
    try {
      const extension = image.mime === 'image/png' ? 'png' : image.mime === 'image/gif' ? 'gif' : 'jpg';
      const saved = await storeUpload(
        { db: ctx.db, storage: ctx.storage },
        { organizationId: input.organizationId, uploaderId: input.actorId, purpose: 'image', filename: `image-${mediaIds.length + 1}.${extension}`, body: Buffer.from(image.data) },
      );
      mediaIds.push(saved.file.id);
      return { id: saved.file.id, src: saved.url };
    } catch (error) {
      // An image storage refuses (not an image after all, over 10 MB) is left out of its page.
      if (error instanceof AppError) return null;
      throw error;
    }
  };
  const chapters: GeneratedChapter[] = [];
  try {
    for (const [i, page] of document.pages.entries()) {
      const chapter = await pageToChapter({ page, number: i + 1, kind: document.kind, language: input.language, storeImage });
      if (chapter) chapters.push(chapter);
      await progress?.(i + 1, document.pages.length);
    }
  } catch (error) {
    await removeMedia(ctx, mediaIds);
    throw error;
  }
  return { chapters, mediaIds };
}

export async function removeMedia(ctx: GenerateContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const files = await ctx.db.select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey }).from(uploadedFiles).where(inArray(uploadedFiles.id, [...ids]));
  for (const file of files) await removeUpload(ctx, file).catch(() => undefined);
}

/** The source upload removed once it has served (pages made, or refused for good). */
export async function removeSource(ctx: GenerateContext, key: string): Promise<void> {
  const [file] = await ctx.db.select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey }).from(uploadedFiles).where(eq(uploadedFiles.storageKey, key));
  if (file) await removeUpload(ctx, file).catch(() => undefined);
}

/** The whole generation; JobRefusal for a file that makes no pages. */
export async function generateChapters(
  ctx: GenerateContext,
  input: GenerateInput,
  job: Pick<TrackedJob, 'uuid' | 'complete' | 'progress'>,
): Promise<ChapterGenerationResult> {
  await job.progress(5);
  const document = await readSource(ctx.storage, input.fileKey, input.kind);
  await job.progress(40);
  const { chapters, mediaIds } = await chaptersOf(ctx, input, document, (done, total) => job.progress(40 + Math.floor((50 * done) / Math.max(1, total))));
  if (chapters.length === 0) throw new JobRefusal('no_content', chapterGenerationMessages.no_content);
  try {
    return await writeGeneratedChapters(
      ctx.db,
      { topicId: input.topicId, organizationId: input.organizationId, lessonId: input.lessonId, creatorId: input.actorId, chapters },
      job,
    );
  } catch (error) {
    await removeMedia(ctx, mediaIds);
    throw error;
  }
}
