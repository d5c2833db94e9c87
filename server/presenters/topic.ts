// Topic rows → API JSON (spec §3 "Topic" field names). The only way topics leave the server.
// A topic reply is built from parts: the row and its context always, then each optional
// part the caller did not exclude (GET /content/topics/{id}?exclude=counts,points). The
// content parts (lesson, questions, passages: server/loaders/topicContent.ts) are shaped
// here too: the question and passage summaries the topic screens list.
import { isReadOnlySource, type PassageSummary } from '../../domain/schemas/content.ts';
import type { TagRef, Topic, TopicReply, TopicTarget, TreeTopic } from '../../domain/schemas/courses.ts';
import type { QuestionSummary } from '../../domain/schemas/questions.ts';
import type { TopicRow, QuestionRow, PassageRow } from '../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** When an item was last published and whether its draft moved on since (queries/publishState.ts). */
export interface PublishStateColumns {
  publishedAt: Date | null;
  changedSincePublished: boolean;
}

export interface TopicCounts {
  pagesCount: number;
  questionsCount: number;
  passagesCount: number;
}

/** What a topic reply says about where the topic sits. */
export interface TopicContext {
  unitName: string;
  courseName: string;
  schoolAssessmentCourse: boolean;
  /** The course's grade tags. */
  grades: TagRef[];
  /** False when the course's share settings keep the actor out. */
  accessible: boolean;
  /** It, or an item of it, changed since it was published (queries/publishState.ts). */
  changedSincePublished: boolean;
}

/** Optional parts; a missing one is left out of the reply. */
export interface TopicParts {
  counts?: TopicCounts;
  /** Sum of the questions' points, or null when the organization does not use points. */
  points?: number | null;
}

export function presentTopic(row: TopicRow, context: TopicContext, parts: Required<TopicParts>): Topic;
export function presentTopic(row: TopicRow, context: TopicContext, parts: TopicParts): TopicReply;
export function presentTopic(row: TopicRow, context: TopicContext, parts: TopicParts): TopicReply {
  return {
    id: row.id,
    name: row.name,
    bundle_id: row.bundleId,
    bundle_name: context.unitName,
    course_id: row.courseId,
    course_name: context.courseName,
    organization_id: row.organizationId,
    grades: context.grades,
    shuffle_answers: row.shuffleAnswers,
    shuffle_questions: row.shuffleQuestions,
    questions_label: row.questionsLabel,
    status: row.status,
    accessible: context.accessible,
    creator_id: row.creatorId,
    position: row.position,
    school_assessment_course: context.schoolAssessmentCourse,
    ...(parts.counts
      ? {
          chapters_count: parts.counts.pagesCount,
          questions_count: parts.counts.questionsCount,
          passages_count: parts.counts.passagesCount,
        }
      : {}),
    ...(parts.points !== undefined ? { points: parts.points } : {}),
    published_at: iso(row.publishedAt),
    changed_since_published: context.changedSincePublished,
    lock_version: row.lockVersion,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A topic as a node of a unit's topic list (and of the course tree). */
export function presentTreeTopic(row: TopicRow & TopicCounts & { changedSincePublished: boolean }, accessible: boolean): TreeTopic {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    accessible,
    creator_id: row.creatorId,
    position: row.position,
    chapters_count: row.pagesCount,
    questions_count: row.questionsCount,
    passages_count: row.passagesCount,
    published_at: iso(row.publishedAt),
    changed_since_published: row.changedSincePublished,
  };
}

/** A topic as a copy target (GET /map/topics). */
export function presentTopicTarget(row: Pick<TopicRow, 'id' | 'name' | 'position'>): TopicTarget {
  return { id: row.id, name: row.name, position: row.position };
}


/** A question as the topic's questions tab lists it, with the positions of its linked questions. */
export type TopicQuestionRow = Pick<
  QuestionRow,
  'id' | 'topicId' | 'position' | 'status' | 'source' | 'type' | 'content' | 'passageId' | 'points' | 'creatorId' | 'lastSavedAt' | 'lockVersion'
> &
  PublishStateColumns & { precedingQuestionPosition: number | null; succeedingQuestionPosition: number | null };

export function presentTopicQuestion(row: TopicQuestionRow): QuestionSummary {
  return {
    id: row.id,
    topic_id: row.topicId,
    position: row.position,
    status: row.status,
    source: row.source,
    read_only: isReadOnlySource(row.source),
    type: row.type,
    content: row.content,
    passage_id: row.passageId,
    preceding_question_position: row.precedingQuestionPosition,
    succeeding_question_position: row.succeedingQuestionPosition,
    points: row.points,
    creator_id: row.creatorId,
    last_saved_at: row.lastSavedAt.toISOString(),
    lock_version: row.lockVersion,
    published_at: iso(row.publishedAt),
    changed_since_published: row.changedSincePublished,
  };
}

/** A passage as the topic lists it, with how many questions link to it. */
export type TopicPassageRow = Pick<
  PassageRow,
  'id' | 'topicId' | 'organizationId' | 'title' | 'content' | 'status' | 'position' | 'source' | 'creatorId' | 'lastSavedAt' | 'lockVersion' | 'createdAt' | 'updatedAt'
> &
  PublishStateColumns & { questionsCount: number };

export function presentTopicPassage(row: TopicPassageRow): PassageSummary {
  return {
    id: row.id,
    topic_id: row.topicId,
    organization_id: row.organizationId,
    title: row.title,
    content: row.content,
    status: row.status,
    position: row.position,
    source: row.source,
    read_only: isReadOnlySource(row.source),
    creator_id: row.creatorId,
    questions_count: row.questionsCount,
    last_saved_at: row.lastSavedAt.toISOString(),
    lock_version: row.lockVersion,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: iso(row.publishedAt),
    changed_since_published: row.changedSincePublished,
  };
}
