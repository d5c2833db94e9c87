// The tree of a course (GET /content/courses/{id}/show_tree): units by position with their
// topics by position, and per topic the counts of chapters (pages), questions and passages.
// Four queries run together whatever the size (tags, units, topics, counts), so a course of
// 20 units × 10 topics costs what a small one does. Each unit and topic says when it was
// last published and whether it changed since (queries/publishState.ts), as columns.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { TagRef } from '../../domain/schemas/courses.ts';
import type { Db } from '../db/client.ts';
import { bundles, chapters, passages, questions, topics } from '../db/schema/index.ts';
import { tagsOfCourses } from './courseParts.ts';
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

export async function courseTreeRows(db: Db, courseId: number): Promise<CourseTreeRows> {
  const inCourse = eq(topics.courseId, courseId);
  const [tags, bundleRows, topicRows, countRows] = await Promise.all([
    tagsOfCourses(db, [courseId]),
    db
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
      .orderBy(asc(bundles.position), asc(bundles.id)),
    db
      .select({
        id: topics.id,
        bundleId: topics.bundleId,
        name: topics.name,
        status: topics.status,
        creatorId: topics.creatorId,
        position: topics.position,
        publishedAt: topics.publishedAt,
        changedSincePublished: topicChangedSql(),
      })
      .from(topics)
      .where(inCourse)
      .orderBy(asc(topics.position), asc(topics.id)),
    // Chapters, questions and passages counted per topic in one round trip.
    db
      .select({ topicId: chapters.topicId, kind: sql<string>`'chapters'`, n: count() })
      .from(chapters)
      .innerJoin(topics, eq(topics.id, chapters.topicId))
      .where(inCourse)
      .groupBy(chapters.topicId)
      .unionAll(
        db
          .select({ topicId: questions.topicId, kind: sql<string>`'questions'`, n: count() })
          .from(questions)
          .innerJoin(topics, eq(topics.id, questions.topicId))
          .where(inCourse)
          .groupBy(questions.topicId),
      )
      .unionAll(
        db
          .select({ topicId: passages.topicId, kind: sql<string>`'passages'`, n: count() })
          .from(passages)
          .innerJoin(topics, eq(topics.id, passages.topicId))
          .where(inCourse)
          .groupBy(passages.topicId),
      ),
  ]);

  const counts = new Map<number, { chaptersCount: number; questionsCount: number; passagesCount: number }>();
  for (const r of countRows) {
    const c = counts.get(r.topicId) ?? { chaptersCount: 0, questionsCount: 0, passagesCount: 0 };
    const n = Number(r.n);
    if (r.kind === 'chapters') c.chaptersCount = n;
    else if (r.kind === 'questions') c.questionsCount = n;
    else c.passagesCount = n;
    counts.set(r.topicId, c);
  }
  const byBundle = new Map<number, TreeBundleRow>(bundleRows.map((b) => [b.id, { ...b, topics: [] }]));
  for (const t of topicRows) {
    byBundle.get(t.bundleId)?.topics.push({ ...t, ...(counts.get(t.id) ?? { chaptersCount: 0, questionsCount: 0, passagesCount: 0 }) });
  }
  return { tags: tags.get(courseId) ?? [], bundles: [...byBundle.values()], topicsCount: topicRows.length };
}
