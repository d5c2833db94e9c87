// The images a conversion's cells name, stored as the organization's media (uploaded_files,
// purpose 'image', the same type and size rule as an editor's image upload) and written into
// the documents in place of their placeholders. A URL image is fetched (imageFetch.ts); an
// archive image is read from the .zip by its file name (the .zip opened and indexed once).
// Each distinct reference is stored once, IMAGE_CONCURRENCY at a time, within the import's
// time budget (IMAGES_BUDGET_MS; an image not stored by then is "could not be downloaded in
// time"). An image that fails makes its row (or its passage, and the passage's questions) a
// SpreadsheetError: the row is skipped, the rest go on.
import { uploadRule } from '../../../domain/uploads.ts';
import { formatMaxSize } from '../../../domain/uploads.ts';
import { type ValidationKey, msg, translateValidation } from '../../../domain/messages/index.ts';
import type { SpreadsheetError } from '../../../domain/schemas/importing.ts';
import type { QuestionDocument } from '../../../domain/schemas/questions.ts';
import { AppError } from '../../errors.ts';
import type { Storage } from '../../storage/index.ts';
import { and, eq } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/files.ts';
import { type UploadContext, fileUrl, storeUpload, uploadKeyPrefix } from '../../storage/uploads.ts';
import { type ImageArchive, openImageArchive } from './archive.ts';
import { PLACEHOLDER_PATH } from './cellText.ts';
import { fetchImage } from './imageFetch.ts';
import type { Language } from './layout.ts';
import type { Conversion, ConvertedPassage, ConvertedQuestion, SheetImage } from './types.ts';

export interface StoreImagesInput {
  db: UploadContext['db'];
  storage: Storage;
  organizationId: number;
  uploaderId: number | null;
  language: Language;
  conversion: Pick<Conversion, 'questions' | 'passages'>;
  archive?: { path: string };
  /** config.importAllowPrivateImageUrls (tests serve images on loopback). */
  allowPrivate?: boolean;
  /** PUBLIC_URL: an image address on it naming this organization's own file reuses that file. */
  publicUrl?: string;
  /** Each URL fetch's own limit. */
  timeoutMs?: number;
  /** The time budget of all the images (default IMAGES_BUDGET_MS from the start); tests end it themselves. */
  deadline?: AbortSignal;
}

/** Images fetched or read at once. */
export const IMAGE_CONCURRENCY = 4;
/** The whole import's images: past this, those not stored are row errors. */
export const IMAGES_BUDGET_MS = 60_000;

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface StoreImagesResult {
  questions: ConvertedQuestion[];
  passages: ConvertedPassage[];
  /** The rows skipped because an image could not be stored. */
  errors: SpreadsheetError[];
  /** Every media id stored. */
  mediaIds: number[];
}

type Stored = { id: number; src: string } | { problem: ValidationKey; params?: Record<string, unknown> };

const OWN_FILE = /^\/files\/(org\/\d+\/image\/[0-9a-f-]{36})$/i;
const PLACEHOLDER_IMG = new RegExp(`<img\\b[^>]*${PLACEHOLDER_PATH.replace(/\//g, '\\/')}(\\d+)[^>]*>`, 'g');

export function rewriteHtml(html: string, stored: Map<number, { id: number; src: string }>): string {
  if (!html.includes(PLACEHOLDER_PATH)) return html;
  return html.replace(PLACEHOLDER_IMG, (tag, n: string) => {
    const s = stored.get(Number(n));
    if (!s) return tag;
    // Replacer functions: an address's `$` is not a replacement pattern.
    return tag.replace(/\ssrc="[^"]*"/, () => ` src="${s.src}"`).replace(/\sdata-media-id="[^"]*"/, () => ` data-media-id="${s.id}"`);
  });
}

export function rewriteDocument(doc: QuestionDocument, stored: Map<number, { id: number; src: string }>): QuestionDocument {
  const html = (h: string) => rewriteHtml(h, stored);
  const note = (n: QuestionDocument['explanation']) => ({ sections: n.sections.map((s) => ({ ...s, content_html: html(s.content_html) })) });
  return {
    ...doc,
    content_html: html(doc.content_html),
    explanation: note(doc.explanation),
    hint: note(doc.hint),
    answers: doc.answers.map((a) =>
      a.answer_type === 'image' && a.media_id !== null ? { ...a, media_id: stored.get(a.media_id)?.id ?? a.media_id, content: html(a.content) } : { ...a, content: html(a.content) },
    ),
    premises: doc.premises.map((p) => ({ ...p, content: html(p.content) })),
    responses: doc.responses.map((r) => ({ ...r, content: html(r.content) })),
  };
}

export async function storeSheetImages(input: StoreImagesInput): Promise<StoreImagesResult> {
  const archive = input.archive ? await openImageArchive(input.archive.path) : null;
  try {
    return await storeWith(input, archive, input.deadline ?? AbortSignal.timeout(IMAGES_BUDGET_MS));
  } finally {
    archive?.close();
  }
}

