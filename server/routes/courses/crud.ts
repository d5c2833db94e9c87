// Courses (spec §7 "Courses"): POST /content/courses, GET/PUT/DELETE /content/courses/{id},
// GET /content/courses/{id}/show_tree. A course shared with selected users answers 403 to
// everyone else on every read and write (§6).
import { z } from 'zod';
import { courseSchema, courseTreeSchema, createCourseRequest, updateCourseRequest } from '../../../domain/schemas/courses.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { organizationContext } from '../../auth/scope.ts';
import { becomesAssessment } from '../../commands/courseRules.ts';
import { createCourse, deleteCourse, updateCourse } from '../../commands/courseWriter.ts';
import type { RouteModule } from '../../context.ts';
import { authorizeAssessment, authorizeCourse } from '../../policies/courses.ts';
import { presentCourseTree } from '../../presenters/course.ts';
import { findCourse } from '../../queries/courseDetail.ts';
import { savedOrConflict } from '../staleSave.ts';
import { courseReply, loadCourse, loadCourseTree } from '../../loaders/course.ts';
import { courseConflictReply, courseErrorReplies, idParams } from './schema.ts';

const courseCrudRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.post(
    '/content/courses',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: 'Create a course (or an assessment course) in an organization',
        body: createCourseRequest,
        response: { 201: courseSchema, ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const org = await organizationContext(db, user, request.body.coursable_id);
      authorizeCourse(org, user.id, 'create', null, null);
      if (becomesAssessment(request.body.course)) authorizeAssessment(org);
      const course = await createCourse(db, org.organization, user.id, request.body);
      return reply.code(201).send(await courseReply(db, course));
    },
  );

  app.get(
    '/content/courses/:id',
    {
      onRequest: authenticate,
      schema: { tags: ['courses'], summary: 'One course', params: idParams, response: { 200: courseSchema, ...courseErrorReplies } },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizeCourse(org, user.id, 'view', course, share);
      return courseReply(db, course);
    },
  );

  app.put(
    '/content/courses/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: 'Update a course; a stale lock_version answers 409 with the stored course',
        params: idParams,
        body: updateCourseRequest,
        response: { 200: courseSchema, 409: courseConflictReply, ...courseErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizeCourse(org, user.id, 'update', course, share);
      if (becomesAssessment(request.body.course, course)) authorizeAssessment(org);
      const updated = await savedOrConflict(await updateCourse(db, org.organization, course, request.body, user.id), {
        find: async () => (await findCourse(db, course.id, user.id)).course,
        reply: (stored) => courseReply(db, stored),
      });
      return courseReply(db, updated);
    },
  );

  app.delete(
    '/content/courses/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: 'Delete a course with its units, topics, pages, questions and passages',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizeCourse(org, user.id, 'delete', course, share);
      await deleteCourse(ctx, course, user.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/content/courses/:id/show_tree',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: 'The course tree: units with their topics in order, and counts per topic',
        params: idParams,
        response: { 200: courseTreeSchema, ...courseErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, share, tree, ctx: org } = await loadCourseTree(db, user, request.params.id);
      authorizeCourse(org, user.id, 'view', course, share);
      return presentCourseTree(course, tree, true);
    },
  );
};

export default courseCrudRoutes;
