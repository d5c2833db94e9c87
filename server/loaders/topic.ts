// Loading a topic for the topic routes, scoped to the actor's organization (another
// organization's record answers 404) with its course's share settings, and building the
// reply from its parts (presenters/topic.ts).
import { TOPIC_EXCLUDABLE_PARTS, type Topic, type TopicPart, type TopicReply } from '../../domain/schemas/courses.ts';
import { TOPIC_CONTENT_PARTS, type TopicWithContent } from '../../domain/schemas/topicContent.ts';
import { actorId, type ActorRef, type OrganizationContext } from '../auth/actor.ts';
import { scoped } from '../auth/scope.ts';
import type { Db } from '../db/client.ts';
import { errors } from '../errors.ts';
import { presentTopic, type TopicParts } from '../presenters/topic.ts';
import { courseShareFor } from '../queries/courseShare.ts';
import { topicContent, type AddLesson } from './topicContent.ts';
import type { Storage } from '../storage/types.ts';
import { courseGrades, findTopic, topicAggregates } from './topicRecords.ts';

export async function loadTopic(db: Db, actor: ActorRef, id: number) {
  const { record: topic, ctx } = await scoped(db, actor, await findTopic(db, id));
  const share = await courseShareFor(db, topic.courseId, actorId(actor));
  if (!share) throw errors.notFound();
  return { topic, ctx, share };
}

/** `exclude=counts, points` → the known part names; unknown names are ignored. */
export function excludedParts(exclude: string | undefined): Set<TopicPart> {
  const names = (exclude ?? '').split(',').map((s) => s.trim());
  return new Set(TOPIC_EXCLUDABLE_PARTS.filter((part) => names.includes(part)));
}

export function topicReply(db: Db, org: OrganizationContext, topicId: number): Promise<Topic>;
export function topicReply(db: Db, org: OrganizationContext, topicId: number, exclude: Set<TopicPart>): Promise<TopicReply>;
/**
 * The topic as stored now, with every part not excluded. Reloaded by id so a reply after
 * a move names the new unit and course. Only actors who may open the course get here, so
 * it is accessible. A fixed number of queries: the topic, its course's grades, and one for
 * the counts and points together.
 */
export async function topicReply(db: Db, org: OrganizationContext, topicId: number, exclude = new Set<TopicPart>()): Promise<TopicReply> {
  const topic = await findTopic(db, topicId);
  if (!topic) throw errors.notFound();
  const wantCounts = !exclude.has('counts');
  const wantPoints = !exclude.has('points');
  const usePoints = org.organization.enablePointSystem;
  const [grades, aggregates] = await Promise.all([
    courseGrades(db, topic.courseId),
    wantCounts || (wantPoints && usePoints) ? topicAggregates(db, topic.id) : null,
  ]);
  const parts: TopicParts = {};
  if (wantCounts && aggregates) parts.counts = aggregates;
  if (wantPoints) parts.points = usePoints && aggregates ? aggregates.points : null;
  return presentTopic(topic, { ...topic.context, grades, accessible: true }, parts);
}

/**
 * GET /content/topics/{id}: the topic reply plus its content parts (lesson, questions,
 * passages) unless excluded. Fixed in queries: the topic reply's, then topicContent's.
 */
export async function topicReplyWithContent(
  db: Db,
  storage: Storage,
  org: OrganizationContext,
  topic: { id: number; organizationId: number },
  exclude: Set<TopicPart>,
  addLesson: AddLesson,
): Promise<TopicWithContent> {
  const contentParts = new Set(TOPIC_CONTENT_PARTS.filter((part) => !exclude.has(part)));
  const [reply, content] = await Promise.all([topicReply(db, org, topic.id, exclude), topicContent(db, storage, topic, contentParts, addLesson)]);
  return { ...reply, ...content };
}
