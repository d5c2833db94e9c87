// The files a move into another organization carries (spec §4; contentMover.ts): every
// uploaded file the moved rows refer to (data-media-id and stored-file addresses in rich text
// and sections, image answers, study-guide files) is copied to a new key of the target
// organization BEFORE the move's transaction (contentCopier/media.ts: recorded as pending
// uploads first, so a process that dies leaves nothing the upload cleanup misses); inside the
// transaction the copies are recorded and the moved rows, read again under lock, are rewritten
// to point at them. The originals stay: other content of the source organization may use them.
// References to files the copy did not know (media added in between) keep their old address,
// which still serves the file.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { answers, chapters, lessonDocuments, lessons, passages, questions } from '../db/schema/index.ts';
import { copyFilesToOrganization, discardFileCopies, recordFileCopies, type FileCopy } from './contentCopier/media.ts';
import { mediaRowsOf } from './contentCopier/mediaRows.ts';
import type { CopyPlan } from './contentCopier/plan.ts';
import { rewriteMedia, type RowMaps } from './contentCopier/rows.ts';
import type { MovedRows } from './moveOrganization.ts';
import type { Storage } from '../storage/types.ts';

type MediaScope = Pick<CopyPlan, 'sourceOrganizationId' | 'chapterIds' | 'passageIds' | 'questionIds' | 'documentIds'>;

export interface MoveMedia {
  scope: MediaScope;
  copies: Map<number, FileCopy>;
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
    chapterIds: [...(await under(chapters)), ...(moved.chapterIds ?? [])],
    passageIds: [...(await under(passages)), ...(moved.passageIds ?? [])],
    questionIds: [...(await under(questions)), ...(moved.questionIds ?? [])],
    documentIds,
  };
}

// mediaRowsOf reads only these members of a plan.
const asPlan = (scope: MediaScope) => scope as CopyPlan;

/** Before the transaction: the files copied into the target organization. */
export async function copyMovedMedia(
  ctx: { db: Db; storage: Storage },
  moved: MovedRows,
  sourceOrganizationId: number,
  target: { organizationId: number; uploaderId: number },
): Promise<MoveMedia> {
  const scope = await scopeOf(ctx.db, moved, sourceOrganizationId);
  const media = await mediaRowsOf(ctx.db, asPlan(scope));
  const copies = await copyFilesToOrganization(ctx, media.fileIds, target);
  return { scope, copies };
}

/** Inside the transaction, after the rows moved: record the copies, point the moved rows at them. */
export async function rewriteMovedMedia(tx: Tx, media: MoveMedia): Promise<void> {
  if (media.copies.size === 0) return;
  const map = await recordFileCopies(tx, media.copies.values());
  const rows = await mediaRowsOf(tx, asPlan(media.scope));
  const same = (list: { id: number }[]) => new Map(list.map((r) => [r.id, r.id]));
  const maps = { chapters: same(rows.chapters), passages: same(rows.passages), questions: same(rows.questions), answers: same(rows.answers), premises: same(rows.premises), responses: same(rows.responses) };
  // rewriteMedia reads only these maps: the moved rows keep their ids.
  await rewriteMedia(tx, maps as unknown as RowMaps, rows, map);
  // Image answers and study-guide files point at their file by id.
  for (const [oldId, copy] of map.byId) {
    if (media.scope.questionIds.length) {
      await tx
        .update(answers)
        .set({ mediaId: copy.id })
        .where(and(inArray(answers.questionId, media.scope.questionIds), eq(answers.mediaId, oldId)));
    }
    if (media.scope.documentIds.length) {
      await tx
        .update(lessonDocuments)
        .set({ uploadedFileId: copy.id })
        .where(and(inArray(lessonDocuments.id, media.scope.documentIds), eq(lessonDocuments.uploadedFileId, oldId)));
    }
  }
}

/** The move failed: its file copies go. */
export function discardMovedMedia(ctx: { db: Db; storage: Storage }, media: MoveMedia | undefined): Promise<void> {
  return media ? discardFileCopies(ctx, media.copies.values()) : Promise.resolve();
}
