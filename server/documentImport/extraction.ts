// An extractor's answer (readers/documents/extract/types.ts Extraction) made into what the
// Review shows (domain/schemas/documents.ts documentExtractionSchema), inside the
// 'document_import' job:
// - each image a question or passage references (`<img data-image-ref="N">`) is stored as an
//   'image' upload of the school (storage/uploads.ts storeUpload: checked by content, the
//   image purpose's cap), as the editor's media are, and the tag rewritten to the editor's
//   media reference (`<img src="/files/…" alt="…" data-media-id="ID" />`); an image storage
//   refuses, and a reference to no image, is dropped;
// - every rich-text field is then sanitized as the question editor's saves are
//   (commands/questionContent.ts prepareQuestion: the parts the type uses, the allowlist
//   sanitizer; a document whose shape the create schema refuses still has every `content` and
//   `content_html` string sanitized, so the Review only ever receives sanitized HTML);
// - an exact-value answer is what a learner types: math an extractor wrote as `[% … %]` there
//   is made the plain text it stands for (\frac{3}{4} → 3/4, x^{2} → x²), since the answer
//   check compares typed text and the editor shows the answer as a plain text field;
// - links and passage ids are cleared (the finish links passages by key), the questions keyed
//   q1, q2 … in the document's order, at most DOCUMENT_MAX_QUESTIONS.
// The ids of the images stored are returned, so a job that then writes nothing removes them
// (documentImport/files.ts stores and removes them, as the page generator does).
import { DOCUMENT_MAX_QUESTIONS, type DocumentExtraction, type DocumentExtractorName } from '../../domain/schemas/documents.ts';
import { QUESTION_TYPES, questionDocumentFields } from '../../domain/schemas/questions.ts';
import { prepareQuestion } from '../sanitize/questionContent.ts';
import type { Db } from '../db/client.ts';
import type { Extraction } from '../readers/documents/extract/types.ts';
import { sanitizeRichText } from '../sanitize/richText.ts';
import type { Storage } from '../storage/types.ts';
import { mathToPlain } from '../readers/documents/extract/builtin/math.ts';
import { altText } from '../readers/altText.ts';
import { decodeEntities } from '../../domain/rules/text.ts';
import { removeUploads, storeDocumentImage } from './files.ts';

const QUESTION_TYPES_SET: ReadonlySet<string> = new Set(QUESTION_TYPES);
const IMAGE_REF = /<img\b[^>]*?\bdata-image-ref\s*=\s*["']?(\d+)["']?[^>]*>/gi;
const ALT = /\balt\s*=\s*"([^"]*)"/i;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Image indexes referenced anywhere in `value` (strings, arrays, objects). */
function collectRefs(value: unknown, into: Set<number>): void {
  if (typeof value === 'string') {
    if (value.includes('data-image-ref')) for (const m of value.matchAll(IMAGE_REF)) into.add(Number(m[1]));
  } else if (Array.isArray(value)) value.forEach((v) => collectRefs(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectRefs(v, into));
}

type StoredImage = { id: number; src: string; alt: string };

/** Every string in `value` with its image references rewritten (or dropped when not stored). */
function rewriteRefs<T>(value: T, stored: ReadonlyMap<number, StoredImage>): T {
  if (typeof value === 'string') {
    if (!value.includes('data-image-ref')) return value;
    return value.replace(IMAGE_REF, (tag, n: string) => {
      const image = stored.get(Number(n));
      if (!image) return '';
      // An extractor's empty alt="" says nothing: the document's own description is kept. An
      // extractor (a model) may write any text there: it is made plain one-line alt text too.
      const alt = escapeAttribute(altText(decodeEntities(ALT.exec(tag)?.[1] ?? '')) || image.alt);
      return `<img src="${image.src}" alt="${alt}" data-media-id="${image.id}" />`;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, stored)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteRefs(v, stored)])) as T;
  }
  return value;
}

/** A document the create schema refuses: every content/content_html string sanitized, whatever its place (equation answers kept). */
function sanitizeLoose(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'content' || key === 'content_html' ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map((v) => sanitizeLoose(v, key));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.answer_type === 'equation') return { ...record };
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, sanitizeLoose(v, k)]));
  }
  return value;
}

