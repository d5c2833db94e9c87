// Saves and deletes of one page. A save names the lock_version the editor loaded: when it is
// not the stored one nothing changes and the save is stale, so the route answers 409 with the
// current page (no silent overwrite). Every save bumps lock_version and sets last_saved_at.
// Deleting closes the gap it leaves in the topic's order, under the topic's lock (taken
// first, as every write of the topic's order takes it, so they cannot deadlock).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { chapters, type PageRow } from '../db/schema/index.ts';
import { pageVersionDocument, type PageValues } from './pageDocument.ts';
import { lockTopic } from './rowLocks.ts';
import { recordActivityOf } from './activityRecorder.ts';
import type { Saved } from './versionedSave.ts';
import { saveWithVersion } from './versionRecorder.ts';
import { closeOpenSittings } from './openSittings.ts';
import type { VersionMark } from './versionMark.ts';

/**
 * The saved row, or stale when the page is gone or lockVersion is stale. The save is kept in
 * the page's history, in the same statement (versionRecorder.ts saveWithVersion).
 */
export async function updatePage(
  db: Db,
  page: { id: number; organizationId: number },
  values: PageValues,
  lockVersion: number,
  authorId: number,
  mark?: VersionMark,
): Promise<Saved<PageRow>> {
  const now = new Date();
  const write = (handle: Db | Tx) =>
    handle
      .update(chapters)
      .set({ ...values, lockVersion: sql`${chapters.lockVersion} + 1`, lastSavedAt: now, updatedAt: now })
      .where(and(eq(chapters.id, page.id), eq(chapters.lockVersion, lockVersion)))
      .returning();
  const version = { organizationId: page.organizationId, itemType: 'page', itemId: page.id, authorId, document: pageVersionDocument(values), at: now, title: values.title } as const;
  return saveWithVersion(db, write, version, mark);
}

/** Deletes the page and moves the pages after it up by one; false when it was already gone. */
export async function deletePage(db: Db, page: { id: number; topicId: number }, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTopic(tx, page.topicId);
    await recordActivityOf(tx, 'chapter', page.id, { actorId, kind: 'deleted' });
    await closeOpenSittings(tx, 'page', [page.id]);
    const [removed] = await tx.delete(chapters).where(eq(chapters.id, page.id)).returning({ position: chapters.position });
    if (!removed) return false;
    await tx
      .update(chapters)
      .set({ position: sql`${chapters.position} - 1` })
      .where(and(eq(chapters.topicId, page.topicId), gt(chapters.position, removed.position)));
    return true;
  });
}
