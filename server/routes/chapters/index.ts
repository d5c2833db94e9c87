// Pages (chapters): POST /content/chapters, GET/PUT/DELETE /content/chapters/{id} and
// PUT /content/topics/{id}/chapters/reorder.json. A page is created last in its topic's
// lesson; a save is the whole document with the lock_version the editor loaded (stale → 409
// with the stored page); rich HTML is sanitized and media and product videos are checked
// (commands/chapterDocument.ts) before anything is stored.
import { z } from 'zod';
import { createChapterRequest, chapterSchema, reorderChaptersReply, reorderChaptersRequest, updateChapterRequest } from '../../../domain/schemas/content.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { createChapter } from '../../commands/chapterCreator.ts';
import { prepareChapter } from '../../commands/chapterDocument.ts';
import { deleteChapter, updateChapter } from '../../commands/chapterEditor.ts';
import { reorderChapters } from '../../commands/chapterReorderer.ts';
import { stale } from '../../commands/versionedSave.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeChapter } from '../../policies/chapters.ts';
import { presentChapter } from '../../presenters/chapter.ts';
import { savedOrConflict } from '../staleSave.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { topicParams } from '../topics/schema.ts';
import { findChapter, loadChapter } from '../../loaders/chapter.ts';
import { CHAPTER_BODY_LIMIT, chapterConflictReply, chapterErrorReplies, chapterParams } from './schema.ts';

const chapterRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/content/chapters',
    {
      onRequest: authenticate,
      bodyLimit: CHAPTER_BODY_LIMIT,
      schema: {
        tags: ['chapters'],
        summary: 'Create a text or video page at the end of a topic',
        body: createChapterRequest,
        response: { 201: chapterSchema, ...chapterErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic_id, ...doc } = request.body;
      const { topic, ctx: org, share } = await loadTopic(db, user, topic_id);
      authorizeChapter(org, user.id, 'create', topic, share);
      const values = await prepareChapter(db, topic.organizationId, doc);
      const chapter = await createChapter(db, { topic, creatorId: user.id, values });
      return reply.code(201).send(presentChapter(chapter));
    },
  );

  app.get(
    '/content/chapters/:id',
    {
      onRequest: authenticate,
      schema: { tags: ['chapters'], summary: 'One page', params: chapterParams, response: { 200: chapterSchema, ...chapterErrorReplies } },
    },
    async (request) => {
      const user = currentUser(request);
      const { chapter, ctx: org, share } = await loadChapter(db, user, request.params.id);
      authorizeChapter(org, user.id, 'view', chapter, share);
      return presentChapter(chapter);
    },
  );

  app.put(
    '/content/chapters/:id',
    {
      onRequest: authenticate,
      bodyLimit: CHAPTER_BODY_LIMIT,
      schema: {
        tags: ['chapters'],
        summary: 'Save a page (the whole document); a stale lock_version answers 409 with the stored page',
        params: chapterParams,
        body: updateChapterRequest,
        response: { 200: chapterSchema, 409: chapterConflictReply, ...chapterErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { chapter, ctx: org, share } = await loadChapter(db, user, request.params.id);
      authorizeChapter(org, user.id, 'update', chapter, share);
      const { lock_version, ...doc } = request.body;
      // Stale before anything else: the editor must see the newer version whatever it sent.
      const result =
        lock_version === chapter.lockVersion ? await updateChapter(db, chapter.id, await prepareChapter(db, chapter.organizationId, doc), lock_version) : stale();
      const saved = await savedOrConflict(result, { find: () => findChapter(db, chapter.id), reply: (current) => presentChapter(current.chapter) });
      return presentChapter(saved);
    },
  );

  app.delete(
    '/content/chapters/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['chapters'],
        summary: 'Delete a page; the pages after it move up',
        params: chapterParams,
        response: { 204: z.null().describe('Deleted'), ...chapterErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { chapter, ctx: org, share } = await loadChapter(db, user, request.params.id);
      authorizeChapter(org, user.id, 'delete', chapter, share);
      if (!(await deleteChapter(db, chapter))) throw errors.notFound();
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
        body: reorderChaptersRequest,
        response: { 200: reorderChaptersReply, ...chapterErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeChapter(org, user.id, 'reorder', topic, share);
      await reorderChapters(db, topic.id, request.body.order);
      return { topic_id: topic.id, order: request.body.order };
    },
  );
};

export default chapterRoutes;
