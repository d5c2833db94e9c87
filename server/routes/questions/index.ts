// Questions (spec §7 conventions; the spec leaves their paths to
// docs/product/design.md#api-conventions): POST /map/questions, GET/PUT/DELETE
// /map/questions/{id}, PUT /map/topics/{id}/questions/reorder.json. A question is saved whole:
// the document is prepared (parts its type uses, rich text sanitized), checked against every §5
// rule with the organization's point setting (422 by field path, the paths the editor shows),
// then written with its parts in one transaction (commands/questionWriter.ts). A save carries
// the lock_version it loaded: a stale one answers 409 with the stored question. Questions
// imported from the provider's courses are read-only (403 with the §8 message).
import { z } from 'zod';
import {
  createQuestionFields,
  questionSchema,
  reorderQuestionsReply,
  reorderQuestionsRequest,
  updateQuestionFields,
} from '../../../domain/schemas/questions.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { deleteQuestion } from '../../commands/questionRemover.ts';
import { reorderQuestions } from '../../commands/questionReorderer.ts';
import { createQuestion } from '../../commands/questionWriter.ts';
import { saveQuestion } from './saveQuestion.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeQuestion } from '../../policies/questions.ts';
import { presentQuestion } from '../../presenters/question.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { checkQuestion } from '../../commands/checkQuestion.ts';
import { loadQuestion, loadQuestionDetail, questionReply } from '../../loaders/question.ts';
import { EDITOR_BODY_LIMIT, questionConflictReply, questionErrorReplies, questionParams } from './schema.ts';

const questionRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/map/questions',
    {
      onRequest: authenticate,
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: {
        tags: ['questions'],
        summary: 'Create a question (the whole document) at the end of a topic',
        body: createQuestionFields,
        response: { 201: questionSchema, ...questionErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic_id, ...document } = request.body;
      const { topic, ctx: org, share } = await loadTopic(db, user, topic_id);
      authorizeQuestion(org, user.id, 'create', topic, share);
      const save = await checkQuestion(db, org, document);
      const id = await createQuestion(db, { topic, creatorId: user.id, save });
      return reply.code(201).send(await questionReply(db, id));
    },
  );

  app.get(
    '/map/questions/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['questions'],
        summary: 'One question with its parts and the positions of the questions it is linked to',
        params: questionParams,
        response: { 200: questionSchema, ...questionErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { detail, ctx: org, share } = await loadQuestionDetail(db, user.id, request.params.id);
      authorizeQuestion(org, user.id, 'view', detail, share);
      return presentQuestion(detail);
    },
  );

  app.put(
    '/map/questions/:id',
    {
      onRequest: authenticate,
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: {
        tags: ['questions'],
        summary: 'Save the whole question document; a stale lock_version answers 409 with the stored question',
        params: questionParams,
        body: updateQuestionFields,
        response: { 200: questionSchema, 409: questionConflictReply, ...questionErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { question, ctx: org, share } = await loadQuestion(db, user, request.params.id);
      authorizeQuestion(org, user.id, 'update', question, share);
      const { lock_version, ...document } = request.body;
      return saveQuestion(db, org, question, document, lock_version, user.id);
    },
  );

  app.delete(
    '/map/questions/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['questions'],
        summary: 'Delete a question with its parts; the questions after it move up',
        params: questionParams,
        response: { 204: z.null().describe('Deleted'), ...questionErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { question, ctx: org, share } = await loadQuestion(db, user, request.params.id);
      authorizeQuestion(org, user.id, 'delete', question, share);
      if (!(await deleteQuestion(db, question, user.id))) throw errors.notFound();
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/map/topics/:id/questions/reorder.json',
    {
      onRequest: authenticate,
      schema: {
        tags: ['questions'],
        summary: "Reorder a topic's questions: `order` lists every question of the topic once",
        params: questionParams,
        body: reorderQuestionsRequest,
        response: { 200: reorderQuestionsReply, ...questionErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeQuestion(org, user.id, 'reorder', topic, share);
      await reorderQuestions(db, topic.id, request.body.order, user.id);
      return { topic_id: topic.id, order: request.body.order };
    },
  );
};

export default questionRoutes;
