// Whole documents of many topics at once: every page, question (with its parts and links) and
// passage, as GET /content/chapters/{id}, /map/questions/{id} and /map/passages/{id} answer
// them, by position. What the publish page judges (§5 rules, pre-publish warnings) and what a
// publish snapshots (docs/product/design.md#publishing-freezes-what-students-get). Three
// statements whatever the number of topics: pages, questions (parts as JSON built by subqueries
// on their (question_id, position) indexes, see questionDetail.ts), passages (with their
// question counts).
import { asc, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TopicDocuments } from '../../domain/schemas/topicDocuments.ts';
import type { Db, Tx } from '../db/client.ts';
import { chapters, passages, questions } from '../db/schema/index.ts';
import { presentPage } from '../presenters/page.ts';
import { presentPassage } from '../presenters/passage.ts';
import { presentQuestion } from '../presenters/question.ts';
import { linkColumns, partColumns } from '../queries/questionDetail.ts';


/** Each topic's documents (an entry for every id asked for, empty lists when it holds nothing). */
export async function topicDocuments(db: Db | Tx, topicIds: readonly number[]): Promise<Map<number, TopicDocuments>> {
  const ids = [...new Set(topicIds)];
  const out = new Map<number, TopicDocuments>(ids.map((id) => [id, { chapters: [], questions: [], passages: [] }]));
  if (ids.length === 0) return out;
  const [pageRows, questionRows, passageRows] = await Promise.all([
    db
      .select()
      .from(chapters)
      .where(inArray(chapters.topicId, ids))
      .orderBy(asc(chapters.topicId), asc(chapters.position), asc(chapters.id)),
    db
      .select({ ...getTableColumns(questions), ...linkColumns, ...partColumns })
      .from(questions)
      .where(inArray(questions.topicId, ids))
      .orderBy(asc(questions.topicId), asc(questions.position), asc(questions.id)),
    db
      .select({
        ...getTableColumns(passages),
        questionsCount: sql<number>`(select count(*) from questions q where q.passage_id = ${passages}.id)`.mapWith(Number),
      })
      .from(passages)
      .where(inArray(passages.topicId, ids))
      .orderBy(asc(passages.topicId), asc(passages.position), asc(passages.id)),
  ]);
  for (const row of pageRows) out.get(row.topicId)!.chapters.push(presentPage(row));
  for (const row of questionRows) out.get(row.topicId)!.questions.push(presentQuestion(row));
  for (const row of passageRows) out.get(row.topicId)!.passages.push(presentPassage(row, row.questionsCount));
  return out;
}
