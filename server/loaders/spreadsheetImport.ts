// What the spreadsheet routes share: the topic loaded for the actor (another organization's
// topic answers 404, never its contents) and authorized (policies/spreadsheets.ts); a stored
// upload named by its key, only when it is this organization's, of the purpose asked, and the
// actor's own (any other key answers 404, as a record elsewhere does); the conversion reply,
// each listed row with its document, pictures pointing where the browser loads them.
import { and, eq } from 'drizzle-orm';
import { CONVERSION_LIST_LIMIT, type ConvertedRow, type SpreadsheetConversion } from '../../domain/schemas/importing.ts';
import type { Db } from '../db/client.ts';
import { uploadedFiles, type UploadPurpose } from '../db/schema/files.ts';
import { errors } from '../errors.ts';
import type { Conversion } from '../readers/spreadsheet/index.ts';
import { previewDocument } from '../readers/spreadsheet/preview.ts';
import { authorizeSpreadsheetImport } from '../policies/spreadsheets.ts';
import { actorId, type ActorRef } from '../auth/actor.ts';
import { loadTopic } from './topic.ts';

/** The topic a spreadsheet goes into, after the §6 guards. */
export async function loadImportTopic(db: Db, actor: ActorRef, topicId: number) {
  const loaded = await loadTopic(db, actor, topicId);
  authorizeSpreadsheetImport(loaded.ctx, actorId(actor), loaded.topic, loaded.share);
  return loaded;
}

/** The actor's recorded upload of the organization under `key`, for `purpose`; 404 otherwise. */
export async function findOwnUpload(db: Db, key: string, organizationId: number, uploaderId: number, purpose: UploadPurpose) {
  const [file] = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.storageKey, key),
        eq(uploadedFiles.organizationId, organizationId),
        eq(uploadedFiles.uploaderId, uploaderId),
        eq(uploadedFiles.purpose, purpose),
      ),
    )
    .limit(1);
  if (!file) throw errors.notFound();
  return file;
}

/** POST …/excel/convert's reply: the counts whole, the first CONVERSION_LIST_LIMIT rows and problems. */
export function presentConversion(conversion: Conversion, topicId: number, fileKey: string, imagesKey: string | null): SpreadsheetConversion {
  const titles = new Map(conversion.passages.map((p) => [p.key, p.title]));
  const archiveSource = imagesKey === null ? null : (name: string) => `/content/topics/${topicId}/excel/image?${new URLSearchParams({ images_key: imagesKey, name })}`;
  const rows: ConvertedRow[] = conversion.questions.slice(0, CONVERSION_LIST_LIMIT).map((q) => ({
    sheet: q.sheet,
    row: q.row,
    type: q.document.type,
    stem_html: q.document.content_html,
    points: q.document.points,
    // A matching question's choices are its responses; every other type's, its answers.
    answer_count: q.document.answers.length + q.document.responses.length,
    passage_title: q.passageKey === null ? null : (titles.get(q.passageKey) ?? null),
    document: previewDocument(q.document, q.images, archiveSource),
  }));
  return {
    file_key: fileKey,
    images_key: imagesKey,
    total_rows: conversion.totalRows,
    valid_rows: conversion.questions.length,
    rows,
    errors: conversion.errors.slice(0, CONVERSION_LIST_LIMIT),
    error_count: conversion.errors.length,
  };
}
