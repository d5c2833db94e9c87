// Passages, the "question references" (spec §7 conventions; the spec leaves their paths to
// docs/product/design.md#api-conventions): POST /map/passages and GET/PUT/DELETE
// /map/passages/{id}. Rich content is sanitized before it is stored and must reference only the
// organization's media; a save carries the lock_version it loaded (stale: 409 with the stored
// passage). Questions linked to a deleted passage stay, unlinked. Passages imported from the
// provider's courses are read-only (403 with the §8 message).
import { z } from 'zod';
import { createPassageRequest, passageSchema, updatePassageRequest } from '../../../domain/schemas/content.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { createPassage, deletePassage } from '../../commands/passageWriter.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizePassage } from '../../policies/passages.ts';
import { presentPassage } from '../../presenters/passage.ts';
import { EDITOR_BODY_LIMIT } from '../questions/schema.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { loadPassage } from '../../loaders/passage.ts';
import { checkedPassage, savePassage } from './savePassage.ts';
import { passageConflictReply, passageErrorReplies, passageParams } from './schema.ts';


const passageRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/map/passages',
    {
      onRequest: authenticate,
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: {
        tags: ['passages'],
        summary: 'Create a passage (question reference) at the end of a topic',
        body: createPassageRequest,
        response: { 201: passageSchema, ...passageErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic_id, ...document } = request.body;
      const { topic, ctx: org, share } = await loadTopic(db, user, topic_id);
      authorizePassage(org, user.id, 'create', topic, share);
      const passage = await checkedPassage(db, org, document);
      const row = await createPassage(db, { topic, creatorId: user.id, passage });
      return reply.code(201).send(presentPassage(row, 0));
    },
  );

  app.get(
    '/map/passages/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['passages'],
        summary: 'One passage with the number of questions linked to it',
        params: passageParams,
        response: { 200: passageSchema, ...passageErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { passage, ctx: org, share } = await loadPassage(db, user, request.params.id);
      authorizePassage(org, user.id, 'view', passage, share);
      return presentPassage(passage, passage.questionsCount);
    },
  );

  app.put(
    '/map/passages/:id',
    {
      onRequest: authenticate,
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: {
        tags: ['passages'],
        summary: 'Save the whole passage; a stale lock_version answers 409 with the stored passage',
        params: passageParams,
        body: updatePassageRequest,
        response: { 200: passageSchema, 409: passageConflictReply, ...passageErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { passage, ctx: org, share } = await loadPassage(db, user, request.params.id);
      authorizePassage(org, user.id, 'update', passage, share);
      const { lock_version, ...document } = request.body;
      return savePassage(db, org, passage, document, lock_version, user.id);
    },
  );

  app.delete(
    '/map/passages/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['passages'],
        summary: 'Delete a passage; the questions linked to it stay, unlinked',
        params: passageParams,
        response: { 204: z.null().describe('Deleted'), ...passageErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { passage, ctx: org, share } = await loadPassage(db, user, request.params.id);
      authorizePassage(org, user.id, 'delete', passage, share);
      if (!(await deletePassage(db, passage, user.id))) throw errors.notFound();
      return reply.code(204).send(null);
    },
  );
};

export default passageRoutes;
