// Each save of a page, question or passage keeps a version (item_versions), and history stays
// small: consecutive saves by the same person, each within QUIET_PERIOD_MS of the one before,
// fold into one version (an autosaving editor saves every few seconds; a sitting is one
// version, a page edited on 1,000 days is 1,000). Publishing, restoring, importing, copying and
// generating always mark a version of their own, and a save after one of those starts anew.
// One statement per save: the latest version is read, folded into or added to at once.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { VersionKind, VersionedItemType, VersionSource } from '../db/schema/index.ts';

/** Ten minutes: a pause longer than a coffee ends a sitting. */
export const QUIET_PERIOD_MS = 10 * 60 * 1000;

export interface VersionInput {
  organizationId: number;
  itemType: VersionedItemType;
  itemId: number;
  authorId: number | null;
  document: Record<string, unknown>;
  /** The item's lock_version after the write this version records. */
  lockVersion: number;
  at: Date;
}

/** A save: folded into the author's latest edit when it is within the quiet period, else a new version. */
export async function recordSave(db: Db | Tx, input: VersionInput): Promise<void> {
  const since = new Date(input.at.getTime() - QUIET_PERIOD_MS);
  const document = JSON.stringify(input.document);
  await db.execute(sql`
    with latest as (
      select id, author_id, kind, saved_at from item_versions
      where item_type = ${input.itemType} and item_id = ${input.itemId}
      order by id desc limit 1
    ), folded as (
      update item_versions v
      set document = ${document}::jsonb, lock_version = ${input.lockVersion}, saved_at = ${input.at}
      from latest
      where v.id = latest.id and latest.kind = 'edited' and latest.author_id is not distinct from ${input.authorId}
        and latest.saved_at >= ${since}
      returning v.id
    )
    insert into item_versions (organization_id, item_type, item_id, kind, author_id, document, lock_version, created_at, saved_at)
    select ${input.organizationId}, ${input.itemType}, ${input.itemId}, 'edited', ${input.authorId}, ${document}::jsonb, ${input.lockVersion}, ${input.at}, ${input.at}
    where not exists (select 1 from folded)`);
}

/** An act that always marks a version of its own (published, restored, imported, copied, generated, created). */
export async function recordVersion(db: Db | Tx, input: VersionInput & { kind: Exclude<VersionKind, 'edited'>; source?: VersionSource }): Promise<void> {
  await db.execute(sql`
    insert into item_versions (organization_id, item_type, item_id, kind, author_id, document, lock_version, source, created_at, saved_at)
    values (${input.organizationId}, ${input.itemType}, ${input.itemId}, ${input.kind}, ${input.authorId}, ${JSON.stringify(input.document)}::jsonb,
      ${input.lockVersion}, ${input.source ? JSON.stringify(input.source) : null}::jsonb, ${input.at}, ${input.at})`);
}
