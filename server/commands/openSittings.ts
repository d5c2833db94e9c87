// A page's or passage's open sitting (its latest edit, while its author keeps saving) keeps no
// document of its own: the item's row is it, so an autosave writes no copy of the page
// (docs/product/design.md#version-history). Before anything else changes or removes the row (a
// new sitting, a restore, a delete, another act's version), the sitting is closed: its version
// takes the document the row holds then, which is its last save.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { keepsOpenSitting, rowDocument, rowTable, SITTING_ITEMS, type BulkItemType } from '../queries/rowDocuments.ts';

export async function closeOpenSittings(db: Db | Tx, itemType: BulkItemType, ids: readonly number[]): Promise<void> {
  if (!keepsOpenSitting(itemType) || ids.length === 0) return;
  await db.execute(sql`
    update item_versions v set document = ${rowDocument[itemType]}
    from ${rowTable[itemType]} i
    where v.item_type = ${itemType} and v.item_id = i.id and v.document is null
      and i.id = any(${`{${ids.join(',')}}`}::int[])`);
}

/**
 * Closes the open sittings of every page and passage in the topics `topics` selects (a condition
 * on topics `t`: one topic, a unit's, a course's), before a delete takes them with their topic.
 */
export async function closeOpenSittingsUnder(db: Db | Tx, topics: SQL): Promise<void> {
  for (const itemType of SITTING_ITEMS) {
    await db.execute(sql`
      update item_versions v set document = ${rowDocument[itemType]}
      from ${rowTable[itemType]} i join topics t on t.id = i.topic_id
      where v.item_type = ${itemType} and v.item_id = i.id and v.document is null and ${topics}`);
  }
}
