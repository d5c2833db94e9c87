// Video presenters (spec §7 "Video presenters"): GET and POST /content/courses/{id}/video_presenters,
// PUT and DELETE .../video_presenters/{presenterId}. POST and PUT take a multipart form
// (name, description, lock_version, and an optional `image` file) or JSON without an image.
// Presenters are part of the course: reading them needs the course open, writing them
// needs the right to edit the course.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translateValidation } from '../../../domain/messages/index.ts';
import { videoPresenterFieldsSchema, videoPresenterSchema } from '../../../domain/schemas/courses.ts';
import { INT4_MAX, refusingNul } from '../../../domain/schemas/primitives.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { createVideoPresenter, deleteVideoPresenter, findVideoPresenter, videoPresentersOf, updateVideoPresenter } from '../../commands/videoPresenters.ts';
import type { AppContext, RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeCourse } from '../../policies/courses.ts';
import { presentVideoPresenter } from '../../presenters/course.ts';
import { removeUpload, storeUpload, type StoredUpload } from '../../storage/uploads.ts';
import { savedOrConflict } from '../staleSave.ts';
import { loadCourse } from '../../loaders/course.ts';
import { courseErrorReplies, idParams, videoPresenterConflictReply, videoPresenterParams, uploadErrorReplies } from './schema.ts';

const updateFields = videoPresenterFieldsSchema.partial().extend({ lock_version: z.coerce.number().int().min(0).max(INT4_MAX).optional() });
const presenterFields = { create: videoPresenterFieldsSchema, update: updateFields };

/** Zod issues → 422 fields, translated here so messages with parameters ("at most {{max}}") read right. */
function invalid(error: z.ZodError) {
  const fields: Record<string, { en: string; id: string }> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'body';
    const params = { ...(issue as unknown as Record<string, unknown>) };
    const text = (lang: 'en' | 'id') => translateValidation(issue.message, lang, { ...params, max: params.maximum, min: params.minimum });
    fields[path] ??= { en: text('en'), id: text('id') };
  }
  return errors.unprocessable(fields);
}

/**
 * Reads the form: the fields, and the image stored as it streams in (a file must be read
 * when it comes). The image is removed again when the fields turn out invalid.
 */
async function readForm<K extends keyof typeof presenterFields>(
  ctx: AppContext,
  request: FastifyRequest,
  kind: K,
  owner: { organizationId: number; uploaderId: number },
): Promise<{ fields: z.infer<(typeof presenterFields)[K]>; upload: StoredUpload | undefined }> {
  const raw: Record<string, unknown> = {};
  let upload: StoredUpload | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        raw[part.fieldname] = part.value;
      } else if (part.fieldname === 'image' && !upload && part.filename) {
        upload = await storeUpload(ctx, { ...owner, purpose: 'presenter_image', filename: part.filename, body: part.file });
      } else {
        part.file.resume();
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(raw, request.body);
  }
  // Form fields skip the route's validator, so NUL is refused here too (primitives.ts).
  const parsed = refusingNul(presenterFields[kind]).safeParse(raw);
  if (!parsed.success) {
    if (upload) await removeUpload(ctx, upload.file);
    throw invalid(parsed.error);
  }
  return { fields: parsed.data as z.infer<(typeof presenterFields)[K]>, upload };
}

const videoPresenterRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.get(
    '/content/courses/:id/video_presenters',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "The course's video presenters",
        params: idParams,
        response: { 200: z.array(videoPresenterSchema), ...courseErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizeCourse(org, user.id, 'view', course, share);
      return (await videoPresentersOf(db, course.id)).map(presentVideoPresenter);
    },
  );

  app.post(
    '/content/courses/:id/video_presenters',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: 'Add a video presenter (multipart: name, description, image)',
        params: idParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: videoPresenterSchema, ...uploadErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizeCourse(org, user.id, 'update', course, share);
      const { fields, upload } = await readForm(ctx, request, 'create', { organizationId: course.organizationId, uploaderId: user.id });
      const presenter = await createVideoPresenter(db, course, user.id, {
        name: fields.name,
        description: fields.description,
        imageUrl: upload?.url ?? null,
      });
      return reply.code(201).send(presentVideoPresenter(presenter));
    },
  );

  app.put(
    '/content/courses/:id/video_presenters/:presenterId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: 'Update a video presenter (multipart: name, description, lock_version, image to replace)',
        params: videoPresenterParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: videoPresenterSchema, 409: videoPresenterConflictReply, ...uploadErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizeCourse(org, user.id, 'update', course, share);
      const presenter = await findVideoPresenter(db, course.id, request.params.presenterId);
      if (!presenter) throw errors.notFound();
      const { fields, upload } = await readForm(ctx, request, 'update', { organizationId: course.organizationId, uploaderId: user.id });
      const { lock_version, ...changes } = fields;
      const result = await updateVideoPresenter(ctx, presenter, { ...changes, ...(upload ? { imageUrl: upload.url } : {}) }, lock_version);
      if (result.kind === 'stale' && upload) await removeUpload(ctx, upload.file);
      const updated = await savedOrConflict(result, { find: () => findVideoPresenter(db, course.id, presenter.id), reply: presentVideoPresenter });
      return presentVideoPresenter(updated);
    },
  );

  app.delete(
    '/content/courses/:id/video_presenters/:presenterId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "Delete a video presenter (and clear it from the course's preview video)",
        params: videoPresenterParams,
        response: { 204: z.null().describe('Deleted'), ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizeCourse(org, user.id, 'update', course, share);
      const presenter = await findVideoPresenter(db, course.id, request.params.presenterId);
      if (!presenter) throw errors.notFound();
      await deleteVideoPresenter(ctx, presenter);
      return reply.code(204).send(null);
    },
  );
};

export default videoPresenterRoutes;
