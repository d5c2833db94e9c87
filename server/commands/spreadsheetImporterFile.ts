// An uploaded spreadsheet (and its optional .zip of images) imported into a topic: the inline
// import route and the 'excel_import' job both run it. The stored objects are copied to a
// temporary directory (the reader needs a local file; removed afterwards), converted
// (server/readers/spreadsheet: every row checked against §5 with the organization's point
// setting; a whole-file problem is a SpreadsheetRefusal, a 422), the images the valid rows
// name stored as the organization's media, then everything written by spreadsheetImporter.ts,
// all or nothing. Images stored for an import that then writes nothing are removed again.
import { eq } from 'drizzle-orm';
import type { SpreadsheetImportResult } from '../../domain/schemas/importing.ts';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import type { Language } from '../i18n.ts';
import { convertSpreadsheet, storeSheetImages, type Conversion } from '../readers/spreadsheet/index.ts';
import { withLocalCopies } from '../storage/localCopies.ts';
import type { Storage } from '../storage/types.ts';
import { removeUploads } from '../storage/uploads.ts';
import { importSpreadsheet, type ImportJob } from './spreadsheetImporter.ts';

export interface SpreadsheetFileContext {
  db: Db;
  storage: Storage;
  /** Image URLs on private addresses are fetched (tests serve images on loopback). */
  allowPrivateImages?: boolean;
  /** PUBLIC_URL: an exported image address on it is this organization's stored file, used again. */
  publicUrl?: string;
}

export interface SpreadsheetFileInput {
  topicId: number;
  organizationId: number;
  actorId: number;
  language: Language;
  /** Storage keys of the recorded uploads (purposes 'spreadsheet' and 'image_archive'). */
  fileKey: string;
  imagesKey: string | null;
}

export interface LocalFiles {
  file: string;
  images: string | null;
}

/** The uploads as local files for `run` (storage/localCopies.ts); the copies are removed afterwards. */
export function withLocalFiles<T>(storage: Storage, keys: { file: string; images: string | null }, run: (files: LocalFiles) => Promise<T>): Promise<T> {
  return withLocalCopies(storage, { file: keys.file, images: keys.images }, (paths) => run({ file: paths.file!, images: paths.images }));
}

/** The file converted with the organization's point setting (a SpreadsheetRefusal when the whole file is refused). */
export async function convertLocalFile(db: Db, organizationId: number, language: Language, files: LocalFiles): Promise<Conversion> {
  const [org] = await db.select({ pointsEnabled: organizations.enablePointSystem }).from(organizations).where(eq(organizations.id, organizationId));
  return convertSpreadsheet({
    path: files.file,
    language,
    ruleOptions: { pointsEnabled: org?.pointsEnabled ?? false },
    ...(files.images ? { archive: { path: files.images } } : {}),
  });
}

/** What the progress bar shows between the steps of a job. */
export interface ImportProgress {
  progress?(percent: number): Promise<void>;
}

/** Stores the valid rows' images, then writes everything; the images go again when nothing is written. */
export async function importConversion(
  ctx: SpreadsheetFileContext,
  input: SpreadsheetFileInput,
  files: LocalFiles,
  conversion: Conversion,
  job: ImportJob & ImportProgress,
): Promise<SpreadsheetImportResult> {
  const stored = await storeSheetImages({
    db: ctx.db,
    storage: ctx.storage,
    organizationId: input.organizationId,
    uploaderId: input.actorId,
    language: input.language,
    conversion,
    ...(files.images ? { archive: { path: files.images } } : {}),
    ...(ctx.allowPrivateImages ? { allowPrivate: true } : {}),
    ...(ctx.publicUrl ? { publicUrl: ctx.publicUrl } : {}),
  });
  await job.progress?.(70);
  try {
    const { result } = await importSpreadsheet(
      ctx.db,
      {
        topicId: input.topicId,
        organizationId: input.organizationId,
        actorId: input.actorId,
        questions: stored.questions,
        passages: stored.passages,
        skippedCount: conversion.totalRows - stored.questions.length,
        skipped: [...conversion.errors, ...stored.errors],
      },
      job,
    );
    return result;
  } catch (error) {
    await removeUploads(ctx, stored.mediaIds);
    throw error;
  }
}

/** The whole import of an uploaded file (the job's work). */
export async function importSpreadsheetFile(ctx: SpreadsheetFileContext, input: SpreadsheetFileInput, job: ImportJob & ImportProgress): Promise<SpreadsheetImportResult> {
  return withLocalFiles(ctx.storage, { file: input.fileKey, images: input.imagesKey }, async (files) => {
    await job.progress?.(5);
    const conversion = await convertLocalFile(ctx.db, input.organizationId, input.language, files);
    await job.progress?.(40);
    return importConversion(ctx, input, files, conversion, job);
  });
}
