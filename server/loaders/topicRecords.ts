// Reads behind the topic and unit replies, each a fixed number of queries whatever the
// size of the unit: a topic with where it sits, a unit's topics with their counts, a
// course's grades, and one topic's counts and points.
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TagRef } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { bundles, courseCourseTags, courses, courseTags, topics, type TopicRow } from '../db/schema/index.ts';
import { compareTags, presentTagRef } from '../presenters/tag.ts';
import type { TopicCounts } from '../presenters/topic.ts';
import { topicChangedSql } from '../queries/publishState.ts';

/**
 * Correlated counts per topic row; each uses the (topic_id, position) index of its table.
 * Written with explicit aliases: Drizzle leaves columns unqualified inside select fields,
 * where "id" would bind to the inner table.
 */
const countColumns = {
  pagesCount: sql<number>`(select count(*) from chapters c where c.topic_id = ${topics}.id)`.mapWith(Number),
  questionsCount: sql<number>`(select count(*) from questions q where q.topic_id = ${topics}.id)`.mapWith(Number),
  passagesCount: sql<number>`(select count(*) from passages p where p.topic_id = ${topics}.id)`.mapWith(Number),
};

/** The topics of a unit in order, each with its counts and whether it changed since published: one query. */
export async function topicsOfUnit(db: Db, unitId: number): Promise<(TopicRow & TopicCounts & { changedSincePublished: boolean })[]> {
  return db
    .select({ ...getTableColumns(topics), ...countColumns, changedSincePublished: topicChangedSql() })
    .from(topics)
    .where(eq(topics.bundleId, unitId))
    .orderBy(asc(topics.position), asc(topics.id));
}

/** The topics of a unit as copy targets: one query. */
export async function topicTargetsOfUnit(db: Db, unitId: number) {
  return db
    .select({ id: topics.id, name: topics.name, position: topics.position })
    .from(topics)
    .where(eq(topics.bundleId, unitId))
    .orderBy(asc(topics.position), asc(topics.id));
}

/** A topic with its unit's name, what the reply says of its course, and whether it changed since published; undefined when missing. */
export async function findTopic(db: Db, id: number) {
  const [row] = await prepared(db, 'find_topic', (name) =>
    db
      .select({
        topic: topics,
        unitName: bundles.name,
        courseName: courses.name,
        schoolAssessmentCourse: courses.schoolAssessmentCourse,
        changedSincePublished: topicChangedSql(),
      })
      .from(topics)
      .innerJoin(bundles, eq(bundles.id, topics.bundleId))
      .innerJoin(courses, eq(courses.id, topics.courseId))
      .where(eq(topics.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  ).execute({ id });
  return row ? { ...row.topic, context: { unitName: row.unitName, courseName: row.courseName, schoolAssessmentCourse: row.schoolAssessmentCourse, changedSincePublished: row.changedSincePublished } } : undefined;
}

/** The grade tags of a course, in system-grade order (Kinder, G1 … G12). */
export async function courseGrades(db: Db, courseId: number): Promise<TagRef[]> {
  const rows = await prepared(db, 'course_grades', (name) =>
    db
      .select({ id: courseTags.id, name: courseTags.name, type: courseTags.type })
      .from(courseCourseTags)
      .innerJoin(courseTags, eq(courseTags.id, courseCourseTags.courseTagId))
      .where(and(eq(courseCourseTags.courseId, sql.placeholder('courseId')), eq(courseTags.type, 'grade')))
      .prepare(name),
  ).execute({ courseId });
  return rows.sort(compareTags).map(presentTagRef);
}

/** One topic's counts and the sum of its questions' points: one query. */
export async function topicAggregates(db: Db, topicId: number): Promise<TopicCounts & { points: number }> {
  const [row] = await prepared(db, 'topic_aggregates', (name) =>
    db
      .select({
        ...countColumns,
        points: sql<number>`(select coalesce(sum(q.points), 0)::float8 from questions q where q.topic_id = ${topics}.id)`.mapWith(Number),
      })
      .from(topics)
      .where(eq(topics.id, sql.placeholder('topicId')))
      .prepare(name),
  ).execute({ topicId });
  return row ?? { pagesCount: 0, questionsCount: 0, passagesCount: 0, points: 0 };
}
