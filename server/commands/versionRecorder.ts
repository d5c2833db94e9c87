// Each save of a page, question, passage, topic, unit or course keeps a version
// (item_versions), and history stays small: consecutive saves by the same person, each within
// QUIET_PERIOD_MS of the one before, fold into one version (an autosaving editor saves every
// few seconds; a sitting is one version, a page edited on 1,000 days is 1,000). Publishing,
// restoring, importing, copying and generating always mark a version of their own, and a save
// after one of those starts anew. A new version of an edit or a restore is also a line of the
// course's activity ("Siti edited page ‘Pecahan’"); folded saves add no line, so the feed
// shows sittings, not keystrokes. One statement per record: the latest version is read, folded
// into or added to, and the feed line written at once; a page's or passage's autosave carries
// its record in its own update statement (saveWithVersion).
import { sql, type ColumnsSelection, type SQL } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db, Tx } from '../db/client.ts';
import { TITLE_LENGTH } from './activityRecorder.ts';
import { cutTitle } from './pageGenerator/pages.ts';
import type { VersionKind, VersionedItemType, VersionSource } from '../db/schema/index.ts';
import { saved, stale, type Saved } from './versionedSave.ts';
import { rowDocument, rowTable, type SittingItemType } from '../queries/rowDocuments.ts';
import { closeOpenSittings } from './openSittings.ts';
import { prepared } from '../db/prepared.ts';
import type { VersionMark } from './versionMark.ts';

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

/**
 * What a record's SQL binds: values, or the placeholders of a prepared statement (a page's save
 * is one, so PostgreSQL plans it once). The feed's title is cut already; `since` is when the
 * quiet period before this save began.
 */
interface RecordValues {
  organizationId: unknown;
  itemType: VersionedItemType;
  itemId: unknown;
  authorId: unknown;
  at: unknown;
  since: unknown;
  title: unknown;
}

function recordValues(input: Omit<VersionInput, 'lockVersion' | 'document'>): RecordValues {
  return {
    organizationId: input.organizationId,
    itemType: input.itemType,
    itemId: input.itemId,
    authorId: input.authorId,
    at: input.at,
    since: new Date(input.at.getTime() - QUIET_PERIOD_MS),
    title: input.title === undefined ? undefined : cutTitle(input.title, TITLE_LENGTH),
  };
}

/** The parts of a save's record: named CTE bodies that read each other by name. */
interface SaveParts {
  latest: SQL;
  folded: SQL;
  closed: SQL;
  inserted: SQL;
  feed: SQL;
}

/**
 * A save's version as CTE bodies. `lockVersion` is the item's lock_version after the save and
 * `written` is true when the save was written: a stale save, which writes nothing, records
 * nothing. With a `document`, each version keeps its own (folding rewrites it). Without one, the
 * item keeps an open sitting (commands/openSittings.ts): a fold writes no document, and a new
 * sitting closes the one before with `rowBefore`, the item's document before this save.
 */
function saveParts(input: RecordValues, lockVersion: SQL, written: SQL, kept: { document: SQL } | { rowBefore: SQL }): SaveParts {
  const document = 'document' in kept ? kept.document : sql`null::jsonb`;
  return {
    latest: sql`select id, author_id, kind, saved_at from item_versions
      where item_type = ${input.itemType} and item_id = ${input.itemId}
      order by id desc limit 1`,
    folded: sql`update item_versions v
      set ${'document' in kept ? sql`document = ${document}, ` : sql``}lock_version = ${lockVersion}, saved_at = ${input.at}
      from latest
      where v.id = latest.id and latest.kind = 'edited' and latest.author_id is not distinct from ${input.authorId}
        and latest.saved_at >= ${input.since} and ${written}
      returning v.id`,
    closed:
      'rowBefore' in kept
        ? sql`update item_versions set document = ${kept.rowBefore}
            where item_type = ${input.itemType} and item_id = ${input.itemId} and document is null
              and ${written} and not exists (select 1 from folded)
            returning id`
        : sql`select id from folded`,
    inserted: sql`insert into item_versions (organization_id, item_type, item_id, kind, author_id, document, lock_version, created_at, saved_at)
      select ${input.organizationId}, ${input.itemType}, ${input.itemId}, 'edited', ${input.authorId}, ${document}, ${lockVersion}, ${input.at}, ${input.at}
      where ${written} and not exists (select 1 from folded)
      returning id`,
    feed: feedLine(input, 'edited', sql`inserted`),
  };
}

