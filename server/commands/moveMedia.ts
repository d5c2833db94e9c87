// The files a move into another organization carries (spec §4; contentMover.ts): every
// uploaded file the moved rows refer to (data-media-id and stored-file addresses in rich text
// and sections, image answers, study-guide files) is copied to a new key of the target
// organization BEFORE the move's transaction (contentCopier/media.ts: recorded as pending
// uploads first, so a process that dies leaves nothing the upload cleanup misses); inside the
// transaction the rows that really moved (found under the locks) are read again: when they use a
// file not copied yet (media added in between), the transaction rolls back with
// MovedMediaMissing and the mover copies it and tries again (a bounded number of times), so a
// moved row never keeps a reference to the old school's file; else the copies they use are
// recorded and the rows rewritten to point at them. The originals stay (other content of the
// source organization may use them), except study-guide files no one else uses: their rows go
// in the transaction and their objects after it commits (removeOrphanedGuides).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { answers, chapters, lessonDocuments, lessons, passages, questions, uploadedFiles } from '../db/schema/index.ts';
import { copyFilesToOrganization, discardFileCopies, recordFileCopies, type FileCopy } from './contentCopier/media.ts';
import { mediaRowsOf, type MediaScope } from './contentCopier/mediaRows.ts';
import { anyOf, intArray, rewriteMedia } from './contentCopier/rows.ts';
import type { MovedRows } from './moveOrganization.ts';
import type { Storage } from '../storage/types.ts';

export interface MoveMedia {
  sourceOrganizationId: number;
  target: { organizationId: number; uploaderId: number };
  /** Old file id → its copy in the target organization, made so far. */
  copies: Map<number, FileCopy>;
}

/** The moved rows use files not copied yet (`fileIds`): copy them and move again. */
export class MovedMediaMissing extends Error {
  readonly fileIds: number[];
  constructor(fileIds: number[]) {
    super('the moved rows use files not copied yet');
    this.fileIds = fileIds;
  }
}

/** Every page, passage, question and study guide under the moved rows. */
async function scopeOf(db: Db | Tx, moved: MovedRows, sourceOrganizationId: number): Promise<MediaScope> {
  const topicIds = [...(moved.topicIds ?? [])];
  const under = async (table: typeof chapters | typeof passages | typeof questions) =>
    topicIds.length ? (await db.select({ id: table.id }).from(table).where(inArray(table.topicId, topicIds))).map((r) => r.id) : [];
  const documentIds = topicIds.length
    ? (
        await db
          .select({ id: lessonDocuments.id })
          .from(lessonDocuments)
          .where(inArray(lessonDocuments.lessonId, db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.topicId, topicIds))))
      ).map((r) => r.id)
    : [];
  return {
    sourceOrganizationId,
    pageIds: [...(await under(chapters)), ...(moved.pageIds ?? [])],
    passageIds: [...(await under(passages)), ...(moved.passageIds ?? [])],
    questionIds: [...(await under(questions)), ...(moved.questionIds ?? [])],
    documentIds,
  };
}

/** The source organization's files the rows (and everything under them) use. */
export async function filesOfMoved(db: Db | Tx, moved: MovedRows, sourceOrganizationId: number): Promise<number[]> {
  return (await mediaRowsOf(db, await scopeOf(db, moved, sourceOrganizationId))).fileIds;
}

/** Before the transaction: the files copied into the target organization (those not copied before). */
export async function copyMovedMedia(ctx: { db: Db; storage: Storage }, fileIds: readonly number[], media: MoveMedia): Promise<void> {
  await copyFilesToOrganization(ctx, fileIds, media.target, media.copies);
}

/**
 * Inside the transaction, after the rows moved (`moved`: as found under the locks): records
 * the copies they use and points them at those. Throws MovedMediaMissing, before writing,
 * when they use a file not copied yet. Answers the old ids of the files used, and the storage
 * keys of the study-guide originals left unused (their rows deleted here; remove the objects
 * after the commit).
 */
export async function rewriteMovedMedia(tx: Tx, media: MoveMedia, moved: MovedRows): Promise<{ used: Set<number>; orphanKeys: string[] }> {
  const scope = await scopeOf(tx, moved, media.sourceOrganizationId);
  const rows = await mediaRowsOf(tx, scope);
  const missing = rows.fileIds.filter((id) => !media.copies.has(id));
  if (missing.length) throw new MovedMediaMissing(missing);
  const used = new Set(rows.fileIds);
  if (used.size === 0) return { used, orphanKeys: [] };
  const map = await recordFileCopies(tx, [...media.copies.values()].filter((c) => used.has(c.oldId)));
  const same = (list: { id: number }[]) => new Map(list.map((r) => [r.id, r.id]));
  const maps = { chapters: same(rows.chapters), passages: same(rows.passages), questions: same(rows.questions), answers: same(rows.answers), premises: same(rows.premises), responses: same(rows.responses) };
  // The moved rows keep their ids.
  await rewriteMedia(tx, maps, rows, map);
  // Image answers and study-guide files point at their file by id: one statement each for all files.
  const copyOf = sql`unnest(${intArray(map.byId.keys())}::int[], ${intArray([...map.byId.values()].map((c) => c.id))}::int[]) as m(o, n)`;
  if (scope.questionIds.length) {
    await tx.execute(sql`update answers set media_id = m.n from ${copyOf} where answers.media_id = m.o and ${anyOf(sql.raw('answers.question_id'), scope.questionIds)}`);
  }
  if (scope.documentIds.length) {
    await tx.execute(
      sql`update lesson_documents set uploaded_file_id = m.n from ${copyOf} where lesson_documents.uploaded_file_id = m.o and ${anyOf(sql.raw('lesson_documents.id'), scope.documentIds)}`,
    );
  }
  return { used, orphanKeys: await deleteOrphanedGuides(tx, [...map.byId.keys()]) };
}

/** The study-guide files among `fileIds` that nothing refers to any more: their rows go; their keys. */
async function deleteOrphanedGuides(tx: Tx, fileIds: number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const gone = await tx
    .delete(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.id, fileIds),
        eq(uploadedFiles.purpose, 'study_guide'),
        sql`not exists (select 1 from ${lessonDocuments} where ${lessonDocuments.uploadedFileId} = ${uploadedFiles.id})`,
        sql`not exists (select 1 from ${answers} where ${answers.mediaId} = ${uploadedFiles.id})`,
      ),
    )
    .returning({ key: uploadedFiles.storageKey });
  return gone.map((g) => g.key);
}

/** After the commit: the objects of study-guide originals the move left unused. */
export async function removeOrphanedGuides(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.remove(key).catch(() => undefined);
}

/** After the move (or its failure): the copies the moved rows do not use go (`used`: old ids of those recorded). */
export function discardMovedMedia(ctx: { db: Db; storage: Storage }, media: MoveMedia | undefined, used: ReadonlySet<number>): Promise<void> {
  return media ? discardFileCopies(ctx, [...media.copies.values()].filter((c) => !used.has(c.oldId))) : Promise.resolve();
}
