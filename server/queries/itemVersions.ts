// An item's versions, newest first (item_versions_item_idx serves both the page and the count),
// with each author's name; and one version with its document (an open sitting's is its item's row). Scoped by the organization as
// well as the item, so another school's version id is simply not found.
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { itemVersions, users, type VersionKind, type VersionedItemType } from '../db/schema/index.ts';
import { versionDocument } from './rowDocuments.ts';

export interface VersionedItem {
  organizationId: number;
  itemType: VersionedItemType;
  itemId: number;
}

const { document: _document, ...summaryColumns } = getTableColumns(itemVersions);

function ofItem(item: VersionedItem, kind?: VersionKind) {
  return and(
    eq(itemVersions.itemType, item.itemType),
    eq(itemVersions.itemId, item.itemId),
    eq(itemVersions.organizationId, item.organizationId),
    kind ? eq(itemVersions.kind, kind) : undefined,
  );
}

export async function listVersions(db: Db, item: VersionedItem, query: { page: number; per: number; kind?: VersionKind }) {
  const where = ofItem(item, query.kind);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...summaryColumns, authorName: users.name })
      .from(itemVersions)
      .leftJoin(users, eq(users.id, itemVersions.authorId))
      .where(where)
      .orderBy(desc(itemVersions.id))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    db.select({ n: count() }).from(itemVersions).where(where),
  ]);
  const n = total?.n ?? 0;
  return { rows, count: n, pages: Math.max(1, Math.ceil(n / query.per)) };
}

export type VersionSummaryRow = Awaited<ReturnType<typeof listVersions>>['rows'][number];

export async function findVersion(db: Db, item: VersionedItem, versionId: number) {
  const document = versionDocument({ itemType: sql`${itemVersions.itemType}`, itemId: sql`${itemVersions.itemId}`, document: sql`${itemVersions.document}` });
  const [row] = await db
    .select({ ...summaryColumns, document: sql<Record<string, unknown>>`${document}`, authorName: users.name })
    .from(itemVersions)
    .leftJoin(users, eq(users.id, itemVersions.authorId))
    .where(and(eq(itemVersions.id, versionId), ofItem(item)))
    .limit(1);
  return row;
}

export type VersionRow = NonNullable<Awaited<ReturnType<typeof findVersion>>>;
