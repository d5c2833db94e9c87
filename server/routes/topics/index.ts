// Topics (spec §7 "Topics"): POST /content/topics, GET/PUT/PATCH/DELETE /content/topics/{id},
// PUT /content/topics/reorder.json, and GET /map/topics (a unit's topics as copy targets).
// A topic is created with its lesson; it goes last in its unit, and last in the target unit
// when moved; deleting it deletes everything under it.
import { z } from 'zod';
import { msg } from '../../../domain/messages/index.ts';
import {
  createTopicRequest,
  moveTopicRequest,
  reorderTopicsRequest,
  topicListQuery,
  topicQuery,
  topicSchema,
  topicTargetSchema,
  updateTopicRequest,
} from '../../../domain/schemas/courses.ts';
import { topicWithContentSchema } from '../../../domain/schemas/topicContent.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { deleteTopicWithStudyGuides } from '../../commands/studyGuideWriter.ts';
import { createTopic } from '../../commands/topicCreator.ts';
import { updateTopic } from '../../commands/topicEditor.ts';
import { moveTopic } from '../../commands/contentMover.ts';
import { reorderTopics } from '../../commands/topicReorderer.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeUnit } from '../../policies/units.ts';
import { movedCreatorsGuard } from '../../policies/copying.ts';
import { authorizeTopic, authorizeTopicMove } from '../../policies/topics.ts';
import { presentTopicTarget } from '../../presenters/topic.ts';
import { courseShareFor } from '../../queries/courseShare.ts';
import { refuseStale, savedOrConflict } from '../staleSave.ts';
import { findUnit, loadUnit } from '../../loaders/unitRecords.ts';
import { lessonForTopic } from '../../commands/pageCreator.ts';
import { excludedParts, loadTopic, topicReply, topicReplyWithContent } from '../../loaders/topic.ts';
import { findTopic, topicTargetsOfUnit } from '../../loaders/topicRecords.ts';
import { reorderTopicsReply, topicConflictReply, topicErrorReplies, topicParams } from './schema.ts';

const topicRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db, storage } = ctx;

  app.post(
    '/content/topics',
    {
      onRequest: authenticate,
      schema: {
        tags: ['topics'],
        summary: 'Create a topic (with its lesson) at the end of a unit',
        body: createTopicRequest,
        response: { 201: topicSchema, ...topicErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { unit, ctx: org, share } = await loadUnit(db, user, request.body.bundle_id);
      authorizeTopic(org, user.id, 'create', unit, share);
      const topic = await createTopic(db, { unit, creatorId: user.id, name: request.body.name });
      return reply.code(201).send(await topicReply(db, org, topic.id));
    },
  );

  // A static segment wins over the /:id parameter, so reorder.json never reaches the id routes.
  app.put(
    '/content/topics/reorder.json',
    {
      onRequest: authenticate,
      schema: {
        tags: ['topics'],
        summary: "Reorder a unit's topics: `order` lists every topic of the unit once",
        body: reorderTopicsRequest,
        response: { 200: reorderTopicsReply, ...topicErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { unit, ctx: org, share } = await loadUnit(db, user, request.body.bundle_id);
      authorizeTopic(org, user.id, 'reorder', unit, share);
      await reorderTopics(db, unit.id, request.body.order, user.id);
      return { bundle_id: unit.id, order: request.body.order };
    },
  );

  app.get(
    '/content/topics/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['topics'],
        summary: 'One topic with its lesson, questions and passages; `exclude` (comma list: counts, points, lesson, questions, passages) leaves parts out of the reply',
        params: topicParams,
        querystring: topicQuery,
        response: { 200: topicWithContentSchema, ...topicErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeTopic(org, user.id, 'view', topic, share);
      return topicReplyWithContent(db, storage, org, topic, excludedParts(request.query.exclude), (t) => lessonForTopic(db, t));
    },
  );

  app.put(
    '/content/topics/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['topics'],
        summary: 'Change a topic’s name, shuffle settings or questions label; a stale lock_version answers 409',
        params: topicParams,
        body: updateTopicRequest,
        response: { 200: topicSchema, 409: topicConflictReply, ...topicErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeTopic(org, user.id, 'update', topic, share);
      const { name, shuffle_answers, shuffle_questions, questions_label, lock_version } = request.body;
      const result = await updateTopic(
        db,
        topic.id,
        {
          name,
          shuffleAnswers: shuffle_answers,
          shuffleQuestions: shuffle_questions,
          // An empty label means "no label" (the default wording).
          questionsLabel: questions_label === undefined ? undefined : questions_label || null,
        },
        lock_version,
        user.id,
      );
      await savedOrConflict(result, { find: () => findTopic(db, topic.id), reply: () => topicReply(db, org, topic.id) });
      return topicReply(db, org, topic.id);
    },
  );

  app.patch(
    '/content/topics/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['topics'],
        summary: 'Move a topic to another unit of the organization (it goes last there)',
        params: topicParams,
        body: moveTopicRequest,
        response: { 200: topicSchema, 409: topicConflictReply, ...topicErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeTopic(org, user.id, 'update', topic, share);
      const { bundle_id, lock_version } = request.body;
      const stored = { find: () => findTopic(db, topic.id), reply: () => topicReply(db, org, topic.id) };
      if (lock_version !== undefined && lock_version !== topic.lockVersion) return refuseStale(stored);
      if (bundle_id === topic.bundleId) return topicReply(db, org, topic.id);
      // The target is named in the body: one outside this organization is a bad value, not a page.
      const target = await findUnit(db, bundle_id);
      if (!target || target.unit.organizationId !== topic.organizationId) {
        throw errors.unprocessable({ bundle_id: msg('not_in_organization') });
      }
      const targetShare = await courseShareFor(db, target.unit.courseId, user.id);
      if (!targetShare) throw errors.unprocessable({ bundle_id: msg('not_in_organization') });
      authorizeTopicMove(org, user.id, topic, share, target.unit, targetShare);
      // A limited editor moves only a topic they own in full (judged under the mover's locks).
      await savedOrConflict(await moveTopic(db, topic, target.unit, user.id, lock_version, movedCreatorsGuard(org, user.id, 'topic')), stored);
      return topicReply(db, org, topic.id);
    },
  );

  app.delete(
    '/content/topics/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['topics'],
        summary: 'Delete a topic and everything under it, with its study guides’ files',
        params: topicParams,
        response: { 204: z.null().describe('Deleted'), ...topicErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeTopic(org, user.id, 'delete', topic, share);
      if (!(await deleteTopicWithStudyGuides({ db, storage }, topic.id, user.id))) throw errors.notFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/map/topics',
    {
      onRequest: authenticate,
      schema: {
        tags: ['topics'],
        summary: 'The topics of a unit in order, as copy targets (`from_pena_courses=true` is accepted and implied)',
        querystring: topicListQuery,
        response: { 200: z.array(topicTargetSchema), ...topicErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { unit, ctx: org, share } = await loadUnit(db, user, request.query.bundle_id);
      authorizeUnit(org, user.id, 'view', unit, share);
      return (await topicTargetsOfUnit(db, unit.id)).map(presentTopicTarget);
    },
  );
};

export default topicRoutes;
