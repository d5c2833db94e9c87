// The 'generate_chapters' job's work (jobs/tasks/GeneratePagesTask.ts): the uploaded file
// read from storage by the kind its content was recognised as, every page or slide with text
// or images made a text page (pages.ts) with its images stored as the organization's media,
// then all pages written at once (index.ts). A file that cannot be read (a scan without text, a
// password, damage) or has only empty pages is refused with its own text and writes nothing;
// images stored for pages that are then not written are removed again.
import { removeUploads, storeDocumentImage, type DocumentFilesContext } from '../../documentImport/files.ts';
import type { Language } from '../../i18n.ts';
import { DocumentReadError, type DocumentImage, type DocumentKind, type ReadDocument, readDocument } from '../../readers/documents/index.ts';
import { JobRefusal, type TrackedJob } from '../../jobs/tracked.ts';
import { withLocalCopy } from '../../storage/localCopies.ts';
import type { Storage } from '../../storage/types.ts';
import { type PageGenerationResult, writeGeneratedPages } from './index.ts';
import { pageGenerationMessages } from './messages.ts';
import { type GeneratedPage, pageFromSource, type StoredImage } from './pages.ts';

export type GenerateContext = DocumentFilesContext;

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

/** The file read from a local copy, apart from this process; or the refusal its problem is. */
export async function readSource(storage: Storage, key: string, kind: DocumentKind): Promise<ReadDocument> {
  if ((await storage.size(key)) === null) throw new Error(`the stored upload ${key} is missing`);
  try {
    return await withLocalCopy(storage, key, (path) => readDocument(path, kind));
  } catch (error) {
    if (error instanceof DocumentReadError) throw new JobRefusal(error.code, pageGenerationMessages[error.code]);
    throw error;
  }
}

/** Each page or slide of the document made a text page, images stored; the ids of the stored images for a clean-up. */
export async function pagesOf(
  ctx: GenerateContext,
  input: Pick<GenerateInput, 'organizationId' | 'actorId' | 'language'>,
  document: ReadDocument,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<{ pages: GeneratedPage[]; mediaIds: number[] }> {
  const mediaIds: number[] = [];
  const storeImage = async (image: DocumentImage): Promise<StoredImage | null> => {
    const stored = await storeDocumentImage(ctx, { organizationId: input.organizationId, uploaderId: input.actorId }, image, mediaIds.length + 1);
    if (stored) mediaIds.push(stored.id);
    return stored;
  };
  const pages: GeneratedPage[] = [];
  try {
    for (const [i, sourcePage] of document.pages.entries()) {
      const page = await pageFromSource({ page: sourcePage, number: i + 1, kind: document.kind, language: input.language, storeImage });
      if (page) pages.push(page);
      await progress?.(i + 1, document.pages.length);
    }
  } catch (error) {
    await removeUploads(ctx, mediaIds);
    throw error;
  }
  return { pages, mediaIds };
}

/** The whole generation; JobRefusal for a file that makes no pages. */
export async function generatePages(
  ctx: GenerateContext,
  input: GenerateInput,
  job: Pick<TrackedJob, 'uuid' | 'complete' | 'progress'>,
): Promise<PageGenerationResult> {
  await job.progress(5);
  const document = await readSource(ctx.storage, input.fileKey, input.kind);
  await job.progress(40);
  const { pages, mediaIds } = await pagesOf(ctx, input, document, (done, total) => job.progress(40 + Math.floor((50 * done) / Math.max(1, total))));
  if (pages.length === 0) throw new JobRefusal('no_content', pageGenerationMessages.no_content);
  try {
    return await writeGeneratedPages(
      ctx.db,
      { topicId: input.topicId, organizationId: input.organizationId, lessonId: input.lessonId, creatorId: input.actorId, pages },
      job,
    );
  } catch (error) {
    await removeUploads(ctx, mediaIds);
    throw error;
  }
}
