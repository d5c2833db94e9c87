// Pages (chapters): POST /content/chapters, GET/PUT/DELETE /content/chapters/{id} and
// PUT /content/topics/{id}/chapters/reorder.json. A page is created last in its topic's
// lesson; a save is the whole document with the lock_version the editor loaded (stale → 409
// with the stored page); rich HTML is sanitized and media and product videos are checked
// (commands/pageDocument.ts) before anything is stored.
import { z } from 'zod';
import { createPageRequest, pageSchema, reorderPagesReply, reorderPagesRequest, updatePageRequest } from '../../../domain/schemas/content.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { createPage } from '../../commands/pageCreator.ts';
import { preparePage } from '../../commands/pageDocument.ts';
import { deletePage } from '../../commands/pageEditor.ts';
import { reorderPages } from '../../commands/pageReorderer.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizePage } from '../../policies/pages.ts';
import { presentPage } from '../../presenters/page.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { topicParams } from '../topics/schema.ts';
import { loadPage } from '../../loaders/page.ts';
import { savePage } from './savePage.ts';
import { PAGE_BODY_LIMIT, pageConflictReply, pageErrorReplies, pageParams } from './schema.ts';

const pageRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/content/chapters',
    {
      onRequest: authenticate,
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags: ['chapters'],
        summary: 'Create a text or video page at the end of a topic',
        body: createPageRequest,
        response: { 201: pageSchema, ...pageErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic_id, ...doc } = request.body;
      const { topic, ctx: org, share } = await loadTopic(db, user, topic_id);
      authorizePage(org, user.id, 'create', topic, share);
      const values = await preparePage(db, topic.organizationId, doc);
      const page = await createPage(db, { topic, creatorId: user.id, values });
      return reply.code(201).send(presentPage(page));
    },
  );

  app.get(
    '/content/chapters/:id',
    {
      onRequest: authenticate,
      schema: { tags: ['chapters'], summary: 'One page', params: pageParams, response: { 200: pageSchema, ...pageErrorReplies } },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, ctx: org, share } = await loadPage(db, user, request.params.id);
      authorizePage(org, user.id, 'view', page, share);
      return presentPage(page);
    },
  );

  app.put(
    '/content/chapters/:id',
    {
      onRequest: authenticate,
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags: ['chapters'],
        summary: 'Save a page (the whole document); a stale lock_version answers 409 with the stored page',
        params: pageParams,
        body: updatePageRequest,
        response: { 200: pageSchema, 409: pageConflictReply, ...pageErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, ctx: org, share } = await loadPage(db, user, request.params.id);
      authorizePage(org, user.id, 'update', page, share);
      const { lock_version, ...doc } = request.body;
      return savePage(db, page, doc, lock_version, user.id);
    },
  );

  app.delete(
    '/content/chapters/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['chapters'],
        summary: 'Delete a page; the pages after it move up',
        params: pageParams,
        response: { 204: z.null().describe('Deleted'), ...pageErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { page, ctx: org, share } = await loadPage(db, user, request.params.id);
      authorizePage(org, user.id, 'delete', page, share);
      if (!(await deletePage(db, page, user.id))) throw errors.notFound();
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/content/topics/:id/chapters/reorder.json',
    {
      onRequest: authenticate,
      schema: {
        tags: ['chapters'],
        summary: "Reorder a topic's pages: `order` lists every page of the topic once",
        params: topicParams,
        body: reorderPagesRequest,
        response: { 200: reorderPagesReply, ...pageErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizePage(org, user.id, 'reorder', topic, share);
      await reorderPages(db, topic.id, request.body.order, user.id);
      return { topic_id: topic.id, order: request.body.order };
    },
  );
};

export default pageRoutes;
