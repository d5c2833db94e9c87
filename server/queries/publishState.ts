// "Changed since published" (spec §2, §4 "What is published is a snapshot";
// docs/product/design.md#publishing-freezes-what-students-get) as SQL columns, so every list
// computes it in the statement it already sends, whatever its number of rows (no statement per
// row):
// - a page, question or passage has changed when it is published and its lock_version moved
//   past the published_version whose snapshot students get;
// - a topic has changed when it is published and it changed itself, or any of its items did,
//   or a published item was deleted (or moved away) since, or an item was added since it was
//   last published;
// - a unit or a course has changed when any of its topics has.
// A published row without a published_version (published before snapshots existed, e.g. the
// demo seed) compares as unchanged: `<>` with null is not true.
// Raw SQL on fixed aliases: Drizzle leaves columns unqualified inside select fields, where
// "id" would bind to the inner table. `outer` is how the enclosing statement names its row
// (Drizzle renders `${topics}` as "topics").
import { sql, type SQL } from 'drizzle-orm';

export type ItemTable = 'chapters' | 'questions' | 'passages';
const ITEM_TYPE: Record<ItemTable, string> = { chapters: 'chapter', questions: 'question', passages: 'passage' };

/** An item row under `alias` is published and its draft moved on. */
const itemChangedText = (alias: string) => `(${alias}.status = 'published' and ${alias}.lock_version <> ${alias}.published_version)`;

/** The topic row under `t` has changed since it was published. */
function topicChangedText(t: string): string {
  const items = (Object.keys(ITEM_TYPE) as ItemTable[]).map(
    (table, index) =>
      `exists (select 1 from ${table} i${index} where i${index}.topic_id = ${t}.id and (${itemChangedText(`i${index}`)} or (i${index}.status <> 'published' and i${index}.created_at > ${t}.published_at)))`,
  );
  const stillThere = (Object.keys(ITEM_TYPE) as ItemTable[])
    .map((table) => `select 1 from ${table} x where pub.item_type = '${ITEM_TYPE[table]}' and x.id = pub.item_id and x.topic_id = ${t}.id`)
    .join(' union all ');
  const gone = `exists (select 1 from published_items pub where pub.topic_id = ${t}.id and not exists (${stillThere}))`;
  return `(${t}.status = 'published' and (${t}.lock_version <> ${t}.published_version or ${items.join(' or ')} or ${gone}))`;
}

/** A boolean column, never null (Drizzle does not map a null). */
const flag = (text: string) => sql<boolean>`coalesce(${sql.raw(text)}, false)`.mapWith(Boolean);

/** Column: the page, question or passage row of `table` (as the statement names it) has changed. */
export function itemChangedSql(table: ItemTable): SQL<boolean> {
  return flag(itemChangedText(`"${table}"`));
}

/** Column: when the item of `table` was last published (its snapshot's published_at), or null. */
export function itemPublishedAtSql(table: ItemTable): SQL<Date | null> {
  return sql<Date | null>`(select pub.published_at from published_items pub where pub.item_type = ${sql.raw(`'${ITEM_TYPE[table]}'`)} and pub.item_id = ${sql.raw(`"${table}"`)}.id)`.mapWith(
    (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value))),
  );
}

/** Column: the topics row of the statement has changed since published. */
export function topicChangedSql(): SQL<boolean> {
  return flag(topicChangedText('"topics"'));
}

/** Column: any topic of the bundles row of the statement has changed since published. */
export function unitChangedSql(): SQL<boolean> {
  return flag(`exists (select 1 from topics ct where ct.bundle_id = "bundles".id and ${topicChangedText('ct')})`);
}

/** Column: any topic of the courses row of the statement has changed since published. */
export function courseChangedSql(): SQL<boolean> {
  return flag(`exists (select 1 from topics ct where ct.course_id = "courses".id and ${topicChangedText('ct')})`);
}
