// Each save of a page, question, passage, topic, unit or course keeps a version
// (item_versions), and history stays small: consecutive saves by the same person, each within
// QUIET_PERIOD_MS of the one before, fold into one version (an autosaving editor saves every
// few seconds; a sitting is one version, a page edited on 1,000 days is 1,000). Publishing,
// restoring, importing, copying and generating always mark a version of their own, and a save
// after one of those starts anew. A new version of an edit or a restore is also a line of the
// course's activity ("Siti edited page ‘Pecahan’"); folded saves add no line, so the feed
// shows sittings, not keystrokes. One statement per record: the latest version is read, folded
// into or added to, and the feed line written at once.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { TITLE_LENGTH } from './activityRecorder.ts';
import { cutTitle } from './pageGenerator/pages.ts';
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
  /** The item's title for the course feed; without it no feed line is written. */
  title?: string;
}

/** A save: folded into the author's latest edit when it is within the quiet period, else a new version and a feed line. */
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
    ), inserted as (
      insert into item_versions (organization_id, item_type, item_id, kind, author_id, document, lock_version, created_at, saved_at)
      select ${input.organizationId}, ${input.itemType}, ${input.itemId}, 'edited', ${input.authorId}, ${document}::jsonb, ${input.lockVersion}, ${input.at}, ${input.at}
      where not exists (select 1 from folded)
      returning id
    )
    ${feedLine(input, 'edited', sql`inserted`)}`);
}

/** An act that always marks a version of its own (published, restored, imported, copied, generated, created). */
export async function recordVersion(
  db: Db | Tx,
  input: VersionInput & { kind: Exclude<VersionKind, 'edited'>; source?: VersionSource },
): Promise<void> {
  await db.execute(sql`
    with inserted as (
      insert into item_versions (organization_id, item_type, item_id, kind, author_id, document, lock_version, source, created_at, saved_at)
      values (${input.organizationId}, ${input.itemType}, ${input.itemId}, ${input.kind}, ${input.authorId}, ${JSON.stringify(input.document)}::jsonb,
        ${input.lockVersion}, ${input.source ? JSON.stringify(input.source) : null}::jsonb, ${input.at}, ${input.at})
      returning id
    )
    ${input.kind === 'restored' ? feedLine(input, 'restored', sql`inserted`) : sql`select id from inserted`}`);
}

/** The course feed's line for a new version (none for a folded save, none without a title). */
function feedLine(input: VersionInput, kind: 'edited' | 'restored', inserted: SQL): SQL {
  if (input.title === undefined) return sql`select id from ${inserted}`;
  return sql`
    insert into activity_events (organization_id, course_id, actor_id, kind, item_type, item_id, item_title, details, created_at)
    select ${input.organizationId}, (${courseOf(input.itemType, input.itemId)}), ${input.authorId}, ${kind}, ${input.itemType}, ${input.itemId},
      ${cutTitle(input.title, TITLE_LENGTH)}, jsonb_build_object('version_id', ${inserted}.id), ${input.at}
    from ${inserted}`;
}

/** The course an item sits in, for its feed line. */
function courseOf(itemType: VersionedItemType, itemId: number): SQL {
  switch (itemType) {
    case 'course':
      return sql`select ${itemId}::integer`;
    case 'unit':
      return sql`select course_id from bundles where id = ${itemId}`;
    case 'topic':
      return sql`select course_id from topics where id = ${itemId}`;
    case 'page':
      return sql`select t.course_id from chapters c join topics t on t.id = c.topic_id where c.id = ${itemId}`;
    case 'question':
      return sql`select t.course_id from questions q join topics t on t.id = q.topic_id where q.id = ${itemId}`;
    case 'passage':
      return sql`select t.course_id from passages p join topics t on t.id = p.topic_id where p.id = ${itemId}`;
  }
}
