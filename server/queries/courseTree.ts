// The tree of a course (GET /content/courses/{id}/show_tree): units by position with their
// topics by position, and per topic the counts of chapters (pages), questions and passages.
// Three prepared statements run together whatever the size (tags, units, topics with their
// counts as columns), so a course of 20 units × 10 topics costs what a small one does. Each
// unit and topic says when it was last published and whether it changed since
// (queries/publishState.ts), as columns.
import { asc, eq, sql } from 'drizzle-orm';
import { compareTags } from '../../domain/grades.ts';
import type { TagRef } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { bundles, courseCourseTags, courseTags, topics } from '../db/schema/index.ts';
import { tagType } from './courseParts.ts';
import { bundleChangedSql, topicChangedSql } from './publishState.ts';

export interface TreeTopicRow {
  id: number;
  bundleId: number;
  name: string;
  status: string;
  creatorId: number | null;
  position: number;
  publishedAt: Date | null;
  changedSincePublished: boolean;
  chaptersCount: number;
  questionsCount: number;
  passagesCount: number;
}

export interface TreeBundleRow {
  id: number;
  guid: string;
  name: string;
  description: string;
  status: string;
  creatorId: number | null;
  position: number;
  publishedAt: Date | null;
  changedSincePublished: boolean;
  topics: TreeTopicRow[];
}

export interface CourseTreeRows {
  tags: TagRef[];
  bundles: TreeBundleRow[];
  topicsCount: number;
}

const courseId = sql.placeholder('courseId');

/** The statements of the tree, prepared once per database handle (db/prepared.ts). */
function treeStatements(db: Db) {
  return prepared(db, 'course_tree', (name) => ({
    tags: db
      .select({ id: courseTags.id, name: courseTags.name, type: courseTags.type })
      .from(courseCourseTags)
      .innerJoin(courseTags, eq(courseTags.id, courseCourseTags.courseTagId))
      .where(eq(courseCourseTags.courseId, courseId))
      .prepare(`${name}_tags`),
    bundles: db
      .select({
        id: bundles.id,
        guid: bundles.guid,
        name: bundles.name,
        description: bundles.description,
        status: bundles.status,
        creatorId: bundles.creatorId,
        position: bundles.position,
        publishedAt: bundles.publishedAt,
        changedSincePublished: bundleChangedSql(),
      })
      .from(bundles)
      .where(eq(bundles.courseId, courseId))
      .orderBy(asc(bundles.position), asc(bundles.id))
      .prepare(`${name}_bundles`),
    // Chapters, questions and passages counted per topic as columns, each on its (topic_id, position) index.
    topics: db
      .select({
        id: topics.id,
        bundleId: topics.bundleId,
        name: topics.name,
        status: topics.status,
        creatorId: topics.creatorId,
        position: topics.position,
        publishedAt: topics.publishedAt,
        changedSincePublished: topicChangedSql(),
        chaptersCount: sql<number>`(select count(*) from chapters c where c.topic_id = ${topics}.id)`.mapWith(Number),
        questionsCount: sql<number>`(select count(*) from questions q where q.topic_id = ${topics}.id)`.mapWith(Number),
        passagesCount: sql<number>`(select count(*) from passages p where p.topic_id = ${topics}.id)`.mapWith(Number),
      })
      .from(topics)
      .where(eq(topics.courseId, courseId))
      .orderBy(asc(topics.position), asc(topics.id))
      .prepare(`${name}_topics`),
  }));
}

export async function courseTreeRows(db: Db, id: number): Promise<CourseTreeRows> {
  const statements = treeStatements(db);
  const [tagRows, bundleRows, topicRows] = await Promise.all([
    statements.tags.execute({ courseId: id }),
    statements.bundles.execute({ courseId: id }),
    statements.topics.execute({ courseId: id }),
  ]);
  const tags = tagRows.map((t) => ({ id: t.id, name: t.name, type: tagType(t.type) })).sort(compareTags);
  const byBundle = new Map<number, TreeBundleRow>(bundleRows.map((b) => [b.id, { ...b, topics: [] }]));
  for (const t of topicRows) byBundle.get(t.bundleId)?.topics.push(t);
  return { tags, bundles: [...byBundle.values()], topicsCount: topicRows.length };
}
