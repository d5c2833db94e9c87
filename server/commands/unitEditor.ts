// Edits and deletes of one unit. An edit that names a lock_version older (or newer) than the
// stored one changes nothing and is stale, so the route answers 409 with the current unit;
// every edit bumps lock_version.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { bundles, type UnitRow } from '../db/schema/index.ts';
import { saved, stale, type Saved } from './versionedSave.ts';
import { recordSave } from './versionRecorder.ts';
import { settingsDocument } from './settingsDocument.ts';
import { closeOpenSittingsUnder } from './openSittings.ts';

export interface UnitChanges {
  name?: string;
  description?: string;
}

/** The updated row, or stale when the unit is gone or lockVersion is stale. */
export async function updateUnit(db: Db, id: number, changes: UnitChanges, lockVersion: number, authorId: number | null): Promise<Saved<UnitRow>> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(bundles)
      .set({ ...changes, lockVersion: sql`${bundles.lockVersion} + 1`, updatedAt: now })
      .where(and(eq(bundles.id, id), eq(bundles.lockVersion, lockVersion)))
      .returning();
    if (!row) return stale();
    const document = settingsDocument(row);
    await recordSave(tx, { organizationId: row.organizationId, itemType: 'unit', itemId: row.id, authorId, document, lockVersion: row.lockVersion, at: now, title: row.name });
    return saved(row);
  });
}

/**
 * Deletes the unit and everything under it: its topics, their lessons, pages, passages,
 * questions (with answers, categories, groups, matching items), study guides and links.
 * The foreign keys cascade (server/db/schema); its pages' and passages' open sittings are
 * closed first, so their history keeps their last saves. Called in a transaction. The study
 * guides' uploaded files and stored objects are not rows under the unit: the route deletes
 * through studyGuideWriter.deleteUnitWithStudyGuides, which takes them too.
 */
export async function deleteUnit(db: Db | Tx, id: number): Promise<boolean> {
  await closeOpenSittingsUnder(db, sql`t.bundle_id = ${id}`);
  const removed = await db.delete(bundles).where(eq(bundles.id, id)).returning({ id: bundles.id });
  return removed.length > 0;
}
