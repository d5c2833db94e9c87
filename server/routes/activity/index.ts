// The activity feeds: GET /content/courses/{id}/activity (who created, edited, published,
// moved, imported, deleted … what in the course, and when; administrators and publishers) and
// GET /content/organizations/{id}/activity (the organization's own events: members' roles;
// administrators). Newest first, filtered by person (actor_id), kind and time (from, to:
// epoch milliseconds, inclusive), paged per §9 (totals in X-Pena-Count / X-Pena-Pages).
import { z } from 'zod';
import { COUNT_HEADER, PAGES_HEADER } from '../../../domain/constants.ts';
import { errorReply, idSchema } from '../../../domain/schemas/account.ts';
import { activityListSchema, activityQuery } from '../../../domain/schemas/history.ts';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import { organizationContext } from '../../auth/scope.ts';
import type { RouteModule } from '../../context.ts';
import { loadCourse } from '../../loaders/course.ts';
import { authorizeCourseActivity, authorizeOrganizationActivity } from '../../policies/activity.ts';
import { presentActivityEvent } from '../../presenters/activity.ts';
import { activityPage } from '../../queries/activityFeed.ts';

const params = z.object({ id: idSchema });
const replies = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

const activityRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const { db } = ctx;

  app.get(
    '/content/courses/:id/activity',
    {
      onRequest: authenticate,
      schema: {
        tags: ['activity'],
        summary: "The course's activity, newest first: who did what to which item, and when (paged; X-Pena-Count, X-Pena-Pages)",
        params,
        querystring: activityQuery,
        response: { 200: activityListSchema, ...replies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { course, share, ctx: org } = await loadCourse(db, user, request.params.id);
      authorizeCourseActivity(org, user.id, share);
      const page = await activityPage(db, { courseId: course.id }, request.query);
      reply.header(COUNT_HEADER, String(page.count)).header(PAGES_HEADER, String(page.pages));
      return page.rows.map(presentActivityEvent);
    },
  );

  app.get(
    '/content/organizations/:id/activity',
    {
      onRequest: authenticate,
      schema: {
        tags: ['activity'],
        summary: "The organization's own events, newest first: who changed a member's role or team (paged; X-Pena-Count, X-Pena-Pages)",
        params,
        querystring: activityQuery,
        response: { 200: activityListSchema, ...replies },
      },
    },
    async (request, reply) => {
      const org = await organizationContext(db, currentUser(request), request.params.id);
      authorizeOrganizationActivity(org);
      const page = await activityPage(db, { organizationId: org.organization.id }, request.query);
      reply.header(COUNT_HEADER, String(page.count)).header(PAGES_HEADER, String(page.pages));
      return page.rows.map(presentActivityEvent);
    },
  );
};

export default activityRoutes;
