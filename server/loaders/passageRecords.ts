// Reads behind the passage routes: a passage with its topic's course (share settings are the
// course's) and the number of questions linked to it, in one query.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passages, topics } from '../db/schema/index.ts';

const questionsCount = sql<number>`(select count(*) from questions q where q.passage_id = ${passages}.id)`.mapWith(Number);

export async function findPassage(db: Db, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(passages), courseId: topics.courseId, questionsCount })
    .from(passages)
    .innerJoin(topics, eq(topics.id, passages.topicId))
    .where(eq(passages.id, id))
    .limit(1);
  return row;
}
