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
  const save = {
    key: 'page_save',
    itemType: 'page',
    values: { ...pageColumns(values), id: page.id, lockVersion, now },
    write: (handle: Db | Tx, v: PageColumns & { id: number; lockVersion: number; now: Date }) =>
      handle
        .update(chapters)
        .set({ ...pageColumns(v), lockVersion: sql`${chapters.lockVersion} + 1`, lastSavedAt: v.now, updatedAt: v.now })
        .where(and(eq(chapters.id, v.id), eq(chapters.lockVersion, v.lockVersion)))
        .returning(),
  } as const;
  const version = { organizationId: page.organizationId, itemId: page.id, authorId, document: pageVersionDocument(values), at: now, title: values.title };
  return saveWithVersion(db, save, version, mark);
}

type PageColumns = Pick<PageValues, 'type' | 'title' | 'content' | 'sections' | 'videoUrl' | 'videoDescription' | 'duration'>;

/** The columns a save writes, named one by one: a prepared save reads each from a placeholder of its name. */
const pageColumns = (v: PageColumns): PageColumns => ({
  type: v.type,
  title: v.title,
  content: v.content,
  sections: v.sections,
  videoUrl: v.videoUrl,
  videoDescription: v.videoDescription,
  duration: v.duration,
});

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
