// GET /importing/organizations/{id}/courses (spec §7 "Courses"): the courses one may import
// questions from, with the course list's query. Two cases (§6 route guards):
// - {id} is an organization the actor belongs to: its courses the actor may open, when the
//   actor may import there (`import_organization`).
// - {id} is the provider (the test bank's owner) and the actor is not a member: its published
//   courses, when the actor's importing organization (`organization_id`, else any of the
//   actor's organizations) may import licensed questions (`import_provider`).
// Anything else answers 404.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { COUNT_HEADER, PAGES_HEADER } from '../../../domain/constants.ts';
import { courseSummarySchema, importingCourseListQuery } from '../../../domain/schemas/courses.ts';
import { organizationsOf } from '../../auth/actor.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { organizations } from '../../db/schema/index.ts';
import { errors } from '../../errors.ts';
import { authorizeImportFrom, canImportFrom } from '../../policies/courses.ts';
import { presentCourseSummary } from '../../presenters/course.ts';
import { listCourses, type CourseListScope } from '../../queries/courseList.ts';
import { courseErrorReplies, idParams } from '../courses/schema.ts';

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
        params: idParams,
        querystring: importingCourseListQuery,
        response: { 200: z.array(courseSummarySchema), ...courseErrorReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { organization_id: importingId, ...query } = request.query;
      const contexts = await organizationsOf(db, user.id);
      const member = contexts.find((c) => c.organization.id === request.params.id);
      let scope: CourseListScope;
      if (member) {
        authorizeImportFrom('organization', member);
        scope = { organizationId: member.organization.id, userId: user.id, admin: member.access.admin, accessibleOnly: true };
      } else {
        const [source] = await db.select({ id: organizations.id, isProvider: organizations.isProvider }).from(organizations).where(eq(organizations.id, request.params.id)).limit(1);
        if (!source?.isProvider) throw errors.notFound();
        if (importingId !== undefined) {
          const importing = contexts.find((c) => c.organization.id === importingId);
          if (!importing) throw errors.notFound();
          authorizeImportFrom('provider', importing);
        } else if (!contexts.some((c) => canImportFrom('provider', c))) {
          throw errors.forbidden();
        }
        scope = { organizationId: source.id, userId: user.id, admin: false, publishedOnly: true, accessibleOnly: true };
      }
      const page = await listCourses(db, scope, query);
      reply.header(COUNT_HEADER, String(page.count)).header(PAGES_HEADER, String(page.pages));
      return page.rows.map(presentCourseSummary);
    },
  );
};

export default importingRoutes;
