// What a topic holds, as the topic reply's parts (GET /content/topics/{id}): its lesson (pages
// in order as summaries, study-guide documents, links), its questions and its passages as
// summaries. A fixed number of queries whatever the topic holds: the lesson row, then one
// each for pages, documents, links, questions and passages (only for the parts asked for),
// each prepared once per database handle (db/prepared.ts).
// Summaries select only the columns lists show, never the HTML bodies, and say when each
// item was last published and whether it changed since (queries/publishState.ts).
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TopicContent, TopicContentPart } from '../../domain/schemas/topicContent.ts';
import type { Db } from '../db/client.ts';
import { partName, prepared } from '../db/prepared.ts';
import { chapters, lessonDocuments, lessons, linkAttachments, passages, questions, uploadedFiles, type LessonRow } from '../db/schema/index.ts';
import { presentPageSummary } from '../presenters/page.ts';
import { presentLesson } from '../presenters/lesson.ts';
import { presentTopicPassage, presentTopicQuestion, type TopicPassageRow, type TopicQuestionRow } from '../presenters/topic.ts';
import type { Storage } from '../storage/types.ts';
import { itemChangedSql, itemPublishedAtSql } from '../queries/publishState.ts';

type TopicRef = { id: number; organizationId: number };

/**
 * Gives the topic its lesson when it has none (the caller's command: loading never writes).
 * Topics get their lesson when created; older or imported rows may lack it.
 */
export type AddLesson = (topic: TopicRef) => Promise<Pick<LessonRow, 'id' | 'topicId' | 'fileConversionInProgress'>>;

/** The parts named in `parts`, shaped for the reply. */
export async function topicContent(db: Db, storage: Storage, topic: TopicRef, parts: ReadonlySet<TopicContentPart>, addLesson: AddLesson): Promise<Partial<TopicContent>> {
  const [lesson, questionRows, passageRows] = await Promise.all([
    parts.has('lesson') ? lessonOfTopic(db, storage, topic, addLesson) : undefined,
    parts.has('questions') ? questionSummaries(db, topic.id) : undefined,
    parts.has('passages') ? passageSummaries(db, topic.id) : undefined,
  ]);
  return {
    ...(lesson ? { lesson } : {}),
    ...(questionRows ? { questions: questionRows.map(presentTopicQuestion) } : {}),
    ...(passageRows ? { passages: passageRows.map(presentTopicPassage) } : {}),
  };
}

/** The lesson's statements, prepared once per database handle (db/prepared.ts). */
const lessonStatements = (db: Db) =>
  prepared(db, 'topic_lesson', (name) => {
    const topicId = sql.placeholder('topicId');
    return {
      lesson: db
        .select({ id: lessons.id, topicId: lessons.topicId, fileConversionInProgress: lessons.fileConversionInProgress })
        .from(lessons)
        .where(eq(lessons.topicId, topicId))
        .limit(1)
        .prepare(partName(name, 'lesson')),
      chapters: db
        .select({
          id: chapters.id,
          topicId: chapters.topicId,
          type: chapters.type,
          title: chapters.title,
          status: chapters.status,
          position: chapters.position,
          creatorId: chapters.creatorId,
          lastSavedAt: chapters.lastSavedAt,
          lockVersion: chapters.lockVersion,
          publishedAt: itemPublishedAtSql('chapters'),
          changedSincePublished: itemChangedSql('chapters'),
        })
        .from(chapters)
        .where(eq(chapters.topicId, topicId))
        .orderBy(asc(chapters.position), asc(chapters.id))
        .prepare(partName(name, 'chapters')),
      documents: db
        .select({
          id: lessonDocuments.id,
          name: lessonDocuments.name,
          createdAt: lessonDocuments.createdAt,
          mimeType: uploadedFiles.mimeType,
          size: uploadedFiles.size,
          storageKey: uploadedFiles.storageKey,
        })
        .from(lessonDocuments)
        .innerJoin(lessons, eq(lessons.id, lessonDocuments.lessonId))
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, lessonDocuments.uploadedFileId))
        .where(eq(lessons.topicId, topicId))
        .orderBy(asc(lessonDocuments.position), asc(lessonDocuments.id))
        .prepare(partName(name, 'documents')),
      links: db
        .select({ id: linkAttachments.id, name: linkAttachments.name, url: linkAttachments.url, createdAt: linkAttachments.createdAt })
        .from(linkAttachments)
        .innerJoin(lessons, eq(lessons.id, linkAttachments.lessonId))
        .where(eq(lessons.topicId, topicId))
        .orderBy(asc(linkAttachments.position), asc(linkAttachments.id))
        .prepare(partName(name, 'links')),
    };
  });

