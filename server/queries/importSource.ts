// What an import source shows (GET /importing/courses/{id}/show_tree, /importing/topics/{id}/questions):
// for the provider's test bank, what learners get (DESIGN "The test bank is the published content
// of the provider organization"): the published units and topics, counted by their published
// snapshot (published_items), and each topic's questions and passages as published; for another
// organization of the actor, the course tree and the topic's documents as they are now.
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { publishedItems } from '../db/schema/index.ts';
import { publishedDocuments } from '../preview/documents.ts';
import type { CourseTreeRows } from './courseTree.ts';
import { topicDocuments, type TopicDocuments } from './topicDocuments.ts';

/** The tree with only published units and topics, each topic counted by its published snapshot. */
export async function publishedTree(db: Db, rows: CourseTreeRows): Promise<CourseTreeRows> {
  const bundles = rows.bundles.filter((b) => b.status === 'published').map((b) => ({ ...b, topics: b.topics.filter((t) => t.status === 'published') }));
  const topicIds = bundles.flatMap((b) => b.topics.map((t) => t.id));
  const counts =
    topicIds.length === 0
      ? []
      : await db
          .select({ topicId: publishedItems.topicId, type: publishedItems.itemType, n: count() })
          .from(publishedItems)
          .where(inArray(publishedItems.topicId, topicIds))
          .groupBy(publishedItems.topicId, publishedItems.itemType);
  const of = (topicId: number, type: string) => Number(counts.find((c) => c.topicId === topicId && c.type === type)?.n ?? 0);
  return {
    ...rows,
    bundles: bundles.map((b) => ({
      ...b,
      topics: b.topics.map((t) => ({ ...t, chaptersCount: of(t.id, 'chapter'), questionsCount: of(t.id, 'question'), passagesCount: of(t.id, 'passage') })),
    })),
    topicsCount: topicIds.length,
  };
}

/** A source topic's questions and passages by position: the published snapshot, or the drafts. */
export async function sourceTopicItems(db: Db, topicId: number, publishedOnly: boolean): Promise<Pick<TopicDocuments, 'questions' | 'passages'>> {
  const docs = publishedOnly ? await publishedDocuments(db, topicId) : (await topicDocuments(db, [topicId])).get(topicId)!;
  return { questions: docs.questions, passages: docs.passages };
}
