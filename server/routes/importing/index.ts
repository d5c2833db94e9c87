// GET /importing/organizations/{id}/courses (spec §7 "Courses"): the courses one may import
// questions from, with the course list's query; GET /importing/organizations/{id}/course_sets
// the named course sets those courses use (the course set filter of §2
// "Import questions from an organization or the test bank"). Two cases (§6 route guards):
// - {id} is an organization the actor belongs to: its courses the actor may open, when the
//   actor may import there (`import_organization`).
// - {id} is the provider (the test bank's owner) and the actor is not a member: its published
//   courses, when the actor's importing organization (`organization_id`, else any of the
//   actor's organizations) may import licensed questions (`import_provider`).
// Anything else answers 404. {id} may be `pena`, the provider (importSourceParams). The rules are source.ts's, shared with the browsing calls
// (browse.ts: a course's tree, a topic's questions) and the import itself (importQuestions.ts).
import { z } from 'zod';
import { COUNT_HEADER, PAGES_HEADER } from '../../../domain/constants.ts';
import { courseSummarySchema, importingCourseListQuery } from '../../../domain/schemas/courses.ts';
import { importCourseSetSchema, importingScopeQuery, importSourceParams } from '../../../domain/schemas/importing.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { presentCourseSummary } from '../../presenters/course.ts';
import { listCourses, type CourseListScope } from '../../queries/courseList.ts';
import { sourceCourseSets } from '../../loaders/importSource.ts';
import { courseErrorReplies } from '../courses/schema.ts';
import { browseRoutes } from './browse.ts';
import { importQuestionRoutes } from './importQuestions.ts';
import { resolveImportSource, type ImportSource } from '../../loaders/resolveImportSource.ts';

/** What the course list of a source shows the actor: the provider's published courses, or what the actor may open. */
const listScope = (source: ImportSource, userId: number): CourseListScope => ({
  organizationId: source.organizationId,
  userId,
  admin: source.admin,
  publishedOnly: source.publishedOnly,
  accessibleOnly: true,
});

const importingRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.get(
    '/importing/organizations/:id/courses',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: 'Courses to import questions from: the provider test bank, or another organization of the actor',
        params: importSourceParams,
        querystring: importingCourseListQuery,
        response: { 200: z.array(courseSummarySchema), ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { organization_id: importingId, ...query } = request.query;
      const source = await resolveImportSource(db, user, request.params.id, importingId);
      const page = await listCourses(db, listScope(source, user.id), query);
      reply.header(COUNT_HEADER, String(page.count)).header(PAGES_HEADER, String(page.pages));
      return page.rows.map(presentCourseSummary);
    },
  );

  app.get(
    '/importing/organizations/:id/course_sets',
    {
      onRequest: authenticate,
      schema: {
        tags: ['courses'],
        summary: "The course sets the source's courses use, by name: the choices of the import screen's course set filter",
        params: importSourceParams,
        querystring: importingScopeQuery,
        response: { 200: z.array(importCourseSetSchema), ...courseErrorReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const source = await resolveImportSource(db, user, request.params.id, request.query.organization_id);
      return sourceCourseSets(db, listScope(source, user.id));
    },
  );

  browseRoutes(app, ctx);
  importQuestionRoutes(app, ctx);
};

export default importingRoutes;