async function lessonOfTopic(db: Db, storage: Storage, topic: TopicRef, addLesson: AddLesson) {
  const statements = lessonStatements(db);
  const values = { topicId: topic.id };
  const [[found], pageRows, documents, links] = await Promise.all([
    statements.lesson.execute(values),
    statements.chapters.execute(values),
    statements.documents.execute(values),
    statements.links.execute(values),
  ]);
  const lesson = found ?? (await addLesson(topic));
  return presentLesson(lesson, {
    pages: pageRows.map(presentPageSummary),
    documents: documents.map((d) => ({ ...d, url: storage.publicUrl(d.storageKey) })),
    links,
  });
}

const preceding = alias(questions, 'preceding');

/** A topic's questions in order, with the positions of the questions they follow and precede. */
export function questionSummaries(db: Db, topicId: number): Promise<TopicQuestionRow[]> {
  return prepared(db, 'topic_questions', (name) =>
    db
    .select({
      id: questions.id,
      topicId: questions.topicId,
      position: questions.position,
      status: questions.status,
      source: questions.source,
      type: questions.type,
      content: questions.content,
      passageId: questions.passageId,
      precedingQuestionPosition: preceding.position,
      // The question that names this one as its preceding question (the first, should there be two).
      succeedingQuestionPosition: sql<number | null>`(select s.position from questions s where s.preceding_question_id = ${questions}.id order by s.position, s.id limit 1)`.mapWith(Number),
      points: questions.points,
      creatorId: questions.creatorId,
      lastSavedAt: questions.lastSavedAt,
      lockVersion: questions.lockVersion,
      publishedAt: itemPublishedAtSql('questions'),
      changedSincePublished: itemChangedSql('questions'),
    })
    .from(questions)
    .leftJoin(preceding, eq(preceding.id, questions.precedingQuestionId))
    .where(eq(questions.topicId, sql.placeholder('topicId')))
    .orderBy(asc(questions.position), asc(questions.id))
    .prepare(name),
  ).execute({ topicId });
}

/** A topic's passages in order, each with how many questions link to it. */
export function passageSummaries(db: Db, topicId: number): Promise<TopicPassageRow[]> {
  return prepared(db, 'topic_passages', (name) =>
    db
    .select({
      id: passages.id,
      topicId: passages.topicId,
      organizationId: passages.organizationId,
      title: passages.title,
      content: passages.content,
      status: passages.status,
      position: passages.position,
      source: passages.source,
      creatorId: passages.creatorId,
      questionsCount: sql<number>`(select count(*) from questions q where q.passage_id = ${passages}.id)`.mapWith(Number),
      lastSavedAt: passages.lastSavedAt,
      lockVersion: passages.lockVersion,
      createdAt: passages.createdAt,
      updatedAt: passages.updatedAt,
      publishedAt: itemPublishedAtSql('passages'),
      changedSincePublished: itemChangedSql('passages'),
    })
    .from(passages)
    .where(eq(passages.topicId, sql.placeholder('topicId')))
    .orderBy(asc(passages.position), asc(passages.id))
    .prepare(name),
  ).execute({ topicId });
}
