// What an interchange reader gave (readers/interchange InterchangeRead) made into what the Review
// shows (domain/schemas/interchange.ts interchangeExtractionSchema), inside the
// 'interchange_import' job:
// - each image or sound a question or passage uses (`data-media-ref="N"`) is stored once as an
//   'image' or 'audio' upload of the school (storage/uploads.ts storeUpload: checked by content,
//   the purpose's cap), and the tag rewritten to the editor's media reference
//   (`<img src="/files/…" alt="…" data-media-id="ID">`, `<audio src="/files/…" data-media-id="ID" controls>`);
//   one storage refuses (an SVG named .png, a sound too large) is dropped from the question;
// - every document is then prepared and sanitized as the document import's are
//   (documentImport/extraction.ts reviewDocument, typeableAnswers), so the Review only ever
//   receives sanitized HTML;
// - the skipped items get their reason in the job's language.
// The ids of the media stored are returned, so a job that then writes nothing removes them.
import type { InterchangeExtraction } from '../../domain/schemas/interchange.ts';
import type { Db } from '../db/client.ts';
import { reviewDocument, typeableAnswers } from '../documentImport/extraction.ts';
import type { Language } from '../i18n.ts';
import type { InterchangeMedia, InterchangeRead } from '../readers/interchange/index.ts';
import { sanitizeRichText } from '../sanitize/richText.ts';
import { AppError } from '../errors.ts';
import type { Storage } from '../storage/types.ts';
import { removeUploads, storeUpload } from '../storage/uploads.ts';
import { altText } from '../readers/altText.ts';
import { decodeEntities } from '../../domain/rules/text.ts';
import { mapInTurns } from './inTurns.ts';
import { skipMessage } from './messages.ts';

const MEDIA_REF = /<(img|audio)\b[^>]*?\bdata-media-ref\s*=\s*["']?(\d+)["']?[^>]*>(\s*<\/audio>)?/gi;
const ALT = /\balt\s*=\s*"([^"]*)"/i;
/** Media stored at once: storage and the database each take a few in parallel well. */
const STORE_CONCURRENCY = 4;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type StoredMedia = { id: number; src: string; alt: string };

function collectRefs(value: unknown, into: Set<number>): void {
  if (typeof value === 'string') {
    if (value.includes('data-media-ref')) for (const m of value.matchAll(MEDIA_REF)) into.add(Number(m[2]));
  } else if (Array.isArray(value)) value.forEach((v) => collectRefs(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectRefs(v, into));
}

function rewriteRefs<T>(value: T, stored: ReadonlyMap<number, StoredMedia>): T {
  if (typeof value === 'string') {
    if (!value.includes('data-media-ref')) return value;
    return value.replace(MEDIA_REF, (tag, kind: string, n: string) => {
      const media = stored.get(Number(n));
      if (!media) return '';
      if (kind.toLowerCase() === 'audio') return `<audio src="${media.src}" data-media-id="${media.id}" controls></audio>`;
      // The tag's alt is the reader's (already plain); made plain again, as every imported alt is.
      const alt = escapeAttribute(altText(decodeEntities(ALT.exec(tag)?.[1] ?? '')) || media.alt);
      return `<img src="${media.src}" alt="${alt}" data-media-id="${media.id}" />`;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, stored)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteRefs(v, stored)])) as T;
  return value;
}

export interface InterchangeExtractionContext {
  db: Db;
  storage: Storage;
  organizationId: number;
  uploaderId: number;
}

/** A media file stored as the school's upload, or null when storage refuses its bytes. */
async function storeMedia(ctx: InterchangeExtractionContext, media: InterchangeMedia, number: number): Promise<StoredMedia | null> {
  const base = media.name.split('/').pop()?.replace(/[^\w.-]+/g, '_').slice(-100) || `${media.kind}-${number}`;
  try {
    const saved = await storeUpload(ctx, {
      organizationId: ctx.organizationId,
      uploaderId: ctx.uploaderId,
      purpose: media.kind,
      filename: base,
      body: Buffer.from(media.data.buffer, media.data.byteOffset, media.data.byteLength),
    });
    return { id: saved.file.id, src: saved.url, alt: media.alt ?? '' };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Stores the media the questions use and builds the Review's result. */
export async function buildInterchangeExtraction(
  ctx: InterchangeExtractionContext,
  read: InterchangeRead,
  meta: { topicId: number; fileName: string; language: Language },
): Promise<{ result: InterchangeExtraction; mediaIds: number[] }> {
  const passageKeys = new Set(read.questions.map((q) => q.passage_key).filter((k): k is string => k !== null));
  const passages = read.passages.filter((p) => passageKeys.has(p.key));
  const refs = new Set<number>();
  collectRefs(read.questions.map((q) => q.document), refs);
  collectRefs(passages.map((p) => p.content_html), refs);

  const stored = new Map<number, StoredMedia>();
  const mediaIds: number[] = [];
  const queue = [...refs].filter((i) => read.media[i] !== undefined).sort((a, b) => a - b);
  try {
    const worker = async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const saved = await storeMedia(ctx, read.media[index]!, index + 1);
        if (!saved) continue;
        mediaIds.push(saved.id);
        stored.set(index, saved);
      }
    };
    await Promise.all(Array.from({ length: STORE_CONCURRENCY }, worker));
  } catch (error) {
    await removeUploads(ctx, mediaIds);
    throw error;
  }

  const result: InterchangeExtraction = {
    topic_id: meta.topicId,
    format: read.format,
    file_name: meta.fileName,
    questions: await mapInTurns(read.questions, (q, i) => {
      const { type, document } = reviewDocument(typeableAnswers(rewriteRefs(q.document, stored)));
      return {
        key: `q${i + 1}`,
        item: q.item.slice(0, 255),
        number: i + 1,
        type,
        document,
        passage_key: q.passage_key !== null && passageKeys.has(q.passage_key) ? q.passage_key.slice(0, 32) : null,
        answer_found: true,
      };
    }),
    passages: passages.map((p) => ({ key: p.key.slice(0, 32), title: p.title, content_html: sanitizeRichText(rewriteRefs(p.content_html, stored)) })),
    skipped: read.skipped.map((s) => ({ item: s.item.slice(0, 255), reason: s.reason, detail: s.detail.slice(0, 255), message: skipMessage(s.reason, s.detail.slice(0, 255))[meta.language] })),
    imported: null,
  };
  return { result, mediaIds };
}
