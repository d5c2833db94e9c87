// What the learner preview shows of a topic (spec §2 "Preview";
// docs/product/design.md#publishing-freezes-what-students-get): the drafts as they are now, or
// the published snapshot (the published_items rows the publisher wrote, whose documents are the
// presenters' replies at the published version). Two statements for the snapshot, three for the
// drafts.
import { asc, eq, sql } from 'drizzle-orm';
import type { Page, Passage } from '../../domain/schemas/content.ts';
import type { PreviewVersion } from '../../domain/schemas/preview.ts';
import type { Question } from '../../domain/schemas/questions.ts';
import type { Db } from '../db/client.ts';
import { organizations, publishedItems } from '../db/schema/index.ts';
import type { PreviewDocuments } from '../presenters/preview.ts';
import { topicDocuments } from './topicDocuments.ts';

/** The published snapshot of a topic, each kind by its position at publish time. */
export async function publishedDocuments(db: Db, topicId: number): Promise<PreviewDocuments> {
  const rows = await db
    .select({ itemType: publishedItems.itemType, document: publishedItems.document })
    .from(publishedItems)
    .where(eq(publishedItems.topicId, topicId))
    .orderBy(asc(publishedItems.itemType), asc(publishedItems.position), asc(publishedItems.itemId));
  const out: PreviewDocuments = { chapters: [], questions: [], passages: [] };
  for (const row of rows) {
    if (row.itemType === 'chapter') out.chapters.push(row.document as unknown as Page);
    else if (row.itemType === 'question') out.questions.push(row.document as unknown as Question);
    else out.passages.push(row.document as unknown as Passage);
  }
  return out;
}

/** Whether a published version exists: the topic is published and has snapshot rows. */
export async function hasPublishedVersion(db: Db, topic: { id: number; status: string }): Promise<boolean> {
  if (topic.status !== 'published') return false;
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(publishedItems)
    .where(eq(publishedItems.topicId, topic.id))
    .limit(1);
  return Boolean(row);
}

export async function pointsEnabled(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: organizations.enablePointSystem })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.enabled ?? false;
}

/** The documents of `version`; a published version that does not exist is empty. */
export async function previewDocuments(db: Db, topicId: number, version: PreviewVersion, publishedAvailable: boolean): Promise<PreviewDocuments> {
  if (version === 'published') return publishedAvailable ? publishedDocuments(db, topicId) : { chapters: [], questions: [], passages: [] };
  return (await topicDocuments(db, [topicId])).get(topicId)!;
}
