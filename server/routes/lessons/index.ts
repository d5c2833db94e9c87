// A topic's study guides and uploads (spec §3 Lesson, §7 "Topics"):
//   GET    /map/topics/{id}/upload_form_values.json?purpose=…  presigned POST for the browser
//   POST   /map/topics/{id}/notes {file_key, name}              record an uploaded study guide
//   DELETE /map/topics/{id}/delete_notes {note_id}              remove it, its file and object
//   POST   /content/topics/{id}/notes/create_link {name, url}   add a named link
//   DELETE /content/topics/{id}/notes/delete_link {link_id}     remove it
//   POST   /map/topics/{id}/media {file_key, filename, purpose} record an image or audio clip
//                                                               that rich text refers to by id
//   POST   /map/topics/{id}/upload_chapters, GET /content/lessons/{id}/text_chapter_generation_status
//                                                               text pages from a file (pageGeneration.ts)
// Files are checked by content and size for their purpose when recorded
// (storage/uploads.ts registerUpload); a key outside the organization's prefix is refused.
// Another organization's topic, study guide or link answers 404.
import { z } from 'zod';
import {
  createLinkRequest,
  createMediaRequest,
  createStudyGuideRequest,
  deleteLinkRequest,
  deleteStudyGuideRequest,
  lessonDocumentSchema,
  linkAttachmentSchema,
  mediaFileSchema,
  uploadFormValuesQuery,
  uploadFormValuesSchema,
} from '../../../domain/schemas/content.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { addMedia } from '../../commands/mediaLibrary.ts';
import { addLink, addStudyGuide, removeLink, removeStudyGuide } from '../../commands/studyGuideWriter.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeLesson } from '../../policies/lessons.ts';
import { presentLessonDocument, presentLinkAttachment, presentMediaFile } from '../../presenters/lesson.ts';
import { reserveUpload } from '../../storage/pending.ts';
import { loadTopic } from '../../loaders/topic.ts';
import { topicParams } from '../topics/schema.ts';
import { pageGenerationRoutes } from './pageGeneration.ts';
import { lessonErrorReplies, uploadFormErrorReplies } from './schema.ts';

const lessonRoutes: RouteModule = async (app, ctx) => {
  await pageGenerationRoutes(app, ctx);
  const authenticate = authenticateHook(ctx.db);
  const { db, storage } = ctx;
  const deleted = z.null().describe('Deleted');

  app.get(
    '/map/topics/:id/upload_form_values.json',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study guides'],
        summary: 'A presigned POST form for uploading a file of the purpose for this topic (spec §7)',
        params: topicParams,
        querystring: uploadFormValuesQuery,
        response: { 200: uploadFormValuesSchema, ...uploadFormErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeLesson(org, user.id, 'upload', topic, share);
      // Each form reserves its size against the member's and the organization's caps (§2).
      return reserveUpload({ db, storage }, { organizationId: topic.organizationId, uploaderId: user.id, purpose: request.query.purpose });
    },
  );

  app.post(
    '/map/topics/:id/notes',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study guides'],
        summary: 'Record an uploaded study guide (PDF, Word or PowerPoint, at most 35 MB, checked by content)',
        params: topicParams,
        body: createStudyGuideRequest,
        response: { 201: lessonDocumentSchema, ...lessonErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeLesson(org, user.id, 'edit', topic, share);
      const studyGuide = await addStudyGuide({ db, storage }, { topic, uploaderId: user.id, key: request.body.file_key, name: request.body.name });
      return reply.code(201).send(presentLessonDocument(studyGuide));
    },
  );

  app.delete(
    '/map/topics/:id/delete_notes',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study guides'],
        summary: 'Delete a study guide with its file',
        params: topicParams,
        body: deleteStudyGuideRequest,
        response: { 204: deleted, ...lessonErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeLesson(org, user.id, 'edit', topic, share);
      if (!(await removeStudyGuide({ db, storage }, topic.id, request.body.note_id, user.id))) throw errors.notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/content/topics/:id/notes/create_link',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study guides'],
        summary: 'Add a linked study guide (a name and an http(s) URL)',
        params: topicParams,
        body: createLinkRequest,
        response: { 201: linkAttachmentSchema, ...lessonErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeLesson(org, user.id, 'edit', topic, share);
      const link = await addLink(db, { topic, creatorId: user.id, name: request.body.name, url: request.body.url });
      return reply.code(201).send(presentLinkAttachment(link));
    },
  );

  app.delete(
    '/content/topics/:id/notes/delete_link',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study guides'],
        summary: 'Delete a linked study guide',
        params: topicParams,
        body: deleteLinkRequest,
        response: { 204: deleted, ...lessonErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeLesson(org, user.id, 'edit', topic, share);
      if (!(await removeLink(db, topic.id, request.body.link_id, user.id))) throw errors.notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/map/topics/:id/media',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study guides'],
        summary: 'Record an uploaded image or audio clip; rich text refers to it by the returned id (data-media-id)',
        params: topicParams,
        body: createMediaRequest,
        response: { 201: mediaFileSchema, ...lessonErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { topic, ctx: org, share } = await loadTopic(db, user, request.params.id);
      authorizeLesson(org, user.id, 'upload', topic, share);
      const { file_key, filename, purpose } = request.body;
      const { file, url } = await addMedia({ db, storage }, { organizationId: topic.organizationId, uploaderId: user.id, purpose, key: file_key, filename });
      return reply.code(201).send(presentMediaFile(file, url));
    },
  );
};

export default lessonRoutes;
