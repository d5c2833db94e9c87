// Units (spec §7 "Bundles"): POST /content/bundles, GET/PUT/DELETE /content/bundles/{id},
// PUT /content/bundles/reorder.json. New units go last; deleting a unit deletes all under it.
import { z } from 'zod';
import {
  bundleSchema,
  createBundleRequest,
  reorderBundlesRequest,
  updateBundleRequest,
} from '../../../domain/schemas/courses.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { createBundle } from '../../commands/bundleCreator.ts';
import { updateBundle } from '../../commands/bundleEditor.ts';
import { reorderBundles } from '../../commands/bundleReorderer.ts';
import { deleteBundleWithStudyGuides } from '../../commands/studyGuideWriter.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeBundle } from '../../policies/bundles.ts';
import { savedOrConflict } from '../staleSave.ts';
import { bundleReply, findBundle, loadBundle, loadCourse } from '../../loaders/bundleRecords.ts';
import { bundleConflictReply, bundleErrorReplies, bundleParams, reorderBundlesReply } from './schema.ts';

const bundleRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/content/bundles',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bundles'],
        summary: 'Create a unit at the end of a course',
        body: createBundleRequest,
        response: { 201: bundleSchema, ...bundleErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { course, ctx: org, share } = await loadCourse(db, user, request.body.course_id);
      authorizeBundle(org, user.id, 'create', course, share);
      const bundle = await createBundle(db, {
        course,
        creatorId: user.id,
        name: request.body.name,
        description: request.body.description,
      });
      return reply.code(201).send(await bundleReply(db, bundle, course.name));
    },
  );

  // A static segment wins over the /:id parameter, so reorder.json never reaches the id routes.
  app.put(
    '/content/bundles/reorder.json',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bundles'],
        summary: "Reorder a course's units: `order` lists every unit of the course once",
        body: reorderBundlesRequest,
        response: { 200: reorderBundlesReply, ...bundleErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, ctx: org, share } = await loadCourse(db, user, request.body.course_id);
      authorizeBundle(org, user.id, 'reorder', course, share);
      await reorderBundles(db, course.id, request.body.order);
      return { course_id: course.id, order: request.body.order };
    },
  );

  app.get(
    '/content/bundles/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bundles'],
        summary: 'One unit with its topics in order and their counts',
        params: bundleParams,
        response: { 200: bundleSchema, ...bundleErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { bundle, courseName, ctx: org, share } = await loadBundle(db, user, request.params.id);
      authorizeBundle(org, user.id, 'view', bundle, share);
      return bundleReply(db, bundle, courseName);
    },
  );

  app.put(
    '/content/bundles/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bundles'],
        summary: 'Rename a unit or change its description; a stale lock_version answers 409',
        params: bundleParams,
        body: updateBundleRequest,
        response: { 200: bundleSchema, 409: bundleConflictReply, ...bundleErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { bundle, courseName, ctx: org, share } = await loadBundle(db, user, request.params.id);
      authorizeBundle(org, user.id, 'update', bundle, share);
      const { lock_version, ...changes } = request.body;
      const updated = await savedOrConflict(await updateBundle(db, bundle.id, changes, lock_version), {
        find: () => findBundle(db, bundle.id),
        reply: (current) => bundleReply(db, current.bundle, current.courseName),
      });
      return bundleReply(db, updated, courseName);
    },
  );

  app.delete(
    '/content/bundles/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bundles'],
        summary: 'Delete a unit and everything under it',
        params: bundleParams,
        response: { 204: z.null().describe('Deleted'), ...bundleErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { bundle, ctx: org, share } = await loadBundle(db, user, request.params.id);
      authorizeBundle(org, user.id, 'delete', bundle, share);
      if (!(await deleteBundleWithStudyGuides(ctx, bundle.id))) throw errors.notFound();
      return reply.code(204).send(null);
    },
  );
};

export default bundleRoutes;
