// Creates a page at the end of its topic's lesson, in one transaction. The topic row is
// locked so pages created at the same moment each get their own last position. A topic
// normally has its lesson from birth (topicCreator); one that has none (older or imported
// rows) gets it here.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { chapters, lessons, type PageRow, type LessonRow } from '../db/schema/index.ts';
import { pageVersionDocument, type PageValues } from './pageDocument.ts';
import { recordVersion } from './versionRecorder.ts';
import { recordActivityOf } from './activityRecorder.ts';
import { lockTopic } from './rowLocks.ts';

/** The topic's lesson, created when missing (idempotent under concurrency: one lesson per topic). */
export async function lessonForTopic(db: Db | Tx, topic: { id: number; organizationId: number }): Promise<LessonRow> {
  const [existing] = await db.select().from(lessons).where(eq(lessons.topicId, topic.id)).limit(1);
  if (existing) return existing;
  await db.insert(lessons).values({ organizationId: topic.organizationId, topicId: topic.id }).onConflictDoNothing({ target: lessons.topicId });
  const [lesson] = await db.select().from(lessons).where(eq(lessons.topicId, topic.id)).limit(1);
  return lesson!;
}

export interface NewPage {
  topic: { id: number; organizationId: number };
  creatorId: number;
  values: PageValues;
}

export async function createPage(db: Db, input: NewPage): Promise<PageRow> {
  return db.transaction(async (tx) => {
    await lockTopic(tx, input.topic.id);
    const lesson = await lessonForTopic(tx, input.topic);
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${chapters.position}), -1) + 1`.mapWith(Number) })
      .from(chapters)
      .where(eq(chapters.topicId, input.topic.id));
    const [page] = await tx
      .insert(chapters)
      .values({
        ...input.values,
        organizationId: input.topic.organizationId,
        topicId: input.topic.id,
        lessonId: lesson.id,
        creatorId: input.creatorId,
        position: last?.next ?? 0,
      })
      .returning();
    await recordActivityOf(tx, 'chapter', page!.id, { actorId: input.creatorId, kind: 'created' });
    await recordVersion(tx, {
      organizationId: page!.organizationId,
      itemType: 'page',
      itemId: page!.id,
      authorId: input.creatorId,
      document: pageVersionDocument(input.values),
      lockVersion: page!.lockVersion,
      at: page!.createdAt,
      kind: 'created',
    });
    return page!;
  });
}