/** An exact-value question's answers as a learner types them (see the header); other documents as they are. */
export function typeableAnswers(input: unknown): unknown {
  const doc = input as { type?: unknown; answers?: unknown } | null;
  if (!doc || typeof doc !== 'object' || doc.type !== 'exact_value' || !Array.isArray(doc.answers)) return input;
  const answers = doc.answers.map((a: unknown) => {
    const answer = a as { content?: unknown; answer_type?: unknown } | null;
    if (!answer || typeof answer.content !== 'string' || answer.answer_type === 'equation') return a;
    return { ...answer, content: mathToPlain(answer.content) };
  });
  return { ...doc, answers };
}

/** The document as the Review gets it: prepared and sanitized, without links or passage id. */
export function reviewDocument(input: unknown): { type: DocumentExtraction['questions'][number]['type']; document: Record<string, unknown> } {
  const parsed = questionDocumentFields.safeParse(input);
  if (parsed.success) {
    const doc = prepareQuestion({ ...parsed.data, passage_id: null, preceding_question_id: null });
    delete (doc as { succeeding_question_id?: unknown }).succeeding_question_id;
    return { type: doc.type, document: doc as unknown as Record<string, unknown> };
  }
  const loose = sanitizeLoose(input) as Record<string, unknown>;
  const type = QUESTION_TYPES_SET.has(loose.type as string) ? (loose.type as DocumentExtraction['questions'][number]['type']) : 'multiple_choice';
  return { type, document: { ...loose, type, passage_id: null, preceding_question_id: null } };
}

export interface ExtractionContext {
  db: Db;
  storage: Storage;
  organizationId: number;
  uploaderId: number;
}

export interface BuiltExtraction {
  result: DocumentExtraction;
  /** The images stored for it (uploaded_files ids). */
  mediaIds: number[];
}

/** Stores the referenced images and builds the Review's result. */
export async function buildExtraction(
  ctx: ExtractionContext,
  extraction: Extraction,
  meta: { topicId: number; extractor: DocumentExtractorName; fileName: string },
): Promise<BuiltExtraction> {
  const questions = extraction.questions.slice(0, DOCUMENT_MAX_QUESTIONS);
  const passageKeys = new Set(questions.map((q) => q.passage_key).filter((k): k is string => k !== null));
  const passages = extraction.passages.filter((p) => passageKeys.has(p.key));

  const refs = new Set<number>();
  collectRefs(questions.map((q) => q.document), refs);
  collectRefs(passages.map((p) => p.content_html), refs);
  const stored = new Map<number, StoredImage>();
  const mediaIds: number[] = [];
  try {
    for (const index of [...refs].sort((a, b) => a - b)) {
      const image = extraction.images[index];
      if (!image) continue;
      const saved = await storeDocumentImage(ctx, { organizationId: ctx.organizationId, uploaderId: ctx.uploaderId }, image, index + 1);
      // Not an image the image purpose takes (type, size): the reference is dropped.
      if (!saved) continue;
      mediaIds.push(saved.id);
      stored.set(index, { ...saved, alt: altText(image.alt) });
    }
  } catch (error) {
    // Storage failing midway: what was stored is not left behind.
    await removeUploads(ctx, mediaIds);
    throw error;
  }

  const result: DocumentExtraction = {
    topic_id: meta.topicId,
    extractor: meta.extractor,
    file_name: meta.fileName,
    questions: questions.map((q, i) => {
      const { type, document } = reviewDocument(typeableAnswers(rewriteRefs(q.document, stored)));
      return {
        key: `q${i + 1}`,
        number: q.number,
        type,
        document,
        passage_key: q.passage_key !== null && passageKeys.has(q.passage_key) ? q.passage_key.slice(0, 32) : null,
        answer_found: q.answer_found,
      };
    }),
    passages: passages.map((p) => ({ key: p.key.slice(0, 32), title: p.title, content_html: sanitizeRichText(rewriteRefs(p.content_html, stored)) })),
    imported: null,
  };
  return { result, mediaIds };
}