/** A save: folded into the author's latest edit when it is within the quiet period, else a new version and a feed line. */
export async function recordSave(db: Db | Tx, input: VersionInput): Promise<void> {
  const parts = saveParts(recordValues(input), sql`${input.lockVersion}::integer`, sql`true`, { document: sql`${JSON.stringify(input.document)}::jsonb` });
  await db.execute(sql`
    with latest as (${parts.latest}), folded as (${parts.folded}), closed as (${parts.closed}), inserted as (${parts.inserted}), feed as (${parts.feed})
    select 1`);
}

/** A page's or passage's save as saveWithVersion runs it. */
export interface SittingSave<V extends Record<string, unknown>, Row> {
  /** The statement's shape: every save of the item type builds the same SQL. */
  key: string;
  itemType: SittingItemType;
  /** The update's values by name; the prepared statement reads each through a placeholder of that name. */
  values: V;
  /** The item's update, returning its row, with its values read from `v`. */
  write: (handle: Db | Tx, v: V) => TypedQueryBuilder<ColumnsSelection, Row[]> & PromiseLike<Row[]> & { getSQL(): SQL };
}

/** An object of placeholders named as `values`' keys, standing in for them in a prepared statement. */
function placeholders<V extends Record<string, unknown>>(values: V): V {
  return Object.fromEntries(Object.keys(values).map((name) => [name, sql.placeholder(name)])) as unknown as V;
}

/**
 * Writes a page's or passage's save with the save's version. An edit is recorded in the same
 * statement as the save, as CTEs in front of the update, and its sitting stays open
 * (commands/openSittings.ts): an autosave every few seconds sends the statements it sent before
 * history was kept and writes no copy of the page. The statement is prepared (server/db/prepared.ts),
 * so it is planned once. A restore (`mark`) closes the open sitting, then saves and marks a
 * version of its own, in one transaction. A stale save (no row updated) records nothing.
 */
export async function saveWithVersion<V extends Record<string, unknown>, Row extends { organizationId: number; lockVersion: number }>(
  db: Db,
  save: SittingSave<V, Row>,
  version: Omit<VersionInput, 'lockVersion' | 'itemType'>,
  mark?: VersionMark,
): Promise<Saved<Row>> {
  const { itemType } = save;
  if (mark) {
    return db.transaction(async (tx) => {
      await closeOpenSittings(tx, itemType, [version.itemId]);
      const [row] = await save.write(tx, save.values);
      if (!row) return stale();
      await recordVersion(tx, { ...version, itemType, lockVersion: row.lockVersion, ...mark });
      return saved(row);
    });
  }
  const bound = recordValues({ ...version, itemType });
  const values = { ...save.values, versionOrganization: bound.organizationId, versionItem: bound.itemId, versionAuthor: bound.authorId, versionAt: bound.at, versionSince: bound.since, versionTitle: bound.title ?? '' };
  const statement = prepared(db, save.key, (name) => {
    const v = placeholders(values);
    const updated = db.$with('updated').as(save.write(db, v as unknown as V));
    const input: RecordValues = { itemType, organizationId: v.versionOrganization, itemId: v.versionItem, authorId: v.versionAuthor, at: v.versionAt, since: v.versionSince, title: v.versionTitle };
    // Sub-statements see the rows as they were before the statement: this is the document before the save.
    const rowBefore = sql`(select ${rowDocument[itemType]} from ${rowTable[itemType]} i where i.id = ${input.itemId})`;
    const parts = saveParts(input, sql`(select lock_version from "updated")`, sql`exists (select 1 from "updated")`, { rowBefore });
    const id = { id: sql<number>`id` };
    const ctes = (['latest', 'folded', 'closed', 'inserted', 'feed'] as const).map((part) => db.$with(part, id).as(parts[part]));
    return db.with(updated, ...ctes).select().from(updated).prepare(name);
  });
  const [row] = (await statement.execute(values)) as unknown as Row[];
  return row ? saved(row) : stale();
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
    ${input.kind === 'restored' ? feedLine(recordValues(input), 'restored', sql`inserted`) : sql`select id from inserted`}`);
}

/** The course feed's line for a new version (none for a folded save, none without a title). */
function feedLine(input: RecordValues, kind: 'edited' | 'restored', inserted: SQL): SQL {
  if (input.title === undefined) return sql`select id from ${inserted}`;
  return sql`
    insert into activity_events (organization_id, course_id, actor_id, kind, item_type, item_id, item_title, details, created_at)
    select ${input.organizationId}, (${courseOf(input.itemType, input.itemId)}), ${input.authorId}, ${kind}, ${input.itemType}, ${input.itemId},
      ${input.title}, jsonb_build_object('version_id', ${inserted}.id), ${input.at}
    from ${inserted}`;
}

/** The course an item sits in, for its feed line. */
function courseOf(itemType: VersionedItemType, itemId: unknown): SQL {
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
