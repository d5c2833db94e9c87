// Units (spec §7 "Bundles"): POST /content/bundles, GET/PUT/DELETE /content/bundles/{id},
// PUT /content/bundles/reorder.json. New units go last; deleting a unit deletes all under it.
import { z } from 'zod';
import {
  unitSchema,
  createUnitRequest,
  reorderUnitsRequest,
  updateUnitRequest,
} from '../../../domain/schemas/courses.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { createUnit } from '../../commands/unitCreator.ts';
import { updateUnit } from '../../commands/unitEditor.ts';
import { reorderUnits } from '../../commands/unitReorderer.ts';
import { deleteUnitWithStudyGuides } from '../../commands/studyGuideWriter.ts';
import type { RouteModule } from '../../context.ts';
import { errors } from '../../errors.ts';
import { authorizeUnit } from '../../policies/units.ts';
import { savedOrConflict } from '../staleSave.ts';
import { unitReply, findUnit, loadUnit, loadCourse } from '../../loaders/unitRecords.ts';
import { unitConflictReply, unitErrorReplies, unitParams, reorderUnitsReply } from './schema.ts';

const unitRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/content/bundles',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bundles'],
        summary: 'Create a unit at the end of a course',
        body: createUnitRequest,
        response: { 201: unitSchema, ...unitErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { course, ctx: org, share } = await loadCourse(db, user, request.body.course_id);
      authorizeUnit(org, user.id, 'create', course, share);
      const unit = await createUnit(db, {
        course,
        creatorId: user.id,
        name: request.body.name,
        description: request.body.description,
      });
      return reply.code(201).send(await unitReply(db, unit, course.name));
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
        body: reorderUnitsRequest,
        response: { 200: reorderUnitsReply, ...unitErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, ctx: org, share } = await loadCourse(db, user, request.body.course_id);
      authorizeUnit(org, user.id, 'reorder', course, share);
      await reorderUnits(db, course.id, request.body.order, user.id);
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
        params: unitParams,
        response: { 200: unitSchema, ...unitErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { unit, courseName, ctx: org, share } = await loadUnit(db, user, request.params.id);
      authorizeUnit(org, user.id, 'view', unit, share);
      return unitReply(db, unit, courseName);
    },
  );

  app.put(
    '/content/bundles/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bundles'],
        summary: 'Rename a unit or change its description; a stale lock_version answers 409',
        params: unitParams,
        body: updateUnitRequest,
        response: { 200: unitSchema, 409: unitConflictReply, ...unitErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { unit, courseName, ctx: org, share } = await loadUnit(db, user, request.params.id);
      authorizeUnit(org, user.id, 'update', unit, share);
      const { lock_version, ...changes } = request.body;
      const updated = await savedOrConflict(await updateUnit(db, unit.id, changes, lock_version, user.id), {
        find: () => findUnit(db, unit.id),
        reply: (current) => unitReply(db, current.unit, current.courseName),
      });
      return unitReply(db, updated, courseName);
    },
  );

  app.delete(
    '/content/bundles/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bundles'],
        summary: 'Delete a unit and everything under it',
        params: unitParams,
        response: { 204: z.null().describe('Deleted'), ...unitErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { unit, ctx: org, share } = await loadUnit(db, user, request.params.id);
      authorizeUnit(org, user.id, 'delete', unit, share);
      if (!(await deleteUnitWithStudyGuides(ctx, unit.id, user.id))) throw errors.notFound();
      return reply.code(204).send(null);
    },
  );
};

export default unitRoutes;
