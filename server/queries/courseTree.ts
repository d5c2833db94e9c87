// The tree of a course (GET /content/courses/{id}/show_tree): units by position with their
// topics by position, and per topic the counts of pages (chapters), questions and passages.
// One prepared statement whatever the size: the course's tags and its units, each unit with its
// topics nested, as json columns of the course's row (so a course of 20 units × 10 topics
// costs one round trip, as a small one does). The route reads the course row and the actor's
// share in that same statement (findCourseWithTree). Each unit and topic says when it was last
// published and whether it changed since (queries/publishState.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { TagRef } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { courses, courseSharedUsers, type CourseRow } from '../db/schema/index.ts';
import type { CourseShare } from '../policies/content.ts';
import { partsOf } from './courseParts.ts';
import { unitChangedSql, topicChangedSql } from './publishState.ts';

export interface TreeTopicRow {
  id: number;
  bundleId: number;
  name: string;
  status: string;
  creatorId: number | null;
  position: number;
  publishedAt: Date | null;
  changedSincePublished: boolean;
  pagesCount: number;
  questionsCount: number;
  passagesCount: number;
}

export interface TreeUnitRow {
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
  units: TreeUnitRow[];
  topicsCount: number;
}

// The tags and the units of the `courses` row of the statement, the units by position each with
// its topics by position, as json; counts per topic are on their (topic_id, …) indexes. Raw SQL
// on the tables' own names, which publishState.ts's columns refer to ("bundles", "topics"):
// Drizzle leaves a column unqualified in a statement on one table, where "id" would bind to
// the subquery's table.
const treeColumns = {
  treeTags: sql<unknown>`(select coalesce(json_agg(json_build_object('id', ct.id, 'name', ct.name, 'type', ct.type)), '[]'::json)
    from course_course_tags cct inner join course_tags ct on ct.id = cct.course_tag_id where cct.course_id = "courses".id)`,
  treeUnits: sql<unknown>`(select coalesce(json_agg(json_build_object(
      'id', bundles.id, 'guid', bundles.guid, 'name', bundles.name, 'description', bundles.description,
      'status', bundles.status, 'creatorId', bundles.creator_id, 'position', bundles.position,
      'publishedAt', bundles.published_at, 'changedSincePublished', ${unitChangedSql()},
      'topics', (select coalesce(json_agg(json_build_object(
          'id', topics.id, 'bundleId', topics.bundle_id, 'name', topics.name, 'status', topics.status,
          'creatorId', topics.creator_id, 'position', topics.position, 'publishedAt', topics.published_at,
          'changedSincePublished', ${topicChangedSql()},
          'pagesCount', (select count(*) from chapters c where c.topic_id = topics.id),
          'questionsCount', (select count(*) from questions q where q.topic_id = topics.id),
          'passagesCount', (select count(*) from passages p where p.topic_id = topics.id)
        ) order by topics.position, topics.id), '[]'::json)
        from topics where topics.bundle_id = bundles.id)
    ) order by bundles.position, bundles.id), '[]'::json)
    from bundles where bundles.course_id = "courses".id)`,
};

type TreeColumns = { treeTags: unknown; treeUnits: unknown };

// Both drivers parse json; a string is parsed here in case one does not.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
// json renders a timestamptz as text with its offset.
const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

type JsonTopic = Omit<TreeTopicRow, 'publishedAt'> & { publishedAt: string | null };
type JsonUnit = Omit<TreeUnitRow, 'publishedAt' | 'topics'> & { publishedAt: string | null; topics: JsonTopic[] };

function treeOf(row: TreeColumns): CourseTreeRows {
  const { tags } = partsOf({ partTags: row.treeTags, partSubjects: [], partUnits: 0, partTopics: 0 });
  let topicsCount = 0;
  const units = json<JsonUnit[]>(row.treeUnits).map((b) => {
    topicsCount += b.topics.length;
    return { ...b, publishedAt: date(b.publishedAt), topics: b.topics.map((t) => ({ ...t, publishedAt: date(t.publishedAt) })) };
  });
  return { tags, units, topicsCount };
}

const courseId = sql.placeholder('courseId');

/** The tree of the course `id` (empty when there is no such course), in one prepared statement. */
export async function courseTreeRows(db: Db, id: number): Promise<CourseTreeRows> {
  const statement = prepared(db, 'course_tree', (name) => db.select(treeColumns).from(courses).where(eq(courses.id, courseId)).prepare(name));
  const [row] = await statement.execute({ courseId: id });
  return row ? treeOf(row) : { tags: [], units: [], topicsCount: 0 };
}

/**
 * The course row, whether the actor is one of its selected users (as findCourse reads it) and
 * its tree, in one prepared statement; all undefined when there is no such course. The caller
 * authorizes before showing any of it.
 */
export async function findCourseWithTree(
  db: Db,
  id: number,
  userId: number,
): Promise<{ course: CourseRow | undefined; share: CourseShare | undefined; tree: CourseTreeRows | undefined }> {
  const statement = prepared(db, 'course_with_share_tree', (name) =>
    db
      .select({ course: courses, sharedUser: courseSharedUsers.userId, ...treeColumns })
      .from(courses)
      .leftJoin(courseSharedUsers, and(eq(courseSharedUsers.courseId, courses.id), eq(courseSharedUsers.userId, sql.placeholder('userId'))))
      .where(eq(courses.id, courseId))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ courseId: id, userId });
  if (!row) return { course: undefined, share: undefined, tree: undefined };
  const { course, sharedUser } = row;
  return {
    course,
    share: { shareEnabled: course.shareEnabled, creatorId: course.creatorId, sharedWithActor: sharedUser !== null },
    tree: treeOf(row),
  };
}
