// Versions for items written in bulk (imported, copied, generated, published): each item's
// document is built in SQL from its stored rows, in the same fields its editor saves (a
// question with its parts, keyed by row id as the API keys them), so one statement records
// the versions of every item of a type however many an import or a publish wrote.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { VersionKind, VersionSource } from '../db/schema/index.ts';
import { rowDocument, rowTable, type BulkItemType } from '../queries/rowDocuments.ts';
import { closeOpenSittings } from './openSittings.ts';

export type { BulkItemType } from '../queries/rowDocuments.ts';

export interface BulkVersions {
  kind: Exclude<VersionKind, 'edited' | 'restored'>;
  itemType: BulkItemType;
  ids: readonly number[];
  authorId: number | null;
  at: Date;
  /** Where each item came from (a copy names its original); none for the other acts. */
  sources?: ReadonlyMap<number, VersionSource>;
  /** Publishing: only items whose draft is not the version students already have. */
  changedSincePublished?: boolean;
}

/** Rows per statement: a course of thousands of items is a handful of statements. */
const BATCH = 1000;

/** The statements recordVersionsOfRows sends for `count` items: per batch, open sittings closed, then the versions. */
export const versionStatements = (count: number) => 2 * Math.ceil(count / BATCH);

export async function recordVersionsOfRows(tx: Tx, input: BulkVersions): Promise<void> {
  for (let start = 0; start < input.ids.length; start += BATCH) {
    const ids = input.ids.slice(start, start + BATCH);
    await closeOpenSittings(tx, input.itemType, ids);
    const sources = JSON.stringify(Object.fromEntries(ids.flatMap((id) => (input.sources?.has(id) ? [[id, input.sources.get(id)]] : []))));
    await tx.execute(sql`
      insert into item_versions (organization_id, item_type, item_id, kind, author_id, document, lock_version, source, created_at, saved_at)
      select i.organization_id, ${input.itemType}, i.id, ${input.kind}, ${input.authorId}, ${rowDocument[input.itemType]}, i.lock_version,
        ${sources}::jsonb -> i.id::text, ${input.at}, ${input.at}
      from ${rowTable[input.itemType]} i
      where i.id = any(${`{${ids.join(',')}}`}::int[])
        ${input.changedSincePublished ? sql`and i.published_version is distinct from i.lock_version` : sql``}`);
  }
}
