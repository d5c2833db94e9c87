// What an import source shows (GET /importing/courses/{id}/show_tree,
// /importing/topics/{id}/questions, /importing/organizations/{id}/course_sets), and what a
// target topic already holds of it: for the provider's test bank, what learners get
// (docs/product/design.md#the-test-bank-is-the-published-content-of-the-provider-organization):
// the published units and topics, counted by their published snapshot (published_items), and
// each topic's questions and passages as published; for another organization of the actor, the
// course tree and the topic's documents as they are now.
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { courseListQuery } from '../../domain/schemas/courses.ts';
import type { AlreadyImported, ImportCourseSet } from '../../domain/schemas/importing.ts';
import type { Db } from '../db/client.ts';
import { courses, courseSets, passages, publishedItems, questions } from '../db/schema/index.ts';
import { publishedDocuments } from './previewDocuments.ts';
import { courseListWhere, type CourseListScope } from '../queries/courseList.ts';
import type { CourseTreeRows } from '../queries/courseTree.ts';
import type { TopicDocuments } from '../../domain/schemas/topicDocuments.ts';
import { topicDocuments } from './topicDocuments.ts';

/** The tree with only published units and topics, each topic counted by its published snapshot. */
export async function publishedTree(db: Db, rows: CourseTreeRows): Promise<CourseTreeRows> {
  const units = rows.units.filter((b) => b.status === 'published').map((b) => ({ ...b, topics: b.topics.filter((t) => t.status === 'published') }));
  const topicIds = units.flatMap((b) => b.topics.map((t) => t.id));
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
    units: units.map((b) => ({
      ...b,
      topics: b.topics.map((t) => ({ ...t, pagesCount: of(t.id, 'chapter'), questionsCount: of(t.id, 'question'), passagesCount: of(t.id, 'passage') })),
    })),
    topicsCount: topicIds.length,
  };
}

/** A source topic's questions and passages by position: the published snapshot, or the drafts. */
export async function sourceTopicItems(db: Db, topicId: number, publishedOnly: boolean): Promise<Pick<TopicDocuments, 'questions' | 'passages'>> {
  const docs = publishedOnly ? await publishedDocuments(db, topicId) : (await topicDocuments(db, [topicId])).get(topicId)!;
  return { questions: docs.questions, passages: docs.passages };
}

/**
 * The course sets the source's courses use, among those the course list would show the actor
 * (the same scope), named from course_sets, by name (unnamed ids last, by id).
 */
export async function sourceCourseSets(db: Db, scope: CourseListScope): Promise<ImportCourseSet[]> {
  const rows = await db
    .select({ id: courses.courseSetId, name: courseSets.name, n: count() })
    .from(courses)
    .leftJoin(courseSets, eq(courseSets.id, courses.courseSetId))
    .where(and(courseListWhere(scope, courseListQuery.parse({})), isNotNull(courses.courseSetId)))
    .groupBy(courses.courseSetId, courseSets.name)
    .orderBy(sql`lower(${courseSets.name}) nulls last`, asc(courses.courseSetId));
  return rows.map((r) => ({ id: r.id!, name: r.name, courses_count: Number(r.n) }));
}

/**
 * Which of these source questions and passages the topic already holds: a question or passage
 * there whose source id is the source's own id (a reference to the provider's, or a copy
 * imported from another organization), or the original the source's row was itself imported
 * from. In the order given.
 */
export async function alreadyInTopic(db: Db, topicId: number, ids: { questionIds: readonly number[]; passageIds: readonly number[] }): Promise<AlreadyImported> {
  const questionIds = [...new Set(ids.questionIds)];
  const passageIds = [...new Set(ids.passageIds)];
  const [foundQuestions, foundPassages] = await Promise.all([
    questionIds.length === 0
      ? []
      : db
          .select({ id: questions.id })
          .from(questions)
          .where(
            and(
              inArray(questions.id, questionIds),
              sql`exists (select 1 from questions t where t.topic_id = ${topicId}::int and t.source_question_id in (${questions.id}, ${questions.sourceQuestionId}))`,
            ),
          ),
    passageIds.length === 0
      ? []
      : db
          .select({ id: passages.id })
          .from(passages)
          .where(
            and(
              inArray(passages.id, passageIds),
              sql`exists (select 1 from passages t where t.topic_id = ${topicId}::int and t.source_passage_id in (${passages.id}, ${passages.sourcePassageId}))`,
            ),
          ),
  ]);
  const held = (found: { id: number }[], asked: number[]) => {
    const set = new Set(found.map((r) => r.id));
    return asked.filter((id) => set.has(id));
  };
  return { question_ids: held(foundQuestions, questionIds), passage_ids: held(foundPassages, passageIds) };
}