async function storeWith(input: StoreImagesInput, archive: ImageArchive | null, deadline: AbortSignal): Promise<StoreImagesResult> {
  const rule = uploadRule('image');
  const results = new Map<number, Stored>();
  const mediaIds: number[] = [];
  const late: Stored = { problem: 'sheet_image_fetch_timeout' };

  /**
   * An image of this organization as an export writes it (`/files/org/<id>/image/<uuid>`,
   * or that path on PUBLIC_URL): the stored file is used again, nothing is fetched.
   */
  async function ownImage(ref: string): Promise<Stored | null> {
    let pathname = ref;
    if (/^https?:/i.test(ref)) {
      if (!input.publicUrl) return null;
      try {
        const url = new URL(ref);
        if (url.origin !== new URL(input.publicUrl).origin) return null;
        pathname = url.pathname;
      } catch {
        return null;
      }
    }
    const key = OWN_FILE.exec(pathname)?.[1];
    if (!key || !key.startsWith(uploadKeyPrefix(input.organizationId, 'image'))) return null;
    const [file] = await input.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.storageKey, key), eq(uploadedFiles.organizationId, input.organizationId)));
    return file ? { id: file.id, src: fileUrl(input.storage, key) } : null;
  }

  async function store(image: SheetImage): Promise<Stored> {
    if (deadline.aborted) return late;
    let outcome: Stored;
    let body: Buffer | null = null;
    let filename = image.ref;
    const own = await ownImage(image.ref);
    if (own) outcome = own;
    else if (image.kind === 'archive') {
      const got = archive ? await archive.read(image.ref, rule.maxBytes) : 'missing';
      if (got === 'missing') outcome = { problem: archive ? 'sheet_image_not_in_archive' : 'sheet_image_no_archive', params: { name: image.ref } };
      else if (got === 'too_large') outcome = { problem: 'sheet_image_invalid' };
      else body = got;
    } else {
      const got = await fetchImage(image.ref, { maxBytes: rule.maxBytes, timeoutMs: input.timeoutMs ?? 10_000, allowPrivate: input.allowPrivate ?? false, signal: deadline });
      if (got.ok) {
        body = got.body;
        filename = got.filename;
      } else if (deadline.aborted) outcome = late;
      else outcome = { problem: got.reason === 'not_allowed' ? 'sheet_image_url_not_allowed' : got.reason === 'too_large' ? 'sheet_image_invalid' : 'sheet_image_fetch_failed' };
    }
    if (body) {
      try {
        const saved = await storeUpload(
          { db: input.db, storage: input.storage },
          { organizationId: input.organizationId, uploaderId: input.uploaderId, purpose: 'image', filename, body },
        );
        mediaIds.push(saved.file.id);
        outcome = { id: saved.file.id, src: saved.url };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        outcome = { problem: 'sheet_image_invalid' };
      }
    }
    return outcome!;
  }

  /** Stores every distinct image of these rows not stored yet, IMAGE_CONCURRENCY at a time. */
  async function storeEach(images: SheetImage[]) {
    const todo = new Map<number, SheetImage>();
    for (const image of images) if (!results.has(image.placeholder) && !todo.has(image.placeholder)) todo.set(image.placeholder, image);
    await eachLimited([...todo.values()], IMAGE_CONCURRENCY, async (image) => results.set(image.placeholder, await store(image)));
  }

  const errors: SpreadsheetError[] = [];
  const failure = (image: SheetImage, s: Extract<Stored, { problem: ValidationKey }>): SpreadsheetError => ({
    ...image.cell,
    field: null,
    message: translateValidation(msg(s.problem), input.language, { max: formatMaxSize(rule.maxBytes), ...s.params }),
  });

  function storedOf(images: SheetImage[]): Map<number, { id: number; src: string }> | SpreadsheetError {
    const map = new Map<number, { id: number; src: string }>();
    for (const image of images) {
      const s = results.get(image.placeholder)!;
      if ('problem' in s) return failure(image, s);
      map.set(image.placeholder, s);
    }
    return map;
  }

  const passages: ConvertedPassage[] = [];
  const droppedPassages = new Set<string>();
  await storeEach(input.conversion.passages.flatMap((p) => p.images));
  for (const p of input.conversion.passages) {
    const stored = storedOf(p.images);
    if (stored instanceof Map) passages.push({ ...p, contentHtml: rewriteHtml(p.contentHtml, stored) });
    else {
      errors.push(stored);
      droppedPassages.add(p.key);
    }
  }
  const questions: ConvertedQuestion[] = [];
  // The images of questions whose passage is kept (a dropped passage's questions are skipped).
  await storeEach(input.conversion.questions.flatMap((q) => (q.passageKey !== null && droppedPassages.has(q.passageKey) ? [] : q.images)));
  for (const q of input.conversion.questions) {
    if (q.passageKey !== null && droppedPassages.has(q.passageKey)) {
      errors.push({ sheet: q.sheet, row: q.row, column: null, field: null, message: translateValidation(msg('sheet_passage_invalid'), input.language) });
      continue;
    }
    const stored = storedOf(q.images);
    if (stored instanceof Map) questions.push({ ...q, document: rewriteDocument(q.document, stored) });
    else errors.push(stored);
  }
  return { questions, passages, errors, mediaIds };
}
